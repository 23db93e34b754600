// @ts-check
/**
 * Two modules dumi generates into the main bundle:
 * - `lazy-tabs`: `dumi/meta/tabs.ts` imports every page tab statically (the changelog's upgrade
 *   guide, in both languages); each becomes a lazy component in a Suspense boundary.
 * - `shallow-route-meta`: `dumi/meta/runtime.ts` deep-merges (copies) every route's metadata,
 *   tables of contents included, on start-up; it is read-only afterwards, so a merge one level
 *   deep (front matter two) gives the same result.
 */
const { patchLoader } = require('../guard.cjs');
const { pageChunkName } = require('./lazyToc.cjs');

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
 * @param {string} root the project directory: each tab's chunk is named like a page's, so that
 *   `lazy-toc` puts the tab's contents in it
 * @returns {string}
 */
function lazyTabs(source, root) {
  let count = 0;
  const out = source.replace(TAB_IMPORT, (_line, name, quote, request) => {
    count += 1;
    return [
      `const ${name}Lazy = React.lazy(() => import(/* webpackChunkName: "${pageChunkName(request, root)}" */ ${quote}${request}${quote}));`,
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

const isTabs = (/** @type {import('../guard.cjs').LoaderContext} */ context) =>
  /[\\/]tabs\.ts$/.test(context.resourcePath ?? '');

module.exports = patchLoader(
  (context) => (isTabs(context) ? 'lazy-tabs' : 'shallow-route-meta'),
  /**
   * @this {import('../guard.cjs').LoaderContext}
   * @param {string} source
   */
  function dumiRuntime(source) {
    return isTabs(this) ? lazyTabs(source, this.rootContext ?? '') : shallowRouteMeta(source);
  },
);
module.exports.lazyTabs = lazyTabs;
module.exports.shallowRouteMeta = shallowRouteMeta;
