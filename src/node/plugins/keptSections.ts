import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { KEPT_DIR, setKeptSectionReader } from '../../shared/site/keptSections';
import { keptStore } from './remarkKeptSections';

/**
 * The runs of prose `remarkKeptSections` takes out of the pages' JavaScript: the server render
 * reads them from the files it wrote (this process), the export writes the files the pages named
 * beside them, and the dev server serves them.
 */
export default function keptSectionsPlugin(api: IApi): void {
  api.describe({ key: 'siteKeptSections' });
  const store = keptStore(api.cwd);
  const read = (src: string) => readFileSync(join(store, src), 'utf8');
  const used = new Map<string, string>();
  setKeptSectionReader((src) => {
    const content = used.get(src) ?? read(src);
    used.set(src, content);
    return JSON.parse(content) as string[];
  });

  // After every page is rendered: the files the pages named.
  api.onBuildHtmlComplete(() => {
    for (const [src, content] of used) {
      const file = join(api.paths.absOutputPath, src);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  });

  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const path = (req.path || req.url || '').split('?')[0];
      const match = new RegExp(`/(${KEPT_DIR}/[0-9a-f]+\\.json)$`).exec(path);
      if (!match) return next();
      try {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(read(match[1]));
      } catch (error) {
        next(error);
      }
    },
  ]);
}
