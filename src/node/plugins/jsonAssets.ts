import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';

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
