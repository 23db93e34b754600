import { describe, expect, it } from 'vitest';
import { parsePolicy } from '../../../src/node/csp/policy';
import { applySitePolicies, pageKind } from '../../../src/node/csp/site';

const head =
  '<meta charset="utf-8"><link rel="stylesheet" href="/umi.css"><script>start()</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const policyOf = (html: string) =>
  parsePolicy(
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '',
  );

describe('pageKind', () => {
  it('tells standalone demo pages, pages with previewers, the configurator and the rest apart', () => {
    expect(pageKind('~demos/:id/index.html', false)).toBe('standalone');
    expect(pageKind('demo/simple/index.html', true)).toBe('demos');
    expect(pageKind('changelog/index.html', false)).toBe('plain');
    expect(pageKind('configurator/index.html', false, true)).toBe('playground');
    expect(pageKind('demo/simple/index.html', true, true)).toBe('demos');
  });
});

describe('applySitePolicies', () => {
  const { files, headers } = applySitePolicies(
    [
      {
        path: 'demo/simple/index.html',
        content: page('<div class="dumi-default-previewer"></div>'),
      },
      { path: 'changelog/index.html', content: page('<style>h1{}</style>') },
      { path: '~demos/:id/index.html', content: page('<div id="root"></div>') },
    ],
    { base: '/', frameScripts: ['frame()'] },
  );

  it('writes each page its own policy, with no header-only directive in the <meta>', () => {
    const [demo, changelog, standalone] = files.map((file) => policyOf(file.content));
    expect(demo.get('script-src')).toContain("'unsafe-eval'");
    expect(changelog.get('script-src')).not.toContain("'unsafe-eval'");
    expect(changelog.get('style-src')).toHaveLength(2);
    expect(standalone.get('form-action')).toEqual(["'none'"]);
    for (const policy of [demo, changelog, standalone])
      expect(policy.has('frame-ancestors')).toBe(false);
  });

  it('writes every page into _headers, with frame-ancestors', () => {
    expect(headers).toMatch(
      /\n\/demo\/simple\n {2}Content-Security-Policy: default-src 'none'; .*'unsafe-eval'.*frame-ancestors 'none'\n/,
    );
    expect(headers).toMatch(
      /\n\/~demos\/:id\n {2}Content-Security-Policy: .*frame-ancestors 'self'\n/,
    );
  });

  it('fails with every problem of every page', () => {
    expect(() =>
      applySitePolicies(
        [
          { path: 'a/index.html', content: page('<img src="https://img.example/x.png">') },
          { path: 'b/index.html', content: '<p>no head</p>' },
        ],
        { base: '/', frameScripts: [] },
      ),
    ).toThrow(
      /3 thing\(s\)[^]*a\/index\.html: <img src> "https:\/\/img\.example\/x\.png" is not allowed by img-src[^]*b\/index\.html: the page has no <head>/,
    );
  });
});
