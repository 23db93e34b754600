import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';

/** A JSON file the site publishes next to its pages. */
export interface JsonAsset {
  /** Relative to the output folder, e.g. `demo-javascript/simple.1a2b3c4d.json`. */
  fileName: string;
  content: string;
}

/**
 * Publishes the JSON files `assets()` holds at the time: served by the dev server, written into
 * the output folder when a build completes.
 */
export function publishJsonAssets(api: IApi, assets: () => Iterable<JsonAsset>): void {
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const path = (req.path || req.url || '').split('?')[0];
      const asset = [...assets()].find((entry) => path.endsWith(`/${entry.fileName}`));
      if (!asset) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(asset.content);
    },
  ]);

  api.onBuildComplete(({ err }) => {
    if (err) return;
    for (const asset of assets()) {
      const file = join(api.paths.absOutputPath, asset.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, asset.content);
    }
  });
}
