// @ts-check
/**
 * What the loaders that make umi's start-up yield to the browser (yieldingEntry.cjs,
 * hydrateInTransition.cjs) put into the code they rewrite: an import of the site's
 * `yieldToBrowser` (src/node/patches/runtime/yieldToBrowser.ts) under a name umi's code does not use, and the call.
 */
const { join } = require('node:path');

const YIELD_MODULE = join(__dirname, '../runtime/yieldToBrowser.ts');

/** The local name of `yieldToBrowser` in rewritten code. */
const YIELD = '__siteYieldToBrowser';

/**
 * @param {string} [yieldModule] the module that exports `yieldToBrowser`
 * @returns {string} the import line, with its line break
 */
function yieldImport(yieldModule = YIELD_MODULE) {
  return `import { yieldToBrowser as ${YIELD} } from ${JSON.stringify(yieldModule)};\n`;
}

module.exports = { YIELD, yieldImport };
