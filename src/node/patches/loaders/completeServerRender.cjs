// @ts-check
/**
 * Webpack loader for umi's server renderer (`@umijs/server/dist/ssr.js`, bundled into the server
 * build that `exportStatic` prerenders every page with): the page is written out once React has
 * rendered all of it, not as soon as the shell is ready.
 *
 * umi's markup generator pipes React's stream from `onShellReady`. Everything behind a Suspense
 * boundary (the lazily loaded layout, page and demo) is then written after `</html>` as
 * `<div hidden id="S:n">` segments, with inline `$RC()` scripts that move each into place. Without
 * JavaScript (scripts blocked, text browsers, crawlers, the fetchers of language-model tools) the
 * page is blank, and the stray `<div>` after `</html>` makes every page invalid HTML. Piped from
 * `onAllReady`, React writes each completed boundary in place, in reading order; the HTML is the
 * same one a reader sees, and hydration is unchanged (completed boundaries hydrate as they did
 * once the scripts had moved them). A static export waits for the whole page anyway, so this
 * costs no time. The rewrite fails the build when umi's code no longer has that shape.
 * Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');

const { rewriteOnce } = require('../rewriteOnce.cjs');

/** The markup generator's stream options: `onShellReady() { stream.pipe(writable); }` before `bootstrapScripts`. */
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

module.exports = patchLoader('complete-server-render', (source) => completeServerRender(source));
module.exports.completeServerRender = completeServerRender;
