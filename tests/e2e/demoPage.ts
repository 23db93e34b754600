import type { BrowserContext, Page } from '@playwright/test';
import { expect, gotoReady } from './fixtures';

/** What the specs that work a demo page's previewer share. */

/** The previewer of the page's first demo. */
export const previewer = (page: Page) => page.locator('.dumi-default-previewer').first();

/**
 * Waits until React has taken over the demo page's previewer: the prerendered buttons already
 * carry their names, so wait for React's own properties on the show-code toggle, which hydration
 * adds.
 */
export async function demoHydrated(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('.dumi-default-previewer-actions button[aria-expanded][aria-label]')
        .last()
        .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** Opens a demo page and waits until React has taken over its previewer. */
export async function gotoDemo(page: Page, path: string) {
  await gotoReady(page, path);
  await demoHydrated(page);
}

/**
 * Routes `url` in every page of the context to a stand-in page (an offline CodeSandbox or
 * StackBlitz); resolves with the body of the first POST, its line breaks as the files' LF (a
 * browser sends a form field's line breaks as CRLF).
 */
export function interceptPost(
  context: BrowserContext,
  url: string | RegExp,
): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    void context.route(url, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        const body = new URLSearchParams(request.postData() ?? '');
        resolve(
          new URLSearchParams([...body].map(([key, value]) => [key, value.replace(/\r\n/g, '\n')])),
        );
      }
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>stand-in</title>',
      });
    });
  });
}
