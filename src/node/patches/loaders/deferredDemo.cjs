// @ts-check
/**
 * Webpack loader: a Markdown page with a `defer` demo (`<code src="…" defer></code>`) renders its
 * demos through the site's DeferredDemo instead of dumi's DumiDemo, so the demo's code (rc-table,
 * the previewer, the demo itself) is a chunk loaded when the reader reaches the demo, not with
 * the page. Pages without such a demo are left as they are. See src/client/site/deferredDemo.ts.
 *
 * Runs after dumi's Markdown loader and Babel on the page module itself (`*.md` without a query;
 * see src/node/patches/index.ts). Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');
const { join } = require('node:path');

const DUMI_DEMO_IMPORT = /^import \{ DumiDemo \} from 'dumi';$/m;
/** How dumi writes a `defer` attribute into a demo's previewer props. */
const DEFER_PROP = /"previewerProps": \{(?:[^{}"]|"(?:[^"\\\n]|\\.)*")*"defer": true/;
const DEFERRED_DEMO = join(__dirname, '../../../../.dumi/theme/common/DeferredDemo.tsx').replace(
  /\\/g,
  '/',
);

/**
 * @param {string} source the compiled page module
 * @param {string} deferredDemo the module standing in for DumiDemo
 * @returns {string}
 */
function useDeferredDemos(source, deferredDemo = DEFERRED_DEMO) {
  if (!DEFER_PROP.test(source) || !DUMI_DEMO_IMPORT.test(source)) return source;
  return source.replace(DUMI_DEMO_IMPORT, `import DumiDemo from '${deferredDemo}';`);
}

/**
 * @this {import('../guard.cjs').LoaderContext}
 * @param {string} source
 */
function deferredDemoLoader(source) {
  return this.resourceQuery ? source : useDeferredDemos(source);
}

/**
 * The pages this patch must change: those with a `defer` demo (the page module, not its demos).
 * @this {import('../guard.cjs').LoaderContext}
 * @param {string} source
 */
function hasDeferredDemo(source) {
  return !this.resourceQuery && DEFER_PROP.test(source);
}

module.exports = patchLoader('deferred-demo', deferredDemoLoader, hasDeferredDemo);
module.exports.useDeferredDemos = useDeferredDemos;
