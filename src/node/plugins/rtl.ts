import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { parseCodeFrontmatter } from 'dumi/dist/utils.js';
import { isTypeScriptFile, javaScriptFileName } from '../../shared/demos/fileNames';
import type { RtlVariant } from '../../shared/demos/rtl';
import { toJavaScript } from '../demos/javascript';
import { toRtl } from '../demos/rtl';
import { publishWithManifest, type JsonAsset } from './jsonAssets';

export const RTL_DIR = 'demo-rtl';

/**
 * A demo entry right to left, in both flavours, as its code panel shows it (without the leading
 * comment dumi reads as front matter): the one transform of src/node/demos/rtl.ts applied to the
 * TypeScript and to its JavaScript flavour.
 */
export function rtlVariant(raw: string, path: string): RtlVariant {
  const code = parseCodeFrontmatter(raw).code;
  return {
    ts: toRtl(code, path),
    js: toRtl(toJavaScript(code, path), javaScriptFileName(path)),
  };
}

/** Every demo entry (a TypeScript file directly in `demosDir`) right to left, as JSON files. */
export function rtlAssets(demosDir: string): Map<string, JsonAsset> {
  const assets = new Map<string, JsonAsset>();
  for (const path of readdirSync(demosDir).sort().filter(isTypeScriptFile)) {
    const content = JSON.stringify(rtlVariant(readFileSync(join(demosDir, path), 'utf8'), path));
    const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
    const base = path.replace(/\.[^./]+$/, '');
    assets.set(path, { fileName: `${RTL_DIR}/${base}.${hash}.json`, content });
  }
  return assets;
}

/** Publishes the demos right to left next to the pages, with `@@/plugin-siteRtl/manifest`. */
export default function rtlPlugin(api: IApi): void {
  api.describe({ key: 'siteRtl' });
  publishWithManifest(api, {
    watch: ['demos'],
    doc: 'URL of each demo entry under demos/ right to left (TypeScript and JavaScript).',
    make: () => rtlAssets(join(api.cwd, 'demos')),
  });
}
