import { at, builtRoutes, expect, withSharedContext } from './fixtures';

/** Scripts off for every page; the routes of a worker load in one page (its cache of styles). */
const test = withSharedContext({ javaScriptEnabled: false });
const routes = builtRoutes();
const isDemoPage = (route: string) => /\/demo\/[^/]+$/.test(route);
/** Titles the prerendered page must have before any script runs (the app gives the same). */
const TITLES: Record<string, string> = {
  '/demo/fixed-columns': 'Fixed columns',
  '/zh-CN/demo/fixed-columns': '固定列',
  '/zh-CN/changelog': '更新日志',
};

/**
 * Readers with scripts blocked, text browsers, crawlers and the fetchers of language-model tools
 * get the prerendered HTML and nothing else: every page must be whole in it, in reading order.
 */
test.describe('every prerendered route without JavaScript', () => {
  for (const route of routes) {
    test(`${route} shows its content in reading order`, async ({ page }) => {
      const response = await page.goto(at(route));
      const html = (await response?.text()) ?? '';
      // The whole page is inside the document: nothing is written after </html>.
      expect(
        html.slice(html.lastIndexOf('</html>') + '</html>'.length).trim(),
        'after </html>',
      ).toBe('');
      expect(html, 'segments waiting for a script to reveal them').not.toMatch(
        /<div hidden id="S:/,
      );

      // One note, in the page's language, on what needs JavaScript; not umi's English one.
      await expect(page.locator('.site-noscript')).toHaveText(
        route.startsWith('/zh-CN') ? /实时示例/ : /live demos/,
      );
      expect(html).not.toContain('Enable JavaScript to run this app.');

      // Its language and its own title, as the app will give them.
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        route.startsWith('/zh-CN') ? 'zh' : 'en',
      );
      expect(await page.locator('title').count()).toBe(1);
      if (TITLES[route]) expect(await page.title()).toBe(TITLES[route]);

      const article = page.locator('.dumi-default-content article').first();
      const h1 = article.locator('h1').first();
      await expect(h1).toBeVisible();
      await expect(h1).not.toBeEmpty();
      await expect(article.locator('.markdown p').first()).toBeVisible();

      // Code blocks and API tables, wherever the page has them, shown and not empty (looked at in
      // one step: a demo page has a dozen of them).
      const hidden = await article.evaluate((element) => {
        const shown = (node: Element) => {
          const box = node.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden';
        };
        return [
          ...[...element.querySelectorAll('pre')]
            .filter((block) => !shown(block) || !block.textContent?.trim())
            .map((block) => `code block "${block.textContent?.trim().slice(0, 40)}"`),
          ...[...element.querySelectorAll('.site-api-table table')]
            .filter((table) => !shown(table) || table.querySelectorAll('tbody tr').length === 0)
            .map((table) => `API table "${table.querySelector('th')?.textContent}"`),
        ];
      });
      expect(hidden, 'code blocks and API tables not shown or empty').toEqual([]);

      // The demo's table as rc-table rendered it on the server. With a fixed header (`scroll.y`,
      // `sticky`) rc-table writes the header's table with `visibility: hidden` until the browser
      // has measured the columns, so only the body shows; the virtual lists build their rows in
      // the browser, so only their header shows.
      const demo = article.locator('.dumi-default-previewer-demo').first();
      if (isDemoPage(route)) {
        const shown = demo.locator('.rc-table thead, .rc-table tbody').filter({ visible: true });
        await expect(shown.first()).toBeVisible();
        await expect(shown.first().locator('tr').filter({ visible: true }).first()).toBeVisible();
      }

      // Reading order on screen follows the document: title, then the demo, then the sections.
      // (Measured in one step: a page such as the changelog has dozens of sections.)
      const tops = await article.evaluate((element, withDemo) => {
        const marks = [
          element.querySelector('h1'),
          ...(withDemo ? [element.querySelector('.dumi-default-previewer-demo')] : []),
          ...element.querySelectorAll('.markdown > h2'),
        ];
        return marks.map((mark) => mark?.getBoundingClientRect().top ?? Number.NaN);
      }, isDemoPage(route));
      expect(
        tops.every((top, i) => i === 0 || top > tops[i - 1]),
        `tops ${tops.join(', ')}`,
      ).toBe(true);
    });
  }
});
