// @ts-check
/**
 * The rewrites of the loader patches (list.ts), by id: each returns the module's code changed, or
 * unchanged where it has nothing to do, and throws when the code no longer has the shape it
 * rewrites. One webpack loader runs them (`patchLoader`, guard.cjs). CommonJS: webpack `require`s it.
 */
const { join } = require('node:path');
const { patchLoader } = require('./guard.cjs');

/** @typedef {import('./guard.cjs').LoaderContext} LoaderContext */

/**
 * `source` with `pattern` replaced; throws unless the pattern matches exactly once.
 * @param {string} source
 * @param {RegExp} pattern without the `g` flag
 * @param {string} replacement
 * @param {string} changed what no longer has the expected shape
 */
function rewriteOnce(source, pattern, replacement, changed) {
  const matches = source.match(new RegExp(pattern.source, `${pattern.flags}g`));
  if (matches?.length !== 1)
    throw new Error(`[site] ${changed} (see src/node/patches/loaders.cjs)`);
  return source.replace(pattern, replacement);
}

/**
 * A chunk name from a path below the project, as umi names a page's chunk
 * (`/repo/docs/demo/simple.md` → `docs__demo__simple.md`).
 * @param {string} file
 * @param {string} root
 */
const chunkName = (file, root) =>
  (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file).replace(/[^\w.-]+/g, '__');

/**
 * The chunk of a page's demo or metadata module: its file, without extension, and the kind of
 * module the query asks for (`docs/demo/simple.md?type=demo` → `docs__demo__simple__demo`).
 * @param {string} request
 * @param {string} root
 */
function requestChunkName(request, root) {
  const [file, query = ''] = request.split('?');
  const kind = /(?:^|&)type=([\w-]+)/.exec(query)?.[1];
  const base = chunkName(file.replace(/\.(md|[jt]sx?)$/, ''), root);
  return kind ? `${base}__${kind}` : base;
}

const SHARED_CHUNK =
  /\/\*\s*webpackChunkName:\s*"(?:demos|[\w-]+__demos|meta__[\w-]+)"\s*\*\/\s*(['"])([^'"]+)\1/g;
const DUMI_DEMO_IMPORT = /^import \{ DumiDemo \} from 'dumi';$/m;
/** How dumi writes a `defer` attribute into a demo's previewer props. */
const DEFER_PROP = /"previewerProps": \{(?:[^{}"]|"(?:[^"\\\n]|\\.)*")*"defer": true/;
const DEFERRED_DEMO = JSON.stringify(
  join(__dirname, '../../../.dumi/theme/common/DeferredDemo.tsx'),
);
const TOC = /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m;
const TAB_IMPORT = /^import \* as (tab\d+) from (['"])([^'"]+)\2;$/gm;

/** @type {Record<string, (source: string, context: LoaderContext) => string>} */
const REWRITES = {
  /** umi's markup generator pipes React's stream once every Suspense boundary is ready. */
  'complete-server-render': (source) =>
    rewriteOnce(
      source,
      /(createMarkupGenerator[^]*?renderToPipeableStream\([^]*?)onShellReady(\(\)\s*\{\s*stream\.pipe\(writable\);\s*\},\s*bootstrapScripts)/,
      '$1onAllReady$2',
      "umi's createMarkupGenerator no longer pipes React's stream from `onShellReady() { stream.pipe(writable); }`",
    ),

  /** Each lazy import dumi names after a group of pages is named after its own file. */
  'chunk-names-pages': (source, { rootContext = '' }) =>
    source.replace(
      SHARED_CHUNK,
      (_match, quote, request) =>
        `/* webpackChunkName: "${requestChunkName(request, rootContext)}" */ ${quote}${request}${quote}`,
    ),

  /** A page with a `defer` demo renders its demos through the site's DeferredDemo. */
  'deferred-demo': (source, { resourceQuery }) =>
    !resourceQuery && DEFER_PROP.test(source) && DUMI_DEMO_IMPORT.test(source)
      ? source.replace(DUMI_DEMO_IMPORT, `import DumiDemo from ${DEFERRED_DEMO};`)
      : source,

  /**
   * A page's frontmatter module keeps an empty `toc` whose `load()` imports the page's
   * `?toc-only&type=frontmatter` module (this rewrite keeps only the contents there) into the
   * chunk umi puts the page's component in.
   */
  'lazy-toc': (source, { resourcePath = '', resourceQuery = '', rootContext = '' }) => {
    const entries = TOC.exec(source)?.[1];
    if (entries && /(?:^\?|&)toc-only(?:&|$)/.test(resourceQuery))
      return `export const toc = ${entries};\n`;
    if (entries === '[]') return source;
    const request = JSON.stringify(`${resourcePath}?toc-only&type=frontmatter`);
    return rewriteOnce(
      source,
      TOC,
      `export const toc = Object.assign([], { load: () => import(/* webpackChunkName: "${chunkName(resourcePath, rootContext)}" */ ${request}) });`,
      "dumi's page frontmatter module no longer exports `toc` as `new Proxy([...], {})` on one line",
    );
  },

  /** Page tabs become lazy components, each in the chunk named like its page's (for `lazy-toc`). */
  'lazy-tabs': (source, { rootContext = '' }) => {
    const out = source.replace(TAB_IMPORT, (_line, name, quote, request) =>
      [
        `const ${name}Lazy = React.lazy(() => import(/* webpackChunkName: "${chunkName(request, rootContext)}" */ ${quote}${request}${quote}));`,
        `const ${name} = { default: (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(${name}Lazy, props)) };`,
      ].join('\n'),
    );
    if (/^import \* as tab/m.test(out))
      throw new Error(
        "[site] dumi's meta/tabs.ts imports a tab in a way loaders.cjs does not know",
      );
    return out === source ? source : `import React from 'react';\n${out}`;
  },

  /** Route metadata, read-only once merged, is merged one level deep (front matter two). */
  'shallow-route-meta': (source) =>
    rewriteOnce(
      source,
      /route\.meta = deepmerge\(route\.meta, routeMeta\);/,
      'route.meta = { ...route.meta, ...routeMeta, frontmatter: { ...route.meta?.frontmatter, ...routeMeta.frontmatter } };',
      "dumi's meta/runtime.ts no longer merges with `route.meta = deepmerge(route.meta, routeMeta);`",
    ),
};

module.exports = patchLoader(REWRITES);
module.exports.REWRITES = REWRITES;
module.exports.requestChunkName = requestChunkName;
module.exports.chunkName = chunkName;
