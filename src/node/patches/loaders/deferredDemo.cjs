// @ts-check
/**
 * `deferred-demo`: a page with a `defer` demo (`<code src="…" defer></code>`) renders its demos
 * through the site's DeferredDemo (src/client/site/deferredDemo.ts) instead of dumi's DumiDemo, so the
 * demo's code loads when the reader reaches it. Runs after dumi's loaders on the page module.
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

module.exports = patchLoader('deferred-demo', deferredDemoLoader);
module.exports.useDeferredDemos = useDeferredDemos;
