import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

/**
 * End-to-end run of the sub-path build: `npm run test:e2e:base` builds the site into dist-base
 * with `BASE_PATH=/table/` (and the debug pages kept), then this config serves it under /table/ on
 * its own port and runs tests/e2e/base-path.spec.ts against it.
 */
const port = Number(process.env.E2E_BASE_PORT || 4390);
const dist = process.env.E2E_BASE_DIST || 'dist-base';
/** Read by base-path.spec.ts, which skips itself in the ordinary (root) e2e run. */
export const basePath = (process.env.E2E_BASE_PATH ||= '/table/');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: 'base-path.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --dir ${dist} --base ${basePath}`,
    url: `http://127.0.0.1:${port}${basePath}`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
