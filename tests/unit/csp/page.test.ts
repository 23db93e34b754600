import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  effectiveSources,
  policyMetaProblems,
  policyProblems,
  scanPage,
  scriptKind,
  sha256Source,
  sourcesAllow,
  withPolicyMeta,
} from '../../../src/node/csp/page';
import { parsePolicy } from '../../../src/node/csp/policy';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
/** umi's prerendered <head>: what React hydrates, then what it leaves alone. */
const UMI_HEAD =
  '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/umi.css"/><link rel="shortcut icon" href="/favicon.svg"/><script>one()</script><title>T</title>';
const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; form-action 'none'; frame-src 'none'";

describe('sha256Source', () => {
  it('is the CSP source for the UTF-8 bytes of the text', () => {
    const text = 'document.title = "表格";';
    expect(sha256Source(text)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`,
    );
  });
});

describe('scanPage', () => {
  it('reads inline scripts and styles as the browser sees them, and skips JSON data blocks and external scripts', () => {
    const scan = scanPage(
      page(
        '<script>a()</script><script src="/umi.js"></script><script type="application/ld+json">{"a":1}</script><style>p{}</style>',
        '<script type="module">b()</script><svg><script>c()</script></svg><template><script>d()</script></template>',
      ),
    );
    expect(scan.inlineScripts).toEqual(['a()', 'b()', 'c()', 'd()']);
    expect(scan.inlineStyles).toEqual(['p{}']);
    expect(scan.resources).toContainEqual({
      directive: 'script-src',
      url: '/umi.js',
      where: '<script src>',
    });
    expect(scan.blocked).toEqual([]);
  });

  it('finds what no policy of the site allows: handlers, javascript: URLs, scripts of unknown type', () => {
    const scan = scanPage(
      page(
        '<script type="text/babel">x</script>',
        '<button onclick="go()">Go</button><svg><a xlink:href="java\tscript:go()"><rect onload="x"/></a></svg><a href=" JavaScript:go()">x</a>',
      ),
    );
    expect(scan.blocked).toEqual([
      'an inline <script type="text/babel"> that a browser may run',
      'an inline event handler <button onclick>',
      'a javascript: URL in <a xlink:href>',
      'an inline event handler <rect onload>',
      'a javascript: URL in <a href>',
    ]);
  });

  it('lists what the page loads, frames and posts to, with the directive that governs each', () => {
    const scan = scanPage(
      page(
        '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://x.dev/">',
        '<img src="data:image/png;base64,AA"><iframe src="https://stackblitz.com/run"></iframe><form></form><object data="x.swf"></object><base href="/">',
      ),
    );
    expect(scan.resources.map(({ directive, url }) => `${directive} ${url}`)).toEqual([
      'style-src https://cdn.example/x.css',
      'img-src /favicon.svg',
      'img-src data:image/png;base64,AA',
      'frame-src https://stackblitz.com/run',
      'form-action ',
      'object-src x.swf',
      'base-uri /',
    ]);
  });

  it('notices dumi previewers and style attributes', () => {
    const scan = scanPage(
      page(
        '',
        '<div class="dumi-default-previewer x" style="color:red"><p style="margin:0"></p></div>',
      ),
    );
    expect(scan.hasPreviewer).toBe(true);
    expect(scan.styleAttributes).toBe(2);
    expect(scanPage(page('', '<div class="dumi-default-previewer-demo"></div>')).hasPreviewer).toBe(
      false,
    );
  });

  it('notices the configurator', () => {
    expect(scanPage(page('', '<div class="site-configurator"></div>')).hasConfigurator).toBe(true);
    const other = scanPage(page('', '<div class="site-configurator-status"></div>'));
    expect(other.hasConfigurator).toBe(false);
  });
});

describe('scriptKind', () => {
  it('tells code and checked data (import maps) from JSON data blocks and unknown types', () => {
    expect(scriptKind(undefined)).toBe('run');
    expect(scriptKind('text/javascript; charset=utf-8')).toBe('run');
    expect(scriptKind('importmap')).toBe('run');
    expect(scriptKind('application/ld+json')).toBe('data');
    expect(scriptKind('text/x-template')).toBe('unknown');
  });
});

describe('sourcesAllow and effectiveSources', () => {
  it("match the page's own URLs, data: URLs and whole origins", () => {
    expect(sourcesAllow(["'self'"], '/umi.js')).toBe(true);
    expect(sourcesAllow(["'self'"], 'umi.js')).toBe(true);
    expect(sourcesAllow(["'self'"], '//cdn.example/x.js')).toBe(false);
    expect(sourcesAllow(["'self'", 'data:'], 'data:image/png;base64,AA')).toBe(true);
    expect(sourcesAllow(['https://stackblitz.com'], 'https://stackblitz.com/run?embed=1')).toBe(
      true,
    );
    expect(
      sourcesAllow(['https://stackblitz.com'], 'https://stackblitz.com.evil.example/run'),
    ).toBe(false);
    expect(sourcesAllow(["'none'"], '/x')).toBe(false);
  });

  it('fall back as CSP does, and leave form-action and base-uri open when absent', () => {
    const policy = parsePolicy("default-src 'none'; style-src 'self'");
    expect(effectiveSources(policy, 'style-src-attr')).toEqual(["'self'"]);
    expect(effectiveSources(policy, 'img-src')).toEqual(["'none'"]);
    expect(effectiveSources(policy, 'frame-src')).toEqual(["'none'"]);
    expect(effectiveSources(policy, 'form-action')).toBeUndefined();
  });
});

describe('policyProblems', () => {
  it('is empty for a page that works under its policy', () => {
    const html = page(UMI_HEAD, '<p style="margin:0"><img src="/logo.svg"></p>');
    const policy = POLICY.replace(
      "script-src 'self'",
      `script-src 'self' ${sha256Source('one()')}`,
    );
    expect(policyProblems(scanPage(html), policy)).toEqual([]);
  });

  it('names every script, style, attribute and URL the policy would block', () => {
    const html = page(
      '<script>two()</script><style>p{}</style>',
      '<p style="x" onmouseover="y"></p><img src="https://img.example/a.png"><form action="/search"></form>',
    );
    const policy = POLICY.replace("style-src-attr 'unsafe-inline'", "style-src-attr 'none'");
    expect(policyProblems(scanPage(html), policy)).toEqual([
      'an inline event handler <p onmouseover>',
      'inline script 1 ("two()"…) is not allowed by script-src',
      '<style> element 1 ("p{}"…) is not allowed by style-src',
      '1 style attributes are not allowed by style-src-attr',
      '<img src> "https://img.example/a.png" is not allowed by img-src',
      '<form action> "/search" is not allowed by form-action',
    ]);
  });

  it("ignores 'unsafe-inline' next to a hash, as browsers do", () => {
    const html = page('<style>p{}</style>');
    expect(
      policyProblems(scanPage(html), "style-src 'self' 'unsafe-inline' 'sha256-x'"),
    ).toHaveLength(1);
    expect(policyProblems(scanPage(html), "style-src 'self' 'unsafe-inline'")).toEqual([]);
  });
});

describe('withPolicyMeta', () => {
  it("puts the policy after what React hydrates in umi's <head> and before every script and icon", () => {
    const html = withPolicyMeta(page(UMI_HEAD), "script-src 'self'");
    expect(html).toContain(
      '<link rel="stylesheet" href="/umi.css"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"><link rel="shortcut icon"',
    );
    expect(policyMetaProblems(html)).toEqual([]);
  });

  it("puts it before the icon and the style sheet in umi's shell for standalone demos", () => {
    const shell = page(
      '\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width">\n<link rel="shortcut icon" href="/favicon.svg">\n<link rel="stylesheet" href="/umi.css">\n<script>x()</script>',
    );
    const html = withPolicyMeta(shell, "script-src 'self'");
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('shortcut icon'));
    expect(policyMetaProblems(html)).toEqual([]);
  });

  it('puts it at the end of a <head> of nothing but <meta> elements', () => {
    const html = withPolicyMeta(page('<meta charset="utf-8">'), "script-src 'self'");
    expect(html).toContain(
      '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"></head>',
    );
  });

  it('refuses a page that has a policy already, and a policy it would have to escape', () => {
    const html = withPolicyMeta(page(UMI_HEAD), "script-src 'self'");
    expect(() => withPolicyMeta(html, "script-src 'self'")).toThrow(/already has/);
    expect(() => withPolicyMeta(page(UMI_HEAD), 'script-src "x"')).toThrow(/escape/);
  });
});

describe('policyMetaProblems', () => {
  it('names what comes before the policy, and a missing or repeated policy', () => {
    const meta = '<meta http-equiv="Content-Security-Policy" content="x">';
    expect(policyMetaProblems(page(`<script>a()</script>${meta}`))).toEqual([
      '<script> comes before the Content-Security-Policy <meta>',
    ]);
    expect(
      policyMetaProblems(page(`<link rel="stylesheet" href="https://cdn.example/x.css">${meta}`)),
    ).toEqual([
      '<link href="https://cdn.example/x.css"> comes before the Content-Security-Policy <meta>',
    ]);
    expect(policyMetaProblems(page(''))).toEqual([
      '0 Content-Security-Policy <meta> elements, expected 1',
    ]);
    expect(policyMetaProblems(page(meta + meta))).toEqual([
      '2 Content-Security-Policy <meta> elements, expected 1',
    ]);
    expect(policyMetaProblems(page('', meta))).toEqual([
      'the Content-Security-Policy <meta> is not in <head>',
    ]);
  });
});
