// @ts-check
/**
 * Webpack loader for umi's generated client entry (`.dumi/tmp…/umi.ts`): the app starts in
 * several short tasks instead of one.
 *
 * umi's `render()` creates the plugin manager, builds the route table, runs the runtime plugins,
 * creates the browser history and hands all that to the renderer, all in the task that evaluated
 * the main bundle: 25–35 ms on this machine, four times that on the phone Lighthouse simulates,
 * during which the page cannot respond. The rewrite yields to the browser
 * (src/node/patches/runtime/yieldToBrowser.ts) after the plugin manager exists (umi's entry hands it to dumi
 * right after `render()` starts, so it must exist by then), after the route table is built and
 * before the history is created; the renderer yields once more before hydrating
 * (hydrateInTransition.cjs). Each anchor must appear exactly once, or the build fails with
 * a clear message. Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');
const { YIELD, yieldImport } = require('./yieldImport.cjs');

/** Lines of umi's entry after which the app yields (`after`), or before which (`before`). */
const ANCHORS = [
  { after: /^([ \t]*)const pluginManager = createPluginManager\(\);$/m },
  { after: /^([ \t]*)const \{ routes, routeComponents \} = await getRoutes\(pluginManager\);$/m },
  { before: /^([ \t]*)const history = createHistory\(\{$/m },
];

/**
 * @param {string} source umi's generated entry
 * @param {string} [yieldModule] the module that exports `yieldToBrowser`
 * @returns {string}
 */
function yieldingEntry(source, yieldModule) {
  const hasRender = /^async function render\(\) \{$/m.test(source);
  let result = source;
  for (const anchor of ANCHORS) {
    const pattern = anchor.after ?? anchor.before;
    const global = new RegExp(pattern.source, 'gm');
    if (!hasRender || (source.match(global) ?? []).length !== 1) {
      throw new Error(
        `[site] umi's entry changed: expected one line matching ${pattern} inside render() (see src/node/patches/loaders/yieldingEntry.cjs)`,
      );
    }
    result = result.replace(pattern, (line, indent) =>
      anchor.after ? `${line}\n${indent}await ${YIELD}();` : `${indent}await ${YIELD}();\n${line}`,
    );
  }
  return yieldImport(yieldModule) + result;
}

module.exports = patchLoader('yielding-entry', (source) => yieldingEntry(source));
module.exports.yieldingEntry = yieldingEntry;
