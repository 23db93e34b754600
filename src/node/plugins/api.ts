import type { IApi } from 'dumi';
import { demoUsage } from '../api/demoUsage';
import { descriptions } from '../api/descriptions';
import { extractApi, extractTypes, readRcTableVersion, resolveRcTableLib } from '../api/extract';
import { apiHistory } from '../api/history';
import { buildApiRows, buildApiTypes, checkDescriptions } from '../../shared/api/model';
import { collectPages, type RouteLike } from '../docs/pages';

/**
 * Writes the API reference's rows (with each prop's history), types and demo links to
 * `@@/plugin-apiReference/data`, and the releases of the history, which the version picker lists
 * on load, to the small `@@/plugin-apiReference/releases`.
 */
export default function apiReferencePlugin(api: IApi): void {
  // The key names the tmp folder; "api" alone is too generic.
  api.describe({ key: 'apiReference' });

  api.onGenerateFiles(() => {
    const libDir = resolveRcTableLib(api.cwd);
    const props = extractApi(libDir);
    for (const problem of checkDescriptions(props, descriptions)) {
      api.logger.warn(`[api reference] ${problem}`);
    }
    const rows = buildApiRows(props, descriptions, apiHistory);
    const types = buildApiTypes(extractTypes(libDir, props));
    const locales = ((api.config.locales ?? []) as Array<{ id: string }>).map(
      (locale) => locale.id,
    );
    const routes = Object.values(api.appData.routes ?? {}) as RouteLike[];
    const usedBy = Object.fromEntries(
      [...collectPages(api.cwd, routes, locales.length ? locales : ['en-US'])].map(
        ([locale, pages]) => [locale, demoUsage(pages)],
      ),
    );
    api.writeTmpFile({
      path: 'data.ts',
      content: [
        `export const libraryVersion = ${JSON.stringify(readRcTableVersion(api.cwd))};`,
        `export const types = ${JSON.stringify(types)};`,
        `export const usedBy = ${JSON.stringify(usedBy)};`,
        `export default ${JSON.stringify(rows)};`,
      ].join('\n'),
    });
    api.writeTmpFile({
      path: 'releases.ts',
      content: `export default ${JSON.stringify(apiHistory.releases)};`,
    });
  });
}
