import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { builtRoutes, expect, gotoReady, test } from './fixtures';
import { describeHtmlcs, htmlcsErrors } from './htmlcs';

/**
 * Two accessibility engines on every prerendered page: axe-core and HTML_CodeSniffer (pa11y's
 * engine, WCAG 2 AA errors). Each test loads its page once and runs both engines on it in every
 * state it checks. Every route is checked at desktop width in light mode (both engines) and in
 * dark mode (axe's colour rules); the key routes also in dark mode with HTML_CodeSniffer, and at
 * phone width, where the header's menu button shows, with the menu closed and open.
 */

/** One line per violated rule and node, so a failure says what to fix and where. */
function describeAxe(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

/** The rules whose outcome depends on colours: the only ones that can differ between modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Routes checked in every state, in both languages. */
const KEY_ROUTES = ['/', '/demo', '/demo/simple', '/demo/fixed-columns', '/changelog'].flatMap(
  (route) => [route, route === '/' ? '/zh-CN' : `/zh-CN${route}`],
);

const PHONE = { width: 375, height: 812 };

async function axe(page: Page, rules?: string[]): Promise<string[]> {
  // Only violations are read: axe skips collecting the (many) passing nodes.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return describeAxe(results.violations);
}

/** Runs both engines on the page as it is now; `state` names it in a failure. */
async function expectClean(
  page: Page,
  state: string,
  options: { axeRules?: string[]; htmlcs: boolean },
) {
  const axeFound = await axe(page, options.axeRules);
  const htmlcsFound = options.htmlcs ? describeHtmlcs(await htmlcsErrors(page)) : [];
  expect({ axe: axeFound, htmlcs: htmlcsFound }, state).toEqual({ axe: [], htmlcs: [] });
}

async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate(
    (value) => document.documentElement.setAttribute('data-prefers-color', value),
    mode,
  );
  // Let colour transitions finish before the engines measure contrast.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

test.beforeEach(async ({ page }) => {
  // The home page's API tables make a full axe run take several seconds on a busy 2-core runner.
  test.setTimeout(90_000);
  // Contrast is measured on the final colours, not mid-transition.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
});

for (const route of builtRoutes()) {
  const key = KEY_ROUTES.includes(route);
  test(`${route}: axe and HTML_CodeSniffer find nothing in light and dark mode`, async ({
    page,
  }) => {
    await gotoReady(page, route);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    await expectClean(page, 'light mode', { htmlcs: true });
    // Switching the attribute changes colours only, so dark mode re-runs the colour rules.
    await setColorMode(page, 'dark');
    await expectClean(page, 'dark mode', { axeRules: COLOUR_RULES, htmlcs: key });
  });
}

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
