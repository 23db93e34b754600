import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_OUTPUT_PATH } from '../../src/node/config';
import { sharedContext, type SharedContextWorker } from '../sharedContext';

/**
 * The dev server (`npm start`) as a contributor meets it: each kind of page, in both languages,
 * loads, hydrates and renders its demo with no console error and no console warning. In
 * development React reports what a production build keeps quiet (attribute mismatches between the
 * prerendered markup and the first render, keys, invalid DOM nesting). Every demo's hydration is
 * checked the same way in Node (tests/unit/demos/all.test.tsx), and every route of the build
 * fails on a hydration error in the e2e (tests/e2e/fixtures.ts); these pages add the theme, the
 * builtins and the dev server itself.
 */

const DOCS = join(__dirname, '../../docs');

/**
 * The routes of a worker load one after another in one page, as a contributor goes from page to
 * page: the development bundles come from its cache after the first route.
 */
const test = base.extend<object, SharedContextWorker>(sharedContext());

/**
 * One page of each kind, in both languages: the home page (API tables, code blocks, the deferred
 * example), the demo gallery, the changelog (its tabs), a demo page, the page whose demo logs a
 * warning it announces, and the demo too large for the Node check.
 */
const routes = [
  '/',
  '/demo',
  '/changelog',
  '/demo/simple',
  '/demo/colspan-rowspan-legacy',
  '/demo/hover-perf',
].flatMap((route) => [route, route === '/' ? '/zh-CN' : `/zh-CN${route}`]);

/** The Markdown file of a route, e.g. `/zh-CN/demo/simple` → docs/demo/simple.zh-CN.md. */
function pageFile(route: string): string {
  const zh = route.startsWith('/zh-CN');
  const path = route.replace(/^\/zh-CN/, '').replace(/^\//, '') || 'index';
  const base = join(DOCS, path);
  const candidates = [
    `${base}${zh ? '.zh-CN' : ''}.md`,
    join(base, `index${zh ? '.zh-CN' : ''}.md`),
  ];
  return candidates.find((file) => existsSync(file)) ?? candidates[0];
}

/**
 * The development warnings a page tells its reader to expect: the `Warning: …` code spans of its
 * `:::warning` callouts (the legacy merged-cells page shows rc-table's deprecation warning that
 * its demo triggers on purpose). Such a warning may appear, once; any other message fails.
 */
function announcedWarnings(route: string): string[] {
  const markdown = readFileSync(pageFile(route), 'utf8');
  const callouts = markdown.match(/^:::warning\n[\s\S]*?^:::$/gm) ?? [];
  return callouts.flatMap((callout) =>
    [...callout.matchAll(/``(Warning: [^\n]*?)``/g)].map((match) => match[1]),
  );
}

/** Console errors and warnings, and uncaught errors, of `page` from now on. */
function recordConsole(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      found.push(`console.${message.type()}: ${message.text().slice(0, 400)}`);
    }
  });
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  return found;
}

test('checks pages that exist, and reads the warnings a page announces', () => {
  for (const route of routes) expect(existsSync(pageFile(route)), route).toBe(true);
  // The one page that announces a warning, in both languages.
  const warning =
    'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.';
  expect(announcedWarnings('/demo/colspan-rowspan-legacy')).toEqual([warning]);
  expect(announcedWarnings('/zh-CN/demo/colspan-rowspan-legacy')).toEqual([warning]);
  expect(announcedWarnings('/demo/simple')).toEqual([]);
});

test('writes its asset manifest to its own folder, not over the built site', () => {
  // The dev server has compiled (global setup): its manifest names the unhashed dev bundles.
  const manifest = join(__dirname, '../..', DEV_OUTPUT_PATH, 'build-manifest.json');
  expect(JSON.parse(readFileSync(manifest, 'utf8')).assets['umi.js']).toBe('/umi.js');
  // A built site next to it keeps the manifest of its hashed bundles (the bench reads it).
  const built = join(__dirname, '../../dist/build-manifest.json');
  if (existsSync(built)) {
    expect(JSON.parse(readFileSync(built, 'utf8')).assets['umi.js']).toMatch(
      /^\/(?:[\w-]+\/)*umi\.[0-9a-f]{8}\.js$/,
    );
  }
});

for (const route of routes) {
  test(`${route}: no console error or warning in development`, async ({ page }) => {
    const found = recordConsole(page);
    await page.goto(route);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    // The page's own chunk comes after the app is ready, rendered by development React: hover-perf's
    // 12,000 cells took 9-13 s here alone, and over 15 s beside the e2e stage (scripts/test.mjs).
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
    if (/\/demo\/[^/]+$/.test(route)) {
      await expect(page.locator('.dumi-default-previewer-demo .rc-table').first()).toBeVisible({
        timeout: 60_000,
      });
    }
    // Let effects and lazily loaded chunks (a demo's, the deferred example's) run and report.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const announced = announcedWarnings(route);
    const unannounced = found.filter(
      (message) => !announced.some((warning) => message === `console.error: ${warning}`),
    );
    expect(unannounced).toEqual([]);
    // An announced warning says so once, as the page tells the reader.
    for (const warning of announced) {
      expect(
        found.filter((message) => message === `console.error: ${warning}`).length,
      ).toBeLessThanOrEqual(1);
    }
  });
}

/**
 * A demo that throws (the debug-only crash page, in development and in a `SITE_DEBUG_PAGES=1`
 * build): its box shows the error and its stack, and the other demo and the layout keep working.
 */
for (const [route, link] of [
  ['/demo/crash', 'Simple table'],
  ['/zh-CN/demo/crash', null],
] as const) {
  test(`${route}: a crashing demo shows its error box and the rest of the page works`, async ({
    page,
  }) => {
    const found = recordConsole(page);
    await page.goto(route);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    const demos = page.locator('.dumi-default-previewer-demo');
    await expect(demos).toHaveCount(2);
    await demos.first().getByRole('button', { name: 'Crash this demo' }).click();

    const box = demos.first();
    await expect(box.getByText('The crash demo failed on purpose.', { exact: true })).toBeVisible();
    const stack = box.locator('details');
    await expect(stack.locator('summary')).toHaveText('Error stack');
    await expect(stack.locator('pre')).toContainText('Error: The crash demo failed on purpose.');

    await expect(demos.nth(1).locator('.rc-table')).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    if (link) {
      await page.getByRole('link', { name: link }).first().click();
      await expect(page).toHaveURL(/\/demo\/simple$/);
      await expect(page.locator('h1').first()).toHaveText(link);
    }
    // React reports the error it caught, in development with the component it came from. dumi's
    // own error box (DemoErrorBoundary) puts its <details> inside a <p>, which development React
    // reports: a known defect of that box, left for the site's own error box to fix. Nothing else
    // may go wrong.
    const expected =
      /crash demo failed on purpose|The above error occurred in the <\w+> component|validateDOMNesting\(\.\.\.\): %s cannot appear as a descendant of <%s>\.%s <(details|summary|pre)> p\b/;
    expect(found.filter((message) => !expected.test(message))).toEqual([]);
  });
}
