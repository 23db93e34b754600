import { describe, expect, it } from 'vitest';
import { headerRules, headersFile, MAX_RULES, servedPath } from '../../../src/node/csp/headers';
import { BASELINE_POLICY, serializePolicy } from '../../../src/node/csp/policy';
import { headersFor, parseHeaders, pathMatches } from '../../../scripts/serve.mjs';

const BASELINE = serializePolicy(BASELINE_POLICY);
const demoPages = ['simple', 'nested', 'sub-table'].map((name) => ({
  path: `/demo/${name}`,
  policy: 'D',
}));
const SITE = [
  { path: '/', policy: 'D' },
  { path: '/changelog', policy: 'P' },
  { path: '/demo', policy: 'P' },
  { path: '/404', policy: 'P4' },
  ...demoPages,
  { path: '/zh-CN', policy: 'D' },
  { path: '/~demos/a', policy: 'S' },
  { path: '/~demos/b', policy: 'S' },
  { path: '/~demos/:id', policy: 'S' },
];

describe('servedPath', () => {
  it('maps built files to the addresses they are served at, under the base', () => {
    expect(servedPath('index.html', '/')).toBe('/');
    expect(servedPath('demo/simple/index.html', '/')).toBe('/demo/simple');
    expect(servedPath('404.html', '/')).toBe('/404');
    expect(servedPath('~demos/:id/index.html', '/')).toBe('/~demos/:id');
    expect(servedPath('index.html', '/table/')).toBe('/table/');
    expect(servedPath('zh-CN/index.html', '/table')).toBe('/table/zh-CN');
  });
});

describe('headerRules', () => {
  const rules = headerRules(SITE, '/');

  it('gives every page exactly its own policy (with the baseline) with and without a trailing slash', () => {
    const parsed = parseHeaders(headersFile(rules));
    for (const { path, policy } of SITE) {
      if (path.includes(':')) continue;
      for (const address of path === '/' ? ['/'] : [path, `${path}/`]) {
        expect(headersFor(parsed, address)['content-security-policy'], address).toBe(
          `${BASELINE}, ${policy}`,
        );
      }
    }
  });

  it('lets sibling pages with one policy share a placeholder rule, and keeps the parent page its own', () => {
    const paths = rules.map((rule) => rule.path);
    expect(paths).toContain('/demo/:page');
    expect(paths).toContain('/~demos/:page');
    expect(paths).not.toContain('/demo/simple');
    expect(paths).toContain('/demo');
    // The root's children differ, so they keep rules of their own.
    expect(paths).not.toContain('/:page');
  });

  it('sends unknown addresses the baseline only, and standalone demos under any id their policy', () => {
    const parsed = parseHeaders(headersFile(rules));
    expect(headersFor(parsed, '/no/such/page')['content-security-policy']).toBe(BASELINE);
    expect(headersFor(parsed, '/~demos/docs-demo-simple')['content-security-policy']).toBe(
      `${BASELINE}, S`,
    );
  });

  it('writes the rules of a sub-path build under the base, the root with and without its slash', () => {
    const parsed = parseHeaders(
      headersFile(
        headerRules(
          [
            { path: '/table/', policy: 'D' },
            { path: '/table/changelog', policy: 'P' },
          ],
          '/table/',
        ),
      ),
    );
    expect(parsed.map((rule) => rule.path)).toEqual([
      '/table/*',
      '/table/',
      '/table',
      '/table/changelog',
      '/table/changelog/',
    ]);
    expect(headersFor(parsed, '/table/')['content-security-policy']).toBe(`${BASELINE}, D`);
    // `/table/*` needs the slash; the page's own policy holds everything the baseline does.
    expect(headersFor(parsed, '/table')['content-security-policy']).toBe('D');
  });
});

describe('headersFile', () => {
  it('refuses more rules than Cloudflare Pages reads, and lines longer than it reads', () => {
    const many = Array.from({ length: MAX_RULES + 1 }, (_, index) => ({
      path: `/p${index}`,
      policy: 'x',
    }));
    expect(() => headersFile(many)).toThrow(/more than the 100/);
    expect(() => headersFile([{ path: '/', policy: 'x'.repeat(2000) }])).toThrow(
      /longer than 2000/,
    );
  });
});

describe("serve.mjs's reading of _headers", () => {
  it('matches splats, placeholders of one segment, and exact paths', () => {
    expect(pathMatches('/*', '/anything/at/all')).toBe(true);
    expect(pathMatches('/demo/:page', '/demo/simple')).toBe(true);
    expect(pathMatches('/demo/:page', '/demo/')).toBe(false);
    expect(pathMatches('/demo/:page', '/demo/a/b')).toBe(false);
    expect(pathMatches('/~demos/:page', '/~demos/x')).toBe(true);
    expect(pathMatches('/demo', '/demo/')).toBe(false);
    expect(pathMatches('/a.b', '/aXb')).toBe(false);
  });

  it('reads comments, rules and headers, and refuses a header outside a rule', () => {
    expect(parseHeaders('# c\n/x\n  X-A: 1\n  X-B: a: b\n')).toEqual([
      {
        path: '/x',
        headers: [
          ['x-a', '1'],
          ['x-b', 'a: b'],
        ],
      },
    ]);
    expect(() => parseHeaders('  X-A: 1\n')).toThrow(/cannot read/);
  });
});
