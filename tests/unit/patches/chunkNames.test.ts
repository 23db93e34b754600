import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { requestChunkName: chunkNameOf, REWRITES } =
  require('../../../src/node/patches/loaders.cjs') as typeof import('../../../src/node/patches/loaders.cjs');

const renameSharedChunks = (source: string, rootContext: string) =>
  REWRITES['chunk-names-pages'](source, { rootContext } as never);

const root = '/repo';

describe('chunk names', () => {
  it('names a chunk after the file and the kind of module it loads', () => {
    expect(chunkNameOf('/repo/docs/demo/simple.md?type=demo', root)).toBe(
      'docs__demo__simple__demo',
    );
    expect(chunkNameOf('/repo/docs/demo/simple.zh-CN.md?type=text', root)).toBe(
      'docs__demo__simple.zh-CN__text',
    );
    expect(chunkNameOf('/repo/demos/virtual-list.tsx?techStack=react', root)).toBe(
      'demos__virtual-list',
    );
  });

  it('gives every demo of dumi\'s shared "demos" chunk a chunk of its own', () => {
    const source = [
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/repo/demos/simple.tsx?techStack=react'))),`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ "/repo/demos/react-dnd.tsx?techStack=react"))),`,
    ].join('\n');
    const out = renameSharedChunks(source, root);
    expect(out).toContain(
      `/* webpackChunkName: "demos__simple" */ '/repo/demos/simple.tsx?techStack=react'`,
    );
    expect(out).toContain(
      `/* webpackChunkName: "demos__react-dnd" */ "/repo/demos/react-dnd.tsx?techStack=react"`,
    );
    expect(out).not.toContain('"demos"');
  });

  it('splits the per-locale meta chunks into one per page', () => {
    const source = `textGetter: () => import(/* webpackChunkName: "meta__docs__zh-CN" */'/repo/docs/changelog.zh-CN.md?type=text'),
getter: () => import(/* webpackChunkName: "meta__docs" */'/repo/docs/index.md?type=demo')`;
    const out = renameSharedChunks(source, root);
    expect(out).toContain(
      `"docs__changelog.zh-CN__text" */ '/repo/docs/changelog.zh-CN.md?type=text'`,
    );
    expect(out).toContain(`"docs__index__demo" */ '/repo/docs/index.md?type=demo'`);
  });

  it('leaves other chunk names alone', () => {
    const source = `'404': React.lazy(() => import(/* webpackChunkName: "nm__dumi__dist__client__pages__404" */'/repo/node_modules/dumi/dist/client/pages/404.js')),`;
    expect(renameSharedChunks(source, root)).toBe(source);
  });
});
