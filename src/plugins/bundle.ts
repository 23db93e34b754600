import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';

const CHUNK_NAME_LOADER = join(__dirname, 'chunkNameLoader.cjs');
const DUMI_RUNTIME_LOADER = join(__dirname, 'dumiRuntimeLoader.cjs');
const UNUSED_BUILTINS_LOADER = join(__dirname, 'unusedBuiltinsLoader.cjs');
const DEFERRED_DEMO_LOADER = join(__dirname, 'deferredDemoLoader.cjs');
const HYDRATE_IN_TRANSITION_LOADER = join(__dirname, 'hydrateInTransitionLoader.cjs');
const YIELDING_ENTRY_LOADER = join(__dirname, 'yieldingEntryLoader.cjs');
const COMPLETE_SERVER_RENDER_LOADER = join(__dirname, 'completeServerRenderLoader.cjs');
const REACT_STREAM_BYTES_LOADER = join(__dirname, 'reactStreamBytesLoader.cjs');
const NOSCRIPT_NOTICE_LOADER = join(__dirname, 'noscriptNoticeLoader.cjs');
const NO_SITE_SEARCH = join(__dirname, '../site/noSiteSearch.ts');
const SITE_INTL = join(__dirname, '../site/intl.ts');
const NO_GLOBAL_REGENERATOR = join(__dirname, '../site/noGlobalRegenerator.ts');
const ROUTE_MATCH_CACHE = join(__dirname, '../site/routeMatchCache.ts');
const SCROLL_TO = join(__dirname, '../site/scrollTo.ts');

/** `react-intl` as dumi's theme imports it, and as its generated locale container does (a path). */
export const REACT_INTL_REQUEST = /^(?:.*[\\/]node_modules[\\/])?react-intl[\\/]?$/;

/** dumi's theme API modules and umi's generated export barrels: no module-level side effects. */
export const PURE_DUMI_API =
  /(?:[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js|[\\/]\.dumi[\\/]tmp(?:-production)?[\\/](?:dumi[\\/])?exports\.ts)$/;

/** The global regenerator polyfill umi's generated entry imports (by path) on every page. */
export const GLOBAL_REGENERATOR_REQUEST = /^(?:.*[\\/]node_modules[\\/])?regenerator-runtime[\\/]runtime(?:\.js)?$/;

const BABEL_RUNTIME_FILE = /^(?:.*[\\/]node_modules[\\/])?@babel[\\/]runtime[\\/](.+)$/;

/**
 * Where a request for a Babel helper should go: the same helper of the one installed
 * `@babel/runtime` (`root`), or `null` for any other request. umi's generated files, umi's
 * renderer and umi's client each import helpers from their own nested 7.23 copy, so without this
 * the main bundle carries up to four copies of `objectSpread2`, `slicedToArray`, … Babel 7
 * helpers keep their signatures, and the CommonJS/ES module flavour of each request is kept.
 */
export function babelRuntimeRequest(request: string, root: string): string | null {
  const match = BABEL_RUNTIME_FILE.exec(request);
  return match ? join(root, match[1]) : null;
}

/**
 * Shapes the client bundle:
 * - each page's demo map and text, and each demo, get a chunk of their own (see
 *   chunkNameLoader.cjs for why): the loader runs after dumi's own on the modules that hold those
 *   lazy imports, the Markdown demo maps and front matter, and dumi's generated route metadata;
 * - a page module imports only the builtins it renders (unusedBuiltinsLoader.cjs);
 * - the page tabs load on demand and route metadata is merged without deep copies
 *   (dumiRuntimeLoader.cjs);
 * - dumi's built-in search hook, which starts a worker on import, is replaced by a no-op (the
 *   site has its own search);
 * - react-intl is replaced by the site's plain message lookup (src/site/intl.ts), in the client
 *   and the server bundle alike, so prerendered and hydrated text come from the same code;
 * - route matching is remembered per route table and address (src/site/routeMatchCache.ts);
 * - the app starts in several short tasks (yieldingEntryLoader.cjs) and hydrates in a transition
 *   (hydrateInTransitionLoader.cjs);
 * - the server build that prerenders every page writes each page whole, in reading order
 *   (completeServerRenderLoader.cjs), and without the NUL bytes React 18 leaves where a
 *   multi-byte character meets the end of its write buffer (reactStreamBytesLoader.cjs); umi's
 *   English "Enable JavaScript to run this app." notice gives way to the layout's own
 *   (noscriptNoticeLoader.cjs);
 * - Babel's helpers come from one copy, and umi's global regenerator polyfill is left out (the
 *   browsers the site targets run generators natively, and every helper that needs regenerator
 *   imports its own).
 */
export default function bundlePlugin(api: IApi): void {
  api.describe({ key: 'siteBundle' });
  api.chainWebpack((memo, { webpack }) => {
    memo.module
      .rule('site-chunk-names-md')
      .post()
      .test(/\.md$/)
      .resourceQuery(/type=(demo|frontmatter)$/)
      .use('chunk-names')
      .loader(CHUNK_NAME_LOADER);
    memo.module
      .rule('site-md-used-builtins')
      .post()
      .test(/\.md$/)
      .use('used-builtins')
      .loader(UNUSED_BUILTINS_LOADER);
    memo.module
      .rule('site-md-deferred-demos')
      .post()
      .test(/\.md$/)
      .use('deferred-demos')
      .loader(DEFERRED_DEMO_LOADER);
    memo.module
      .rule('site-hydrate-in-transition')
      .test(/[\\/]@umijs[\\/]renderer-react[\\/]dist[\\/]browser\.js$/)
      .use('hydrate-in-transition')
      .loader(HYDRATE_IN_TRANSITION_LOADER);
    // Before Babel: the loader reads umi's entry as umi generated it.
    memo.module
      .rule('site-yielding-entry')
      .pre()
      .test(/[\\/]\.dumi[\\/]tmp(?:-production)?[\\/]umi\.ts$/)
      .use('yielding-entry')
      .loader(YIELDING_ENTRY_LOADER);
    memo.module
      .rule('site-complete-server-render')
      .test(/[\\/]@umijs[\\/]server[\\/]dist[\\/]ssr\.js$/)
      .use('complete-server-render')
      .loader(COMPLETE_SERVER_RENDER_LOADER);
    memo.module
      .rule('site-react-stream-bytes')
      .test(/[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.(?:development|production\.min)\.js$/)
      .use('react-stream-bytes')
      .loader(REACT_STREAM_BYTES_LOADER);
    memo.module
      .rule('site-noscript-notice')
      .test(/[\\/]@umijs[\\/]renderer-react[\\/]dist[\\/]html\.js$/)
      .use('noscript-notice')
      .loader(NOSCRIPT_NOTICE_LOADER);
    memo.module
      .rule('site-chunk-names-meta')
      .post()
      .test(/[\\/]dumi[\\/]meta[\\/]index\.ts$/)
      .use('chunk-names')
      .loader(CHUNK_NAME_LOADER);
    memo.module
      .rule('site-dumi-runtime')
      .post()
      .test(/[\\/]dumi[\\/]meta[\\/](tabs|runtime)\.ts$/)
      .use('dumi-runtime')
      .loader(DUMI_RUNTIME_LOADER);
    memo
      .plugin('site-no-dumi-search')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]theme-api[\\/]useSiteSearch[\\/]index\.js$/,
        NO_SITE_SEARCH,
      ]);
    // dumi's API reaches every module through barrels (`export *` of the theme API and of umi's
    // generated exports). Marked free of side effects, webpack skips the barrels: what only
    // lazily loaded pages use (the demo renderer, the live demo) leaves the main bundle, and what
    // nothing uses (dumi's CodeSandbox/StackBlitz openers and their dependencies) is dropped.
    memo.module.rule('site-pure-dumi-api').test(PURE_DUMI_API).sideEffects(false);
    memo.plugin('site-intl').use(webpack.NormalModuleReplacementPlugin, [REACT_INTL_REQUEST, SITE_INTL]);
    memo.plugin('site-route-match-cache').use(webpack.NormalModuleReplacementPlugin, [/^react-router$/, ROUTE_MATCH_CACHE]);
    memo.plugin('site-native-scroll').use(webpack.NormalModuleReplacementPlugin, [/^animated-scroll-to$/, SCROLL_TO]);
    memo
      .plugin('site-no-global-regenerator')
      .use(webpack.NormalModuleReplacementPlugin, [GLOBAL_REGENERATOR_REQUEST, NO_GLOBAL_REGENERATOR]);
    const babelRuntime = dirname(require.resolve('@babel/runtime/package.json'));
    memo.plugin('site-one-babel-runtime').use(webpack.NormalModuleReplacementPlugin, [
      BABEL_RUNTIME_FILE,
      (resource: { request: string }) => {
        resource.request = babelRuntimeRequest(resource.request, babelRuntime) ?? resource.request;
      },
    ]);
    return memo;
  });
}
