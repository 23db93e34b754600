import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { IApi } from 'dumi';
import { parseCodeFrontmatter } from 'dumi/dist/utils.js';
import { isTypeScriptFile } from '../../shared/demos/fileNames';
import { toJavaScript } from '../demos/javascript';
import { publishWithManifest, type JsonAsset } from './jsonAssets';

export const JAVASCRIPT_DIR = 'demo-javascript';

/**
 * The JavaScript of a demo file as its code panel shows the TypeScript: an entry (a file directly
 * in demos/) without its leading comment, which dumi reads as front matter; other files whole.
 */
export function shownJavaScript(raw: string, path: string): string {
  if (typeof parseCodeFrontmatter !== 'function') {
    throw new Error(
      '[site] dumi no longer exports parseCodeFrontmatter from dumi/dist/utils; see src/node/plugins/javascript.ts.',
    );
  }
  return toJavaScript(path.includes('/') ? raw : parseCodeFrontmatter(raw).code, path);
}

/** The TypeScript files under `dir`, as paths relative to it with `/`, sorted. */
export function typeScriptFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (isTypeScriptFile(name)) files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return files;
}

/** The JavaScript of every TypeScript file under `demosDir`, as JSON in content-hashed files. */
export function javaScriptAssets(demosDir: string): Map<string, JsonAsset> {
  const assets = new Map<string, JsonAsset>();
  for (const path of typeScriptFiles(demosDir)) {
    const content = JSON.stringify(
      shownJavaScript(readFileSync(join(demosDir, path), 'utf8'), path),
    );
    const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
    const base = path.replace(/\.[^./]+$/, '');
    assets.set(path, { fileName: `${JAVASCRIPT_DIR}/${base}.${hash}.json`, content });
  }
  return assets;
}

/** Publishes the demos' JavaScript next to the pages, with `@@/plugin-siteJavaScript/manifest`. */
export default function javaScriptPlugin(api: IApi): void {
  api.describe({ key: 'siteJavaScript' });
  publishWithManifest(api, {
    watch: ['demos'],
    doc: 'URL of the JavaScript of each TypeScript file under demos/.',
    make: () => javaScriptAssets(join(api.cwd, 'demos')),
  });
}
