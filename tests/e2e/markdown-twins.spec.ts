import type { Locator, Page } from '@playwright/test';
import { allowNotFoundStatus, at, BASE, expect, gotoReady, test } from './fixtures';

/**
 * Every page as Markdown, as a reader and a tool meet it: the twin linked from the page's head,
 * served as Markdown, "Copy page" and "View as Markdown" under the title in both languages, by
 * pointer and by keyboard, and the twin fetched only when asked for.
 */

/** Presses Tab until `target` has focus; fails after `max` presses. Only the keyboard moves focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Makes the page record when `button` turns to "copied" and back, in its own clock. */
async function recordCopiedChanges(button: Locator) {
  await button.evaluate((element) => {
    const changes: number[] = [];
    Object.assign(window, { copiedChanges: changes });
    new MutationObserver(() => {
      const copied = element.hasAttribute('data-copied');
      if (copied === (changes.length % 2 === 0)) changes.push(performance.now());
    }).observe(element, { attributes: true, attributeFilter: ['data-copied'] });
  });
}

/** How long the button said "Copied", once it has turned back. */
async function copiedFor(page: Page): Promise<number> {
  const changes = await page.evaluate(
    () => (window as { copiedChanges?: number[] }).copiedChanges ?? [],
  );
  expect(changes).toHaveLength(2);
  return changes[1] - changes[0];
}

const LANGUAGES = [
  {
    path: '/demo/simple',
    twin: '/demo/simple.md',
    title: 'Simple table',
    copy: 'Copy page',
    copied: 'Copied',
    view: 'View as Markdown',
  },
  {
    path: '/zh-CN/demo/simple',
    twin: '/zh-CN/demo/simple.md',
    title: '基础表格',
    copy: '复制本页',
    copied: '已复制',
    view: '查看 Markdown',
  },
] as const;

for (const lang of LANGUAGES) {
  test.describe(`${lang.path}`, () => {
    test('links its Markdown twin from the prerendered head, and the twin is served as Markdown', async ({
      page,
    }) => {
      const html = await (await page.request.get(at(lang.path))).text();
      expect(html).toMatch(
        new RegExp(`<link[^>]*rel="alternate" type="text/markdown" href="${at(lang.twin)}"`),
      );
      const twin = await page.request.get(at(lang.twin));
      expect(twin.status()).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect((await twin.text()).startsWith(`# ${lang.title}\n`)).toBe(true);
    });

    test('copies the page as Markdown with a click, fetching the twin only then, and says so for two seconds', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const twins: string[] = [];
      page.on('request', (request) => {
        if (/\.md$/.test(new URL(request.url()).pathname)) twins.push(request.url());
      });
      await gotoReady(page, lang.path);
      expect(twins, 'the twin is not part of the page load').toEqual([]);

      const heading = page.locator('h1').first();
      const button = page.getByRole('button', { name: lang.copy });
      // Right under the title, before the page's first paragraph.
      const [headingBox, buttonBox] = await Promise.all([
        heading.boundingBox(),
        button.boundingBox(),
      ]);
      expect(buttonBox!.y).toBeGreaterThanOrEqual(headingBox!.y + headingBox!.height - 1);
      expect(buttonBox!.y - (headingBox!.y + headingBox!.height)).toBeLessThan(40);

      await recordCopiedChanges(button);
      await button.click();
      await expect(page.getByRole('button', { name: lang.copied })).toHaveAttribute(
        'data-copied',
        'true',
      );
      // The page actions' own live region (the search box in the header has one too).
      await expect(page.locator('.site-page-actions').getByRole('status')).toHaveText(lang.copied);
      const expected = await (await page.request.get(at(lang.twin))).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await expect(page.getByRole('button', { name: lang.copy })).toBeVisible({ timeout: 5000 });
      const shown = await copiedFor(page);
      expect(shown).toBeGreaterThanOrEqual(1900);
      expect(shown).toBeLessThan(2600);
      expect(twins.map((url) => new URL(url).pathname)).toContain(at(lang.twin));
    });

    test('works from the keyboard: Tab reaches Copy page, Enter copies, then the link opens the twin', async ({
      page,
      context,
      problems,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoReady(page, lang.path);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter'); // the skip link: on to the content
      const button = page.getByRole('button', { name: lang.copy });
      await tabTo(page, button);
      const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: lang.copied })).toBeFocused();
      expect(
        (await page.evaluate(() => navigator.clipboard.readText())).startsWith(`# ${lang.title}\n`),
      ).toBe(true);
      await expect(page.getByRole('button', { name: lang.copy })).toBeVisible({ timeout: 5000 });
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: lang.copied })).toBeVisible();
      expect(
        (await page.evaluate(() => navigator.clipboard.readText())).startsWith(`# ${lang.title}\n`),
      ).toBe(true);

      const link = page.getByRole('link', { name: lang.view });
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(new URL(response.url()).pathname);
      });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${lang.twin.replace(/\./g, '\\.')}$`));
      await expect(page.locator('body')).toContainText(`# ${lang.title}`);
      // The browser shows the Markdown as text, and asks the server for the icon such a page lacks.
      expect(missing.filter((path) => path !== '/favicon.ico')).toEqual([]);
      allowNotFoundStatus(problems);
    });
  });
}

test('the changelog’s upgrade tab has its own twin, in the head and under its title', async ({
  page,
}) => {
  await gotoReady(page, '/changelog?tab=upgrade');
  await expect(page.locator('h1').first()).toHaveText('Upgrade from rc-table 6 to 7');
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    at('/changelog.upgrade.md'),
  );
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    at('/changelog.upgrade.md'),
  );
  const twin = await page.request.get(at('/changelog.upgrade.md'));
  expect((await twin.text()).startsWith('# Upgrade from rc-table 6 to 7\n')).toBe(true);
});

test('after a client-side navigation the head links the new page’s twin, once', async ({
  page,
}) => {
  await gotoReady(page, '/demo/simple');
  const head = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(head).toHaveAttribute('href', at('/demo/simple.md'));
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Row keys' })
    .click();
  await expect(page).toHaveURL(/\/demo\/key$/);
  await expect(head).toHaveCount(1);
  await expect(head).toHaveAttribute('href', at('/demo/key.md'));
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    at('/demo/key.md'),
  );
});

test('llms.txt of each locale links every twin under the base path, and each is served', async ({
  page,
}) => {
  for (const [path, home] of [
    ['/llms.txt', '/index.md'],
    ['/zh-CN/llms.txt', '/zh-CN/index.md'],
  ]) {
    const response = await page.request.get(at(path));
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# rc-table\n\n> ')).toBe(true);
    const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
    expect(links.filter((link) => !link.startsWith(BASE))).toEqual([]);
    const twins = links.filter((link) => link.endsWith('.md'));
    expect(twins[0]).toBe(at(home));
    expect(twins.length).toBeGreaterThan(40);
    for (const twin of twins) expect((await page.request.get(twin)).status(), twin).toBe(200);
  }
});
