import { chromium, type FullConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/chromium';

/**
 * Global setup of the dev-server check: waits until the dev server has finished its first
 * compile. Until then it answers every page with a "Bundling…" progress page, which is not what a
 * contributor who waits for `npm start` sees; the route tests would time out on it one by one.
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.dev.config.ts: no baseURL');
  const browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      await page.goto(baseURL, { waitUntil: 'domcontentloaded' });
      const ready = await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: 60_000 })
        .then(
          () => true,
          () => false,
        );
      if (ready) return;
      if (Date.now() > deadline)
        throw new Error(
          `the dev server at ${baseURL} did not finish its first compile in 10 minutes`,
        );
    }
  } finally {
    await browser.close();
  }
}
