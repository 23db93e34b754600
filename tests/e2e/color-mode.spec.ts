import type { Page } from '@playwright/test';
import { at, expect, gotoReady, test } from './fixtures';

const KEY = 'dumi:prefers-color';
const html = (page: Page) => page.locator('html');

async function store(page: Page, value: string | null) {
  await page.addInitScript(
    ([key, stored]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (stored === null) localStorage.removeItem(key);
      else localStorage.setItem(key, stored);
    },
    [KEY, value] as const,
  );
}

test('defaults to light and persists a choice across reloads', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  await page.locator('.dumi-default-color-switch select').selectOption('dark');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await expect(page.locator('.dumi-default-color-switch select')).toHaveValue('dark');
});

test('auto follows the system preference', async ({ page }) => {
  await store(page, 'auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoReady(page, '/changelog');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
});

test('a garbage stored value means light', async ({ page }) => {
  await store(page, 'purple');
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoReady(page, '/');
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
});

for (const path of ['/', '/zh-CN/demo/simple']) {
  test(`a dark preference paints dark before any script bundle runs (${path})`, async ({
    page,
  }) => {
    await store(page, 'dark');
    // Hold back every JS bundle: what is on screen now is the prerendered HTML and CSS alone.
    const held: Array<() => void> = [];
    await page.route(
      /\.js(\?.*)?$/,
      (route) => new Promise<void>((done) => held.push(() => done(route.continue()))),
    );
    await page.goto(at(path), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const first = await page.evaluate(() => ({
      attr: document.documentElement.getAttribute('data-prefers-color'),
      bg: getComputedStyle(document.body).backgroundColor,
      hasContent: !!document.querySelector('h1'),
    }));
    expect(first.attr).toBe('dark');
    expect(first.hasContent, 'prerendered content is in the HTML').toBe(true);
    const [r, g, b] = first.bg.match(/\d+/g)!.map(Number);
    expect(r + g + b, `body background ${first.bg} is dark`).toBeLessThan(150);
    held.forEach((release) => release());
    await page.unroute(/\.js(\?.*)?$/);
  });
}
