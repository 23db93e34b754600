import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIndexAssets, searchApi } from '../../../src/node/plugins/search';
import { qualifiedPropName } from '../../../src/node/search/build';
import { flattenHints } from '../../../src/client/search/flatten';
import { Searcher } from '../../../src/client/search/query';
import type { SearchIndexData } from '../../../src/shared/search/types';
import { docsRoutes } from '../../support/docsRoutes';

const cwd = resolve(__dirname, '../../..');

const assets = buildIndexAssets(cwd, docsRoutes(cwd), ['en-US', 'zh-CN']);
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

describe('the API reference in the index', () => {
  const api = searchApi(cwd);
  const engines = [
    [en, ''],
    [zh, '/zh-CN'],
  ] as const;

  it('opens the row of every prop first by its path (`column.fixed`), in both languages', () => {
    for (const [searcher, prefix] of engines) {
      for (const row of api.rows) {
        const name = qualifiedPropName(row);
        // The top-level `indentSize` is deprecated for `expandable.indentSize`, which comes first.
        const publicTwin = api.rows.find(
          (other) =>
            row.status !== 'normal' &&
            other.status === 'normal' &&
            qualifiedPropName(other).split('.').pop() === name,
        );
        expect(links(searcher, name)[0], `${prefix} ${name}`).toBe(
          `${prefix || '/'}#${(publicTwin ?? row).anchor}`,
        );
      }
    }
  });

  it('opens a row of that name first by a bare prop name (`rowExpandable`, `fixed`)', () => {
    for (const [searcher, prefix] of engines) {
      for (const row of api.rows) {
        const name = qualifiedPropName(row).split('.').pop()!;
        const anchors = api.rows
          .filter((other) => qualifiedPropName(other).split('.').pop() === name)
          .map((other) => `${prefix || '/'}#${other.anchor}`);
        expect(anchors, `${prefix} ${name}`).toContain(links(searcher, name)[0]);
      }
    }
  });

  it('opens the entry of every type first by its name, in both languages', () => {
    for (const [searcher, prefix] of engines) {
      for (const type of api.types) {
        expect(links(searcher, type.name)[0], type.name).toBe(`${prefix || '/'}#${type.anchor}`);
      }
    }
  });

  it('opens the API section, whose table lists it, first by an export’s name, in both languages', () => {
    // The exports the API section's table lists (docs/index.md): not all of them are types.
    for (const name of [
      'Table',
      'Column',
      'ColumnGroup',
      'EXPAND_COLUMN',
      'genTable',
      'TableProps',
    ]) {
      expect(links(en, name)[0], name).toBe('/#api');
      expect(links(zh, name)[0], name).toBe('/zh-CN#api');
    }
  });

  it('lists the demos that use a prop after its row', () => {
    const found = links(en, 'expandable.rowExpandable');
    expect(found[0]).toBe('/#prop-expandable-rowexpandable');
    expect(found.slice(1)).toContain(
      '/demo/expanded-row-render#docs-demo-expanded-row-render-demo-expanded-row-render',
    );
  });

  it('labels each result with its kind and the headings it sits under', () => {
    const [row] = flattenHints(zh.search('sticky.offsetHeader'));
    expect(row.kind).toBe('api');
    expect(row.path).toEqual(['rc-table', '属性', 'sticky']);
    const [release] = flattenHints(en.search('7.30.0'));
    expect([release.kind, release.link, release.path]).toEqual([
      'changelog',
      '/changelog#7300',
      ['Changelog'],
    ]);
    expect(flattenHints(en.search('virtual list'))[0].kind).toBe('demo');
    expect(flattenHints(en.search('upgrade'))[0].kind).toBe('guide');
  });

  it('narrows the results to one kind', () => {
    for (const kind of ['api', 'demo', 'guide', 'changelog'] as const) {
      const found = flattenHints(en.search('sticky', { kind }));
      expect(found.length, kind).toBeGreaterThan(0);
      expect(
        found.every((hint) => hint.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it('opens every noted release of the changelog by its number', () => {
    const releases = data('en-US').records.filter((record) => record[1] === 'release');
    expect(releases.length).toBeGreaterThan(90);
    for (const [, , title, , , anchor] of releases) {
      expect(links(en, title)[0], title).toBe(`/changelog#${anchor}`);
    }
  });
});

describe('questions in words', () => {
  it('weighs nothing on common words, in either language', () => {
    expect(links(en, 'how to use the virtual list')[0]).toBe(links(en, 'virtual list')[0]);
    expect(links(zh, '如何使用虚拟列表')[0]).toBe(links(zh, '虚拟列表')[0]);
  });

  it('reads a number of rows as a question about the virtual list', () => {
    expect(links(en, 'render 100000 rows')[0]).toMatch(/^\/demo\/virtual-list/);
    expect(links(en, '50,000 rows')[0]).toMatch(/^\/demo\/virtual-list/);
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
