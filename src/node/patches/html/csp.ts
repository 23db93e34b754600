import type { IApi } from 'dumi';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { applySitePolicies } from '../../csp/site';
import { stackBlitzFrameScripts } from '../../csp/stackBlitzFrame';

/** After every other `modifyExportHTMLFiles` hook, so the hashes are those of the final pages' scripts. */
export const CSP_STAGE = Number.POSITIVE_INFINITY;

/** The SDK module webpack bundles (`module` of its package.json), whose frame script is hashed. */
export function stackBlitzSdkModule(): string {
  const manifestPath = createRequire(__filename).resolve('@stackblitz/sdk/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    module?: string;
    main: string;
  };
  return join(dirname(manifestPath), manifest.module ?? manifest.main);
}

/**
 * `content-security-policy`: every exported page gets its policy (computed by src/node/csp/) as a
 * `<meta>` in its `<head>`, and all of them go to `_headers`. Fails the build when a page holds
 * anything its policy would block, or has no place for the `<meta>`.
 */
export function contentSecurityPolicy(api: IApi): void {
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
