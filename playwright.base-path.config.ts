import { siteTestConfig } from './scripts/playwright-shared';

/**
 * End-to-end run of the sub-path build: `npm run test:e2e:base` builds the site into dist-base
 * with `BASE_PATH=/table/` (and the debug pages kept), then this config serves it under /table/ on
 * its own port and runs tests/e2e/base-path.spec.ts against it.
 */
/** Read by base-path.spec.ts, which skips itself in the ordinary (root) e2e run. */
export const basePath = (process.env.E2E_BASE_PATH ||= '/table/');

export default siteTestConfig({
  port: Number(process.env.E2E_BASE_PORT || 4390),
  dist: process.env.E2E_BASE_DIST || 'dist-base',
  base: basePath,
  testMatch: 'base-path.spec.ts',
  outputDir: 'test-results-base',
});
