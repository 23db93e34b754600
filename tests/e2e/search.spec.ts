import type { Page } from '@playwright/test';
import { axeViolations, setColorMode } from './a11y';
import { at, BASE, expect, gotoReady, test } from './fixtures';

/** The header search box, found the way a screen reader user would. */
const searchBox = (page: Page) => page.locator('.dumi-default-search-bar').getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The links of the options shown now (the options past the first 10 follow a frame later). */
const optionLinks = (page: Page) =>
  options(page).evaluateAll((els) => els.map((el) => el.getAttribute('href')));

async function search(page: Page, keywords: string) {
  await searchBox(page).click();
  await searchBox(page).fill(keywords);
}

test.describe('site search', () => {
  for (const { path, placeholder } of [
    { path: '/', placeholder: 'Type keywords...' },
    { path: '/zh-CN', placeholder: '输入关键字搜索...' },
  ]) {
    test(`"fixed" lists the fixed-columns demos, from the index under the base path (${path})`, async ({
      page,
    }) => {
      await gotoReady(page, path);
      await expect(searchBox(page)).toHaveAttribute('placeholder', placeholder);
      const index = page.waitForResponse((r) => /search-index\.[^/]+\.json$/.test(r.url()));
      await search(page, 'fixed');
      const response = await index;
      expect(response.ok()).toBe(true);
      expect(new URL(response.url()).pathname.startsWith(`${BASE}search-index.`)).toBe(true);
      const prefix = path === '/' ? '' : '/zh-CN';
      await expect(options(page).first()).toBeVisible();
      const demos = ['fixed-columns', 'fixed-columns-and-header', 'fixed-columns-auto-height'];
      await expect
        .poll(() => optionLinks(page))
        .toEqual(expect.arrayContaining(demos.map((demo) => at(`${prefix}/demo/${demo}`))));
      await expect(options(page).first().locator('mark').first()).toHaveText(/fixed/i);
    });

    test(`a nonsense word shows the no-result text (${path})`, async ({ page }) => {
      await gotoReady(page, path);
      await search(page, 'qwzxv');
      await expect(page.locator('.dumi-default-search-popover')).toContainText(
        path === '/' ? 'No content was found' : '未找到相关内容',
      );
      await expect(options(page)).toHaveCount(0);
    });
  }

  test('"展开" on /zh-CN finds the expansion demos', async ({ page }) => {
    await gotoReady(page, '/zh-CN');
    await search(page, '展开');
    await expect(options(page).first()).toBeVisible();
    await expect
      .poll(() => optionLinks(page))
      .toEqual(
        expect.arrayContaining([
          at('/zh-CN/demo/expanded-row-render'),
          expect.stringMatching(new RegExp(`^${at('/zh-CN/demo/expand-icon')}`)),
        ]),
      );
    await expect(
      page.getByRole('listbox').locator('mark', { hasText: '展开' }).first(),
    ).toBeVisible();
  });

  test('"rowExpandable" finds the expanded-row-render demo through its code', async ({ page }) => {
    await gotoReady(page, '/');
    await search(page, 'rowExpandable');
    const demo = page.locator(
      `[role="option"][data-type="demo"][href^="${at('/demo/expanded-row-render#')}"]`,
    );
    await expect(demo).toBeVisible();
    await expect(demo).toContainText('rowExpandable');
    await expect(demo.locator('mark')).toHaveText(['rowExpandable']);
  });

  test('Ctrl+K, ⌘K and / focus the box, Esc closes the list', async ({ page }) => {
    await gotoReady(page, '/demo/simple');
    await page.locator('h1').first().click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('sticky');
    await expect(options(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

    await page.locator('h1').first().click();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();

    // Esc closes the list that reopened on focus, a second Esc leaves the box.
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
    // The shortcut hint matches the platform once mounted (Ctrl here), and is ⌘ in the HTML.
    await expect(page.locator('.dumi-default-search-shortcut')).toHaveText(/^(Ctrl|⌘) K$/);
  });

  test('arrows move through the results and Enter opens one', async ({ page }) => {
    await gotoReady(page, '/');
    await search(page, 'sticky header');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    const href = (await options(page).nth(0).getAttribute('href')) ?? '';
    expect(href.startsWith(at('/demo/sticky-header'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.locator('h1').first()).toHaveText('Sticky header');
  });

  test('a long result list is complete: ArrowUp wraps to its last option and scrolls it into view', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await search(page, 'fixed');
    await expect(options(page).first()).toBeVisible();
    // The first 10 options come in the first frame, the rest right after it.
    await expect.poll(() => options(page).count()).toBeGreaterThan(10);
    const count = await options(page).count();
    await page.keyboard.press('ArrowUp');
    const last = options(page).nth(count - 1);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await last.getAttribute('id')) ?? '',
    );
  });

  test('HTML typed into the box stays text', async ({ page }) => {
    await gotoReady(page, '/');
    const payload = '<img src=x onerror="window.__injected=1"><b id="injected">table</b>';
    await search(page, payload);
    await expect(page.locator('.dumi-default-search-popover')).toBeVisible();
    await expect(
      page.locator('.dumi-default-search-popover [role="status"], [role="listbox"]').first(),
    ).toBeVisible();
    await expect(page.locator('#injected')).toHaveCount(0);
    await expect(page.locator('.dumi-default-search-popover img')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
    ).toBeUndefined();
    await expect(searchBox(page)).toHaveValue(payload);
  });
});

test.describe('search: the API reference, questions, kinds, the address, recent searches', () => {
  for (const prefix of ['', '/zh-CN']) {
    test(`a prop name opens its row of the API reference first (${prefix || '/'})`, async ({
      page,
    }) => {
      await gotoReady(page, `${prefix}/demo/simple`);
      await search(page, 'rowKey');
      const first = options(page).first();
      await expect(first).toHaveAttribute('href', at(`${prefix}#prop-rowkey`));
      await expect(first.locator('.site-search-kind')).toHaveText(prefix ? 'API 参考' : 'API');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.hash === '#prop-rowkey');
      await expect(page.locator('#prop-rowkey')).toBeInViewport();
    });
  }

  test('a question in words finds its page, labelled with its kind and heading path', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await search(page, 'keep first column visible when scrolling');
    await expect(options(page).first()).toHaveAttribute('href', at('/demo/fixed-columns'));
    await expect(options(page).first().locator('.site-search-kind')).toHaveText('Demo');
    await search(page, 'column.fixed');
    const api = options(page).first();
    await expect(api).toHaveAttribute('href', at('/#prop-column-fixed'));
    await expect(api.locator('.site-search-path')).toHaveText('rc-table › Column Props');
  });

  test('the kind filter is reached by Tab, narrows the list, and Escape goes back', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await search(page, 'sticky');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'All' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const demo = page.getByRole('button', { name: 'Demo' });
    await expect(demo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo).toHaveAttribute('aria-pressed', 'true');
    await expect(options(page).first()).toBeVisible();
    await expect
      .poll(() =>
        options(page)
          .locator('.site-search-kind')
          .evaluateAll((els) => [...new Set(els.map((el) => el.textContent))]),
      )
      .toEqual(['Demo']);
    await expect(page.getByRole('status').filter({ hasText: /results: Demo/ })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeFocused();
  });

  test('a link with ?q= opens the same results', async ({ page }) => {
    await gotoReady(page, '/');
    await search(page, 'virtual list');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'virtual list');
    await gotoReady(page, '/demo/simple?q=virtual%20list');
    await expect(searchBox(page)).toHaveValue('virtual list');
    await expect(options(page).first()).toHaveAttribute('href', at('/demo/virtual-list'));
  });

  test('the empty box offers recent searches, from the keyboard, and clears them', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await search(page, 'tableLayout');
    await expect(options(page).first()).toHaveAttribute('href', at('/#prop-tablelayout'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.hash === '#prop-tablelayout');
    // The box keeps the query it was opened from: emptied, it offers the recent searches.
    await searchBox(page).click();
    await searchBox(page).fill('');
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText(['tableLayout', 'Clear recent searches']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue('tableLayout');
    await searchBox(page).fill('');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(recent).toHaveCount(0);
    await page.reload();
    await searchBox(page).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('the open results, filter and recent searches pass axe in both colour modes and fit 320 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoReady(page, '/');
    await search(page, 'sticky');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await searchBox(page).click();
    await searchBox(page).fill('');
    await expect(page.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    // dumi's result list is a `<dl role="listbox">` whose `<dd role="none">` axe flags as a
    // role a `<dd>` may not take (aria-allowed-role, minor); the list predates this check.
    const check = { include: '.dumi-default-search-bar', skip: ['aria-allowed-role'] };
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(page, mode);
      expect(await axeViolations(page, check), mode).toEqual([]);
      await search(page, 'sticky');
      await expect(options(page).first()).toBeVisible();
      expect(await axeViolations(page, check), mode).toEqual([]);
      await searchBox(page).fill('');
    }
    await page.setViewportSize({ width: 320, height: 640 });
    if (await searchBox(page).isVisible()) {
      await search(page, 'expandable.rowExpandable');
      await expect(options(page).first()).toBeVisible();
      const box = await page.locator('.dumi-default-search-popover').boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('API ↔ demo cross-reference', () => {
  for (const prefix of ['', '/zh-CN']) {
    test(`API rows link the demos that use the prop (${prefix || '/'})`, async ({ page }) => {
      await gotoReady(page, prefix || '/');
      const row = page.locator('#prop-expandable-rowexpandable');
      const link = row.locator(`a[href="${at(`${prefix}/demo/expanded-row-render`)}"]`);
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/demo/expanded-row-render$`));
      await expect(page.locator('h1').first()).toHaveText(prefix ? '展开行' : 'Expanded rows');
    });
  }
});
