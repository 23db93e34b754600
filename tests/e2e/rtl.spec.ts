import LZString from 'lz-string';
import type { Page } from '@playwright/test';
import { gotoDemo, interceptPost, previewer } from './demoPage';
import { at, expect, gotoReady, test } from './fixtures';

/**
 * Every demo right to left: the previewer's switch and `?dir=rtl` run the demo with
 * `direction="rtl"` in a `dir="rtl"` box while the page stays left to right; the code shown, the
 * standalone page and the exported project follow.
 */

const DEMO = 'fixed-columns';
const STANDALONE = `/~demos/docs-demo-${DEMO}-demo-${DEMO}`;
const demoBox = (page: Page) => previewer(page).locator('.dumi-default-previewer-demo');
const rtlSwitch = (page: Page, name = 'Right to left') =>
  previewer(page).getByRole('button', { name, exact: true });

async function expectRightToLeft(page: Page) {
  await expect(demoBox(page)).toHaveAttribute('dir', 'rtl');
  await expect(demoBox(page).locator('.rc-table').first()).toHaveClass(/\brc-table-rtl\b/);
  // The page itself stays as it is.
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  expect(
    await page.locator('.dumi-default-content').evaluate((e) => getComputedStyle(e).direction),
  ).toBe('ltr');
}

test.describe('demos right to left', () => {
  test('the switch is a named toggle button that runs and shows the demo right to left, and writes ?dir=rtl', async ({
    page,
  }) => {
    await gotoDemo(page, `/demo/${DEMO}`);
    await expect(rtlSwitch(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(demoBox(page)).not.toHaveAttribute('dir', 'rtl');
    // From the keyboard.
    await rtlSwitch(page).focus();
    await page.keyboard.press('Enter');
    await expect(rtlSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    await expectRightToLeft(page);
    expect(new URL(page.url()).search).toBe('?dir=rtl');
    // The code shown is the code that runs.
    await previewer(page).getByRole('button', { name: 'Show code' }).click();
    await expect(previewer(page).locator('.site-previewer-code')).toContainText('direction="rtl"');
    // The standalone page's link follows.
    await expect(previewer(page).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      /\?dir=rtl$/,
    );
    await page.keyboard.press('Tab');
    await rtlSwitch(page).press('Space');
    await expect(rtlSwitch(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(demoBox(page)).not.toHaveAttribute('dir', 'rtl');
    await expect(demoBox(page).locator('.rc-table').first()).not.toHaveClass(/\brc-table-rtl\b/);
    await expect(previewer(page).locator('.site-previewer-code')).not.toContainText(
      'direction="rtl"',
    );
    expect(new URL(page.url()).search).toBe('');
  });

  test('?dir=rtl in the address turns it on, in Chinese too', async ({ page }) => {
    await gotoDemo(page, `/zh-CN/demo/${DEMO}?dir=rtl`);
    await expect(rtlSwitch(page, '从右到左')).toHaveAttribute('aria-pressed', 'true');
    await expectRightToLeft(page);
  });

  test('the standalone page follows ?dir=rtl', async ({ page }) => {
    await page.goto(at(`${STANDALONE}?dir=rtl`));
    const table = page.locator('[dir="rtl"] .rc-table').first();
    await expect(table).toHaveClass(/\brc-table-rtl\b/);
    await page.goto(at(STANDALONE));
    await expect(page.locator('.rc-table').first()).toBeVisible();
    await expect(page.locator('.rc-table-rtl')).toHaveCount(0);
  });

  test('the exported project carries direction="rtl" in a dir="rtl" box', async ({
    page,
    context,
  }) => {
    const posted = interceptPost(context, 'https://codesandbox.io/**');
    await gotoDemo(page, `/demo/${DEMO}?dir=rtl`);
    await expectRightToLeft(page);
    const popup = context.waitForEvent('page');
    await previewer(page).getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await popup;
    const encoded = ((await posted).get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(LZString.decompressFromBase64(encoded)) as {
      files: Record<string, { content: string }>;
    };
    expect(files['App.tsx'].content).toContain('direction="rtl"');
    expect(files['index.html'].content).toContain('<div id="root" dir="rtl"');
  });

  // docs/demo/sticky-header.md, "Pitfalls": the sticky scroll bar cannot be dragged right to left.
  for (const dir of ['ltr', 'rtl'] as const) {
    test(`the sticky scroll bar ${dir === 'rtl' ? 'does not scroll the table when dragged right to left' : 'scrolls the table when dragged left to right'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 800, height: 500 });
      await gotoDemo(page, `/demo/sticky-header${dir === 'rtl' ? '?dir=rtl' : ''}`);
      if (dir === 'rtl') await expectRightToLeft(page);
      await demoBox(page).locator('.rc-table').first().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      const bar = demoBox(page).locator('.rc-table-sticky-scroll-bar');
      await expect(bar).toBeVisible();
      const body = demoBox(page).locator('.rc-table-body');
      const scrollLeft = () => body.evaluate((element) => element.scrollLeft);
      // Towards the table's end, then back: left first right to left, right first left to right.
      for (const step of dir === 'rtl' ? [-150, 150] : [150, -150]) {
        const box = (await bar.boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + 2];
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let i = 1; i <= 5; i++) {
          await page.mouse.move(x + (step * i) / 5, y);
          await page.waitForTimeout(50);
        }
        await page.mouse.up();
        if (dir === 'rtl') expect(await scrollLeft()).toBe(0);
        else expect(Math.abs(await scrollLeft())).toBeGreaterThan(step > 0 ? 100 : -1);
      }
      // Yet the bar follows the table when the table itself scrolls. rc-table ignores the body's
      // scroll events for a moment after the bar's own, so the event is sent until it is heard.
      const before = (await bar.boundingBox())!.x;
      await expect
        .poll(async () => {
          await body.evaluate((element, rtl) => {
            element.scrollLeft = rtl ? -300 : 300;
            element.dispatchEvent(new Event('scroll'));
          }, dir === 'rtl');
          return (await bar.boundingBox())!.x - before;
        })
        .toBeTruthy();
    });
  }

  test('the configurator follows ?dir=rtl: its table, its code', async ({ page }) => {
    await gotoReady(page, '/configurator?dir=rtl');
    const box = page.locator('.site-configurator-preview');
    await expect(box).toHaveAttribute('dir', 'rtl');
    await expect(box.locator('.rc-table').first()).toHaveClass(/\brc-table-rtl\b/);
    await expect(page.getByRole('checkbox', { name: 'Right to left' })).toBeChecked();
  });
});
