import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIndexAssets } from '../../../src/node/plugins/search';
import { flattenHints } from '../../../src/client/search/flatten';
import { Searcher } from '../../../src/client/search/query';
import type { SearchIndexData } from '../../../src/shared/search/types';

const cwd = resolve(__dirname, '../../..');

/** Routes as dumi builds them from docs/: `docs/demo/x.zh-CN.md` → `/zh-CN/demo/x`. */
function docsRoutes() {
  const routes: Array<{ absPath: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(cwd, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md') && !entry.name.includes('$tab-')) {
        const locale = /\.zh-CN\.md$/.test(entry.name) ? '/zh-CN' : '';
        const path = rel
          .replace(/^docs/, '')
          .replace(/(\.zh-CN)?\.md$/, '')
          .replace(/\/index$/, '');
        routes.push({ absPath: `${locale}${path}` || '/', file: join(cwd, rel) });
      }
    }
  };
  walk('docs');
  return routes;
}

const assets = buildIndexAssets(cwd, docsRoutes(), ['en-US', 'zh-CN']);
const data = (locale: string) => JSON.parse(assets.get(locale)!.content) as SearchIndexData;
const en = new Searcher(data('en-US'));
const zh = new Searcher(data('zh-CN'));
const links = (searcher: Searcher, query: string) =>
  flattenHints(searcher.search(query)).map((hint) => hint.link);

describe('the site index', () => {
  it('emits one content-hashed asset per locale', () => {
    expect([...assets.keys()]).toEqual(['en-US', 'zh-CN']);
    expect(assets.get('en-US')!.fileName).toMatch(/^search-index\.en-US\.[0-9a-f]{8}\.json$/);
    expect(assets.get('zh-CN')!.fileName).toMatch(/^search-index\.zh-CN\.[0-9a-f]{8}\.json$/);
  });

  it('keeps each locale to its own pages', () => {
    expect(data('en-US').pages.every((page) => !page.link.startsWith('/zh-CN'))).toBe(true);
    expect(data('zh-CN').pages.every((page) => page.link.startsWith('/zh-CN'))).toBe(true);
    expect(data('zh-CN').pages.length).toBe(data('en-US').pages.length);
  });

  it('stays within 60 KB gzip per locale', () => {
    for (const asset of assets.values()) {
      expect(gzipSync(asset.content).length).toBeLessThan(60 * 1024);
    }
  });

  it('"fixed" lists the fixed-columns demos in both locales', () => {
    for (const [searcher, prefix] of [
      [en, ''],
      [zh, '/zh-CN'],
    ] as const) {
      const found = links(searcher, 'fixed');
      expect(found).toContain(`${prefix}/demo/fixed-columns`);
      expect(found).toContain(`${prefix}/demo/fixed-columns-and-header`);
    }
  });

  it('"rowExpandable" finds the expanded-row-render demo through its code', () => {
    expect(links(en, 'rowExpandable')).toContain(
      '/demo/expanded-row-render#docs-demo-expanded-row-render-demo-expanded-row-render',
    );
  });

  it('"展开" finds the expansion demos in Chinese', () => {
    const found = links(zh, '展开');
    expect(found).toContain('/zh-CN/demo/expanded-row-render');
    expect(found.some((link) => link.startsWith('/zh-CN/demo/expand-icon'))).toBe(true);
  });

  it('"expandabel" still finds expandable', () => {
    expect(links(en, 'expandabel').length).toBeGreaterThan(0);
    expect(
      flattenHints(en.search('expandabel'))[0].highlightTexts.some(
        (t) => t.highlighted && /expandable/i.test(t.text),
      ),
    ).toBe(true);
  });
});

describe('tab pages', () => {
  it('indexes `page.$tab-<key>.md` under `page?tab=<key>`, as dumi shows it', () => {
    // Inside the project, so rc-table's types resolve from its node_modules.
    const dir = join(cwd, 'node_modules/.cache/search-tab-test');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs/guide.md'), '---\ntitle: Guide\n---\n\n# Guide\n\nIntro.\n');
    writeFileSync(
      join(dir, 'docs/guide.$tab-upgrade.md'),
      '---\ntitle: Upgrade\n---\n\n## Breaking changes\n\nRenamed props.\n',
    );
    writeFileSync(
      join(dir, 'docs/guide.$tab-upgrade.zh-CN.md'),
      '---\ntitle: 升级\n---\n\n## 不兼容变更\n\n属性改名。\n',
    );
    writeFileSync(join(dir, 'docs/guide.zh-CN.md'), '---\ntitle: 指南\n---\n\n# 指南\n');
    const tabAssets = buildIndexAssets(
      dir,
      [
        { absPath: '/guide', file: join(dir, 'docs/guide.md') },
        { absPath: '/zh-CN/guide', file: join(dir, 'docs/guide.zh-CN.md') },
      ],
      ['en-US', 'zh-CN'],
    );
    const search = (locale: string, query: string) =>
      flattenHints(new Searcher(JSON.parse(tabAssets.get(locale)!.content)).search(query)).map(
        (hint) => hint.link,
      );
    expect(search('en-US', 'renamed')).toEqual(['/guide?tab=upgrade#breaking-changes']);
    expect(search('zh-CN', '改名')).toEqual(['/zh-CN/guide?tab=upgrade#不兼容变更']);
    rmSync(dir, { recursive: true, force: true });
  });
});
