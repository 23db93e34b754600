import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { allowNotFoundStatus, at, expect, gotoReady, recordScripts, test } from './fixtures';

test.describe('every prerendered route', () => {
  // Each route renders without errors: routes.spec.ts (one load per route for every check).

  test('starting the app keeps the language and the title the page was served with', async ({
    page,
  }) => {
    for (const [route, lang, title] of [
      ['/zh-CN/demo/fixed-columns', 'zh', '固定列'],
      ['/demo/virtual-list', 'en', 'Virtual list'],
    ]) {
      // Records the value each change of <html lang> replaced.
      await page.addInitScript(() => {
        const win = window as { langChanges?: string[] };
        win.langChanges = [];
        // Init scripts run before <html> exists: watch the document.
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target === document.documentElement) {
              win.langChanges?.push(String(record.oldValue));
            }
          }
        }).observe(document, { subtree: true, attributeFilter: ['lang'], attributeOldValue: true });
      });
      await gotoReady(page, route);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const replaced = await page.evaluate(
        () => (window as { langChanges?: string[] }).langChanges,
      );
      // Setting the value again restyles nothing; a different value restyles the whole page.
      expect(
        replaced?.filter((old) => old !== lang),
        route,
      ).toEqual([]);
    }
  });
});

test.describe("a page's description", () => {
  test('is in the head of its HTML, and follows a client-side move', async ({ page, request }) => {
    const description = (file: string) =>
      /^description: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const html = await (await request.get(at('/zh-CN/demo/simple'))).text();
    expect(html).toContain(
      `<meta data-rh="true" name="description" content="${description('docs/demo/simple.zh-CN.md')}"/>`,
    );
    await gotoReady(page, '/demo/simple');
    const meta = page.locator('head meta[name="description"]');
    await expect(meta).toHaveAttribute('content', description('docs/demo/simple.md'));
    await page.getByRole('link', { name: 'Fixed columns', exact: true }).first().click();
    await expect(page).toHaveURL(/\/demo\/fixed-columns$/);
    await expect(meta).toHaveAttribute('content', description('docs/demo/fixed-columns.md'));
    await expect(
      page.locator('head meta[property="article:tag"][content="pinned columns"]'),
    ).toHaveCount(1);
  });
});

test.describe('index page', () => {
  test('has the English sections in order', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page).toHaveTitle(/rc-table/);
    const headings = await page.locator('.dumi-default-content h2').allTextContents();
    const wanted = [
      'install',
      'Development',
      'Example',
      'Usage',
      'API',
      'Properties',
      'Column Props',
      'License',
    ];
    const found = wanted.map((title) => headings.findIndex((h) => h.trim() === title));
    expect(
      found.every((index) => index >= 0),
      `headings: ${headings.join(', ')}`,
    ).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    await expect(page.getByText('npm install rc-table').first()).toBeVisible();
  });

  test('has the Chinese sections on /zh-CN', async ({ page }) => {
    await gotoReady(page, '/zh-CN');
    const headings = await page.locator('.dumi-default-content h2').allTextContents();
    for (const title of ['安装', '本地开发', '示例', '使用', 'API', '属性', '列属性', '许可证']) {
      expect(headings.map((h) => h.trim())).toContain(title);
    }
  });
});

test('a demo link in the API table opens the demo page inside the app', async ({ page }) => {
  await gotoReady(page, '/');
  // A marker on window survives client-side navigation but not a full page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const row = page.locator('#prop-expandable-rowexpandable');
  const link = row.getByRole('link', { name: 'Expanded rows' });
  await expect(link).toHaveAttribute('href', at('/demo/expanded-row-render'));
  await link.click();
  await expect(page).toHaveURL(/\/demo\/expanded-row-render$/);
  await expect(page.locator('h1').first()).toHaveText('Expanded rows');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

for (const prefix of ['', '/zh-CN']) {
  test(`a bar shows while the next page's chunk loads after a client-side move, then goes (${prefix || '/'})`, async ({
    page,
  }) => {
    await gotoReady(page, prefix || '/');
    // Hold the next page's own chunk back, as a slow network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/docs__demo__expanded-row-render/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .locator('#prop-expandable-rowexpandable a[href$="/demo/expanded-row-render"]')
      .click();
    const bar = page.locator('.site-route-progress');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    release();
    await expect(page).toHaveURL(/\/demo\/expanded-row-render$/);
    await expect(bar).toHaveCount(0);
  });
}

test.describe('API reference on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const prefix of ['', '/zh-CN']) {
    test(`rows stay readable and a link to a row far down lands on it (${prefix || '/'})`, async ({
      page,
    }) => {
      // The last table's rows sit about 10,000 px down, below tables the browser has not laid out.
      await gotoReady(page, `${prefix || '/'}#prop-column-oncellclick`);
      const target = page.locator('#prop-column-oncellclick');
      await expect(target).toBeInViewport();
      for (const table of await page.locator('.api-table').all()) {
        await table.scrollIntoViewIfNeeded();
        const rows = await table.locator('tbody tr').evaluateAll((trs) =>
          trs.map((tr) => ({
            height: tr.getBoundingClientRect().height,
            description: (tr.lastElementChild as Element).getBoundingClientRect().width,
          })),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.description).toBeGreaterThanOrEqual(250);
          expect(row.height).toBeLessThan(400);
        }
      }
    });
  }
});

test.describe('code blocks', () => {
  /** The index page's install command, a code block of the page's Markdown. */
  const block = (page: Page) =>
    page
      .locator('.dumi-default-content .dumi-default-source-code')
      .filter({ hasText: 'npm install rc-table' })
      .first();

  test('keep their prerendered highlighting without loading the highlighter, and copy their code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts = recordScripts(page);
    await gotoReady(page, '/');
    const code = block(page);
    await expect(code.locator('pre .token').first()).toBeVisible();
    await expect(code.locator('pre')).toHaveText('npm install rc-table');
    // Prism's grammars register themselves under `Prism.languages`; none of the page's scripts has them.
    const bodies = await Promise.all(
      scripts.map((url) => page.request.get(url).then((r) => r.text())),
    );
    expect(bodies.some((body) => body.includes('languages.markup'))).toBe(false);

    await code.hover();
    const copy = code.getByRole('button', { name: 'Copy code' });
    await copy.click();
    // Named "Copied" (and told to screen readers) for two seconds, then "Copy code" again.
    await expect(code.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(code.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install rc-table');
    await expect(code.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 5000 });
    await expect(code.getByRole('status')).toHaveText('');
  });

  test('are highlighted after a client-side navigation too', async ({ page }) => {
    await gotoReady(page, '/demo/simple');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.locator('.dumi-default-logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(block(page).locator('pre .token').first()).toBeVisible();
    await expect(block(page).locator('pre')).toHaveText('npm install rc-table');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe('page footer', () => {
  for (const [path, pager, previous, next, nextTitle, updated] of [
    ['/demo/simple', 'Previous and next page', '/demo', '/demo/jsx', /JSX/, 'Last updated:'],
    [
      '/zh-CN/demo/simple',
      '上一页和下一页',
      '/zh-CN/demo',
      '/zh-CN/demo/jsx',
      /JSX/,
      '最后更新时间：',
    ],
  ] as const) {
    test(`${path} ends with its last-updated day and links to the pages around it, prerendered`, async ({
      page,
      request,
    }) => {
      // In the prerendered HTML already, not added after hydration.
      const html = await (await request.get(at(path))).text();
      expect(html).toContain(`aria-label="${pager}"`);
      expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[^"]+">\d{4}-\d\d-\d\d<\/time>/);

      await gotoReady(page, path);
      const footer = page.locator('.dumi-default-content-footer');
      await expect(footer.locator('dd')).toContainText(updated);
      const nav = page.getByRole('navigation', { name: pager });
      await expect(nav.locator('a[data-prev]')).toHaveAttribute('href', at(previous));
      const forward = nav.locator('a[data-next]');
      await expect(forward).toHaveAttribute('href', at(next));
      await forward.click();
      await expect(page).toHaveURL(new RegExp(`${next}$`));
      await expect(page.locator('h1').first()).toHaveText(nextTitle);
    });
  }
});

test.describe('not-found page', () => {
  test('an unknown path shows the English not-found page with a way home', async ({
    page,
    problems,
  }) => {
    const response = await page.goto(at('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    await page.getByRole('link', { name: /Back to homepage/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1').first()).toHaveText('rc-table');
    allowNotFoundStatus(problems);
  });

  test('unknown paths under /zh-CN and /demo get the page in their language', async ({
    page,
    problems,
  }) => {
    await page.goto(at('/zh-CN/no-such-page'));
    await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
    await expect(page.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', /\/zh-CN$/);
    await page.goto(at('/demo/no-such-demo'));
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    // The debug-only hover-perf page exists in development, never in the production build.
    await page.goto(at('/demo/hover-perf'));
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    allowNotFoundStatus(problems);
  });
});

test('a trailing slash is removed from the address', async ({ page }) => {
  await page.goto(at('/demo/simple/?x=1#props-used'));
  await expect(page).toHaveURL(/\/demo\/simple\?x=1#props-used$/);
  await expect(page.locator('h1').first()).toHaveText('Simple table');
});

test.describe('language switch', () => {
  test('leads to the same page in the other language and back', async ({ page }) => {
    await gotoReady(page, '/demo/simple');
    // Named in the language it leads to, and marked as that language (WCAG 3.1.2).
    const toChinese = page.getByRole('link', { name: '中文', exact: true });
    await expect(toChinese).toHaveAttribute('lang', 'zh-CN');
    await expect(toChinese).toHaveAttribute('hreflang', 'zh-CN');
    await expect(toChinese).toHaveAttribute('href', at('/zh-CN/demo/simple'));
    await toChinese.click();
    await expect(page).toHaveURL(/\/zh-CN\/demo\/simple$/);
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
      'lang',
      'en-US',
    );
    await expect(page.locator('h1').first()).toHaveText('基础表格');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await page.locator('.dumi-default-lang-switch').click();
    await expect(page).toHaveURL(/\/demo\/simple$/);
    await expect(page.locator('h1').first()).toHaveText('Simple table');
  });

  test('header strings follow the language', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByPlaceholder('Type keywords...').first()).toBeAttached();
    await expect(page.locator('.dumi-default-color-switch option')).toHaveText([
      'Light Mode',
      'Dark Mode',
      'Follow System',
    ]);
    await gotoReady(page, '/zh-CN');
    await expect(page.getByPlaceholder('输入关键字搜索...').first()).toBeAttached();
    await expect(page.locator('.dumi-default-color-switch option')).toHaveText([
      '亮色模式',
      '暗色模式',
      '跟随系统',
    ]);
  });
});

test.describe('changelog', () => {
  for (const [path, heading] of [
    ['/changelog', 'Changelog'],
    ['/zh-CN/changelog', '更新日志'],
  ] as const) {
    test(`${path} lists 7.30.3 down to 3.2.0, newest first, each dated`, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.locator('h1').first()).toHaveText(heading);
      const versions = (await page.locator('.dumi-default-content h2').allTextContents()).map((t) =>
        t.trim(),
      );
      expect(versions[0]).toBe('7.30.3');
      expect(versions.at(-1)).toBe('3.2.0');
      // 53 tagged releases 7.30.3–7.14.0, then 47 from rc-table's changelog (7.13.3–3.2.0).
      expect(versions).toHaveLength(100);
      expect(versions.indexOf('7.13.3')).toBe(53);
      // The release date is the paragraph right under each version heading (the notes under a
      // heading are kept as the prerendered HTML, in a box of their own after the heading's).
      const dates = await page.locator('.dumi-default-content h2').evaluateAll((headings) =>
        headings.map((heading) => {
          let next = heading.nextElementSibling ?? heading.parentElement?.nextElementSibling;
          if (next?.classList.contains('site-kept')) next = next.firstElementChild;
          const time = next?.tagName === 'P' ? next.firstElementChild : null;
          return time?.tagName === 'TIME' ? (time.getAttribute('datetime') ?? '') : '';
        }),
      );
      expect(versions.filter((_, i) => !dates[i])).toEqual([]);
      // The kept notes flow as the page's own paragraphs: 12 px under a heading, 24 above the next.
      const gaps = await page.locator('.dumi-default-content h2').evaluateAll((headings) =>
        headings.slice(0, 3).map((heading) => {
          const kept = heading.parentElement?.nextElementSibling;
          const box = (node: Element | null | undefined) => node?.getBoundingClientRect();
          const [top, under, last] = [heading, kept?.firstElementChild, kept?.lastElementChild];
          const next = kept?.nextElementSibling?.firstElementChild;
          return [
            Math.round(box(under)!.top - box(top)!.bottom),
            Math.round(box(next)!.top - box(last)!.bottom),
          ];
        }),
      );
      expect(gaps).toEqual([
        [12, 24],
        [12, 24],
        [12, 24],
      ]);
      expect(dates[0]).toBe('2023-01-08');
      // Newest first: no date is later than the one above it, except 7.15.2, a patch to the 7.15
      // line published after 7.16.0 and 7.16.1.
      const datedLater = versions.filter((_, i) => i > 0 && dates[i] > dates[i - 1]);
      expect(datedLater).toEqual(['7.15.2']);
      await expect(page.locator('time[datetime="2016-01-11"]')).toHaveCount(1);
      // Once hydrated, every other release of the kept history is there with its date too, as
      // `x.y.z (date)` (English) or `x.y.z（date）` (Chinese).
      const text = await page.locator('.dumi-default-content').innerText();
      const history = JSON.parse(readFileSync('src/node/changelog/releases.json', 'utf8')) as {
        releases: Array<{ version: string; date?: string }>;
      };
      const missing = history.releases.filter(
        ({ version, date }) =>
          !versions.includes(version) &&
          !new RegExp(
            `(^|[^\\d.])${version.replace(/\./g, '\\.')}\\s*[(（]${date ?? '(undated|无日期)'}[)）]`,
          ).test(text),
      );
      expect(missing).toEqual([]);
    });
  }
});

test.describe("the changelog's notes travel once", () => {
  test('a reader who opens the page gets them in its HTML and fetches nothing more', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(at('/changelog'))).text();
    expect(html).toContain('<time datetime="2023-01-08">');
    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (/\/kept\/[0-9a-f]+\.json$/.test(sent.url())) fetched.push(sent.url());
    });
    await gotoReady(page, '/changelog');
    await expect(page.locator('.site-kept time[datetime="2023-01-08"]')).toBeVisible();
    expect(fetched).toEqual([]);
  });

  test('a client-side move to the page fetches them once and shows them', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (/\/kept\/[0-9a-f]+\.json$/.test(sent.url())) fetched.push(sent.url());
    });
    await gotoReady(page, '/zh-CN/demo/simple');
    await page.getByRole('banner').getByRole('link', { name: '更新日志' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/changelog$/);
    await expect(page.locator('.site-kept time[datetime="2016-01-11"]')).toHaveCount(1);
    await expect(page.locator('.site-kept time[datetime="2023-01-08"]')).toBeVisible();
    expect(fetched).toHaveLength(1);
  });
});

test.describe('table of contents', () => {
  for (const [path, label, last] of [
    ['/demo/simple', 'On this page', 'Pitfalls'],
    ['/zh-CN/changelog', '本页目录', null],
  ] as const) {
    test(`${path}: prerendered, and follows the section being read`, async ({ page, request }) => {
      const html = await (await request.get(at(path))).text();
      expect(html).toMatch(new RegExp(`<nav class="site-landmark" aria-label="${label}"><(h2|ul)`));
      expect(html).toContain('class="dumi-default-toc"');

      await gotoReady(page, path);
      const toc = page.getByRole('navigation', { name: label });
      const links = toc.getByRole('link');
      expect(await links.count()).toBeGreaterThan(2);
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
      // The third heading's link, once that heading is scrolled up under the header.
      const third = links.nth(2);
      const id = decodeURIComponent((await third.getAttribute('href'))!.split('#')[1]);
      await page.evaluate((heading) => {
        const top = document.getElementById(heading)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - 70, behavior: 'instant' as ScrollBehavior });
      }, id);
      await expect(third).toHaveAttribute('aria-current', 'location');
      await expect(third).toHaveClass(/active/);
      await expect(toc.locator('[aria-current]')).toHaveCount(1);
      if (last) {
        // At the end of the page the last section counts as read, even when it is short.
        await page.evaluate(() =>
          window.scrollTo({
            top: document.documentElement.scrollHeight,
            behavior: 'instant' as ScrollBehavior,
          }),
        );
        await expect(toc.getByRole('link', { name: last })).toHaveAttribute(
          'aria-current',
          'location',
        );
      }
    });
  }

  test("after moving to another page or tab, the contents are that page's", async ({ page }) => {
    await gotoReady(page, '/demo/simple');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Pitfalls' })).toBeVisible();
    // Without a reload: the changelog's contents come with its chunk (patch lazy-toc).
    await page.getByRole('banner').getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(toc.getByRole('link', { name: '7.30.3', exact: true })).toBeVisible();
    await expect(toc.getByRole('link', { name: 'Pitfalls' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Upgrade guide' }).click();
    await expect(page).toHaveURL(/\?tab=upgrade/);
    await expect(toc.getByRole('link', { name: 'rowRef is removed' })).toBeVisible();
    await expect(toc.getByRole('link', { name: '7.30.3', exact: true })).toHaveCount(0);
  });

  test('a link scrolls its heading into view', async ({ page }) => {
    await gotoReady(page, '/demo/simple');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Pitfalls' }).click();
    await expect(page).toHaveURL(/#pitfalls$/);
    await expect(page.locator('#pitfalls')).toBeInViewport();
  });
});
