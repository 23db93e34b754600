import { buildSearchIndex, type PageSource } from '../../../src/node/search/build';
import { flattenHints } from '../../../src/client/search/flatten';
import { Searcher } from '../../../src/client/search/query';
import type { SearchHint } from '../../../src/shared/search/types';

const page = (
  link: string,
  markdown: string,
  demoProps: PageSource['demoProps'] = {},
): PageSource => ({
  link,
  file: `docs${link === '/' ? '/index' : link}.md`,
  markdown,
  demoProps,
});

const english = buildSearchIndex('en-US', [
  page(
    '/demo/sticky-header',
    `---
title: Sticky header
group:
  title: Scrolling
---

# Sticky header

The header row stays on screen while the page scrolls.

<code src="../../demos/sticky-header.tsx" title="Servers" description="A long list of servers."></code>
`,
    {
      '../../demos/sticky-header.tsx': [
        { section: 'table', name: 'sticky' },
        { section: 'sticky', name: 'offsetHeader' },
      ],
    },
  ),
  page(
    '/demo/summary',
    `---
title: Summary rows
---

# Summary rows

Totals at the bottom.

## Sticky summary

Keep totals in view.
`,
  ),
  page(
    '/demo/scroll',
    `---
title: Scroll
---

# Scroll

A wide table that scrolls; the header can be made sticky too.

## Key of each row

Set rowKey so React can track rows. A row key must be unique.
`,
  ),
  page(
    '/demo/expanded-row-render',
    `---
title: Expanded rows
keywords: [expandedRowRender]
---

# Expanded rows

Rows open to show details.

<code src="../../demos/expanded-row-render.tsx" title="Orders with line items" description="Expand an order."></code>
`,
    {
      '../../demos/expanded-row-render.tsx': [
        { section: 'table', name: 'expandable' },
        { section: 'expandable', name: 'rowExpandable' },
        { section: 'expandable', name: 'expandedRowRender' },
      ],
    },
  ),
  page('/debug', '---\ntitle: Sticky debug\ndebug: true\n---\n\n# Sticky debug\n'),
]);

const chinese = buildSearchIndex('zh-CN', [
  page(
    '/zh-CN/demo/expanded-row-render',
    `---
title: 展开行
---

# 展开行

在行下方展开更多内容，例如订单明细。

## 注意事项

重新开启后，需要过滤展开的 key。
`,
  ),
  page(
    '/zh-CN/demo/fixed-columns',
    '---\ntitle: 固定列\n---\n\n# 固定列\n\n横向滚动时左右两侧的列保持不动。\n',
  ),
]);

const searcher = new Searcher(english);
const hints = (query: string, engine = searcher): SearchHint[] =>
  flattenHints(engine.search(query));
const titles = (query: string, engine = searcher) =>
  hints(query, engine).map((hint) => hint.highlightTitleTexts.map((t) => t.text).join(''));

describe('Searcher', () => {
  it('returns nothing for empty keywords', () => {
    expect(searcher.search('')).toEqual([]);
    expect(searcher.search('   ')).toEqual([]);
  });

  it('returns nothing when no word matches, and lets a word that matches nothing empty nothing', () => {
    expect(searcher.search('qwzxv')).toEqual([]);
    expect(hints('sticky qwzxv').map((hint) => hint.link)).toContain('/demo/sticky-header');
  });

  it('ranks a page-title match over a section-title match over a content match', () => {
    const found = hints('sticky');
    const page = found.find((hint) => hint.type === 'page' && hint.link === '/demo/sticky-header');
    const title = found.find(
      (hint) => hint.type === 'title' && hint.link === '/demo/summary#sticky-summary',
    );
    const content = found.find((hint) => hint.type === 'content' && hint.link === '/demo/scroll');
    expect(page!.priority).toBeGreaterThan(title!.priority);
    expect(title!.priority).toBeGreaterThan(content!.priority);
    expect(found.indexOf(page!)).toBeLessThan(found.indexOf(title!));
    expect(found.indexOf(title!)).toBeLessThan(found.indexOf(content!));
  });

  it('leaves out debug pages', () => {
    expect(titles('debug')).toEqual([]);
  });

  it('groups results under the sidebar group, or the page title', () => {
    const groups = searcher.search('sticky');
    expect(groups[0].title).toBe('Scrolling');
    expect(groups[0].hints.every((hint) => hint.pageTitle === 'Sticky header')).toBe(true);
  });

  it('finds a demo by a prop its code uses, and marks the prop', () => {
    const demo = hints('rowExpandable').find((hint) => hint.type === 'demo');
    expect(demo?.link).toBe(
      '/demo/expanded-row-render#docs-demo-expanded-row-render-demo-expanded-row-render',
    );
    expect(demo?.highlightTitleTexts.map((t) => t.text).join('')).toBe('Orders with line items');
    expect(demo?.highlightTexts.filter((t) => t.highlighted).map((t) => t.text)).toEqual([
      'rowExpandable',
    ]);
  });

  it('finds a prop of a nested config by its dotted name', () => {
    expect(hints('sticky.offsetHeader').map((hint) => hint.link)).toContain(
      '/demo/sticky-header#docs-demo-sticky-header-demo-sticky-header',
    );
  });

  it('lets rowKey, row key and rowkey meet', () => {
    for (const query of ['rowKey', 'row key', 'rowkey', 'ROWKEY']) {
      expect(
        hints(query).map((hint) => hint.link),
        query,
      ).toContain('/demo/scroll#key-of-each-row');
    }
  });

  it('forgives one typo in words of five letters or more', () => {
    expect(hints('expandabel').map((hint) => hint.link)).toEqual([
      '/demo/expanded-row-render#docs-demo-expanded-row-render-demo-expanded-row-render',
    ]);
    expect(titles('stikcy')).toContain('Sticky header');
    expect(titles('Expandde rows')).toContain('Expanded rows');
    expect(hints('stiky').map((hint) => hint.pageTitle)).toContain('Sticky header');
  });

  it('does not forgive typos in short words', () => {
    expect(hints('rwo')).toEqual([]);
  });

  it('matches prefixes while the reader is still typing', () => {
    expect(titles('stic')).toContain('Sticky header');
  });

  it('leaves out records that cover much less of the query than the best', () => {
    const links = hints('sticky summary').map((hint) => hint.link);
    expect(links).toContain('/demo/summary#sticky-summary');
    expect(links).not.toContain('/demo/sticky-header');
  });

  it('finds Chinese text without spaces, and marks the Chinese match', () => {
    const zh = new Searcher(chinese);
    expect(titles('展开', zh)).toContain('展开行');
    const content = hints('订单', zh).find((hint) => hint.type === 'content');
    expect(content?.highlightTexts.find((t) => t.highlighted)?.text).toBe('订单');
    expect(titles('两侧', zh)).toEqual(['固定列']);
    expect(hints('展开 key', zh).map((hint) => hint.link)).toEqual([
      '/zh-CN/demo/expanded-row-render#注意事项',
    ]);
  });

  it('refuses an index of another format version', () => {
    expect(() => new Searcher({ ...english, version: 1 as 2 })).toThrow(/version/);
  });
});

describe('typo tolerance on real words', () => {
  it('finds "expandable" from "expandabel"', () => {
    const index = buildSearchIndex('en-US', [
      page(
        '/api',
        '---\ntitle: API\n---\n\n# API\n\n## expandable\n\nFields of the expandable object.\n',
      ),
    ]);
    const found = hints('expandabel', new Searcher(index));
    expect(found.map((hint) => hint.link)).toContain('/api#expandable');
    expect(found[0].highlightTitleTexts).toEqual([{ text: 'expandable', highlighted: true }]);
  });
});
