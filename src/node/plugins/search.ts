import { createHash } from 'node:crypto';
import type { IApi } from 'dumi';
import { collectPages, type RouteLike } from '../docs/pages';
import { descriptions } from '../api/descriptions';
import { extractApi, extractTypes, resolveRcTableLib } from '../api/extract';
import { buildApiRows, buildApiTypes } from '../../shared/api/model';
import { buildSearchIndex, type SearchApi } from '../search/build';
import { publishWithManifest, type JsonAsset } from './jsonAssets';

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
): Map<string, JsonAsset> {
  const assets = new Map<string, JsonAsset>();
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
  const localeIds = (): string[] => {
    const locales = (api.config.locales ?? []) as Array<{ id: string }>;
    return locales.length ? locales.map((locale) => locale.id) : ['en-US'];
  };
  publishWithManifest(api, {
    watch: ['docs', 'demos'],
    doc: 'Search index URL per locale.',
    make: () =>
      buildIndexAssets(
        api.cwd,
        Object.values(api.appData.routes ?? {}) as RouteLike[],
        localeIds(),
      ),
  });
}
