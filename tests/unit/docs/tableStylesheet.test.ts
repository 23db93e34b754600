import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdNode } from '@site/node/api/propsUsedMarkdown';
import { fillClasses } from '@site/node/plugins/remarkClasses';

const SHEET = readFileSync('src/styles/table.css', 'utf8');
const { fromMarkdown } = await import('mdast-util-from-markdown');
const require = createRequire(import.meta.url);
const RC_TABLE_SHEET = readFileSync(require.resolve('rc-table/assets/index.css'), 'utf8');

/** The selectors of every rule of a plain stylesheet (comments dropped). */
const selectorsOf = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) =>
    match[1].split(',').map((selector) => selector.trim()),
  );

describe('the table stylesheet on /classes', () => {
  it.each(['docs/classes.md', 'docs/classes.zh-CN.md'])(
    '%s shows src/styles/table.css exactly',
    (page) => {
      // The page's `<!-- table-css -->` marker, filled in as the build fills it.
      const tree = fromMarkdown(readFileSync(page, 'utf8')) as unknown as MdNode;
      fillClasses(tree, join(process.cwd(), page), process.cwd());
      const blocks = (tree.children ?? []).filter((node) => node.type === 'code');
      expect(blocks.map((node) => [node.lang, node.value])).toEqual([['css', SHEET.trimEnd()]]);
    },
  );

  it('starts every rule with html (after its :root colours), so it wins over rc-table’s sheet in any order', () => {
    const selectors = selectorsOf(SHEET);
    expect(selectors[0]).toBe(':root');
    expect(selectors.slice(1).length).toBeGreaterThan(20);
    expect(selectors.slice(1).filter((selector) => !selector.startsWith('html '))).toEqual([]);
  });

  it('is what the site loads (global.less imports it) for the table in light mode', () => {
    expect(readFileSync('.dumi/global.less', 'utf8')).toContain(
      "@import (less) '../src/styles/table.css';",
    );
  });
});

describe("what the index page says about rc-table's assets/index.css", () => {
  it('draws in debugging colours (red borders, green shadows) at 12 px', () => {
    expect(RC_TABLE_SHEET).toMatch(/border: 1px solid red;/);
    expect(RC_TABLE_SHEET).toMatch(/box-shadow: inset 10px 0 8px -8px green;/);
    expect(RC_TABLE_SHEET).toMatch(/\.rc-table \{[^}]*font-size: 12px;/);
  });

  it('shades every cell under an expanded row, a nested table’s too (a descendant selector)', () => {
    expect(RC_TABLE_SHEET).toMatch(
      /\.rc-table-expanded-row \.rc-table-cell \{\s*box-shadow: inset 0 8px 8px -8px green;/,
    );
  });

  it('holds the rules for ellipsis, fixed-column shadows, the expand icon and the sticky scroll bar', () => {
    const selectors = selectorsOf(RC_TABLE_SHEET);
    expect(selectors).toContain('.rc-table-cell.rc-table-cell-ellipsis');
    expect(selectors).toContain('.rc-table-cell-fix-left-first::after');
    expect(selectors).toContain('.rc-table-row-expand-icon');
    expect(selectors).toContain('.rc-table-sticky-scroll-bar');
  });
});
