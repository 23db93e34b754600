import { expect, gotoReady, test } from './fixtures';
import {
  axeViolations,
  COLOUR_RULES,
  expectClean,
  KEY_ROUTES,
  prepareForEngines,
  setColorMode,
} from './a11y';
import { describeHtmlcs, htmlcsErrors } from './htmlcs';

/**
 * The accessibility engines in the states a route-by-route run does not reach: at phone width,
 * where the header's menu button shows (closed and open), and with a stored dark preference.
 * Every route at desktop width is checked in routes.spec.ts (in dark mode: the key routes whole,
 * the demo of every other demo page).
 */

const PHONE = { width: 375, height: 812 };

prepareForEngines();

test('both engines report what they find: a nameless button, faint text (HTML_CodeSniffer too), only inside `include`, not a skipped rule', async ({
  page,
}) => {
  await gotoReady(page, '/demo/simple');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const title = document.querySelector('h1')!;
    const button = document.createElement('button');
    const faint = Object.assign(document.createElement('p'), { textContent: 'faint' });
    faint.style.cssText = 'color: #eee; background: #fff';
    title.after(button, faint);
  });
  const found = await axeViolations(page);
  expect(found.filter((line) => line.startsWith('button-name')).length).toBe(1);
  expect(found.filter((line) => line.startsWith('color-contrast')).length).toBe(1);
  // Limited to the colour rules, and to the demo, which holds neither.
  expect((await axeViolations(page, { rules: ['color-contrast'] })).length).toBe(1);
  expect(await axeViolations(page, { include: '.dumi-default-previewer-demo' })).toEqual([]);
  const withoutColours = await axeViolations(page, { skip: COLOUR_RULES });
  expect(withoutColours.map((line) => line.split(' ')[0])).toEqual(['button-name']);
  // HTML_CodeSniffer's contrast sniff (WCAG 1.4.3), which checks contrast on most routes.
  const htmlcs = describeHtmlcs(await htmlcsErrors(page));
  expect(htmlcs.filter((line) => line.includes('1_4_3') && line.includes('faint'))).toHaveLength(1);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  // Colours do not change with the width; the header does (its menu button and menu). So axe's
  // colour rules run over the header here, the rest of axe and HTML_CodeSniffer over the page; with
  // the menu open (in dark mode, whose page colours routes.spec checks) only the header is new.
  for (const route of KEY_ROUTES) {
    test(`${route}: axe and HTML_CodeSniffer find nothing, menu closed (light) and open (dark)`, async ({
      page,
    }) => {
      await gotoReady(page, route);
      const menu = page.locator('.dumi-default-header-menu-btn');
      await expect(menu).toBeVisible();
      await expectClean(page, 'light mode, menu closed', { htmlcs: true, axeSkip: COLOUR_RULES });
      expect(
        await axeViolations(page, { rules: COLOUR_RULES, include: '.dumi-default-header' }),
      ).toEqual([]);

      await setColorMode(page, 'dark');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.dumi-default-header-right')).toBeVisible();
      expect(await axeViolations(page, { include: '.dumi-default-header' }), 'menu open').toEqual(
        [],
      );
    });
  }
});

test('a stored dark preference gives a clean dark page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('dumi:prefers-color', 'dark'));
  await gotoReady(page, '/zh-CN/demo/fixed-columns');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await expectClean(page, 'stored dark mode', { htmlcs: true });
});
