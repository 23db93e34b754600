import { describe, expect, it } from 'vitest';
import { fixPageHead, pageLang } from '../../../src/site/pageHead';

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
