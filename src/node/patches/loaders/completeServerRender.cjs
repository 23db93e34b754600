// @ts-check
/**
 * `complete-server-render`: umi's markup generator (`@umijs/server/dist/ssr.js`, which exportStatic
 * prerenders with) pipes React's stream from `onAllReady` instead of `onShellReady`. From the shell,
 * everything behind a Suspense boundary (layout, page, demos) is written after `</html>` with
 * scripts that move it into place: without JavaScript the page is blank, and invalid. A static
 * export waits for the whole page anyway.
 */
const { patchLoader } = require('../guard.cjs');
const { rewriteOnce } = require('../rewriteOnce.cjs');

const PIPE_ON_SHELL =
  /(createMarkupGenerator[^]*?renderToPipeableStream\([^]*?)onShellReady(\(\)\s*\{\s*stream\.pipe\(writable\);\s*\},\s*bootstrapScripts)/;

/**
 * @param {string} source umi's `@umijs/server/dist/ssr.js`
 * @returns {string}
 */
function completeServerRender(source) {
  return rewriteOnce(
    source,
    PIPE_ON_SHELL,
    '$1onAllReady$2',
    "umi's server renderer changed: createMarkupGenerator no longer pipes React's stream from `onShellReady() { stream.pipe(writable); }` (see src/node/patches/loaders/completeServerRender.cjs)",
  );
}

module.exports = patchLoader('complete-server-render', completeServerRender);
module.exports.completeServerRender = completeServerRender;
