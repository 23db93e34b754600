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
    environment: 'jsdom',
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    testTimeout: 20000,
  },
  // As in the site build (.dumirc.ts), for a site at the root: src/config.ts, the BUILD_* constants.
  define: Object.fromEntries(
    Object.entries(buildDefines(readSiteConfig({}), readFileSync(SITE_TABLE_CSS_PATH, 'utf8'))).map(
      ([name, value]) => [name, JSON.stringify(value)],
    ),
  ),
  esbuild: { jsx: 'automatic' },
});
