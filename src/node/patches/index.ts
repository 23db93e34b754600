import { join } from 'node:path';
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

// CommonJS, shared with the loaders, which webpack `require`s.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PatchGuard } = require('./guard.cjs') as typeof import('./guard.cjs');

/** `react-intl` as dumi's theme imports it, and as its generated locale container does (a path). */
export const REACT_INTL_REQUEST = /^(?:.*[\\/]node_modules[\\/])?react-intl[\\/]?$/;

/** dumi's theme API modules and umi's generated export barrels: no module-level side effects. */
export const PURE_DUMI_API =
  /(?:[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js|[\\/]\.dumi[\\/]tmp(?:-production)?[\\/](?:dumi[\\/])?exports\.ts)$/;

/** The entry module of each builtin of the theme, dumi's or the site's. */
export const THEME_BUILTIN =
  /(?:[\\/]node_modules[\\/]dumi[\\/]theme-default|[\\/]\.dumi[\\/]theme)[\\/]builtins[\\/][^\\/]+[\\/]index\.[jt]sx?$/;

const META = /[\\/]dumi[\\/]meta[\\/]/.source;

/**
 * The loaders (in loaders/), by patch: the modules each rewrites, and whether after the
 * framework's loaders (`post`: the compiled module) or with them (the module's source).
 */
const LOADERS: Array<{
  id: string;
  file: string;
  test: RegExp;
  query?: RegExp;
  post?: true;
  /** Only in this build (the server renders every page's contents at once). */
  only?: Side;
}> = [
  {
    id: 'complete-server-render',
    file: 'completeServerRender',
    test: /[\\/]@umijs[\\/]server[\\/]dist[\\/]ssr\.js$/,
  },
  {
    id: 'react-stream-bytes',
    file: 'reactStreamBytes',
    test: /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.(?:development|production\.min)\.js$/,
  },
  {
    id: 'chunk-names-pages',
    file: 'chunkNames',
    test: /\.md$/,
    query: /type=(demo|frontmatter)$/,
    post: true,
  },
  { id: 'deferred-demo', file: 'deferredDemo', test: /\.md$/, post: true },
  {
    id: 'lazy-toc',
    file: 'lazyToc',
    test: /\.md$/,
    query: /type=frontmatter$/,
    post: true,
    only: 'client',
  },
  { id: 'lazy-tabs', file: 'dumiRuntime', test: new RegExp(`${META}tabs\\.ts$`), post: true },
  {
    id: 'shallow-route-meta',
    file: 'dumiRuntime',
    test: new RegExp(`${META}runtime\\.ts$`),
    post: true,
  },
];

/**
 * Modules webpack may skip when nothing they export is used. dumi's API reaches every module
 * through barrels, and dumi imports every builtin of the theme into every page.
 */
const SIDE_EFFECT_FREE = [
  { id: 'pure-dumi-api', test: PURE_DUMI_API },
  { id: 'unused-builtins', test: THEME_BUILTIN },
];

/** Requests answered by a module of standins/. */
const REPLACEMENTS = [
  { id: 'intl', test: REACT_INTL_REQUEST, file: 'intl' },
  { id: 'route-match-cache', test: /^react-router$/, file: 'routeMatchCache' },
];

/** What webpack's module replacement hands over before resolving. */
interface ReplacementData {
  request: string;
  contextInfo?: { issuer?: string };
}

const UMI_NOSCRIPT_TEXT = 'Enable JavaScript to run this app.';

/**
 * The page with umi's `<noscript>` notice, in English and untrue on every page, emptied: removed,
 * it would leave hydration without the element umi's document renders.
 */
export const emptyNoscriptNotice = (html: string): string =>
  html.replace(`<noscript><b>${UMI_NOSCRIPT_TEXT}</b></noscript>`, '<noscript></noscript>');

/**
 * The dumi plugin that makes every change the site makes to what dumi, umi and React generate
 * (README.md). It checks the framework's versions at load (versions.ts); in each webpack build a
 * guard (guard.cjs) fails the build when a patch expected there did not apply, and each loader
 * throws when the code it rewrites has changed shape; the HTML patches fail the build on a page
 * they could not fix. `SITE_WITHOUT_PATCH=<id>` leaves one patch out (`npm run bench -- --without`).
 */
export default function patchesPlugin(api: IApi): void {
  api.describe({ key: 'sitePatches' });
  assertPatchedVersions(api.cwd);
  const without = patchLeftOut(process.env.SITE_WITHOUT_PATCH);
  const on = (id: string) => id !== without;

  if (on('babel-targets'))
    api.modifyBabelPresetOpts((memo) => withPresetEnvTargets(memo, api.config.targets));
  if (on('hydrate-in-transition'))
    api.addRuntimePlugin(() => [join(__dirname, 'runtime', 'renderInTransition.ts')]);

  api.chainWebpack((memo, { webpack, ssr }) => {
    const side: Side = ssr ? 'server' : 'client';
    const expected = PATCHES.filter((patch) => on(patch.id) && patch.sides.includes(side));
    const guard = new PatchGuard(
      side,
      expected.map((patch) => patch.id),
      api.cwd,
    );
    // Only `dumi build`: the dev server restores modules from webpack's cache without loaders.
    if (api.env === 'production')
      memo
        .plugin('site-patch-guard')
        .use({ apply: (compiler: never) => guard.apply(compiler) } as never);

    const here = LOADERS.filter((entry) => on(entry.id) && (entry.only ?? side) === side);
    for (const { id, file, test, query, post } of here) {
      const rule = memo.module.rule(`site-${id}`).test(test);
      if (query) rule.resourceQuery(query);
      if (post) rule.post();
      rule.use(id).loader(join(__dirname, 'loaders', `${file}.cjs`));
    }
    for (const { id, test } of SIDE_EFFECT_FREE.filter((entry) => on(entry.id))) {
      memo.module
        .rule(`site-${id}`)
        .test((path: string) => {
          const pure = test.test(path);
          if (pure) guard.report(id, path);
          return pure;
        })
        .sideEffects(false);
    }
    for (const { id, test, file } of REPLACEMENTS.filter((entry) => on(entry.id))) {
      const to = join(__dirname, 'standins', `${file}.ts`);
      memo.plugin(`site-${id}`).use(
        new webpack.NormalModuleReplacementPlugin(test, (data: ReplacementData) => {
          guard.report(id, `${data.request}\n${data.contextInfo?.issuer ?? ''}`);
          data.request = to;
        }),
      );
    }
    return memo;
  });

  api.modifyExportHTMLFiles((files) =>
    files.map((file) => {
      const lang = pageLang(file.path, api.config.locales ?? []);
      let content = file.content;
      const problems: string[] = [];
      if (on('page-head')) {
        content = fixPageHead(fixClientShell(content, lang), lang);
        problems.push(...pageHeadProblems(content));
      }
      if (on('noscript-notice')) {
        content = emptyNoscriptNotice(content);
        if (content.includes(UMI_NOSCRIPT_TEXT)) problems.push("umi's <noscript> notice is left");
      }
      // umi's shell for the pages it does not prerender (`/~demos/*`) has nothing to paint first.
      if (on('app-script') && !isClientShell(file.content)) {
        content = deferAppScript(content);
        if (!isAppScriptDeferred(content))
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

  if (on('content-security-policy')) contentSecurityPolicy(api);
}

/** The patch `SITE_WITHOUT_PATCH` leaves out, or null; throws on an unknown id. */
export function patchLeftOut(id: string | undefined): string | null {
  if (!id) return null;
  if (!PATCHES.some((patch) => patch.id === id))
    throw new Error(`[site] SITE_WITHOUT_PATCH=${id}: no such patch (src/node/patches/list.ts)`);
  return id;
}

/**
 * `babel-targets`: umi's Babel preset options with the site's `targets` handed to preset-env
 * itself. umi gives them to Babel only as its top-level option, which preset-env ignores because
 * umi's preset also sets `ignoreBrowserslistConfig`: it then compiles for ES5. Throws when umi's
 * options have no `presetEnv` to fill in, or the site no `targets`.
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
