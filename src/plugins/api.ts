import type { IApi } from 'dumi';
import { descriptions } from '../api/descriptions';
import { extractApi, extractTypes, readRcTableVersion, resolveRcTableLib } from '../api/extract';
import { buildApiRows, buildApiTypes, checkDescriptions } from '../api/model';

/**
 * Builds the API reference at build time: reads the installed rc-table's declaration files, joins
 * them with src/api/descriptions.ts and writes the rows and the Types section's entries to `@@/plugin-apiReference/data`, which
 * the `ApiTable` builtin renders.
 */
export default function apiReferencePlugin(api: IApi): void {
  // The key names the tmp folder (`plugin-apiReference`); "api" alone is too generic a key.
  api.describe({ key: 'apiReference' });

  api.onGenerateFiles(() => {
    const libDir = resolveRcTableLib(api.cwd);
    const props = extractApi(libDir);
    for (const problem of checkDescriptions(props, descriptions)) {
      api.logger.warn(`[api reference] ${problem}`);
    }
    const rows = buildApiRows(props, descriptions);
    const types = buildApiTypes(extractTypes(libDir, props));
    api.writeTmpFile({
      path: 'data.ts',
      content: [
        `export const libraryVersion = ${JSON.stringify(readRcTableVersion(api.cwd))};`,
        `export const types = ${JSON.stringify(types)};`,
        `export default ${JSON.stringify(rows)};`,
      ].join('\n'),
    });
  });
}
