import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { buildDefines, readSiteConfig } from './src/config';
import { SITE_TABLE_CSS_PATH } from './src/playground/tableCss';

/**
 * dumi's theme slots and builtins (`dumi/theme/slots/Navbar`, …) exist only in its build, where
 * they resolve to the site's or dumi's components. In unit tests each resolves to a component
 * that renders nothing; a test that needs one mocks it with `vi.mock('dumi/theme/slots/…')`.
 */
const dumiThemeStubs = {
  name: 'dumi-theme-stubs',
  resolveId(id: string) {
    return id.startsWith('dumi/theme/') ? `\0${id}` : undefined;
  },
  load(id: string) {
    return id.startsWith('\0dumi/theme/')
      ? 'export default function DumiThemeStub() { return null; }'
      : undefined;
  },
};

export default defineConfig({
  plugins: [dumiThemeStubs],
  test: {
    globals: true,
    // Worker threads, one per core: each test file starts in a fresh context, and threads start
    // those faster than child processes (the suite's time is mostly that start-up, not its tests).
    pool: 'threads',
    maxWorkers: 2,
    minWorkers: 1,
    css: false,
    testTimeout: 20000,
    // Components render in jsdom; the site's plain TypeScript runs in Node, which starts a test
    // file in a fraction of jsdom's time (a `.test.ts` that needs the DOM says
    // `// @vitest-environment jsdom` in its first lines, and gets the DOM setup too).
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/setup-dom-if-jsdom.ts'],
        },
      },
    ],
  },
  // As in the site build (.dumirc.ts), for a site at the root: src/config.ts, the BUILD_* constants.
  define: Object.fromEntries(
    Object.entries(buildDefines(readSiteConfig({}), readFileSync(SITE_TABLE_CSS_PATH, 'utf8'))).map(
      ([name, value]) => [name, JSON.stringify(value)],
    ),
  ),
  esbuild: { jsx: 'automatic' },
});
