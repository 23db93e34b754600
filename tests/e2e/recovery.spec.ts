import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DIST, expect, gotoReady, test } from './fixtures';

/**
 * Failure recovery: a route chunk that does not arrive shows a notice with a Reload button in
 * the content area (in the page's language) instead of a blank page, and Reload brings the page.
 */

/** The script chunk of a page, as webpack names it: `docs__changelog.md.<hash>.async.js`. */
const pageChunk = (page: string) =>
  new RegExp(`/docs__${page.replace(/\//g, '__')}\\.md\\.[0-9a-f]+\\.async\\.js$`);

/** Console lines a failed chunk is expected to cause (the failed request, React's report). */
const EXPECTED = /ChunkLoadError|Loading (CSS )?chunk|Failed to load resource|net::ERR_FAILED/;

function allowChunkFailure(problems: string[]) {
  const kept = problems.filter((p) => !EXPECTED.test(p));
  problems.splice(0, problems.length, ...kept);
}

/** Aborts every request matching `pattern` until the returned function is called. */
async function block(page: Page, pattern: RegExp) {
  let blocked = 0;
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    blocked += 1;
    return route.abort('failed');
  };
  await page.route(pattern, handler);
  return {
    count: () => blocked,
    release: () => page.unroute(pattern, handler),
  };
}

const CASES = [
  {
    locale: 'English',
    start: '/',
    nav: 'Changelog',
    chunk: 'changelog',
    title: 'This page could not be loaded',
    reload: 'Reload',
    heading: 'Changelog',
    url: /\/changelog$/,
  },
  {
    locale: 'Chinese',
    start: '/zh-CN',
    nav: '更新日志',
    chunk: 'changelog.zh-CN',
    title: '页面加载失败',
    reload: '重新加载',
    heading: '更新日志',
    url: /\/zh-CN\/changelog$/,
  },
] as const;

for (const c of CASES) {
  test(`${c.locale}: a route chunk that fails shows a notice with Reload, and Reload loads the page`, async ({
    page,
    problems,
  }) => {
    await gotoReady(page, c.start);
    const blocked = await block(page, pageChunk(c.chunk));
    await page.locator('.dumi-default-header').getByRole('link', { name: c.nav }).first().click();
    await expect(page).toHaveURL(c.url);

    const notice = page.locator('.dumi-default-content [role="alert"]');
    await expect(notice.getByRole('heading', { name: c.title })).toBeVisible();
    const reload = notice.getByRole('button', { name: c.reload });
    await expect(reload).toBeVisible();
    expect(blocked.count()).toBeGreaterThan(0);
    // The layout around the notice is still there and usable.
    await expect(page.locator('.dumi-default-header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      c.locale === 'English' ? /^en/ : /^zh/,
    );

    await blocked.release();
    await reload.click();
    await expect(page.locator('h1').first()).toHaveText(c.heading);
    await expect(page).toHaveURL(c.url);
    await expect(notice).toHaveCount(0);
    allowChunkFailure(problems);
  });
}

test('a style sheet chunk that fails is reported the same way', async ({ page, problems }) => {
  const cssChunks = readdirSync(DIST).filter((name) => /\.css$/.test(name) && !/^umi\./.test(name));
  test.skip(
    cssChunks.length === 0,
    'this build puts all CSS in the entry: there is no CSS chunk to fail',
  );
  await gotoReady(page, '/demo');
  const blocked = await block(page, /\/(?!umi\.)[^/]+\.css$/);
  // Open demo pages on the client until one of them needs a (blocked) CSS chunk.
  const links = page.locator('.dumi-default-sidebar a');
  const total = await links.count();
  for (let i = 0; i < total && blocked.count() === 0; i += 1) {
    await links.nth(i).click();
    await page.waitForLoadState('networkidle');
  }
  test.skip(blocked.count() === 0, 'no page of this build loads a CSS chunk');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await blocked.release();
  allowChunkFailure(problems);
});

test('the notice goes away when the reader opens another page', async ({ page, problems }) => {
  await gotoReady(page, '/');
  const blocked = await block(page, pageChunk('changelog'));
  await page
    .locator('.dumi-default-header')
    .getByRole('link', { name: 'Changelog' })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await blocked.release();
  await page.locator('.dumi-default-header').getByRole('link', { name: 'Demo' }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  allowChunkFailure(problems);
});
