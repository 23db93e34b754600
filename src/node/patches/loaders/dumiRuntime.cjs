// @ts-check
/**
 * Webpack loader for two modules dumi generates into the main bundle (see
 * src/node/patches/index.ts). Each rewrite checks that dumi's code still has the expected shape and
 * fails the build with a clear message otherwise, so a dumi upgrade cannot silently undo or break
 * it.
 *
 * - `dumi/meta/tabs.ts` imports every page tab (the changelog's Upgrade guide, both languages)
 *   statically, which put their whole text and code into the main bundle of every page. The tab
 *   components become lazy, each in a Suspense boundary: a tab's chunk loads when it is shown.
 * - `dumi/meta/runtime.ts` deep-merges (deep-clones) the metadata of every route, table of contents
 *   included, on start-up: ~50 ms on a throttled phone, in the longest task of the page load.
 *   Route metadata is read-only afterwards, so a shallow merge (front matter merged one level
 *   deep) gives the same result without copying every page's table of contents.
 * Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');
const TAB_IMPORT = /^import \* as (tab\d+) from (['"])([^'"]+)\2;$/gm;
const DEEP_MERGE = 'route.meta = deepmerge(route.meta, routeMeta);';

/** @param {string} message */
function shapeError(message) {
  return new Error(
    `[site] dumi's generated code changed: ${message} (see src/node/patches/loaders/dumiRuntime.cjs)`,
  );
}

/**
 * @param {string} source the generated dumi/meta/tabs.ts
 * @returns {string}
 */
function lazyTabs(source) {
  let count = 0;
  const out = source.replace(TAB_IMPORT, (_line, name, quote, request) => {
    count += 1;
    return [
      `const ${name}Lazy = React.lazy(() => import(${quote}${request}${quote}));`,
      `const ${name} = { default: (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(${name}Lazy, props)) };`,
    ].join('\n');
  });
  if (!count && /import \* as tab/.test(source))
    throw shapeError('tab imports not recognised in meta/tabs.ts');
  return count ? `import React from 'react';\n${out}` : out;
}

/**
 * @param {string} source the generated dumi/meta/runtime.ts
 * @returns {string}
 */
function shallowRouteMeta(source) {
  if (!source.includes(DEEP_MERGE))
    throw shapeError(`"${DEEP_MERGE}" not found in meta/runtime.ts`);
  return source.replace(
    DEEP_MERGE,
    'route.meta = { ...route.meta, ...routeMeta, frontmatter: { ...route.meta?.frontmatter, ...routeMeta.frontmatter } };',
  );
}

/**
 * @this {import('../guard.cjs').LoaderContext}
 * @param {string} source
 */
function dumiRuntimeLoader(source) {
  if (/[\\/]dumi[\\/]meta[\\/]tabs\.ts$/.test(this.resourcePath ?? '')) return lazyTabs(source);
  if (/[\\/]dumi[\\/]meta[\\/]runtime\.ts$/.test(this.resourcePath ?? ''))
    return shallowRouteMeta(source);
  return source;
}

module.exports = patchLoader(
  (context) =>
    /[\\/]tabs\.ts$/.test(context.resourcePath ?? '') ? 'lazy-tabs' : 'shallow-route-meta',
  dumiRuntimeLoader,
);
module.exports.lazyTabs = lazyTabs;
module.exports.shallowRouteMeta = shallowRouteMeta;
