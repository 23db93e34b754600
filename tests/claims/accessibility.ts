import type { Proof } from '../support/claims';

/** The claims of the accessibility pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {
  'aria/next-page-last-rows': {
    test: 'tests/unit/claims/basics.test.tsx › aria › demo: two clicks on Next page reach the last page, whose servers have the aria-rowindex its page names',
  },
  'aria/uptime-sort-flips': {
    test: 'tests/unit/demos/accessibility.test.tsx › demo: aria › puts aria-sort on the Uptime header cell, flips it with the rows and goes back to page 1',
  },
  'aria/attributes-change': {
    test: 'tests/unit/demos/accessibility.test.tsx › demo: aria › numbers the header row and the rendered rows within the whole data set, page after page',
  },
  'aria/sort-on-header-cell': {
    test: 'tests/unit/claims/basics.test.tsx › aria › demo: aria-sort is on the sorted header cell only, never on its button',
  },
  'aria/rowindex-from-one': {
    test: 'tests/unit/demos/accessibility.test.tsx › demo: aria › numbers the header row and the rendered rows within the whole data set, page after page',
  },
  'aria/rowcount-for-partial-dom': {
    test: 'tests/unit/demos/accessibility.test.tsx › demo: aria › numbers the header row and the rendered rows within the whole data set, page after page',
  },
  'aria/labelledby-wins': {
    test: 'tests/unit/claims/basics.test.tsx › aria › aria-label and aria-labelledby both reach the <table>; aria-labelledby names it',
  },
  'aria/only-aria-and-role-on-table': {
    test: 'tests/unit/claims/api-reference.test.tsx › API reference: attributes passed to <Table> › aria-* and role go on the <table>, data-* and id on the outer <div>',
  },
  'scope-col/list-from-rendered-cells': {
    test: 'tests/unit/demos/accessibility.test.tsx › demo: scope-col › lists the scope rc-table rendered on each header cell under the table',
  },
  'scope-col/group-announced': {
    test: 'tests/unit/claims/basics.test.tsx › scope-col › demo: Arrival heads the second Airport and Time, whose cells name it in headers',
  },
  'scope-col/caption-names-table': {
    test: 'tests/unit/claims/basics.test.tsx › scope-col › demo: the caption names the table',
  },
  'scope-col/untitled-column-td': {
    test: 'tests/unit/claims/basics.test.tsx › scope-col › a column without a title gets an empty <td> header cell with no scope',
  },
  'scope-col/single-child-group-col': {
    test: 'tests/unit/claims/basics.test.tsx › scope-col › a group with a single child gets scope col, a wider one colgroup',
  },
  'scope-col/scope-not-overridable': {
    test: 'tests/unit/claims/basics.test.tsx › scope-col › onHeaderCell cannot change the scope rc-table sets',
  },
  'scope-col/icon-title-needs-text': {
    test: 'tests/unit/claims/basics.test.tsx › scope-col › an icon title names the header only with a text alternative',
  },
  'scope-row/team-and-engineer-th': {
    test: 'tests/unit/claims/basics.test.tsx › scope-row › demo: Team cells are <th scope="rowgroup">, Engineer cells <th scope="row">, one per row',
  },
  'scope-row/cells-read-with-headers': {
    test: 'tests/unit/claims/basics.test.tsx › scope-row › demo: each Weekend cell names its engineer and its team header cells in headers',
  },
  'scope-row/one-row-header': {
    test: 'tests/unit/claims/basics.test.tsx › scope-row › demo: Team cells are <th scope="rowgroup">, Engineer cells <th scope="row">, one per row',
  },
  'scope-row/rowgroup-needs-row-span': {
    test: 'tests/unit/claims/basics.test.tsx › scope-row › rowScope rowgroup without rowSpan heads each row on its own, repeating the group name',
  },
  'scope-row/row-headers-styled-as-th': {
    test: 'tests/unit/claims/basics.test.tsx › scope-row › demo: row headers are <th>, which this site’s theme paints like the header cells',
  },
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
