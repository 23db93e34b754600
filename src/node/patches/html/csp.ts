import type { IApi } from 'dumi';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { applySitePolicies } from '../../csp/site';
import { stackBlitzFrameScripts } from '../../csp/stackBlitzFrame';

/**
 * Where this page rewrite runs among all `modifyExportHTMLFiles` hooks: after every other one
 * (umi's export, dumi's, the page-head and app-script patches), so the hashes are those of the
 * scripts the final pages hold.
 */
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
 * The `content-security-policy` patch (README.md in this folder): gives every exported page its
 * Content-Security-Policy (src/node/csp/ computes it): a `<meta>` as the first governed element of
 * its `<head>`, and all of them in `_headers` in the output folder. Fails the build when a page
 * holds anything its policy would block, or when a page has no place for the `<meta>`.
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
