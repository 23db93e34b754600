import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { blockCode, createSiteCodeHtml, demoCode } from '../codeTypes/site';
import { setServerCodeHtml } from '../../shared/codeTypes/keys';
import { publishWithManifest, type JsonAsset } from './jsonAssets';

export const CODE_TYPES_DIR = 'code-types';

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
 * before webpack starts, on every start or change:
 * - the pages' blocks' HTML, which the server render puts into the page: it runs in this process
 *   (umi's exportStatic, the dev server), so it reads the HTML from `setServerCodeHtml` and no
 *   browser bundle holds it;
 * - `@@/plugin-siteCodeTypes/manifest`: the URL of each block's and demo file's HTML, fetched
 *   when a code panel opens or a client-side move shows a block;
 * - those files, next to the pages.
 */
export default function codeTypesPlugin(api: IApi): void {
  api.describe({ key: 'siteCodeTypes' });
  const siteCodeHtml = createSiteCodeHtml(
    api.cwd,
    undefined,
    join(api.cwd, 'node_modules/.cache/site-code-types/html.json'),
  );
  publishWithManifest(api, {
    watch: ['demos', 'docs'],
    doc: 'URL of the HTML of each code block and demo file, by key (src/shared/codeTypes/keys.ts).',
    make: () => {
      const blocks = blockCode(api.cwd);
      const html = siteCodeHtml([...blocks, ...demoCode(join(api.cwd, 'demos'))]);
      setServerCodeHtml(new Map(blocks.map(({ key }) => [key, html.get(key) ?? ''])));
      return codeAssets(html);
    },
  });
}
