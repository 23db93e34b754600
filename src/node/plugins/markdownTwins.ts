import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { pagesOfRoutes, siteLocales, type RouteLike } from '../docs/sitePages';
import { readTwinSources, siteTwinFiles, type OutputFile } from '../docs/siteTwins';
import { readSiteConfig } from '../config';
import { dropsDebugPages, isDebugPage } from '../../shared/site/debugPages';
import remarkPageActions from './remarkPageActions';
import { withTrailingSlash } from '../../shared/site/paths';

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Writes the Markdown twins and `llms.txt` files, and registers the page-actions remark step. */
export default function markdownTwinsPlugin(api: IApi): void {
  api.describe({ key: 'markdownTwins' });

  const localesOf = (config: Record<string, unknown>) => {
    const ids = ((config.locales ?? []) as Array<{ id: string }>).map((locale) => locale.id);
    return siteLocales(ids.length ? ids : ['en-US']);
  };
  const baseOf = (config: Record<string, unknown>) => withTrailingSlash(String(config.base || '/'));

  api.modifyConfig((memo) => ({
    ...memo,
    extraRemarkPlugins: [
      ...(memo.extraRemarkPlugins ?? []),
      [remarkPageActions, { cwd: api.cwd, base: baseOf(memo), locales: localesOf(memo) }],
    ],
  }));

  const build = (): OutputFile[] => {
    const locales = localesOf(api.config);
    const routes = Object.values(api.appData.routes ?? {}) as RouteLike[];
    const dropDebug = dropsDebugPages(api.env, readSiteConfig());
    const pages = pagesOfRoutes(api.cwd, routes, locales).filter(
      (page) => !dropDebug || !isDebugPage(page.markdown),
    );
    return siteTwinFiles(readTwinSources(api.cwd, baseOf(api.config), locales, pages));
  };

  // Development: made again on the first request after a change.
  let cached: Map<string, OutputFile> | undefined;
  api.onGenerateFiles(() => {
    cached = undefined;
  });
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const path = decodeURIComponent((req.path || req.url || '').split('?')[0]);
      if (!/\.md$|\/llms(-full)?\.txt$/.test(path)) return next();
      cached ??= new Map(build().map((file) => [file.path, file]));
      const file = cached.get(path);
      if (!file) return next();
      res.setHeader('Content-Type', TYPES[/\.\w+$/.exec(path)?.[0] ?? ''] ?? TYPES['.txt']);
      res.end(file.content);
    },
  ]);

  api.onBuildComplete(({ err }) => {
    if (err) return;
    for (const file of build()) {
      const out = join(api.paths.absOutputPath, file.path);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, file.content);
    }
  });
}
