import type { BrowserContext, Locator, Page } from '@playwright/test';
import LZString from 'lz-string';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gotoDemo, previewer } from './demoPage';
import { DIST, expect, test } from './fixtures';

/** A demo with two data files (demos/_data/fleet.ts, format.ts), and a one-file demo. */
const DEMO = 'fixed-columns';
const OTHER = 'simple';

/** The JavaScript the build published for a file under demos/ (src/node/plugins/javascript.ts). */
function publishedJavaScript(path: string): string {
  const dir = join(DIST, 'demo-javascript', path.split('/').slice(0, -1).join('/'));
  const base = path
    .split('/')
    .pop()!
    .replace(/\.tsx?$/, '');
  const file = readdirSync(dir).find((name) =>
    new RegExp(`^${base}\\.[0-9a-f]{8}\\.json$`).test(name),
  );
  if (!file) throw new Error(`no published JavaScript for demos/${path} in ${dir}`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as string;
}

const panel = (page: Page) => previewer(page).locator('.dumi-default-previewer-sources');
/** The code of the file shown in the panel, as a reader sees it. */
const shownCode = (page: Page) =>
  panel(page).locator(
    '[role="tabpanel"]:not([hidden]) pre, .site-previewer-code > .dumi-default-source-code pre',
  );
/** dumi's code block draws each line as a block: only the rendered text has the line breaks. */
const INNER_TEXT = { useInnerText: true };
const languageSwitch = (page: Page, name = 'Language of the code'): Locator =>
  panel(page).getByRole('group', { name });

/**
 * Records, in the page, every text the code panel of the first demo shows, from the first paint
 * on: a reader who chose JavaScript must never see the TypeScript code, not even for a frame.
 */
async function recordPanelTexts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { panelTexts: string[] }).panelTexts = seen;
    new MutationObserver(() => {
      const sources = document.querySelector('.dumi-default-previewer-sources');
      // What is shown: without the type tooltips, hidden until a name is hovered or focused
      // (their types are TypeScript in both flavours).
      const shown = sources?.cloneNode(true) as Element | undefined;
      shown?.querySelectorAll('.code-types-tip').forEach((tip) => tip.remove());
      const text = shown?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Routes CodeSandbox's define endpoint to a stand-in page; resolves with the posted files. */
function interceptCodeSandbox(context: BrowserContext) {
  return new Promise<Record<string, { content: string }>>((resolve) => {
    void context.route('https://codesandbox.io/**', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      const encoded = (body.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
      if (route.request().method() === 'POST') {
        resolve(JSON.parse(LZString.decompressFromBase64(encoded)).files);
      }
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>stand-in</title>',
      });
    });
  });
}

test.describe('TypeScript or JavaScript, one choice for the whole site', () => {
  test('choosing JavaScript shows JavaScript, on every page and after a reload', async ({
    page,
    context,
  }) => {
    await gotoDemo(page, `/demo/${DEMO}`);
    await previewer(page).getByRole('button', { name: 'Show code' }).click();
    const choice = languageSwitch(page);
    await expect(choice.getByRole('button', { name: 'TypeScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(shownCode(page)).toContainText('const columns: ColumnsType<Server>', INNER_TEXT);

    await choice.getByRole('button', { name: 'JavaScript' }).click();
    await expect(choice.getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(choice.getByRole('button', { name: 'TypeScript' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(shownCode(page)).toHaveText(publishedJavaScript(`${DEMO}.tsx`).trim(), INNER_TEXT);
    await expect(panel(page).getByRole('tab')).toHaveText([
      'index.jsx',
      '_data/fleet.js',
      '_data/format.js',
      '_data/keyboardScroll.jsx',
    ]);
    await panel(page).getByRole('tab', { name: '_data/fleet.js' }).click();
    await expect(shownCode(page)).toHaveText(
      publishedJavaScript('_data/fleet.ts').trim(),
      INNER_TEXT,
    );

    // Another page, then a reload: the panel opens in JavaScript and never showed TypeScript.
    await recordPanelTexts(context);
    for (const load of [() => gotoDemo(page, `/demo/${OTHER}`), () => page.reload()]) {
      await load();
      await settleDemo(page);
      await expect(page.locator('html')).toHaveAttribute('data-code-language', 'js');
      await previewer(page).getByRole('button', { name: 'Show code' }).click();
      await expect(shownCode(page)).toHaveText(
        publishedJavaScript(`${OTHER}.tsx`).trim(),
        INNER_TEXT,
      );
      await expect(
        languageSwitch(page).getByRole('button', { name: 'JavaScript' }),
      ).toHaveAttribute('aria-pressed', 'true');
      const texts = await page.evaluate(
        () => (window as unknown as { panelTexts: string[] }).panelTexts,
      );
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toMatch(/React\.FC|ColumnsType|import type/);
    }
  });

  test('the choice is on <html> before the app script runs', async ({ page, context }) => {
    await context.addInitScript(() => {
      localStorage.setItem('site:code-language', 'js');
      // The moment the app bundle's script element is added, it cannot have run yet.
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/umi\.[0-9a-f]+\.js$/.test(node.src)) {
              (window as unknown as { atAppScript: string | null }).atAppScript =
                document.documentElement.getAttribute('data-code-language');
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoDemo(page, `/demo/${OTHER}`);
    expect(
      await page.evaluate(() => (window as unknown as { atAppScript?: string }).atAppScript),
    ).toBe('js');
    // In the prerendered page, the head script comes before anything of the app.
    const html = readFileSync(join(DIST, 'demo', OTHER, 'index.html'), 'utf8');
    const headScript = html.indexOf('site:code-language');
    expect(headScript).toBeGreaterThan(0);
    expect(headScript).toBeLessThan(html.indexOf('</head>'));
    expect(headScript).toBeLessThan(html.search(/umi\.[0-9a-f]+\.js/));
  });

  test('the exported projects follow the choice: JavaScript without TypeScript', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => localStorage.setItem('site:code-language', 'js'));
    const posted = interceptCodeSandbox(context);
    await gotoDemo(page, `/demo/${DEMO}`);
    const popup = context.waitForEvent('page');
    await previewer(page).getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await popup;
    const files = await posted;
    expect(Object.keys(files).sort()).toEqual([
      'App.jsx',
      '_data/fleet.js',
      '_data/format.js',
      '_data/keyboardScroll.jsx',
      'index.html',
      'index.jsx',
      'package.json',
      'sandbox.config.json',
      'table.css',
    ]);
    expect(files['App.jsx'].content).toBe(publishedJavaScript(`${DEMO}.tsx`));
    expect(files['_data/format.js'].content).toBe(publishedJavaScript('_data/format.ts'));
    expect(files['_data/keyboardScroll.jsx'].content).toBe(
      publishedJavaScript('_data/keyboardScroll.tsx'),
    );
    const pkg = JSON.parse(files['package.json'].content);
    expect(pkg.main).toBe('index.jsx');
    expect(pkg.devDependencies).toEqual({});
    expect(files['package.json'].content).not.toMatch(/typescript|@types\//);
  });

  test('the switch is named in Chinese on Chinese pages, and works from the keyboard', async ({
    page,
  }) => {
    await gotoDemo(page, `/zh-CN/demo/${DEMO}`);
    await previewer(page).getByRole('button', { name: '展开代码' }).click();
    const choice = languageSwitch(page, '代码语言');
    const javaScript = choice.getByRole('button', { name: 'JavaScript' });
    await choice.getByRole('button', { name: 'TypeScript' }).focus();
    await page.keyboard.press('Tab');
    await expect(javaScript).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(javaScript).toHaveAttribute('aria-pressed', 'true');
    await expect(javaScript).toBeFocused();
    await expect(shownCode(page)).toHaveText(publishedJavaScript(`${DEMO}.tsx`).trim(), INNER_TEXT);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(choice.getByRole('button', { name: 'TypeScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(shownCode(page)).toContainText('const columns: ColumnsType<Server>', INNER_TEXT);
  });
});

/** Waits for the demo page's previewer to be React's (after a navigation or reload). */
async function settleDemo(page: Page) {
  await expect
    .poll(() =>
      previewer(page)
        .locator('.dumi-default-previewer-actions button[aria-expanded][aria-label]')
        .last()
        .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}
