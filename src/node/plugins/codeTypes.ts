import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { createCodeTypes, type CodeTypes } from '../codeTypes';
import { blockCode, demoCode, siteCodeHtml } from '../codeTypes/site';
import { publishJsonAssets, type JsonAsset } from './jsonAssets';

export const CODE_TYPES_DIR = 'code-types';

/** The server bundle's HTML of the pages' code blocks; the browser bundle gets an empty stand-in. */
export const SERVER_HTML_REQUEST = /^@@\/plugin-siteCodeTypes\/server$/;

/** A content-hashed JSON file per key: `code-types/demos/simple.tsx.1a2b3c4d.json`. */
export function codeAssets(html: Map<string, string>): Map<string, JsonAsset> {
  const assets = new Map<string, JsonAsset>();
  for (const [key, markup] of html) {
    const content = JSON.stringify(markup);
    const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
    assets.set(key, { fileName: `${CODE_TYPES_DIR}/${key}.${hash}.json`, content });
  }
  return assets;
}

/**
 * Types on hover and focus in every code block and demo source (src/node/codeTypes), computed
 * once per start or change by one LanguageService:
 * - `@@/plugin-siteCodeTypes/server`: the pages' blocks' HTML, which the server renders into the
 *   page (the browser bundle gets src/client/codeTypes/noServerHtml.ts instead);
 * - `@@/plugin-siteCodeTypes/manifest`: the URL of each block's and demo file's HTML, fetched
 *   when a code panel opens or a client-side move shows a block;
 * - those files, next to the pages.
 */
export default function codeTypesPlugin(api: IApi): void {
  api.describe({ key: 'siteCodeTypes' });
  let codeTypes: CodeTypes | undefined;
  let assets = new Map<string, JsonAsset>();
  const publicPath = (): string => String(api.config.publicPath || '/').replace(/\/?$/, '/');

  api.addTmpGenerateWatcherPaths(() => [join(api.cwd, 'demos'), join(api.cwd, 'docs')]);

  api.onGenerateFiles(() => {
    codeTypes ??= createCodeTypes({ rootDir: api.cwd });
    const blocks = blockCode(api.cwd);
    const html = siteCodeHtml(codeTypes, [...blocks, ...demoCode(join(api.cwd, 'demos'))]);
    assets = codeAssets(html);
    const manifest = Object.fromEntries(
      [...assets].map(([key, asset]) => [key, publicPath() + asset.fileName]),
    );
    api.writeTmpFile({
      path: 'manifest.ts',
      content: `/** URL of the HTML of each code block and demo file, by key (src/shared/codeTypes/keys.ts). */\nexport default ${JSON.stringify(manifest)} as Record<string, string>;\n`,
    });
    const server = Object.fromEntries(blocks.map(({ key }) => [key, html.get(key)]));
    api.writeTmpFile({
      path: 'server.ts',
      content: `/** The HTML of the pages' code blocks, for the server render only. */\nexport default ${JSON.stringify(server)} as Record<string, string>;\n`,
    });
  });

  api.chainWebpack((memo, { webpack, ssr }) => {
    if (ssr) return memo;
    const standIn = join(api.cwd, 'src', 'client', 'codeTypes', 'noServerHtml.ts');
    memo.plugin('site-code-types-server-html').use(
      new webpack.NormalModuleReplacementPlugin(
        SERVER_HTML_REQUEST,
        (data: { request: string }) => {
          data.request = standIn;
        },
      ),
    );
    return memo;
  });

  publishJsonAssets(api, () => assets.values());
}
