import type {
  BrowserContext,
  BrowserContextOptions,
  Fixtures,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';

/** The worker fixtures of {@link sharedContext}. */
export interface SharedContextWorker {
  sharedContext: BrowserContext;
  sharedPage: Page;
}

/**
 * Fixtures that give every test of a worker the same page, in one browser context made with
 * `options` (and the config's `baseURL`): each test navigates it to its own route, as a reader goes
 * on to the next page. The HTTP cache, the compiled scripts and the page's renderer carry over, so
 * a spec that loads every route spends its time on its checks: a new page for each load cost
 * 1.65 core-seconds per load here, the same page 0.53. Each test starts at the config's viewport,
 * and the listeners it added (`page.on`) are removed when it ends; init scripts and bindings stay,
 * so helpers add theirs once per page ({@link installOnce}). A failed test ends its worker, and the
 * next worker starts with a fresh page. For specs that leave nothing behind in the context (no
 * storage, permissions or cookies). Used as `test.extend<object, SharedContextWorker>(sharedContext())`.
 */
export function sharedContext(
  options: BrowserContextOptions = {},
): Fixtures<
  object,
  SharedContextWorker,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> {
  return {
    sharedContext: [
      async ({ browser }, provide, workerInfo) => {
        const context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          ...options,
        });
        await provide(context);
        await context.close();
      },
      { scope: 'worker' },
    ],
    sharedPage: [
      async ({ sharedContext: context }, provide) => {
        const page = await context.newPage();
        await provide(page);
        await page.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ sharedPage: page, viewport }, provide) => {
      if (viewport) await page.setViewportSize(viewport);
      await provide(page);
      page.removeAllListeners();
    },
  };
}

const installed = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Installs something on `target` (a page or a context) the first time it is asked for `key`, and
 * gives every later caller the same result: init scripts and bindings stay on a page that tests
 * share, and Playwright refuses a binding exposed twice.
 */
export function installOnce<T>(target: object, key: string, install: () => Promise<T>): Promise<T> {
  let byKey = installed.get(target);
  if (!byKey) installed.set(target, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, install());
  return byKey.get(key) as Promise<T>;
}
