import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { REWRITES } =
  require('../../../src/node/patches/loaders.cjs') as typeof import('../../../src/node/patches/loaders.cjs');

const lazyTabs = (source: string, rootContext: string) =>
  REWRITES['lazy-tabs'](source, { rootContext } as never);
const shallowRouteMeta = (source: string) => REWRITES['shallow-route-meta'](source, {} as never);

describe("rewrites of dumi's generated runtime", () => {
  it('turns the statically imported page tabs into lazy components', () => {
    const source = [
      `import * as tab0 from "/repo/docs/changelog.$tab-upgrade.zh-CN.md";`,
      `import * as tab1 from '/repo/docs/changelog.$tab-upgrade.md';`,
      `export const tabs = { a: { key: 'upgrade', components: tab0 }, b: { key: 'upgrade', components: tab1 } };`,
    ].join('\n');
    const out = lazyTabs(source, '/repo');
    expect(out).not.toMatch(/import \* as/);
    expect(out.startsWith("import React from 'react';")).toBe(true);
    // Named like a page's chunk, so that lazy-toc puts the tab's contents in it.
    expect(out).toContain(
      `React.lazy(() => import(/* webpackChunkName: "docs__changelog.__tab-upgrade.zh-CN.md" */ "/repo/docs/changelog.$tab-upgrade.zh-CN.md"))`,
    );
    expect(out).toContain(
      `React.lazy(() => import(/* webpackChunkName: "docs__changelog.__tab-upgrade.md" */ '/repo/docs/changelog.$tab-upgrade.md'))`,
    );
    expect(out).toContain('const tab1 = { default: (props) => React.createElement(React.Suspense');
    expect(out).toContain('components: tab0');
  });

  it('leaves a tabs module without tabs alone', () => {
    expect(lazyTabs('export const tabs = {}', '/repo')).toBe('export const tabs = {}');
  });

  it('merges route metadata shallowly, front matter one level deep', () => {
    const source = 'if (ok) {\n  route.meta = deepmerge(route.meta, routeMeta);\n}';
    const out = shallowRouteMeta(source);
    expect(out).not.toContain('deepmerge(');
    const run = new Function('route', 'routeMeta', 'ok', `${out}; return route.meta;`);
    const toc = [{ id: 'a' }];
    const meta = run(
      { meta: { frontmatter: { title: 'Old', order: 1 } } },
      { frontmatter: { title: 'New' }, toc },
      true,
    );
    expect(meta).toEqual({ frontmatter: { title: 'New', order: 1 }, toc });
    expect(meta.toc).toBe(toc);
    expect(run({}, { frontmatter: { title: 'Only' }, toc }, true).frontmatter).toEqual({
      title: 'Only',
    });
  });

  it("fails the build with a clear message when dumi's code no longer matches", () => {
    expect(() => shallowRouteMeta('route.meta = merge(route.meta, routeMeta);')).toThrow(
      /dumi's meta\/runtime\.ts no longer merges/,
    );
    expect(() => lazyTabs(`import * as tab0 from '/repo/docs/a.$tab-b.md'`, '/repo')).toThrow(
      /meta\/tabs\.ts imports a tab in a way loaders\.cjs does not know/,
    );
  });
});
