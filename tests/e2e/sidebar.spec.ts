import { expect, gotoReady, test } from './fixtures';

/**
 * At a desktop width every group title and page title in the sidebar is on screen in full,
 * wrapped where it is long, never cut off: "Row and cell e…" could be either of two demos.
 */
test.use({ viewport: { width: 1280, height: 800 } });

for (const route of ['/demo/simple', '/zh-CN/demo/simple', '/changelog', '/zh-CN/changelog']) {
  test(`${route}: every sidebar entry is readable in full`, async ({ page }) => {
    await gotoReady(page, route);
    const sidebar = page.locator('.dumi-default-sidebar');
    await expect(sidebar).toBeVisible();
    const entries = sidebar.locator('dl > dt:not(.site-visually-hidden), dl > dd > a');
    expect(await entries.count()).toBeGreaterThan(route.includes('/demo/') ? 40 : 0);
    const cut = await entries.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);
          const range = document.createRange();
          range.selectNodeContents(element);
          const text = range.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          // Cut off: the text is wider or taller than the box that shows it, or ends in an ellipsis.
          return (
            element.scrollWidth > element.clientWidth + 1 ||
            text.right > box.right + 1 ||
            text.bottom > box.bottom + 1 ||
            style.textOverflow === 'ellipsis'
          );
        })
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    // Nor does the sidebar itself hide entries sideways.
    expect(
      await sidebar.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
    ).toBe(true);
  });
}
