// @ts-check
/**
 * Webpack loader for umi's client renderer (`@umijs/renderer-react/dist/browser.js`): the page is
 * hydrated inside `React.startTransition`, in a task of its own.
 *
 * Hydration started plainly runs at React's default priority, which React 18 does not split: the
 * whole prerendered page (layout, sidebar, page, demo) is hydrated in one task, 25–35 ms on this
 * machine and four times that on a phone, during which the page cannot respond. Started in a
 * transition, React hydrates in slices of about 5 ms and yields to the browser in between; a
 * click on a part not hydrated yet makes React hydrate that part at once (selective hydration).
 * The renderer first yields to the browser (src/node/patches/runtime/yieldToBrowser.ts), so creating the root
 * does not lengthen the task that built the route elements (see yieldingEntry.cjs).
 * The rewrite checks the shape of umi's code and fails the build with a clear message if it
 * changed. Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');
const { YIELD, yieldImport } = require('./yieldImport.cjs');

const HYDRATE = /^(\s*)(ReactDOM\.hydrateRoot\(.*\);)$/m;

/**
 * @param {string} source umi's browser.js
 * @param {string} [yieldModule] the module that exports `yieldToBrowser`
 * @returns {string}
 */
function hydrateInTransition(source, yieldModule) {
  if (!HYDRATE.test(source) || !/^import React\b/m.test(source)) {
    throw new Error(
      "[site] umi's renderer changed: no single-line `ReactDOM.hydrateRoot(…);` to start in a transition (see src/node/patches/loaders/hydrateInTransition.cjs)",
    );
  }
  const wrapped = source.replace(
    HYDRATE,
    `$1${YIELD}().then(function () {\n$1  React.startTransition(function () {\n$1    $2\n$1  });\n$1});`,
  );
  return yieldImport(yieldModule) + wrapped;
}

module.exports = patchLoader('hydrate-in-transition', (source) => hydrateInTransition(source));
module.exports.hydrateInTransition = hydrateInTransition;
