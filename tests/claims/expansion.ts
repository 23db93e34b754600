import type { Proof, Proofs } from '../support/claims';

const MINE = 'tests/unit/claims/expansion.test.tsx';
const DEMOS = 'tests/unit/demos/expansion.test.tsx';
const API = 'tests/unit/claims/api-reference.test.tsx';
const PITFALLS = 'tests/unit/claims/pitfalls.test.tsx';

/** rc-table's default icon is a span; the demos' expandButton is a named button instead. */
const DEFAULT_ICON: Proof = {
  test: `${MINE} › the default expand icon › is a span that Tab skips and Enter and Space ignore; expandButton makes a named button of it`,
};

const EXPAND_ICON_DEMO = `${DEMOS} › demo: expand-icon › shows a row’s events with its own labelled button, from a click or the keyboard`;
const EXPAND_COLUMN_DEMO = `${DEMOS} › demo: expanded-row-render › moves the expand icon to the chosen column and fixes it, with the columns before it`;

const NESTED_BUTTONS = `${MINE} › demo: nested (claims) › opens Discovery and closes Build with their buttons, by click or key`;
const BOTH_RENDERED = `${PITFALLS} › tree data (children) together with expandable.expandedRowRender › renders both once the row is expanded: the expanded row and, below it, the children, and warns in development`;
const KEPT_MOUNTED = `${MINE} › expanded keys and expanded rows › hides a closed expanded row and keeps its content mounted for the next opening`;

/** The claims of the expansion pages (see inventory.ts). */
export const CLAIMS: Record<string, Proofs> = {
  'children-indent/slider-moves-levels': {
    test: `${DEMOS} › demo: children-indent › re-indents every level when the slider changes indentSize`,
  },
  'children-indent/zero-indent': {
    test: `${DEMOS} › demo: children-indent › re-indents every level when the slider changes indentSize`,
  },
  'children-indent/close-hides-descendants': {
    test: `${MINE} › demo: children-indent (claims) › closing website/src hides every row beneath it, from the keyboard too`,
  },
  'children-indent/no-default-indent': {
    test: `${MINE} › tree indentation in rc-table › has no default indentSize: without it no level gets a padding`,
  },
  'children-indent/icon-column': {
    test: `${MINE} › tree indentation in rc-table › puts the indent and the icon in the column expandIconColumnIndex names, the first by default`,
  },
  'children-indent/default-expand-all-once': {
    test: `${MINE} › tree indentation in rc-table › reads defaultExpandAllRows once: rows added later start closed`,
  },
  'children-indent/default-icon-span': DEFAULT_ICON,
  'children-indent/top-level-indent-size-warns': {
    test: `${PITFALLS} › a top-level indentSize › warns on a table without expandable`,
  },
  'expand-icon/click-opens-events': { test: EXPAND_ICON_DEMO },
  'expand-icon/keyboard-toggles': { test: EXPAND_ICON_DEMO },
  'expand-icon/screen-reader-names': { test: EXPAND_ICON_DEMO },
  'expand-icon/no-button-without-events': { test: EXPAND_ICON_DEMO },
  'expand-icon/plain-function': {
    lib: 'lib/hooks/useColumns.js',
    line: 200,
    has: 'var icon = expandIcon({',
  },
  'expand-icon/call-on-expand': {
    test: `${MINE} › a custom expandIcon › calling onExpand updates the expanded keys and fires onExpand and onExpandedRowsChange`,
  },
  'expand-icon/called-for-unexpandable': {
    test: `${API} › API reference: expandable › rowExpandable gives expandIcon expandable: false (an empty placeholder); tree data ignores it`,
  },
  'expand-icon/expand-row-by-click-bubbles': {
    test: `${MINE} › a custom expandIcon › with expandRowByClick, toggles once in the expand column but twice in tree data unless it stops the click`,
  },
  'expand-icon/column-title': {
    test: `${API} › API reference: quick checks of expandable › expandedRowRender, expandedRowClassName, columnTitle, columnWidth and the built-in icon`,
  },
  'expanded-row-render/icon-toggles-keys': {
    test: `${DEMOS} › demo: expanded-row-render › expands and collapses a row through its icon and lists the expanded keys on screen`,
  },
  'expanded-row-render/expand-row-by-click': {
    test: `${DEMOS} › demo: expanded-row-render › expands on a row click only while "Expand row by click" is checked`,
  },
  'expanded-row-render/row-expandable-toggle': {
    test: `${DEMOS} › demo: expanded-row-render › lets the orders without items expand only while rowExpandable is off`,
  },
  'expanded-row-render/icon-column-index': { test: EXPAND_COLUMN_DEMO },
  'expanded-row-render/fixed-expand-column': { test: EXPAND_COLUMN_DEMO },
  'expanded-row-render/pointer-cursor': {
    test: `${MINE} › demo: expanded-row-render (claims) › gives the rows a pointer cursor through onRow while "Expand row by click" is checked`,
  },
  'expanded-row-render/icon-column-index-deprecated': {
    test: `${API} › API reference: expandable › expandIconColumnIndex from 0 up logs its deprecation with an expandedRowRender`,
  },
  'expanded-row-render/fixed-pins-left': {
    test: `${API} › API reference: expandable › fixed pins an EXPAND_COLUMN left wherever it sits while expandIconColumnIndex is unset`,
  },
  'expanded-row-render/cached-expand-column': {
    lib: 'lib/hooks/useColumns.js',
    line: 230,
    has: '[expandable, baseColumns, getRowKey, expandedKeys, expandIcon, direction]',
  },
  'expanded-row-render/stale-keys': {
    test: `${MINE} › expanded keys and expanded rows › keeps the key of a row that can no longer expand until the page removes it`,
  },
  'expanded-row-render/default-icon-span': DEFAULT_ICON,
  'expanded-row-render/rtl-content-scrolls-away': [
    {
      test: 'tests/unit/claims/rtl.test.tsx › the content of an expanded row of a table with fixed columns › is held with position: sticky at left: 0 right to left as well, never at the right',
    },
    { lib: 'lib/Body/ExpandedRow.js', line: 55, has: 'left: 0,' },
  ],
  'nested/open-discovery-close-build': { test: NESTED_BUTTONS },
  'nested/keyboard-toggles': { test: NESTED_BUTTONS },
  'nested/expand-collapse-all': {
    test: `${DEMOS} › demo: nested › expands every level with "Expand all" and closes them with "Collapse all"`,
  },
  'nested/parent-sums-hours': {
    test: `${MINE} › demo: nested (claims) › gives a parent the sum of its subtasks, as many hours for Build as its page names`,
  },
  'nested/no-default-indent': {
    test: `${MINE} › tree indentation in rc-table › has no default indentSize: without it no level gets a padding`,
  },
  'nested/keys-unique-across-tree': {
    test: `${MINE} › expanded keys and expanded rows › keeps one set of keys for the whole tree: opening a row opens every row with its key`,
  },
  'nested/no-expanded-row-render-with-children': { test: BOTH_RENDERED },
  'nested/default-icon-span': DEFAULT_ICON,
  'nested/children-column-name': {
    test: `${API} › API reference: quick checks of expandable › childrenColumnName names the field of child records`,
  },
  'sub-table/nordlicht-invoices': {
    test: `${MINE} › demo: sub-table (claims) › shows Nordlicht GmbH’s invoices, the last one open, which makes its balance`,
  },
  'sub-table/own-table-each': {
    test: `${DEMOS} › demo: sub-table › opens a nested table of invoices per customer inside the expanded row`,
  },
  'sub-table/hidden-not-rebuilt': { test: KEPT_MOUNTED },
  'sub-table/not-in-children': { test: BOTH_RENDERED },
  'sub-table/inner-row-key': {
    test: `${PITFALLS} › row keys › without rowKey or a key field: no data-row-key, and warnings from rc-table and React`,
  },
  'sub-table/closed-stay-in-dom': { test: KEPT_MOUNTED },
  'sub-table/default-icon-span': DEFAULT_ICON,
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
