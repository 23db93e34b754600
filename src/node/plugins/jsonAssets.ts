import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { withTrailingSlash } from '../../shared/site/paths';

/** A JSON file the site publishes next to its pages. */
export interface JsonAsset {
  /** Relative to the output folder, e.g. `demo-javascript/simple.1a2b3c4d.json`. */
  fileName: string;
  content: string;
}

type Assets = Iterable<JsonAsset> | Promise<Iterable<JsonAsset>>;

/**
 * Publishes the JSON files `assets()` holds at the time (or once it resolves): served by the dev
 * server, written into the output folder when a build completes.
 */
export function publishJsonAssets(api: IApi, assets: () => Assets): void {
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const path = (req.path || req.url || '').split('?')[0];
      Promise.resolve(assets()).then(
        (published) => {
          const asset = [...published].find((entry) => path.endsWith(`/${entry.fileName}`));
          if (!asset) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(asset.content);
        },
        (error: unknown) => next(error),
      );
    },
  ]);

  api.onBuildComplete(async ({ err }) => {
    if (err) return;
    for (const asset of await assets()) {
      const file = join(api.paths.absOutputPath, asset.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, asset.content);
    }
  });
}

/** The site's public path, ending in `/`: where the build's assets are served from. */
export function publicPath(api: IApi): string {
  return withTrailingSlash(String(api.config.publicPath || '/'));
}

/**
 * The one way the site publishes what the build makes beside the pages: on every generation,
 * `make()` gives the JSON files by key; the plugin's `manifest.ts` (`@@/plugin-<key>/manifest`)
 * maps each key to its URL, and the files are served and written as {@link publishJsonAssets}
 * does. `watch` are the folders whose changes make them again in the dev server.
 */
export function publishWithManifest(
  api: IApi,
  { watch, doc, make }: { watch: string[]; doc: string; make: () => Map<string, JsonAsset> },
): void {
  let assets = new Map<string, JsonAsset>();
  api.addTmpGenerateWatcherPaths(() => watch.map((folder) => join(api.cwd, folder)));
  api.onGenerateFiles(() => {
    assets = make();
    const manifest = Object.fromEntries(
      [...assets].map(([key, asset]) => [key, publicPath(api) + asset.fileName]),
    );
    api.writeTmpFile({
      path: 'manifest.ts',
      content: `/** ${doc} */\nexport default ${JSON.stringify(manifest)} as Record<string, string>;\n`,
    });
  });
  publishJsonAssets(api, () => assets.values());
}
