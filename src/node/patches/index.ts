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
export { PURE_DUMI_API, REACT_INTL_REQUEST, THEME_BUILTIN } from './list';
import { assertPatchedVersions } from './versions';

// CommonJS, shared with the loaders, which webpack `require`s.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PatchGuard } = require('./guard.cjs') as typeof import('./guard.cjs');

/** What webpack's module replacement hands over before resolving. */
type ReplacementData = { request: string; contextInfo?: { issuer?: string } };

const UMI_NOSCRIPT_TEXT = 'Enable JavaScript to run this app.';

/**
 * The page with umi's `<noscript>` notice, in English and untrue on every page, emptied: removed,
 * it would leave hydration without the element umi's document renders.
 */
export const emptyNoscriptNotice = (html: string): string =>
  html.replace(`<noscript><b>${UMI_NOSCRIPT_TEXT}</b></noscript>`, '<noscript></noscript>');

/**
 * `react-stream-bytes`: the page without the NUL bytes React 18.3.1's stream renderer writes when a
 * character does not fit what is left of its 2,048-byte buffer: it flushes the whole buffer, unused
 * zero bytes included, and then the character (fixed in React 19). No text is lost, so dropping
 * them leaves exactly the page React meant to write; an HTML page has no NUL of its own.
 */
export const dropNulBytes = (html: string): string => html.replace(/\0/g, '');

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
    const here = PATCHES.filter((patch) => on(patch.id) && patch.sides.includes(side));
    const ids = here.map((patch) => patch.id);
    const production = api.env === 'production';
    const guard = new PatchGuard(side, ids, api.cwd, console.error, production);
    // Only `dumi build`: the dev server restores modules from webpack's cache without loaders.
    if (production)
      memo
        .plugin('site-patch-guard')
        .use({ apply: (compiler: never) => guard.apply(compiler) } as never);
    for (const patch of here) {
      const { id } = patch;
      if (patch.kind === 'loader') {
        const rule = memo.module.rule(`site-${id}`).test(patch.test);
        if (patch.query) rule.resourceQuery(patch.query);
        // After the framework's loaders: the module as dumi, umi or React generate it.
        rule.post().use(id).loader(join(__dirname, 'loaders.cjs')).options({ id });
      } else if (patch.kind === 'side effects') {
        const pure = (path: string) => {
          const matches = patch.test.test(path);
          if (matches) guard.report(id, path);
          return matches;
        };
        memo.module.rule(`site-${id}`).test(pure).sideEffects(false);
      } else if (patch.kind === 'replacement') {
        const file = id.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
        const to = join(__dirname, 'standins', `${file}.ts`);
        memo.plugin(`site-${id}`).use(
          new webpack.NormalModuleReplacementPlugin(patch.test, (data: ReplacementData) => {
            guard.report(id, `${data.request}\n${data.contextInfo?.issuer ?? ''}`);
            data.request = to;
          }),
        );
      }
    }
    return memo;
  });

  api.modifyExportHTMLFiles((files) =>
    files.map((file) => {
      const lang = pageLang(file.path, api.config.locales ?? []);
      let content = file.content;
      const problems: string[] = [];
      if (on('react-stream-bytes')) content = dropNulBytes(content);
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
