import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

/**
 * The Playwright settings both e2e configs share: system Chromium, two workers and one retry in
 * CI, and the built site served by scripts/serve.mjs from `dist` under `base` on `port`.
 */
export function siteTestConfig(options: {
  port: number;
  dist: string;
  base?: string;
  testMatch: string;
  testIgnore?: string;
  /** Where failures leave their screenshots: one folder a run, as runs may go side by side. */
  outputDir?: string;
}) {
  const base = options.base ?? '/';
  const baseArg = base === '/' ? '' : ` --base ${base}`;
  return defineConfig({
    testDir: 'tests/e2e',
    outputDir: options.outputDir ?? 'test-results',
    testMatch: options.testMatch,
    testIgnore: options.testIgnore,
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    retries: process.env.CI ? 1 : 0,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    reporter: [['list'], ['./scripts/summary-reporter.mjs']],
    use: {
      baseURL: `http://127.0.0.1:${options.port}`,
      browserName: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      trace: 'off',
      screenshot: 'only-on-failure',
    },
    webServer: {
      command: `node scripts/serve.mjs --port ${options.port} --dir ${options.dist}${baseArg}`,
      url: `http://127.0.0.1:${options.port}${base}`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  });
}
