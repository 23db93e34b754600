import type { IApi } from 'dumi';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { applySitePolicies } from '../csp/site';
import { stackBlitzFrameScripts } from '../csp/stackBlitzFrame';

/**
 * Where this plugin's page rewrite runs among all `modifyExportHTMLFiles` hooks: after every
 * other one (umi's export, dumi's, src/plugins/appScript.ts, src/plugins/pageHead.ts), so the
 * hashes are those of the scripts the final pages hold.
 */
export const CSP_STAGE = Number.POSITIVE_INFINITY;

/** The SDK module webpack bundles (`module` of its package.json), whose frame script is hashed. */
export function stackBlitzSdkModule(): string {
  const manifestPath = createRequire(__filename).resolve('@stackblitz/sdk/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { module?: string; main: string };
  return join(dirname(manifestPath), manifest.module ?? manifest.main);
}

/**
 * Gives every exported page its Content-Security-Policy (src/csp/): a `<meta>` as the first
 * governed element of its `<head>`, and all of them in `_headers` in the output folder. Fails the
 * build when a page holds anything its policy would block.
 */
export default function cspPlugin(api: IApi): void {
  api.describe({ key: 'csp' });
  api.modifyExportHTMLFiles({
    stage: CSP_STAGE,
    fn: (files) => {
      const { files: withPolicies, headers } = applySitePolicies(files, {
        base: api.config.base ?? '/',
        frameScripts: stackBlitzFrameScripts(readFileSync(stackBlitzSdkModule(), 'utf8')),
      });
      writeFileSync(join(api.paths.absOutputPath, '_headers'), headers);
      return withPolicies;
    },
  });
}
