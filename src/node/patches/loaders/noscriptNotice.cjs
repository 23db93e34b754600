// @ts-check
/**
 * Webpack loader for umi's document component (`@umijs/renderer-react/dist/html.js`, in the server
 * bundle that prerenders the pages and in the client bundle that hydrates them): no
 * `<noscript><b>Enable JavaScript to run this app.</b></noscript>` at the top of every page.
 *
 * Every page is prerendered whole, so without JavaScript it can still be read; umi's notice, in
 * English on the Chinese pages too, told those readers otherwise. The site's layout renders its
 * own notice in the page's language, saying what does need JavaScript (the live demos, search).
 * The rewrite fails the build when umi's component no longer has that shape.
 * Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');

const { rewriteOnce } = require('../rewriteOnce.cjs');

/** umi's `EnableJsScript` component, which returns the English `<noscript>`. */
const ENABLE_JS =
  /(var EnableJsScript = function EnableJsScript\(\) \{\s*)return \/\*#__PURE__\*\/React\.createElement\("noscript", \{\s*dangerouslySetInnerHTML: \{\s*__html: "<b>Enable JavaScript to run this app\.<\/b>"\s*\}\s*\}\);/;

/**
 * @param {string} source umi's html.js
 * @returns {string}
 */
function dropNoscriptNotice(source) {
  return rewriteOnce(
    source,
    ENABLE_JS,
    '$1return null;',
    "umi's document component changed: no `EnableJsScript` returning the English <noscript> notice (see src/node/patches/loaders/noscriptNotice.cjs)",
  );
}

module.exports = patchLoader('noscript-notice', (source) => dropNoscriptNotice(source));
module.exports.dropNoscriptNotice = dropNoscriptNotice;
