import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  fixClientShell,
  fixPageHead,
  pageHeadProblems,
  pageLang,
  VIEWPORT,
} from '../../../src/node/patches/html/pageHead';

/** umi's shell for a page it does not prerender, as the installed umi writes it. */
async function umiClientShell(): Promise<string> {
  const require = createRequire(import.meta.url);
  const umiServer = require(
    require.resolve('@umijs/server', { paths: [require.resolve('umi')] }),
  ) as {
    getMarkup(opts: Record<string, unknown>): Promise<string>;
  };
  return umiServer.getMarkup({
    title: 'rc-table',
    scripts: ['/umi.js'],
    favicons: ['/favicon.svg'],
  });
}

const LOCALES = [{ id: 'en-US' }, { id: 'zh-CN' }];

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><div id="root"><p lang="en">Text</p></div></body></html>`;

describe('pageLang', () => {
  it('gives the language of the locale that the page path starts with, else of the first locale', () => {
    expect(pageLang('zh-CN/demo/simple/index.html', LOCALES)).toBe('zh');
    expect(pageLang('zh-CN/index.html', LOCALES)).toBe('zh');
    expect(pageLang('./zh-CN/changelog/index.html', LOCALES)).toBe('zh');
    expect(pageLang('demo/simple/index.html', LOCALES)).toBe('en');
    expect(pageLang('index.html', LOCALES)).toBe('en');
    expect(pageLang('404.html', LOCALES)).toBe('en');
  });

  it('does not take a page whose first segment only looks like a locale, nor the first locale as a prefix', () => {
    expect(pageLang('zh-CNx/index.html', LOCALES)).toBe('en');
    expect(pageLang('en-US/index.html', [{ id: 'zh-CN' }, { id: 'en-US' }])).toBe('en');
    expect(pageLang('demo/index.html', [{ id: 'zh-CN' }, { id: 'en-US' }])).toBe('zh');
    expect(pageLang('index.html', [])).toBe('en');
  });
});

describe('fixPageHead', () => {
  it("sets the page's language on <html> and nowhere else", () => {
    const html = fixPageHead(page('<title>rc-table</title>'), 'zh');
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('<p lang="en">Text</p>');
  });

  it("keeps react-helmet's title of the page as the only title", () => {
    const html = fixPageHead(
      page(
        '<title>rc-table</title><link rel="shortcut icon" href="/favicon.svg"/><title data-rh="true">固定列</title>',
      ),
      'zh',
    );
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-rh="true">固定列</title>');
    expect(html).toContain('<link rel="shortcut icon" href="/favicon.svg"/>');
  });

  it('keeps the site title on a page without its own', () => {
    expect(fixPageHead(page('<title>rc-table</title>'), 'en')).toBe(
      page('<title>rc-table</title>'),
    );
    // react-helmet writes an empty title for such a page (the not-found page).
    expect(fixPageHead(page('<title>rc-table</title><title data-rh="true"></title>'), 'en')).toBe(
      page('<title>rc-table</title>'),
    );
  });

  it('leaves a document without an <html lang> alone', () => {
    expect(fixPageHead('<p>fragment</p>', 'zh')).toBe('<p>fragment</p>');
  });
});

describe('fixClientShell', () => {
  it("gives umi's shell for standalone demos a language and a viewport that allows zoom", async () => {
    const shell = await umiClientShell();
    // What the installed umi writes: no language, zoom blocked.
    expect(pageHeadProblems(shell)).toEqual([
      '<html> has no lang',
      expect.stringMatching(/^viewport ".*user-scalable=no.*", expected/),
    ]);
    const fixed = fixClientShell(shell, 'en');
    expect(pageHeadProblems(fixed)).toEqual([]);
    expect(fixed).toContain('<html lang="en">');
    expect(fixed).toContain(`<meta name="viewport" content="${VIEWPORT}"`);
    expect(fixed.replace('<html lang="en">', '<html>').replace(`content="${VIEWPORT}"`, '')).toBe(
      shell.replace(/content="[^"]*user-scalable=no[^"]*"/, ''),
    );
  });

  it('leaves a prerendered page alone', () => {
    const html = `<!DOCTYPE html><html lang="zh"><head><meta name="viewport" content="${VIEWPORT}"/></head></html>`;
    expect(fixClientShell(html, 'en')).toBe(html);
    expect(pageHeadProblems(html)).toEqual([]);
  });
});

describe('pageHeadProblems', () => {
  it('names a missing language, a second viewport and one that blocks zoom', () => {
    const head = (viewports: string) => `<html><head>${viewports}</head></html>`;
    expect(pageHeadProblems(head(''))).toEqual([
      '<html> has no lang',
      '0 viewport <meta> elements, expected 1',
    ]);
    expect(
      pageHeadProblems(
        `<html lang="en"><meta name="viewport" content="${VIEWPORT}"><meta name="viewport" content="width=device-width, maximum-scale=1">`,
      ),
    ).toEqual([
      '2 viewport <meta> elements, expected 1',
      'viewport "width=device-width, maximum-scale=1", expected "width=device-width, initial-scale=1" (zoom is the reader\'s)',
    ]);
  });
});
