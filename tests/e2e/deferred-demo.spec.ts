import type { Page } from '@playwright/test';
import { expect, gotoReady, recordScripts, test } from './fixtures';

/**
 * The home page's example is a `defer` demo (src/client/site/deferredDemo.ts): prerendered HTML
 * until the reader reaches it, then its code loads and React hydrates it in place.
 */
const example = (page: Page) => page.locator('.site-deferred-demo');
const demoCode = (scripts: string[]) =>
  scripts.filter((url) =>
    /\/(deferred-demo|docs__index(\.zh-CN)?__demo)\.[0-9a-f]+\.async\.js$/.test(url),
  );

test.use({ viewport: { width: 1280, height: 720 } });

for (const [path, show, hide] of [
  ['/', 'Show code', 'Hide code'],
  ['/zh-CN', '展开代码', '收起代码'],
] as const) {
  test(`${path}: the example is on the page at once and its code loads when it is scrolled to`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoReady(page, path);
    const table = example(page).getByRole('table', { name: 'The rocky planets' });
    await expect(table).toBeAttached();
    await expect(table.getByRole('row')).toHaveCount(5);
    // Below the first screen: nothing of the demo's code yet.
    expect(demoCode(scripts)).toEqual([]);

    await table.scrollIntoViewIfNeeded();
    await expect.poll(() => demoCode(scripts).length).toBe(2);
    const toggle = example(page).getByRole('button', { name: show, exact: true });
    await toggle.click();
    await expect(example(page).getByRole('button', { name: hide, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      example(page).locator('.dumi-default-previewer-sources pre').first(),
    ).toContainText('Mercury');
  });
}

test('a click that comes before the example’s code is not lost', async ({ page }) => {
  // Hold the chunk back long enough for the click to land on the prerendered button.
  await page.route(/\/deferred-demo\.[0-9a-f]+\.async\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoReady(page, '/');
  const toggle = example(page).getByRole('button', { name: 'Show code', exact: true });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(
    example(page).getByRole('button', { name: 'Hide code', exact: true }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(example(page).locator('.dumi-default-previewer-sources')).toHaveCount(1);
});

test('keyboard focus reaching the example loads it, and Enter works', async ({ page }) => {
  const scripts = recordScripts(page);
  await gotoReady(page, '/');
  expect(demoCode(scripts)).toEqual([]);
  // Focus arrives without scrolling first (as from a screen reader's list of buttons).
  await example(page)
    .getByRole('button', { name: 'Show code', exact: true })
    .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  await expect.poll(() => demoCode(scripts).length).toBe(2);
  await page.keyboard.press('Enter');
  await expect(example(page).getByRole('button', { name: 'Hide code', exact: true })).toBeFocused();
});

test('after a client-side navigation to the home page the example renders at once', async ({
  page,
}) => {
  await gotoReady(page, '/demo/simple');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('.dumi-default-logo').click();
  await expect(page).toHaveURL(/\/$/);
  const table = example(page).getByRole('table', { name: 'The rocky planets' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await example(page).getByRole('button', { name: 'Show code', exact: true }).click();
  await expect(example(page).getByRole('button', { name: 'Hide code', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('switching the colour mode before the example loads keeps it on the page', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await page.locator('.dumi-default-color-switch select').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  const table = example(page).getByRole('table', { name: 'The rocky planets' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await table.scrollIntoViewIfNeeded();
  await example(page).getByRole('button', { name: 'Show code', exact: true }).click();
  await expect(example(page).getByRole('button', { name: 'Hide code', exact: true })).toBeVisible();
});
