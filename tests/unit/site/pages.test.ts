import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

interface FrontMatter {
  title?: string;
  description?: string;
  keywords?: string[];
  group?: { title: string; order: number };
  order?: number;
  debug?: boolean;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : path.endsWith('.md') ? [path] : [];
  });
}

function frontMatter(path: string): FrontMatter {
  const match = readFileSync(path, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  if (!match) throw new Error(`${path} has no front matter`);
  return yaml.load(match[1]) as FrontMatter;
}

/** The catalogue's groups in sidebar order, English and Chinese. */
const GROUPS: Array<[string, string, string[]]> = [
  [
    'Basics',
    '基础',
    [
      'simple',
      'jsx',
      'key',
      'no-data',
      'hide-header',
      'title-and-footer',
      'caption',
      'class-name',
      'row-and-cell-click',
    ],
  ],
  [
    'Columns and cells',
    '列与单元格',
    [
      'grouping-columns',
      'colspan-rowspan',
      'colspan-rowspan-legacy',
      'ellipsis',
      'ellipsis-custom-tooltip',
      'dropdown',
    ],
  ],
  [
    'Expansion and trees',
    '展开与树形',
    ['nested', 'children-indent', 'expanded-row-render', 'expand-icon', 'sub-table'],
  ],
  [
    'Scrolling and fixed layout',
    '滚动与固定布局',
    [
      'scroll-x',
      'scroll-y',
      'scroll-xy',
      'fixed-columns',
      'fixed-columns-auto-height',
      'fixed-columns-and-header',
      'fixed-columns-and-header-rtl',
      'fixed-columns-resize',
      'sticky-header',
      'sticky-header-and-summary',
    ],
  ],
  ['Customisation', '自定义', ['column-resize', 'react-dnd', 'styled-components', 'animation']],
  ['Accessibility', '无障碍', ['scope-col', 'scope-row', 'aria']],
  ['Performance', '性能', ['virtual-list', 'virtual-list-grid']],
];

const pages = markdownFiles('docs');
const english = pages.filter((p) => !p.endsWith('.zh-CN.md'));
/** Debug-only test fixtures (not demos of the catalogue), e.g. the crashing demo of the e2e tests. */
const FIXTURES = ['docs/demo/crash.md'];

describe('pages', () => {
  it.each(english)('%s has a Chinese page', (path) => {
    expect(pages).toContain(path.replace(/\.md$/, '.zh-CN.md'));
  });

  it.each(pages)('%s has valid front matter with a title and a description', (path) => {
    const meta = frontMatter(path);
    expect(meta.title?.trim()).toBeTruthy();
    expect(meta.description?.trim()).toBeTruthy();
  });

  it.each(pages)(
    '%s asks for no home-page hero or features, which the layout does not render',
    (path) => {
      // .dumi/theme/layouts/DocLayout leaves dumi's Hero and Features slots out.
      expect(Object.keys(frontMatter(path))).not.toContain('hero');
      expect(Object.keys(frontMatter(path))).not.toContain('features');
    },
  );

  it('has exactly one page per demo of the catalogue (39), plus the debug-only hover-perf', () => {
    const demoPages = english.filter(
      (p) => p.startsWith('docs/demo/') && !p.endsWith('index.md') && !FIXTURES.includes(p),
    );
    const names = demoPages.map((p) => p.replace(/^docs\/demo\/|\.md$/g, '')).sort();
    const catalogue = GROUPS.flatMap(([, , list]) => list);
    expect(catalogue).toHaveLength(39);
    expect(names).toEqual([...catalogue, 'hover-perf'].sort());
    const demoFiles = readdirSync('demos')
      .filter((f) => f.endsWith('.tsx') && !f.startsWith('_'))
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();
    expect(demoFiles).toEqual(names);
  });

  it('groups demo pages in the catalogue order, in both languages', () => {
    GROUPS.forEach(([en, zh, list], index) => {
      list.forEach((name, position) => {
        const enMeta = frontMatter(`docs/demo/${name}.md`);
        const zhMeta = frontMatter(`docs/demo/${name}.zh-CN.md`);
        expect(enMeta.group, name).toEqual({ title: en, order: index + 1 });
        expect(zhMeta.group, name).toEqual({ title: zh, order: index + 1 });
        expect(enMeta.order, name).toBe(position + 1);
        expect(zhMeta.order, name).toBe(position + 1);
        expect(enMeta.keywords?.length, name).toBeGreaterThan(0);
      });
    });
  });

  it('embeds each demo from its own file and keeps hover-perf out of production', () => {
    for (const path of english.filter(
      (p) => p.startsWith('docs/demo/') && !p.endsWith('index.md') && !FIXTURES.includes(p),
    )) {
      const name = path.replace(/^docs\/demo\/|\.md$/g, '');
      for (const file of [path, path.replace(/\.md$/, '.zh-CN.md')]) {
        expect(readFileSync(file, 'utf8'), file).toContain(`<code src="../../demos/${name}.tsx"`);
      }
    }
    expect(frontMatter('docs/demo/hover-perf.md').debug).toBe(true);
    expect(frontMatter('docs/demo/hover-perf.zh-CN.md').debug).toBe(true);
    for (const fixture of FIXTURES) {
      expect(frontMatter(fixture).debug, fixture).toBe(true);
      expect(frontMatter(fixture.replace(/\.md$/, '.zh-CN.md')).debug, fixture).toBe(true);
    }
  });
});
