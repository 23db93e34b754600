import { siteTestConfig } from './scripts/playwright-shared';

/** E2e tests of the root build: `E2E_DIST=dist-x E2E_PORT=4300` tests another output folder. */
export default siteTestConfig({
  port: Number(process.env.E2E_PORT || 4173),
  dist: process.env.E2E_DIST || 'dist',
  testMatch: '**/*.spec.ts',
  // The sub-path build has its own config: playwright.base-path.config.ts.
  testIgnore: '**/base-path.spec.ts',
});
