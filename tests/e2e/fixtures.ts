import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { settle } from '../../scripts/settle';
import { builtRoutes as routesOfBuild } from '../support/checkTwins';
import { sharedContext, type SharedContextWorker } from '../sharedContext';

/** The folder of the build under test (playwright.config.ts). */
export const DIST = process.env.E2E_DIST || 'dist';

/** The base path that build was made for: `/`, or `/table/` in `npm test` (playwright.config.ts). */
export const BASE = process.env.E2E_BASE_PATH || '/';

/** Problems a reader would never want to see: console errors, uncaught exceptions, hydration warnings. */
export interface PageProblems {
  problems: string[];
}

/**
 * `test` with a `problems` list filled from the page's console errors and page errors, and from
 * every request of its tabs to the site's server outside the base path; every test fails at its
 * end when the list is not empty, unless the test cleared it on purpose.
 */
export const test = base.extend<PageProblems>({
  problems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const outside = (request: Request) => {
        const url = new URL(request.url());
        // A browser asks for /favicon.ico by itself for a page that names no icon (a Markdown twin).
        if (
          url.origin !== origin ||
          url.pathname.startsWith(BASE) ||
          url.pathname === '/favicon.ico'
        )
          return;
        problems.push(`request outside the base path ${BASE}: ${url.pathname}`);
      };
      page.context().on('request', outside);
      await use(problems);
      page.context().off('request', outside);
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

/** The address of a route of the site under the base path: `at('/demo/simple')` → `/table/demo/simple`. */
export function at(route: string): string {
  return BASE + route.replace(/^\//, '');
}

/** Every prerendered route in dist/, e.g. `/`, `/changelog`, `/zh-CN/demo/simple` (tests/support/checkTwins.ts). */
export function builtRoutes(dist = DIST): string[] {
  return routesOfBuild(dist);
}

/** Opens a route (`/demo/simple`) and waits until React has hydrated it and its content is on screen. */
export async function gotoReady(page: Page, route: string) {
  await page.goto(at(route));
  await page.locator('.dumi-default-content').first().waitFor();
  // The app bundle starts after the first paint: wait for hydration and the page's chunks.
  await settle(page);
}

/** `test` whose tests of a worker share one page, in a context made with `options` (../sharedContext.ts). */
export function withSharedContext(options: BrowserContextOptions = {}) {
  return test.extend<object, SharedContextWorker>(sharedContext(options));
}
