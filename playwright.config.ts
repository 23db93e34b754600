import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';
import { builtBase } from './scripts/built-base.cjs';

/**
 * E2e tests of the built site: system Chromium, two workers and one retry in CI, and the build in
 * dist/ (or `E2E_DIST`) served by scripts/serve.mjs on port 4173 (or `E2E_PORT`) under the base
 * path it was built for. `npm test` builds for `/table/`, as GitHub Pages serves the site, so one
 * build checks the pages and the sub-path; the tests read the base from `E2E_BASE_PATH`
 * (tests/e2e/fixtures.ts `at`).
 */
const port = Number(process.env.E2E_PORT || 4173);
const dist = process.env.E2E_DIST || 'dist';
const base = (process.env.E2E_BASE_PATH = builtBase(
  readFileSync(join(dist, 'index.html'), 'utf8'),
));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./scripts/summary-reporter.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --dir ${dist}`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
