import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { builtRoutes, expect, gotoReady, test } from './fixtures';

/** One line per violated rule and node, so a failure says what to fix and where. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

/** The rules whose outcome depends on colours: the only ones that can differ between modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function audit(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return describe(results.violations);
}

async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((value) => document.documentElement.setAttribute('data-prefers-color', value), mode);
  // Let colour transitions finish before axe measures contrast.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

test.beforeEach(async ({ page }) => {
  // The home page's API tables make a full axe run take several seconds on a busy 2-core runner.
  test.setTimeout(90_000);
  // Contrast is measured on the final colours, not mid-transition.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
});

for (const route of builtRoutes()) {
  test(`axe: ${route} has no violations in light and dark mode`, async ({ page }) => {
    await gotoReady(page, route);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    expect(await audit(page), 'light mode').toEqual([]);
    // Switching the attribute changes colours only, so dark mode re-runs the colour rules.
    await setColorMode(page, 'dark');
    expect(await audit(page, COLOUR_RULES), 'dark mode').toEqual([]);
  });
}

test('axe: a stored dark preference gives a clean dark page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('dumi:prefers-color', 'dark'));
  await gotoReady(page, '/zh-CN/demo/fixed-columns');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  expect(await audit(page)).toEqual([]);
});
