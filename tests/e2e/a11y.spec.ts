import { expect, gotoReady, test } from './fixtures';
import { expectClean, KEY_ROUTES, prepareForEngines, setColorMode } from './a11y';

/**
 * The accessibility engines in the states a route-by-route run does not reach: at phone width,
 * where the header's menu button shows (closed and open), and with a stored dark preference.
 * Every route at desktop width, in light and dark mode, is checked in routes.spec.ts.
 */

const PHONE = { width: 375, height: 812 };

prepareForEngines();

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  for (const route of KEY_ROUTES) {
    test(`${route}: axe and HTML_CodeSniffer find nothing, menu closed (light) and open (dark)`, async ({
      page,
    }) => {
      await gotoReady(page, route);
      const menu = page.locator('.dumi-default-header-menu-btn');
      await expect(menu).toBeVisible();
      await expectClean(page, 'light mode, menu closed', { htmlcs: true });

      await setColorMode(page, 'dark');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.dumi-default-header-right')).toBeVisible();
      await expectClean(page, 'dark mode, menu open', { htmlcs: true });
    });
  }
});

test('a stored dark preference gives a clean dark page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('dumi:prefers-color', 'dark'));
  await gotoReady(page, '/zh-CN/demo/fixed-columns');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await expectClean(page, 'stored dark mode', { htmlcs: true });
});
