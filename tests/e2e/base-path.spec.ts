import { readdirSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { allowNotFoundStatus, expect, gotoReady, test } from './fixtures';

/**
 * The site built for a sub-path (`BASE_PATH=/table/`): pages, chunks, the search index and demos
 * must all load from under the sub-path. Runs from playwright.base-path.config.ts only.
 */
const BASE = process.env.E2E_BASE_PATH ?? '';
const DIST = process.env.E2E_BASE_DIST || 'dist-base';

test.skip(!BASE, 'runs against the sub-path build: npm run test:e2e:base');

/** Records every same-origin request and fails on any that leaves the sub-path or fails. */
function watchRequests(
  page: Page,
  origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin,
) {
  const outside: string[] = [];
  const failed: string[] = [];
  const assets: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.protocol === 'blob:' || url.origin !== origin) return;
    if (!url.pathname.startsWith(BASE)) outside.push(url.pathname);
    if (/\.(js|css|json)$/.test(url.pathname)) {
      assets.push(url.pathname);
      if (!response.ok()) failed.push(`${response.status()} ${url.pathname}`);
    }
  });
  return { outside, failed, assets };
}

/** Opens a page under the sub-path and waits until the app has hydrated it and its chunks are in. */
async function open(page: Page, path: string) {
  await gotoReady(page, `${BASE}${path}`);
}

test.describe('the site under a sub-path', () => {
  test('serves the home page and loads every asset from under the sub-path', async ({ page }) => {
    const requests = watchRequests(page);
    await open(page, '');
    await expect(page.locator('h1').first()).toHaveText('rc-table');
    expect(requests.assets.some((path) => /\.js$/.test(path))).toBe(true);
    expect(requests.outside).toEqual([]);
    expect(requests.failed).toEqual([]);
  });

  test('navigates on the client and loads route chunks from the sub-path', async ({ page }) => {
    const requests = watchRequests(page);
    await open(page, '');
    const chunk = page.waitForResponse((r) =>
      /docs__changelog\.md\.[0-9a-f]+\.async\.js$/.test(r.url()),
    );
    await page.getByRole('link', { name: 'Changelog' }).first().click();
    expect(new URL((await chunk).url()).pathname.startsWith(BASE)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${BASE}changelog$`));
    await expect(page.locator('h1').first()).toHaveText('Changelog');
    expect(requests.outside).toEqual([]);
    expect(requests.failed).toEqual([]);
  });

  for (const [path, heading] of [
    ['demo/simple', 'Simple table'],
    ['zh-CN/demo/fixed-columns', null],
  ] as const) {
    test(`renders the demo page ${path} with its table`, async ({ page }) => {
      const requests = watchRequests(page);
      await open(page, path);
      if (heading) await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.locator('.dumi-default-previewer-demo .rc-table').first()).toBeVisible();
      expect(requests.outside).toEqual([]);
      expect(requests.failed).toEqual([]);
    });
  }

  test('opens a demo on its own page under the sub-path', async ({ page }) => {
    await open(page, 'demo/simple');
    const href = await page.locator(`a[href*="/~demos/"]`).first().getAttribute('href');
    expect(href?.startsWith(`${BASE}~demos/`), `standalone demo link ${href}`).toBe(true);
    await page.goto(href!);
    await expect(page.locator('.rc-table').first()).toBeVisible();
  });

  test('opens the changelog on its upgrade guide tab (?tab=upgrade) without errors', async ({
    page,
  }) => {
    await open(page, 'changelog?tab=upgrade');
    await expect(page.locator('h1').first()).toHaveText('Upgrade from rc-table 6 to 7');
    await page.getByRole('button', { name: 'Doc', exact: true }).click();
    await expect(page.locator('h1').first()).toHaveText('Changelog');
  });

  test('drops a trailing slash without leaving the sub-path', async ({ page }) => {
    await page.goto(`${BASE}changelog/`);
    await expect(page).toHaveURL(new RegExp(`${BASE}changelog$`));
    await expect(page.locator('h1').first()).toHaveText('Changelog');
  });

  test('answers an unknown address under the sub-path with the not-found page', async ({
    page,
    problems,
  }) => {
    const response = await page.goto(`${BASE}no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    allowNotFoundStatus(problems);
  });

  test('fetches the search index from the sub-path', async ({ page }) => {
    const indexes = readdirSync(DIST).filter((name) => /^search-index\..+\.json$/.test(name));
    test.skip(
      indexes.length === 0,
      'the build has no search index (src/node/plugins/search.ts not active)',
    );
    await open(page, '');
    const index = page.waitForResponse((r) => /search-index\.[^/]+\.json$/.test(r.url()));
    const search = page.getByRole('combobox').first();
    await search.click();
    await search.fill('fixed columns');
    const response = await index;
    expect(response.ok()).toBe(true);
    expect(new URL(response.url()).pathname.startsWith(`${BASE}search-index.`)).toBe(true);
    const first = page.getByRole('option').first();
    await expect(first).toBeVisible();
    expect(await first.getAttribute('href')).toMatch(new RegExp(`^${BASE}`));
  });
});

test.describe('Markdown twins and llms.txt under the sub-path', () => {
  for (const [path, twin, view] of [
    ['demo/simple', 'demo/simple.md', 'View as Markdown'],
    ['zh-CN', 'zh-CN/index.md', '查看 Markdown'],
  ] as const) {
    test(`${path || 'home'}: the head link and the page's own link point to its twin under the sub-path`, async ({
      page,
    }) => {
      const html = await (await page.request.get(`${BASE}${path}`)).text();
      expect(html).toMatch(
        new RegExp(`<link[^>]*rel="alternate" type="text/markdown" href="${BASE}${twin}"`),
      );
      await open(page, path);
      await expect(page.getByRole('link', { name: view })).toHaveAttribute(
        'href',
        `${BASE}${twin}`,
      );
      const response = await page.request.get(`${BASE}${twin}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      // Its links to the site stay under the sub-path too.
      const links = [...(await response.text()).matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !link.startsWith(BASE))).toEqual([]);
    });
  }

  for (const path of ['llms.txt', 'zh-CN/llms.txt']) {
    test(`${path} links every twin under the sub-path, and each is served`, async ({ page }) => {
      const text = await (await page.request.get(`${BASE}${path}`)).text();
      const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
      expect(links.filter((link) => !link.startsWith(BASE))).toEqual([]);
      const twins = links.filter((link) => link.endsWith('.md'));
      // Every page of the build, the debug pages it keeps (SITE_DEBUG_PAGES=1) included.
      expect(twins).toContain(`${BASE}${path.replace('llms.txt', '')}demo/crash.md`);
      expect(twins.length).toBeGreaterThan(40);
      for (const twin of twins) expect((await page.request.get(twin)).status(), twin).toBe(200);
    });
  }
});

test.describe('a crashing demo (debug page kept by SITE_DEBUG_PAGES=1)', () => {
  for (const [path, link] of [
    ['demo/crash', 'Simple table'],
    ['zh-CN/demo/crash', null],
  ] as const) {
    test(`${path}: shows the error box and the rest of the page keeps working`, async ({
      page,
      problems,
    }) => {
      await open(page, path);
      const demos = page.locator('.dumi-default-previewer-demo');
      await expect(demos).toHaveCount(2);
      await demos.first().getByRole('button', { name: 'Crash this demo' }).click();

      const box = demos.first();
      await expect(
        box.getByText('The crash demo failed on purpose.', { exact: true }),
      ).toBeVisible();
      const stack = box.locator('details');
      await expect(stack.locator('summary')).toHaveText('Error stack');
      await expect(stack.locator('pre')).toContainText('Error: The crash demo failed on purpose.');

      // The other demo and the layout still work.
      await expect(demos.nth(1).locator('.rc-table')).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      if (link) {
        await page.getByRole('link', { name: link }).first().click();
        await expect(page).toHaveURL(new RegExp(`${BASE}demo/simple$`));
        await expect(page.locator('h1').first()).toHaveText(link);
      }

      // React reports the error it caught; nothing else may have gone wrong.
      const unexpected = problems.filter((p) => !/crash demo failed on purpose/.test(p));
      problems.splice(0, problems.length, ...unexpected);
    });
  }
});
