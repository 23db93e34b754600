import type { Proof } from '../support/claims';

/**
 * Every statement the site makes about what rc-table 7.30.3 (or a demo built on it) does, by
 * claim id, with its proof. Pages carry the ids as `<!-- claim: id -->` lines in their "Try it"
 * and "Pitfalls" items, the same id in both languages; API rows are `api/<section>/<prop>`.
 * tests/unit/claims/inventory.test.ts holds the two together.
 */
export const CLAIMS: Record<string, Proof> = {
  'caption/switch-names-table': {
    test: 'tests/unit/demos/basics.test.tsx › demo: caption › names the table by its caption, a string or a node with its own markup',
  },
  'caption/node-text-is-name': {
    test: 'tests/unit/demos/basics.test.tsx › demo: caption › names the table by its caption, a string or a node with its own markup',
  },
  'caption/not-placed-by-stylesheet': { lib: 'assets/index.css', lacks: 'caption' },
  'caption/stays-with-body-table': {
    lib: 'lib/Table.js',
    line: 566,
    has: 'captionElement, bodyColGroup, bodyTable',
  },
};

/**
 * Pages whose "Try it" and "Pitfalls" items are not yet audited item by item into claims. The
 * inventory test fails for a page listed here that has become complete, so the list only shrinks.
 */
export const PENDING_PAGES: readonly string[] = [
  'animation',
  'aria',
  'children-indent',
  'class-name',
  'colspan-rowspan-legacy',
  'colspan-rowspan',
  'column-resize',
  'dropdown',
  'ellipsis-custom-tooltip',
  'ellipsis',
  'expand-icon',
  'expanded-row-render',
  'fixed-columns-and-header-rtl',
  'fixed-columns-and-header',
  'fixed-columns-auto-height',
  'fixed-columns-resize',
  'fixed-columns',
  'grouping-columns',
  'hide-header',
  'hover-perf',
  'jsx',
  'key',
  'nested',
  'no-data',
  'react-dnd',
  'row-and-cell-click',
  'scope-col',
  'scope-row',
  'scroll-x',
  'scroll-xy',
  'scroll-y',
  'simple',
  'sticky-header-and-summary',
  'sticky-header',
  'styled-components',
  'sub-table',
  'title-and-footer',
  'virtual-list-grid',
  'virtual-list',
];

/** API sections whose rows are not yet in the inventory (see PENDING_PAGES). */
export const PENDING_API_SECTIONS: readonly string[] = [
  'table',
  'column',
  'expandable',
  'sticky',
  'components',
  'summary',
  'summaryRow',
  'summaryCell',
];
