import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { collectPages, type RouteLike } from '../docs/pages';
import { descriptions } from '../api/descriptions';
import { extractApi, extractTypes, resolveRcTableLib } from '../api/extract';
import { buildApiRows, buildApiTypes } from '../../shared/api/model';
import { buildSearchIndex, type SearchApi } from '../search/build';

interface Asset {
  fileName: string;
  content: string;
}

/** The API reference's rows and types, read from the installed rc-table as the ApiTable has them. */
export function searchApi(cwd: string): SearchApi {
  const libDir = resolveRcTableLib(cwd);
  const props = extractApi(libDir);
  return {
    rows: buildApiRows(props, descriptions),
    types: buildApiTypes(extractTypes(libDir, props)),
  };
}

/** One search index per locale, from the routed pages and the API reference. */
export function buildIndexAssets(
  cwd: string,
  routes: readonly RouteLike[],
  localeIds: readonly string[],
): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const api = searchApi(cwd);
  for (const [locale, pages] of collectPages(cwd, routes, localeIds)) {
    const content = JSON.stringify(buildSearchIndex(locale, pages, api));
    const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
    assets.set(locale, { fileName: `search-index.${locale}.${hash}.json`, content });
  }
  return assets;
}

/** Emits one search index per locale next to the pages, with `@@/plugin-searchIndex/manifest`. */
export default function searchIndexPlugin(api: IApi): void {
  api.describe({ key: 'searchIndex' });
  let assets = new Map<string, Asset>();

  const localeIds = (): string[] => {
    const locales = (api.config.locales ?? []) as Array<{ id: string }>;
    return locales.length ? locales.map((locale) => locale.id) : ['en-US'];
  };
  const publicPath = (): string => String(api.config.publicPath || '/').replace(/\/?$/, '/');

  api.addTmpGenerateWatcherPaths(() => [join(api.cwd, 'docs'), join(api.cwd, 'demos')]);

  api.onGenerateFiles(() => {
    const routes = Object.values(api.appData.routes ?? {}) as RouteLike[];
    assets = buildIndexAssets(api.cwd, routes, localeIds());
    const manifest = Object.fromEntries(
      [...assets].map(([locale, asset]) => [locale, publicPath() + asset.fileName]),
    );
    api.writeTmpFile({
      path: 'manifest.ts',
      content: `/** Search index URL per locale. */\nexport default ${JSON.stringify(manifest)} as Record<string, string>;\n`,
    });
  });

  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const name = (req.path || req.url || '').split('?')[0].split('/').pop() ?? '';
      const asset = [...assets.values()].find((entry) => entry.fileName === name);
      if (!asset) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(asset.content);
    },
  ]);

  api.onBuildComplete(({ err }) => {
    if (err) return;
    mkdirSync(api.paths.absOutputPath, { recursive: true });
    for (const asset of assets.values()) {
      writeFileSync(join(api.paths.absOutputPath, asset.fileName), asset.content);
    }
  });
}
