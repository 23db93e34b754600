import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { IApi } from 'dumi';
import { parseCodeFrontmatter } from 'dumi/dist/utils.js';
import { isTypeScriptFile } from '../demos/fileNames';
import { toJavaScript } from '../demos/javascript';

/** Where the JavaScript files are published, below the site's root. */
export const JAVASCRIPT_DIR = 'demo-javascript';

/** One published JavaScript file: its name below the output folder and its content. */
export interface JavaScriptAsset {
  fileName: string;
  content: string;
}

/**
 * The JavaScript the code panel shows for a demo file: the conversion of the TypeScript the panel
 * shows, which is the file without its leading front-matter comment (dumi reads that comment as
 * the demo's front matter and leaves it out of the demo's source).
 */
export function shownJavaScript(raw: string, path: string): string {
  if (typeof parseCodeFrontmatter !== 'function') {
    throw new Error(
      '[site] dumi no longer exports parseCodeFrontmatter from dumi/dist/utils; see src/plugins/javascript.ts.',
    );
  }
  return toJavaScript(parseCodeFrontmatter(raw).code, path);
}

/** Every TypeScript file under `dir`, as paths relative to it with `/` separators. */
function typeScriptFiles(dir: string): string[] {
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

/**
 * The JavaScript of every TypeScript file under `demosDir`, keyed by its path there
 * (`simple.tsx`, `_data/fleet.ts`): each a JSON string in a file named after its content
 * (`demo-javascript/_data/fleet.<hash>.json`), so browsers may keep it as long as they like.
 */
export function javaScriptAssets(demosDir: string): Map<string, JavaScriptAsset> {
  const assets = new Map<string, JavaScriptAsset>();
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

/**
 * The JavaScript flavour of the demos, made at build time from their TypeScript
 * (src/demos/javascript.ts): one JSON file per TypeScript file under demos/, published next to
 * the pages, and `@@/plugin-siteJavaScript/manifest` with the URL of each. Only the chunk that
 * fetches them (src/demos/javascriptSources.ts) imports the manifest, and it is loaded on demand:
 * pages carry nothing of this until a reader who chose JavaScript needs a demo's code. The dev
 * server answers from memory and rebuilds the files when a demo changes.
 */
export default function javaScriptPlugin(api: IApi): void {
  api.describe({ key: 'siteJavaScript' });
  let assets = new Map<string, JavaScriptAsset>();
  const publicPath = (): string => String(api.config.publicPath || '/').replace(/\/?$/, '/');

  api.addTmpGenerateWatcherPaths(() => [join(api.cwd, 'demos')]);

  api.onGenerateFiles(() => {
    assets = javaScriptAssets(join(api.cwd, 'demos'));
    const manifest = Object.fromEntries(
      [...assets].map(([path, asset]) => [path, publicPath() + asset.fileName]),
    );
    api.writeTmpFile({
      path: 'manifest.ts',
      content: `/** URL of the JavaScript of each TypeScript file under demos/. */\nexport default ${JSON.stringify(manifest)} as Record<string, string>;\n`,
    });
  });

  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const path = (req.path || req.url || '').split('?')[0];
      const asset = [...assets.values()].find((entry) => path.endsWith(`/${entry.fileName}`));
      if (!asset) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(asset.content);
    },
  ]);

  api.onBuildComplete(({ err }) => {
    if (err) return;
    for (const asset of assets.values()) {
      const file = join(api.paths.absOutputPath, asset.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, asset.content);
    }
  });
}
