import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { deferAppScript, isAppScriptDeferred } from './html/appScript';
import { contentSecurityPolicy } from './html/csp';
import {
  fixClientShell,
  fixPageHead,
  isClientShell,
  pageHeadProblems,
  pageLang,
} from './html/pageHead';
import { PATCHES, type Side } from './list';
import { assertPatchedVersions } from './versions';

// The guard is CommonJS (webpack's loaders share it): required, as webpack requires loaders.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PatchGuard } = require('./guard.cjs') as typeof import('./guard.cjs');

const loader = (name: string) => join(__dirname, 'loaders', `${name}.cjs`);
const standin = (name: string) => join(__dirname, 'standins', `${name}.ts`);

/** `react-intl` as dumi's theme imports it, and as its generated locale container does (a path). */
export const REACT_INTL_REQUEST = /^(?:.*[\\/]node_modules[\\/])?react-intl[\\/]?$/;

/** dumi's theme API modules and umi's generated export barrels: no module-level side effects. */
export const PURE_DUMI_API =
  /(?:[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js|[\\/]\.dumi[\\/]tmp(?:-production)?[\\/](?:dumi[\\/])?exports\.ts)$/;

/** The global regenerator polyfill umi's generated entry imports (by path) on every page. */
export const GLOBAL_REGENERATOR_REQUEST =
  /^(?:.*[\\/]node_modules[\\/])?regenerator-runtime[\\/]runtime(?:\.js)?$/;

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

/** What a module replacement callback receives from webpack (before and after resolving). */
interface ReplacementData {
  request: string;
  contextInfo?: { issuer?: string };
  createData?: { resource?: string };
}

/**
 * Every change the site makes to what dumi, umi and React generate, registered in one place and
 * listed, with the reason and the figure each buys, in src/node/patches/README.md (the list itself
 * is src/node/patches/list.ts). At load the plugin checks that dumi, umi, umi's renderer and server
 * and React are the versions the patches were written for (versions.ts). In each webpack build (the
 * client bundle and the server bundle that prerenders the pages) a guard (guard.cjs) fails the
 * build when a patch expected there did not apply; each loader throws when the code it rewrites
 * has changed shape. The HTML post-processors run on every exported page and fail the build when
 * a page comes out without what they give it.
 */
export default function patchesPlugin(api: IApi): void {
  api.describe({ key: 'sitePatches' });
  assertPatchedVersions(api.cwd);

  // babel-targets: Babel compiles the site for the browsers of `targets` (.dumirc.ts), not for ES5.
  api.modifyBabelPresetOpts((memo) => withPresetEnvTargets(memo, api.config.targets));

  api.chainWebpack((memo, { webpack, ssr }) => {
    const side: Side = ssr ? 'server' : 'client';
    const guard = new PatchGuard(
      side,
      PATCHES.filter((patch) => patch.sides.includes(side)).map((patch) => patch.id),
      api.cwd,
    );
    memo
      .plugin('site-patch-guard')
      .use({ apply: (compiler: never) => guard.apply(compiler) } as never);

    /** A module replacement that reports to the guard: `request` goes to `target(request)`. */
    const replace = (id: string, pattern: RegExp, target: (request: string) => string | null) =>
      new webpack.NormalModuleReplacementPlugin(pattern, (data: ReplacementData) => {
        // Called before resolving (the request matches) and after (the resolved file matches).
        const resolved = data.createData?.resource;
        const to = target(resolved ?? data.request);
        if (!to) return;
        guard.report(id, `${resolved ?? data.request}\n${data.contextInfo?.issuer ?? ''}`);
        if (resolved && data.createData) data.createData.resource = to;
        else data.request = to;
      });

    memo.module
      .rule('site-chunk-names-md')
      .post()
      .test(/\.md$/)
      .resourceQuery(/type=(demo|frontmatter)$/)
      .use('chunk-names')
      .loader(loader('chunkNames'));
    memo.module
      .rule('site-md-used-builtins')
      .post()
      .test(/\.md$/)
      .use('used-builtins')
      .loader(loader('unusedBuiltins'));
    memo.module
      .rule('site-md-deferred-demos')
      .post()
      .test(/\.md$/)
      .use('deferred-demos')
      .loader(loader('deferredDemo'));
    memo.module
      .rule('site-hydrate-in-transition')
      .test(/[\\/]@umijs[\\/]renderer-react[\\/]dist[\\/]browser\.js$/)
      .use('hydrate-in-transition')
      .loader(loader('hydrateInTransition'));
    // Before Babel: the loader reads umi's entry as umi generated it.
    memo.module
      .rule('site-yielding-entry')
      .pre()
      .test(/[\\/]\.dumi[\\/]tmp(?:-production)?[\\/]umi\.ts$/)
      .use('yielding-entry')
      .loader(loader('yieldingEntry'));
    memo.module
      .rule('site-complete-server-render')
      .test(/[\\/]@umijs[\\/]server[\\/]dist[\\/]ssr\.js$/)
      .use('complete-server-render')
      .loader(loader('completeServerRender'));
    memo.module
      .rule('site-react-stream-bytes')
      .test(
        /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.(?:development|production\.min)\.js$/,
      )
      .use('react-stream-bytes')
      .loader(loader('reactStreamBytes'));
    memo.module
      .rule('site-noscript-notice')
      .test(/[\\/]@umijs[\\/]renderer-react[\\/]dist[\\/]html\.js$/)
      .use('noscript-notice')
      .loader(loader('noscriptNotice'));
    memo.module
      .rule('site-chunk-names-meta')
      .post()
      .test(/[\\/]dumi[\\/]meta[\\/]index\.ts$/)
      .use('chunk-names')
      .loader(loader('chunkNames'));
    memo.module
      .rule('site-dumi-runtime')
      .post()
      .test(/[\\/]dumi[\\/]meta[\\/](tabs|runtime)\.ts$/)
      .use('dumi-runtime')
      .loader(loader('dumiRuntime'));
    // dumi's API reaches every module through barrels (`export *` of the theme API and of umi's
    // generated exports). Marked free of side effects, webpack skips the barrels: what only
    // lazily loaded pages use (the demo renderer, the live demo) leaves the main bundle, and what
    // nothing uses (dumi's CodeSandbox/StackBlitz openers and their dependencies) is dropped.
    memo.module
      .rule('site-pure-dumi-api')
      .test((path: string) => {
        const pure = PURE_DUMI_API.test(path);
        if (pure) guard.report('pure-dumi-api', path);
        return pure;
      })
      .sideEffects(false);
    memo
      .plugin('site-no-dumi-search')
      .use(
        replace('no-dumi-search', /[\\/]theme-api[\\/]useSiteSearch[\\/]index\.js$/, () =>
          standin('noSiteSearch'),
        ),
      );
    memo.plugin('site-intl').use(replace('intl', REACT_INTL_REQUEST, () => standin('intl')));
    memo
      .plugin('site-route-match-cache')
      .use(replace('route-match-cache', /^react-router$/, () => standin('routeMatchCache')));
    memo
      .plugin('site-no-global-regenerator')
      .use(
        replace('no-global-regenerator', GLOBAL_REGENERATOR_REQUEST, () =>
          standin('noGlobalRegenerator'),
        ),
      );
    const babelRuntime = dirname(require.resolve('@babel/runtime/package.json'));
    memo
      .plugin('site-one-babel-runtime')
      .use(
        replace('one-babel-runtime', BABEL_RUNTIME_FILE, (request) =>
          babelRuntimeRequest(request, babelRuntime),
        ),
      );
    return memo;
  });

  // Every exported page: its own language, title and a zoomable viewport (html/pageHead.ts), and
  // the app bundle requested after the first paint (html/appScript.ts).
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => {
      const lang = pageLang(file.path, api.config.locales ?? []);
      const content = deferAppScript(fixPageHead(fixClientShell(file.content, lang), lang));
      const problems = pageHeadProblems(content);
      // A prerendered page paints before its app starts; umi's shell for the pages it does not
      // prerender (standalone demos) has nothing to paint and keeps its entry script as it is.
      if (isClientShell(file.content)) {
        if (!/<script\b[^>]*\ssrc="[^"]*\/umi(?:\.[0-9a-f]+)?\.js"/.test(content))
          problems.push("umi's entry script is missing");
      } else if (!isAppScriptDeferred(content)) {
        problems.push("umi's entry script was not found to load after the first paint");
      }
      if (problems.length) {
        throw new Error(
          `[site] ${file.path}: ${problems.join('; ')} (has umi's HTML shell changed? see src/node/patches/README.md)`,
        );
      }
      return { ...file, content };
    }),
  );

  // Last of all the page rewrites: each page's Content-Security-Policy, from its final HTML (html/csp.ts).
  contentSecurityPolicy(api);
}

/**
 * umi's Babel preset options (`modifyBabelPresetOpts`) with the site's `targets` handed to
 * preset-env itself. umi passes `targets` to babel-loader as Babel's top-level option, but its
 * preset also gives preset-env `ignoreBrowserslistConfig`, and with any such option preset-env
 * reads only its own `targets`: without them it compiles for ES5, so every file of the site went
 * through the regenerator runtime and Babel's destructuring and spread helpers. Throws when umi's
 * options no longer have the `presetEnv` entry this fills in, or the site has no `targets`.
 */
export function withPresetEnvTargets<T extends { presetEnv?: object; [option: string]: unknown }>(
  memo: T,
  targets: unknown,
): T {
  const id = 'babel-targets';
  if (!memo.presetEnv || typeof memo.presetEnv !== 'object') {
    throw new Error(
      `[site] patch "${id}": umi's Babel preset options have no \`presetEnv\`; see src/node/patches/README.md.`,
    );
  }
  if (!targets || typeof targets !== 'object')
    throw new Error(`[site] patch "${id}": the site config has no \`targets\` (.dumirc.ts).`);
  return { ...memo, presetEnv: { ...memo.presetEnv, targets } };
}
