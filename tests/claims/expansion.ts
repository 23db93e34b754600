import type { Proof } from '../support/claims';

const MINE = 'tests/unit/claims/expansion.test.tsx';
const DEMOS = 'tests/unit/demos/expansion.test.tsx';
const PITFALLS = 'tests/unit/claims/pitfalls.test.tsx';

/** rc-table's default icon is a span; the demos' expandButton is a named button instead. */
const DEFAULT_ICON: Proof = {
  test: `${MINE} › the default expand icon › is a span that Tab skips and Enter and Space ignore; expandButton makes a named button of it`,
};

/** The claims of the expansion pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {
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
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [
  'expand-icon',
  'expanded-row-render',
  'nested',
  'sub-table',
];
