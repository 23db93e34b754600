import { describe, expect, it } from 'vitest';
import { BUILD_BASE, BUILD_DEBUG_PAGES } from '../../src/shared/buildConstants';
import { siteTableCss } from '../../src/shared/playground/tableCss';
import {
  buildDefines,
  DEFAULT_HOSTNAME,
  DEV_OUTPUT_PATH,
  readSiteConfig,
} from '../../src/node/config';

describe('the site configuration', () => {
  it('has a default for every setting', () => {
    expect(readSiteConfig({})).toEqual({
      base: '/',
      outputPath: 'dist',
      debugPages: false,
      sourceMap: false,
      hostname: DEFAULT_HOSTNAME,
    });
  });

  it('reads each environment variable', () => {
    expect(
      readSiteConfig({
        BASE_PATH: '/table/',
        OUTPUT_PATH: 'dist-base',
        SITE_DEBUG_PAGES: '1',
        SOURCE_MAP: '1',
        SITE_HOSTNAME: 'https://example.github.io/table/',
      }),
    ).toEqual({
      base: '/table/',
      outputPath: 'dist-base',
      debugPages: true,
      sourceMap: true,
      hostname: 'https://example.github.io/table',
    });
  });

  it('keeps the dev server out of the built site: dumi dev writes its manifest elsewhere', () => {
    expect(readSiteConfig({ NODE_ENV: 'production' }).outputPath).toBe('dist');
    expect(readSiteConfig({ NODE_ENV: 'development' }).outputPath).toBe(DEV_OUTPUT_PATH);
    expect(DEV_OUTPUT_PATH).not.toMatch(/^dist/);
    expect(readSiteConfig({ NODE_ENV: 'development', OUTPUT_PATH: 'dist-dev' }).outputPath).toBe(
      'dist-dev',
    );
  });

  it('writes the base path with one slash at each end however it is given', () => {
    for (const given of ['table', '/table', 'table/', '//table//']) {
      expect(readSiteConfig({ BASE_PATH: given }).base, given).toBe('/table/');
    }
    expect(readSiteConfig({ BASE_PATH: '/' }).base).toBe('/');
    expect(readSiteConfig({ BASE_PATH: '/docs/table' }).base).toBe('/docs/table/');
  });

  it('takes only 1 as keeping debug pages, and 0 as no source maps', () => {
    expect(readSiteConfig({ SITE_DEBUG_PAGES: 'true' }).debugPages).toBe(false);
    expect(readSiteConfig({ SOURCE_MAP: '0' }).sourceMap).toBe(false);
  });

  it('hands the browser code the base path, the debug switch and the table stylesheet', () => {
    expect(
      buildDefines(readSiteConfig({ BASE_PATH: '/table/', SITE_DEBUG_PAGES: '1' }), 'td {}'),
    ).toEqual({
      'process.env.SITE_BASE': '/table/',
      'process.env.SITE_DEBUG_PAGES': '1',
      'process.env.SITE_TABLE_CSS': 'td {}',
    });
    // vitest.config.ts writes the same defines as a root build: the browser code sees them.
    expect(BUILD_BASE).toBe('/');
    expect(BUILD_DEBUG_PAGES).toBe(false);
    expect(siteTableCss()).toMatch(/\.rc-table/);
  });
});
