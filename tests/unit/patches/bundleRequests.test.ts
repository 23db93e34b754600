import { describe, expect, it } from 'vitest';
import {
  GLOBAL_REGENERATOR_REQUEST,
  PURE_DUMI_API,
  babelRuntimeRequest,
} from '../../../src/node/patches';

const root = '/site/node_modules/@babel/runtime';

describe('Babel helpers come from one copy', () => {
  it('sends nested copies, by name or by path, to the installed @babel/runtime', () => {
    expect(babelRuntimeRequest('@babel/runtime/helpers/esm/objectSpread2', root)).toBe(
      `${root}/helpers/esm/objectSpread2`,
    );
    expect(
      babelRuntimeRequest(
        '/site/node_modules/@umijs/babel-preset-umi/node_modules/@babel/runtime/helpers/slicedToArray.js',
        root,
      ),
    ).toBe(`${root}/helpers/slicedToArray.js`);
    expect(
      babelRuntimeRequest(
        '/site/node_modules/@umijs/renderer-react/node_modules/@babel/runtime/helpers/esm/extends',
        root,
      ),
    ).toBe(`${root}/helpers/esm/extends`);
  });

  it('keeps the CommonJS or ES module flavour the importer asked for', () => {
    expect(babelRuntimeRequest('@babel/runtime/helpers/interopRequireDefault', root)).toBe(
      `${root}/helpers/interopRequireDefault`,
    );
  });

  it('leaves every other request alone', () => {
    expect(babelRuntimeRequest('@babel/runtime-corejs3/helpers/extends', root)).toBeNull();
    expect(babelRuntimeRequest('react', root)).toBeNull();
  });
});

describe('the global regenerator polyfill', () => {
  it('is recognised by name and by the path umi writes into its polyfill entry', () => {
    expect(
      GLOBAL_REGENERATOR_REQUEST.test('/site/node_modules/regenerator-runtime/runtime.js'),
    ).toBe(true);
    expect(GLOBAL_REGENERATOR_REQUEST.test('regenerator-runtime/runtime')).toBe(true);
    expect(GLOBAL_REGENERATOR_REQUEST.test('@babel/runtime/helpers/esm/regeneratorRuntime')).toBe(
      false,
    );
  });
});

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
