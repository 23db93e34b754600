import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** Presses Tab until `target` has focus; fails after `max` presses. Only the keyboard moves focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: skip link, header controls, sidebar, demo actions and a demo control', async ({
  page,
}) => {
  // A walk of about 150 key presses, each followed by a look at the focus.
  test.setTimeout(60_000);
  await gotoReady(page, '/demo/no-data');

  // The skip link is the first stop, visible while focused, and jumps past header and sidebar.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  const firstInContent = await page.evaluate(() =>
    Boolean(document.activeElement?.closest('.dumi-default-content')),
  );
  expect(firstInContent, 'Tab after the skip link stays in the content').toBe(true);

  // Back to the top: the header controls, in order.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const banner = page.getByRole('banner', { name: 'Site' });
  await tabTo(
    page,
    banner.getByRole('searchbox').or(banner.locator('input.dumi-default-search-bar-input')),
  );
  await page.keyboard.type('sticky');
  await expect(page.locator('.dumi-default-search-popover')).toBeVisible();
  await page.keyboard.press('Escape');

  await tabTo(page, banner.getByRole('link', { name: '中文' }));
  await tabTo(page, banner.getByRole('combobox', { name: 'Color mode' }));

  // The sidebar: a named navigation landmark whose links are reachable and followable.
  const sidebarLink = page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Empty state' });
  await tabTo(page, sidebarLink, 120);

  // A demo's action buttons.
  const actions = page.locator('.dumi-default-previewer-actions').first();
  await tabTo(page, actions.locator('button, a').first(), 120);
  const label = await page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ||
      document.activeElement?.textContent?.trim() ||
      '',
  );
  expect(label, 'the focused action has a name').not.toBe('');

  // Operate the demo's checkbox with Space: the sample orders appear.
  const demo = page.locator('.dumi-default-previewer-demo').first();
  await expect(demo.getByRole('cell', { name: 'Harbour Books' })).toHaveCount(0);
  const checkbox = demo.getByRole('checkbox', { name: 'Show orders' });
  await page.keyboard.press('Shift+Tab');
  for (
    let i = 0;
    i < 60 && !(await checkbox.evaluate((e) => e === document.activeElement));
    i += 1
  ) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect(demo.getByRole('cell', { name: 'Harbour Books' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(demo.getByRole('cell', { name: 'Harbour Books' })).toHaveCount(0);
});

test('keyboard only: the colour switch and the language switch work from the keyboard', async ({
  page,
}) => {
  await gotoReady(page, '/');
  const banner = page.getByRole('banner', { name: 'Site' });
  const colour = banner.getByRole('combobox', { name: 'Color mode' });
  await tabTo(page, colour);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');

  await page.keyboard.press('Shift+Tab');
  const lang = banner.getByRole('link', { name: '中文' });
  for (let i = 0; i < 10 && !(await lang.evaluate((e) => e === document.activeElement)); i += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(lang).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh-CN\/?$/);
  await expect(page.getByRole('link', { name: '跳到正文' })).toBeAttached();
});
