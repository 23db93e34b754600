import type {
  BrowserContext,
  BrowserContextOptions,
  Fixtures,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';

/** The worker fixture of {@link sharedContext}. */
export interface SharedContextWorker {
  sharedContext: BrowserContext;
}

/**
 * Fixtures that open every test's page in one browser context per worker, made with `options`
 * (and the config's `baseURL`): the HTTP cache and compiled scripts carry over from page to page,
 * as they do for a reader who goes on to the next page, so a spec that loads every route spends
 * its time on its checks rather than on fetching and compiling the same bundles again. Each test
 * still gets a page of its own (its own listeners, viewport, init scripts). For specs that leave
 * nothing behind in the context (no storage, permissions or cookies). Used as
 * `test.extend<object, SharedContextWorker>(sharedContext())`.
 */
export function sharedContext(
  options: BrowserContextOptions = {},
): Fixtures<object, SharedContextWorker, PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions> {
  return {
    sharedContext: [
      async ({ browser }, provide, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, ...options });
        await provide(context);
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ sharedContext: context }, provide) => {
      const page = await context.newPage();
      await provide(page);
      await page.close();
    },
  };
}
