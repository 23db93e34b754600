import type { Proof } from '../support/claims';

/** The claims of the columns pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {
  'ellipsis/subject-native-title': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis › titles the truncated Subject cells with their text, and the Latest reply cells not at all',
  },
  'ellipsis/reply-no-title': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis › titles the truncated Subject cells with their text, and the Latest reply cells not at all',
  },
  'ellipsis/untick-wraps': {
    test: 'tests/unit/demos/columns.test.tsx › demo: ellipsis › truncates long text, with or without a native title, until truncation is switched off',
  },
  'ellipsis/narrow-window-scrolls': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis › gives Latest reply no width and the table the width its page names, scrolling sideways in its own box',
  },
  'ellipsis/title-plain-content-only': {
    test: 'tests/unit/claims/api-reference.test.tsx › API reference: column.ellipsis › titles only plain content; onCell and onHeaderCell win; showTitle false keeps header titles',
  },
  'ellipsis/unsized-column-shares': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis › gives Latest reply no width and the table the width its page names, scrolling sideways in its own box',
  },
  'ellipsis/native-title-limits': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis › titles the truncated Subject cells with their text, and the Latest reply cells not at all',
  },
  'ellipsis/ellipsis-fixes-layout': {
    test: "tests/unit/claims/columns.test.tsx › the layout rc-table picks without tableLayout › is fixed with ellipsis on a column, except for a fixed column with scroll.x 'max-content'",
  },
  'colspan-rowspan/plenary-spans-rooms': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan › lets the plenary rows cover the rooms with one cell',
  },
  'colspan-rowspan/workshop-spans-rows': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan › lets the workshop cover the hours its page names, and leaves the later one without a Lab cell',
  },
  'colspan-rowspan/hover-highlights-block': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan › highlights both rows the workshop spans while it is hovered',
  },
  'colspan-rowspan/header-time-spans': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan › puts Time over two columns and renders no End header',
  },
  'colspan-rowspan/plenary-row-style': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan › styles the plenary rows through onRow',
  },
  'colspan-rowspan/spans-must-add-up': {
    test: 'tests/unit/claims/columns.test.tsx › spans from onCell › are not checked: covered cells still render unless they return 0, and a 0 leaves a gap',
  },
  'colspan-rowspan/index-is-data-position': {
    test: 'tests/unit/claims/columns.test.tsx › spans from onCell › get the index of the row in the data given to the table, sorted or filtered',
  },
  'colspan-rowspan/expanded-row-splits-block': {
    test: 'tests/unit/claims/columns.test.tsx › spans from onCell › let an expanded row fall inside a rowSpan block, between the rows it joins',
  },
  'colspan-rowspan-legacy/warehouse-blocks': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan-legacy › lets Rotterdam cover four rows and Lyon three in the Warehouse column',
  },
  'colspan-rowspan-legacy/total-label-spans': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan-legacy › lets the total label fill the Item and SKU columns',
  },
  'colspan-rowspan-legacy/warning-once': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan-legacy › logs the deprecation through console.error once, however often the table renders',
  },
  'colspan-rowspan-legacy/warns-once-per-load': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan-legacy › logs the deprecation through console.error once, however often the table renders',
  },
  'colspan-rowspan-legacy/props-cells-rerender': {
    test: 'tests/unit/claims/columns.test.tsx › a render that returns cell props › runs render again whenever a cell re-renders, even only for the hover highlight',
  },
  'colspan-rowspan-legacy/props-cells-no-hover': {
    test: 'tests/unit/claims/columns.test.tsx › demo: colspan-rowspan-legacy › does not highlight a cell that returns props when its row is hovered',
  },
  'colspan-rowspan-legacy/plain-object-is-legacy': {
    test: 'tests/unit/claims/columns.test.tsx › a render that returns cell props › is any plain object: a Date renders an empty cell and logs the deprecation',
  },
  'grouping-columns/three-header-rows': {
    test: 'tests/unit/claims/columns.test.tsx › demo: grouping-columns › has as many header rows as its page counts, as deep as 2025 revenue → First half → Q1',
  },
  'grouping-columns/store-fills-rows': {
    test: 'tests/unit/claims/columns.test.tsx › demo: grouping-columns › lets Store fill all three rows, and Total and vs 2024 the two under Full year',
  },
  'grouping-columns/spans-computed': {
    test: 'tests/unit/claims/columns.test.tsx › demo: grouping-columns › gives the groups a colspan and the shallow leaves a rowspan, from the columns alone',
  },
  'grouping-columns/keys-deduplicated': {
    test: 'tests/unit/claims/columns.test.tsx › grouped columns › render leaves with the same key under different groups, silently',
  },
  'grouping-columns/group-has-no-cells': {
    test: 'tests/unit/claims/columns.test.tsx › grouped columns › ignore dataIndex, render, onCell and width on a group; its leaves take them',
  },
  'dropdown/filter-shipped': {
    test: 'tests/unit/demos/columns.test.tsx › demo: dropdown › opens from the header and filters the rows by status',
  },
  'dropdown/sort-oldest': {
    test: 'tests/unit/demos/columns.test.tsx › demo: dropdown › sorts the rows from the same menu, and keeps the sort under a filter',
  },
  'dropdown/keyboard': {
    test: 'tests/unit/demos/columns.test.tsx › demo: dropdown › works from the keyboard: focus moves into the menu, arrows pick, Escape closes',
  },
  'dropdown/columns-in-component': {
    test: 'tests/unit/demos/columns.test.tsx › demo: dropdown › opens from the header and filters the rows by status',
  },
  'dropdown/menu-in-body': {
    test: 'tests/unit/claims/columns.test.tsx › demo: dropdown, its parts › renders the menu into document.body, outside the table',
  },
  'dropdown/import-stylesheet': {
    test: 'tests/unit/claims/columns.test.tsx › rc-dropdown/assets/index.css › positions the popup, hides it when closed and fixes the menu colours',
  },
  'dropdown/focus-after-pick': {
    test: 'tests/unit/claims/columns.test.tsx › rc-dropdown › returns focus to its button on Escape, but not after an item is picked',
  },
  'dropdown/button-name': {
    test: 'tests/unit/demos/columns.test.tsx › demo: dropdown › opens from the header and filters the rows by status',
  },
  'ellipsis-custom-tooltip/hover-shows-tooltip': {
    test: 'tests/unit/demos/columns.test.tsx › demo: ellipsis-custom-tooltip › shows the full text in a tooltip when a truncated cell is hovered',
  },
  'ellipsis-custom-tooltip/fitting-text-no-tooltip': {
    test: 'tests/unit/demos/columns.test.tsx › demo: ellipsis-custom-tooltip › shows no tooltip when the text fits',
  },
  'ellipsis-custom-tooltip/keyboard-focus-escape': {
    test: 'tests/unit/demos/columns.test.tsx › demo: ellipsis-custom-tooltip › shows the tooltip on keyboard focus and hides it with Escape',
  },
  'ellipsis-custom-tooltip/widen-no-tooltip': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis-custom-tooltip, its parts › checks the overflow each time the tooltip is about to open, on a clipping block',
  },
  'ellipsis-custom-tooltip/keep-show-title-false': {
    test: 'tests/unit/claims/pitfalls.test.tsx › the native title of ellipsis: true › is not set for a component whose text is a prop, nor for richer content',
  },
  'ellipsis-custom-tooltip/child-takes-ref': {
    test: 'tests/unit/claims/columns.test.tsx › rc-tooltip › takes an element as its child: a plain string throws',
  },
  'ellipsis-custom-tooltip/overflow-check-on-open': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis-custom-tooltip, its parts › checks the overflow each time the tooltip is about to open, on a clipping block',
  },
  'ellipsis-custom-tooltip/tab-stop-per-message': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis-custom-tooltip, its parts › makes every message a Tab stop, truncated or not',
  },
  'ellipsis-custom-tooltip/describedby-twice': {
    test: 'tests/unit/claims/columns.test.tsx › demo: ellipsis-custom-tooltip, its parts › describes the message by its tooltip, which holds the same text',
  },
  'ellipsis-custom-tooltip/import-stylesheet': {
    test: 'tests/unit/claims/columns.test.tsx › rc-tooltip › is positioned and hidden by rules of its bootstrap.css',
  },
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
