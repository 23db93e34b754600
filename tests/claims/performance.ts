import type { Proof, Proofs } from '../support/claims';

const MINE = 'tests/unit/claims/expansion.test.tsx';
const DEMOS = 'tests/unit/demos/performance.test.tsx';

const LIST_DEMO: Proof = {
  test: `${DEMOS} › demo: virtual-list › says the orders are on their way, shows them without blocking in between, and renders only the rows in view`,
};
const GRID_DEMO: Proof = {
  test: `${DEMOS} › demo: virtual-list-grid › renders the full header but only a window of cells, and other cells once scrolled`,
};
const HOVER_DEMO: Proof = {
  test: `${DEMOS} › demo: hover-perf (debug page) › highlights exactly the hovered row and reports the cost of each update`,
};
const FIXED_OR_STICKY: Proof = {
  test: `${MINE} › components.body as a function › is called with scroll.y or sticky, not without both; rc-table warns whenever scroll.y is missing`,
};
const NO_BODY_TABLE: Proof = {
  test: `${MINE} › components.body as a function › leaves render, onCell, onRow, rowClassName, expandable rows, caption, an unfixed summary and aria attributes out`,
};

/**
 * The claims of the performance pages (see inventory.ts). The hover-perf pitfalls about React's
 * Profiler and the advice on measuring, building data in slices, cell classes and memoised cells
 * say nothing checkable about rc-table: their proof is the demo behaviour the advice relies on.
 */
export const CLAIMS: Record<string, Proofs> = {
  'hover-perf/sweep-timings': HOVER_DEMO,
  'hover-perf/large-size': HOVER_DEMO,
  'hover-perf/fixed-host-lights': HOVER_DEMO,
  'hover-perf/profiler-dev-only': HOVER_DEMO,
  'hover-perf/profiler-writes-dom': HOVER_DEMO,
  'hover-perf/timings-compare': HOVER_DEMO,
  'virtual-list/generating-then-count': [
    LIST_DEMO,
    {
      test: 'tests/unit/demos/seeded.test.ts › seeded orders › build as many orders per task as the virtual-list page names, by default',
    },
  ],
  'virtual-list/bottom-at-once': {
    test: `${MINE} › demo: virtual-list (claims) › counts all 100,000 orders once they are built, and shows order #100000 at the bottom`,
  },
  'virtual-list/dozen-rows': LIST_DEMO,
  'virtual-list/header-body-follow': LIST_DEMO,
  'virtual-list/fixed-or-sticky-header': FIXED_OR_STICKY,
  'virtual-list/number-widths': {
    test: `${MINE} › components.body as a function › needs a number width on every column: without one rc-table warns and gives its header column no width`,
  },
  'virtual-list/no-row-features': NO_BODY_TABLE,
  'virtual-list/scroll-sync': LIST_DEMO,
  'virtual-list/scrollbar-size': {
    lib: 'lib/Table.js',
    line: 547,
    has: 'index === columns.length - 1 ? width - scrollbarSize : width',
  },
  'virtual-list/measure-width': LIST_DEMO,
  'virtual-list/build-in-slices': LIST_DEMO,
  'virtual-list/class-not-inline': LIST_DEMO,
  'virtual-list/divs-not-table': NO_BODY_TABLE,
  'virtual-list/rtl-body-not-mirrored': [
    {
      test: 'tests/unit/claims/rtl.test.tsx › a components.body function, right to left › is handed scrollbarSize, ref and onScroll, and not the direction',
    },
    { lib: 'lib/Table.js', line: 541, has: 'scrollbarSize: scrollbarSize,' },
  ],
  'virtual-list-grid/header-follows-to-t60': GRID_DEMO,
  'virtual-list-grid/few-cells': GRID_DEMO,
  'virtual-list-grid/interval-scrolls-away': GRID_DEMO,
  'virtual-list-grid/virtual-list-applies': FIXED_OR_STICKY,
  'virtual-list-grid/column-fixed-no-body': {
    lib: 'lib/Table.js',
    line: 540,
    has: 'bodyContent = customizeScrollBody(mergedData, {',
  },
  'virtual-list-grid/header-ordinary-row': GRID_DEMO,
  'virtual-list-grid/lazy-memo-cells': GRID_DEMO,
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
