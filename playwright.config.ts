import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium';
import { builtBase } from './scripts/built-base.cjs';

/**
 * Playwright's context reuse (its `--ui` mode's): each test still gets a context of its own
 * options, cleared between tests (about:blank, storage, cookies, permissions, the test's routes,
 * init scripts and bindings, other pages closed), but its renderer and HTTP cache carry over: ten
 * demo-page tests take 30 core-seconds here with a new context each, 17 reused.
 * `tests/e2e/isolation.spec.ts` holds what a test leaves behind. The option is
 * internal to Playwright (pinned at 1.56.1), so it is set by its name, which the type does not list.
 */
const reuseContexts = { _optionContextReuseMode: 'when-possible' } as object;

/**
 * E2e tests of the built site: system Chromium, two workers (Playwright's default is half the
 * cores, one here, which doubles the stage), one retry in CI, and the build in
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
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./scripts/summary-reporter.mjs']],
  use: {
    ...reuseContexts,
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
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
