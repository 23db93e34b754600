import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { REWRITES, chunkName: pageChunkName } =
  require('../../../src/node/patches/loaders.cjs') as typeof import('../../../src/node/patches/loaders.cjs');

/** The page's frontmatter module, rewritten as the browser build loads it. */
const deferToc = (source: string, resourcePath: string, rootContext: string) =>
  REWRITES['lazy-toc'](source, {
    resourcePath,
    rootContext,
    resourceQuery: '?type=frontmatter',
  } as never);
/** The page's `?toc-only&type=frontmatter` module. */
const tocOnly = (source: string) =>
  REWRITES['lazy-toc'](source, { resourceQuery: '?toc-only&type=frontmatter' } as never);

const ENTRIES = [
  { id: 'api', depth: 2, title: 'API' },
  { id: 'pitfalls', depth: 2, title: 'Pitfalls "quoted"' },
];

/** dumi's `?type=frontmatter` module, as its loader writes it in a production build. */
const frontmatterModule = (toc: unknown[]) =>
  [
    `import '/repo/docs/demo/simple.md?watch=parent';`,
    `export const toc = new Proxy(${JSON.stringify(toc)}, {});`,
    `export const frontmatter = new Proxy({"title":"Simple"}, {});`,
    `export const demoIndex = { ids: ['a'], getter: () => import(/* webpackChunkName: "meta__docs" */ '/repo/docs/demo/simple.md?type=demo') };`,
  ].join('\n');

describe('lazy-toc', () => {
  it("names the contents' chunk after the page, as umi names the page's component", () => {
    expect(pageChunkName('/repo/docs/demo/simple.md', '/repo')).toBe('docs__demo__simple.md');
    expect(pageChunkName('/repo/docs/changelog.zh-CN.md', '/repo')).toBe(
      'docs__changelog.zh-CN.md',
    );
    expect(pageChunkName('/repo/docs/changelog.$tab-upgrade.md', '/repo')).toBe(
      'docs__changelog.__tab-upgrade.md',
    );
  });

  it('leaves an empty array with a loader of the contents in the frontmatter module', async () => {
    const out = deferToc(frontmatterModule(ENTRIES), '/repo/docs/demo/simple.md', '/repo');
    expect(out).not.toContain('Pitfalls');
    expect(out).toContain('export const frontmatter = new Proxy({"title":"Simple"}, {});');
    const request = '/repo/docs/demo/simple.md?toc-only&type=frontmatter';
    expect(out).toContain(
      `export const toc = Object.assign([], { load: () => import(/* webpackChunkName: "docs__demo__simple.md" */ ${JSON.stringify(request)}) });`,
    );
    // The rewritten line runs: an empty array whose load() imports the contents.
    const line = /^export const toc = (.*);$/m.exec(out)?.[1] ?? '';
    const imported: string[] = [];
    const toc = new Function('load', `return ${line.replace(/import\(/, 'load(')};`)(
      (path: string) => {
        imported.push(path);
        return Promise.resolve({ toc: ENTRIES });
      },
    ) as unknown[] & { load: () => Promise<unknown> };
    expect(Array.isArray(toc) && toc.length).toBe(0);
    await expect(toc.load()).resolves.toEqual({ toc: ENTRIES });
    expect(imported).toEqual([request]);
  });

  it('leaves a page without contents alone', () => {
    const source = frontmatterModule([]);
    expect(deferToc(source, '/repo/docs/demo/simple.md', '/repo')).toBe(source);
  });

  it('keeps only the contents in the toc-only module', () => {
    expect(tocOnly(frontmatterModule(ENTRIES))).toBe(
      `export const toc = ${JSON.stringify(ENTRIES)};\n`,
    );
  });

  it('fails the build when dumi changes how it writes the contents', () => {
    const changed = frontmatterModule(ENTRIES).replace('new Proxy(', 'wrap(');
    expect(() => deferToc(changed, '/repo/docs/x.md', '/repo')).toThrow(/\[site\].*loaders\.cjs/);
    expect(() => tocOnly(changed)).toThrow(/\[site\]/);
  });
});
