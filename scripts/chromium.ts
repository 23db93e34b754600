/**
 * Finds a Chromium for the end-to-end tests: $CHROMIUM_PATH first, then Debian's
 * /usr/bin/chromium, then other common locations. Playwright's own browser download does not
 * work on machines without internet access, so the tests always use a system browser.
 */
import { existsSync } from 'node:fs';

export const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const INSTALL_HINT =
  'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; ' +
  'macOS: `brew install --cask chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.';

/** Returns the path of a Chromium binary, or throws with INSTALL_HINT. */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(
      `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, but there is no file there. ${INSTALL_HINT}`,
    );
  }
  const found = CANDIDATES.find((path) => exists(path));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

/** Debian's `chromium-headless-shell`: Chromium's old headless mode, a build without the browser's own UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: $CHROMIUM_PATH if set, else the headless shell where it is
 * installed, else {@link findChromium}'s. The shell renders with the same Blink and gives the same
 * accessibility tree (the demo facts derive the same in both) for about a third less CPU per page
 * here, which is what the e2e stages are bound by; Playwright picks it for headless runs for that
 * reason. The benchmark and Lighthouse keep the full browser, which readers run.
 */
export function findTestChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (!env.CHROMIUM_PATH && exists(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium(env, exists);
}

/** Flags for headless Chromium on a machine without network access or a GPU. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
