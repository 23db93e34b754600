import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * The class names of a demo page's Classes section outline the elements of the live demo that
 * carry them (src/client/docs/classOutline.ts), on hover, on focus and while ticked; and /classes
 * exists in both languages, with the prefix field rewriting its class names and stylesheet.
 */

/** The outline style of every element of the demo with `name`. */
const outlines = (page: Page, name: string) =>
  page
    .locator(`.dumi-default-previewer-demo .${name}`)
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).outlineStyle));

const classButton = (page: Page, name: string): Locator =>
  page.getByRole('checkbox', { name, exact: true });

test.describe('the Classes section of a demo page', () => {
  test('outlines a class’s elements in the demo while its name is hovered, focused or ticked', async ({
    page,
  }) => {
    await gotoReady(page, '/demo/fixed-columns');
    await expect(page.getByRole('heading', { name: 'Classes', level: 2 })).toBeVisible();
    await expect(page.getByText('tick it (click, or Space) to keep the outline')).toBeVisible();
    const fixLeft = classButton(page, 'rc-table-cell-fix-left');
    const cells = await outlines(page, 'rc-table-cell-fix-left');
    expect(cells.length).toBeGreaterThan(2);
    expect(new Set(cells)).toEqual(new Set(['none']));

    await fixLeft.hover();
    await expect.poll(() => outlines(page, 'rc-table-cell-fix-left')).not.toContain('none');
    expect(new Set(await outlines(page, 'rc-table-cell'))).toContain('none');
    await page.mouse.move(0, 0);
    await expect
      .poll(async () => new Set(await outlines(page, 'rc-table-cell-fix-left')))
      .toEqual(new Set(['none']));

    // Keyboard: Tab reaches the name; focus outlines, Space keeps the outline after the focus leaves.
    const ping = classButton(page, 'rc-table-ping-right');
    await ping.focus();
    await expect.poll(() => outlines(page, 'rc-table-ping-right')).toEqual(['dashed']);
    await page.keyboard.press('Space');
    await expect(ping).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(ping).not.toBeFocused();
    await expect.poll(() => outlines(page, 'rc-table-ping-right')).toEqual(['dashed']);
    await ping.focus();
    await page.keyboard.press('Space');
    await expect(ping).not.toBeChecked();
    await ping.blur();
    await expect.poll(() => outlines(page, 'rc-table-ping-right')).toEqual(['none']);
  });

  test('comes with a page reached by a link inside the app, and outlines there too', async ({
    page,
  }) => {
    await gotoReady(page, '/demo/simple');
    await page.getByRole('link', { name: 'Fixed columns', exact: true }).first().click();
    await expect(page).toHaveURL(/\/demo\/fixed-columns$/);
    const fixRight = classButton(page, 'rc-table-cell-fix-right');
    await expect(fixRight).toBeVisible();
    await fixRight.hover();
    await expect.poll(() => outlines(page, 'rc-table-cell-fix-right')).not.toContain('none');
  });

  test('is on the Chinese page too, with the same classes, and says that Space keeps an outline', async ({
    page,
  }) => {
    await gotoReady(page, '/zh-CN/demo/fixed-columns');
    await expect(page.getByRole('heading', { name: '类名', level: 2 })).toBeVisible();
    await expect(page.getByText('勾选它（点击或按空格键）可保持框线')).toBeVisible();
    const fixRight = classButton(page, 'rc-table-cell-fix-right-first');
    await fixRight.hover();
    await expect.poll(() => outlines(page, 'rc-table-cell-fix-right-first')).not.toContain('none');
    await fixRight.focus();
    await page.keyboard.press('Space');
    await expect(fixRight).toBeChecked();
    await fixRight.blur();
    await page.mouse.move(0, 0);
    await expect.poll(() => outlines(page, 'rc-table-cell-fix-right-first')).not.toContain('none');
  });
});

test.describe('/classes', () => {
  for (const [route, title, field] of [
    ['/classes', 'Classes', 'Class prefix (prefixCls)'],
    ['/zh-CN/classes', '类名', '类名前缀（prefixCls）'],
  ]) {
    test(`${route} lists the classes and the stylesheet, and writes them with another prefix`, async ({
      page,
    }) => {
      await gotoReady(page, route);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const content = page.locator('.dumi-default-content');
      await expect(content.locator('td code', { hasText: /^rc-table-ping-left$/ })).toHaveCount(1);
      const sheet = content.locator('pre', { hasText: ':root' });
      await expect(sheet).toContainText(
        'html .rc-table-ping-left .rc-table-cell-fix-left-first::after',
      );

      await page.getByLabel(field).fill('my-table');
      await expect(content.locator('td code', { hasText: /^my-table-ping-left$/ })).toHaveCount(1);
      await expect(content.locator('td code', { hasText: /^rc-table-ping-left$/ })).toHaveCount(0);
      await expect(sheet).toContainText(
        'html .my-table-ping-left .my-table-cell-fix-left-first::after',
      );
      await expect(sheet).toContainText('rc-table/assets/index.css');
      await expect(page.getByRole('status').filter({ hasText: 'my-table' })).toHaveCount(1);

      await page.getByLabel(field).fill('rc-table');
      await expect(content.locator('td code', { hasText: /^rc-table-ping-left$/ })).toHaveCount(1);
    });
  }
});
