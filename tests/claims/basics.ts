import type { Proof } from '../support/claims';

/** The claims of the basics pages (see inventory.ts). */
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

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [
  'class-name',
  'hide-header',
  'jsx',
  'key',
  'no-data',
  'row-and-cell-click',
  'simple',
  'title-and-footer',
];
