import { describe, expect, it } from 'vitest';
import { PURE_DUMI_API, THEME_BUILTIN, emptyNoscriptNotice } from '../../../src/node/patches';

describe('modules marked free of side effects', () => {
  it("are dumi's theme API modules and umi's generated export barrels", () => {
    for (const file of [
      '/site/node_modules/dumi/dist/client/theme-api/index.js',
      '/site/node_modules/dumi/dist/client/theme-api/DumiDemo/index.js',
      '/site/.dumi/tmp-production/dumi/exports.ts',
      '/site/.dumi/tmp/exports.ts',
    ]) {
      expect(PURE_DUMI_API.test(file), file).toBe(true);
    }
  });

  it('leave stylesheets, the theme and generated code with effects alone', () => {
    for (const file of [
      '/site/node_modules/dumi/theme-default/slots/Header/index.js',
      '/site/node_modules/dumi/dist/client/theme-api/style.less',
      '/site/.dumi/tmp-production/core/polyfill.ts',
      '/site/.dumi/tmp-production/umi.ts',
    ]) {
      expect(PURE_DUMI_API.test(file), file).toBe(false);
    }
  });
});

describe("the theme's builtins, marked free of side effects", () => {
  it("are the entry module of each builtin, dumi's or the site's", () => {
    for (const file of [
      '/site/node_modules/dumi/theme-default/builtins/Tree/index.js',
      '/site/.dumi/theme/builtins/Previewer/index.tsx',
    ]) {
      expect(THEME_BUILTIN.test(file), file).toBe(true);
    }
  });

  it('leave the rest of the theme alone', () => {
    for (const file of [
      '/site/node_modules/dumi/theme-default/builtins/Previewer/index.less',
      '/site/.dumi/theme/builtins/ApiTable/rows.ts',
      '/site/.dumi/theme/slots/Header/index.tsx',
    ]) {
      expect(THEME_BUILTIN.test(file), file).toBe(false);
    }
  });
});

describe("umi's <noscript> notice", () => {
  it("is emptied, and the site's own notice kept", () => {
    const page =
      '<body><noscript><b>Enable JavaScript to run this app.</b></noscript><div id="root"><noscript><p>Every page reads without JavaScript.</p></noscript></div></body>';
    expect(emptyNoscriptNotice(page)).toBe(
      '<body><noscript></noscript><div id="root"><noscript><p>Every page reads without JavaScript.</p></noscript></div></body>',
    );
  });
});
