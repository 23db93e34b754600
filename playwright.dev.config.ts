import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium';

/** The dev-server check (`npm run test:e2e:dev`): `npm start`'s server on its own port, one page of each kind. */
const port = Number(process.env.E2E_DEV_PORT || 8765);

export default defineConfig({
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results-dev',
  // Waits for the dev server's first compile (it answers with a progress page until then).
  globalSetup: './tests/e2e-dev/warmup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./scripts/summary-reporter.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    // dumi's dev server, as `npm start` runs it; the first request waits for its first compile.
    command: `npx dumi dev`,
    env: { PORT: String(port), BROWSER: 'none' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
  },
});
