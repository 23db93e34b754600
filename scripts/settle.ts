import type { Page } from 'playwright-core';

/**
 * Waits until a freshly opened page of the built site is interactive and has loaded what it
 * loads: the app marks `<html data-app-ready>` once it has hydrated (the bundle starts after the
 * first paint, so the network may be idle before it even starts), then the page's lazy chunks
 * arrive; the page is settled when no new resource has started for `quietMs`.
 * Playwright's own `networkidle` fires only once, possibly before the bundle is requested.
 */
export async function settle(page: Page, quietMs = 300, timeoutMs = 30_000): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === seen || Date.now() > deadline) return;
    seen = count;
    await page.waitForTimeout(quietMs);
  }
}
