import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { buildDefines, readSiteConfig } from './src/node/config';
import { SITE_TABLE_CSS_PATH } from './src/shared/playground/tableCss';

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
  resolve: {
    alias: {
      // The theme's imports of the site's code, as in the build (.dumirc.ts).
      '@site': join(__dirname, 'src'),
    },
  },
  test: {
    globals: true,
    // Worker threads, one per core: each component test file starts in a fresh context, and
    // threads start those faster than child processes (that start-up is most of their time). The
    // node project below runs in the forks pool, set here to share one context per process.
    pool: 'threads',
    poolOptions: { forks: { isolate: false } },
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
          sequence: { groupOrder: 1 },
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
          // The site's plain TypeScript keeps no state between calls: the files of a process share
          // one module cache instead of each importing it again (55 s → 15 s here), in the forks
          // pool, which the root options leave unisolated (isolation is a pool's setting, not a
          // project's). A file that changes something global restores it in afterEach.
          pool: 'forks',
          // Before the components, not beside them: the two pools at once (four workers on two
          // cores) took 108 s here, one after the other 102 s.
          sequence: { groupOrder: 0 },
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/setup-dom-if-jsdom.ts'],
        },
      },
    ],
  },
  // As in the site build (.dumirc.ts), for a site at the root: src/node/config.ts, the BUILD_* constants.
  define: Object.fromEntries(
    Object.entries(buildDefines(readSiteConfig({}), readFileSync(SITE_TABLE_CSS_PATH, 'utf8'))).map(
      ([name, value]) => [name, JSON.stringify(value)],
    ),
  ),
  esbuild: { jsx: 'automatic' },
});
