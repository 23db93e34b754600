import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { settle } from '../../scripts/settle';
import { builtRoutes as routesOfBuild } from '../support/checkTwins';
import { sharedContext, type SharedContextWorker } from '../sharedContext';

/** Problems a reader would never want to see: console errors, uncaught exceptions, hydration warnings. */
export interface PageProblems {
  problems: string[];
}

/**
 * `test` with a `problems` list filled from the page's console errors and page errors; every test
 * fails at its end when the list is not empty, unless the test cleared it on purpose.
 */
export const test = base.extend<PageProblems>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The addresses of the scripts `page` requests from now on, in order (the list fills as it goes). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Removes the expected "404 (Not Found)" console line of a page served with status 404. */
export function allowNotFoundStatus(problems: string[]) {
  const kept = problems.filter((p) => !/status of 404 \(Not Found\)/.test(p));
  problems.splice(0, problems.length, ...kept);
}

/** Every prerendered route in dist/, e.g. `/`, `/changelog`, `/zh-CN/demo/simple` (tests/support/checkTwins.ts). */
export function builtRoutes(dist = process.env.E2E_DIST || 'dist'): string[] {
  return routesOfBuild(dist);
}

/** Waits until React has hydrated the prerendered page and the content is on screen. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.dumi-default-content').first().waitFor();
  // The app bundle starts after the first paint: wait for hydration and the page's chunks.
  await settle(page);
}

/** `test` whose tests of a worker share one page, in a context made with `options` (../sharedContext.ts). */
export function withSharedContext(options: BrowserContextOptions = {}) {
  return test.extend<object, SharedContextWorker>(sharedContext(options));
}
