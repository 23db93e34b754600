import type { Proofs } from '../support/claims';

/** The claims of the basics pages (see inventory.ts). */
export const CLAIMS: Record<string, Proofs> = {
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
  'class-name/function-class-per-record': {
    test: 'tests/unit/demos/basics.test.tsx › demo: class-name › gives every row the same class with the string form, a class per record with the function',
  },
  'class-name/string-same-class': {
    test: 'tests/unit/demos/basics.test.tsx › demo: class-name › gives every row the same class with the string form, a class per record with the function',
  },
  'class-name/expanded-row-class-keyboard': {
    test: 'tests/unit/claims/basics.test.tsx › class-name › demo: the expand icon is a named button with aria-expanded, opened by Tab and Enter',
  },
  'class-name/cell-background-hides-row': {
    test: 'tests/unit/claims/basics.test.tsx › class-name › a background on a row class is hidden by the cells; a rule on the cells shows',
  },
  'class-name/scope-under-class-name': {
    test: 'tests/unit/claims/basics.test.tsx › class-name › className goes on the outer element, so rules scoped under it reach only that table',
  },
  'class-name/expanded-row-only-own-class': {
    test: 'tests/unit/claims/basics.test.tsx › class-name › rowClassName skips the expanded row, which gets only expandedRowClassName, a function',
  },
  'class-name/default-icon-not-a-control': [
    {
      test: 'tests/unit/claims/basics.test.tsx › class-name › the default expand icon is a bare <span>: no Tab stop, no role, Enter does nothing',
    },
    {
      test: 'tests/unit/claims/basics.test.tsx › class-name › demo: the expand icon is a named button with aria-expanded, opened by Tab and Enter',
    },
  ],
  'hide-header/toggle-shows-header': {
    test: 'tests/unit/claims/basics.test.tsx › hide-header › demo: ticking Show header adds the Detail / Value header above the same rows',
  },
  'hide-header/labels-are-row-headers': {
    test: 'tests/unit/claims/basics.test.tsx › hide-header › demo: the labels are <th scope="row"> with and without the header',
  },
  'hide-header/name-and-row-headers': {
    test: 'tests/unit/claims/basics.test.tsx › hide-header › demo: without the header, the caption names the table and each row has its row header',
  },
  'hide-header/keep-column-titles': {
    test: 'tests/unit/claims/basics.test.tsx › hide-header › demo: ticking Show header adds the Detail / Value header above the same rows',
  },
  'jsx/grouped-header-spans': {
    test: 'tests/unit/claims/basics.test.tsx › jsx › demo: Route and Schedule span two columns; Train, Platform and Status both header rows',
  },
  'jsx/header-follows-jsx': {
    test: 'tests/unit/claims/basics.test.tsx › jsx › the header follows the JSX: a column moved into another group moves there',
  },
  'jsx/elements-read-not-rendered': {
    test: 'tests/unit/claims/basics.test.tsx › jsx › reads elements without rendering them: a wrapper is not called, and its props are the column',
  },
  'jsx/jsx-key-is-column-key': {
    test: "tests/unit/claims/basics.test.tsx › jsx › the JSX key is the column's key; without keys, a column's cells remount when one before it goes",
  },
  'jsx/columns-wins': {
    test: 'tests/unit/claims/api-reference.test.tsx › API reference: the other exports › Column children are ignored when columns is given',
  },
  'key/note-moves-with-row': {
    test: 'tests/unit/demos/basics.test.tsx › demo: key › keeps a typed note with its row after the row is moved',
  },
  'key/notes-survive-remove-add-reverse': {
    test: 'tests/unit/claims/basics.test.tsx › key › demo: with the id key, notes stay with their servers through Remove, Add server and Reverse order',
  },
  'key/function-key-resets-rows': {
    test: 'tests/unit/claims/basics.test.tsx › key › demo: switching rowKey to the function changes every key and clears the typed notes',
  },
  'key/empty-text-when-all-removed': {
    test: 'tests/unit/claims/basics.test.tsx › key › demo: removing every row shows the emptyText, All servers removed',
  },
  'key/index-keys-misplace-state': {
    test: 'tests/unit/claims/basics.test.tsx › key › keyed by index, a row keeps its state in place when the records move',
  },
  'key/default-row-key-warns': {
    test: 'tests/unit/claims/pitfalls.test.tsx › row keys › without rowKey or a key field: no data-row-key, and warnings from rc-table and React',
  },
  'key/duplicate-keys': {
    test: 'tests/unit/claims/basics.test.tsx › key › a key repeated in nested children: React warns, and expanding the parent expands the child',
  },
  'key/changing-key-resets-state': {
    test: 'tests/unit/claims/basics.test.tsx › key › demo: switching rowKey to the function changes every key and clears the typed notes',
  },
  'no-data/toggle-orders': {
    test: 'tests/unit/demos/basics.test.tsx › demo: no-data › toggles between the default "No Data" text and the order rows',
  },
  'no-data/node-loads-orders': {
    test: 'tests/unit/demos/basics.test.tsx › demo: no-data › shows a custom node whose button fills the table',
  },
  'no-data/function-names-filter': {
    test: 'tests/unit/demos/basics.test.tsx › demo: no-data › calls the emptyText function, which explains why the table is empty',
  },
  'no-data/undefined-hides-default': {
    test: 'tests/unit/claims/basics.test.tsx › no-data › emptyText left out shows No Data; emptyText={undefined} leaves the placeholder row empty',
  },
  'no-data/no-loading-state': {
    test: 'tests/unit/claims/basics.test.tsx › no-data › has no loading state: empty data shows No Data whatever else is passed',
  },
  'no-data/placeholder-row-keyboard': {
    test: 'tests/unit/claims/basics.test.tsx › no-data › demo: the placeholder is a row of <tbody>, and Tab reaches its Show all orders button',
  },
  'row-and-cell-click/cell-then-row': {
    test: 'tests/unit/demos/basics.test.tsx › demo: row-and-cell-click › logs a body cell click through onCell, then onRow as the event bubbles',
  },
  'row-and-cell-click/header-handlers': {
    test: 'tests/unit/demos/basics.test.tsx › demo: row-and-cell-click › logs a header click through onHeaderCell and onHeaderRow',
  },
  'row-and-cell-click/other-row-events': {
    test: 'tests/unit/demos/basics.test.tsx › demo: row-and-cell-click › logs double click, context menu, hover and Enter on a row',
  },
  'row-and-cell-click/tab-to-row-enter': {
    test: 'tests/unit/claims/basics.test.tsx › row-and-cell-click › demo: Tab reaches a row, and Enter on it is logged',
  },
  'row-and-cell-click/clear-log': {
    test: 'tests/unit/demos/basics.test.tsx › demo: row-and-cell-click › numbers entries and empties the log with Clear',
  },
  'row-and-cell-click/stop-propagation': {
    test: 'tests/unit/claims/basics.test.tsx › row-and-cell-click › a click runs the cell handler, then the row handler; stopPropagation in the cell stops the row',
  },
  'row-and-cell-click/double-click-clicks-twice': {
    test: 'tests/unit/claims/basics.test.tsx › row-and-cell-click › a double click on a row runs its click handler twice first',
  },
  'row-and-cell-click/rows-not-focusable': {
    test: 'tests/unit/claims/basics.test.tsx › row-and-cell-click › rows and cells are not focusable unless onRow gives them a tabIndex',
  },
  'row-and-cell-click/handlers-every-render': {
    test: 'tests/unit/claims/basics.test.tsx › row-and-cell-click › onRow and onCell run for every row on every render',
  },
  'row-and-cell-click/old-props-removed': {
    test: 'tests/unit/claims/basics.test.tsx › row-and-cell-click › the removed onRow* props only earn a warning to use onRow',
  },
  'simple/widths-auto-layout': {
    test: 'tests/unit/demos/basics.test.tsx › demo: simple › lays the table out automatically, with widths on every column but the last that add up to the sum its page names',
  },
  'simple/started-formatted': {
    test: 'tests/unit/claims/basics.test.tsx › simple › demo: the Started cell shows 11 Mar 2019 for the record’s 2019-03-11',
  },
  'simple/stable-row-key': {
    test: 'tests/unit/claims/basics.test.tsx › simple › without keys: no data-row-key, warnings from rc-table and React, and state stays in place',
  },
  'title-and-footer/next-page-title': {
    test: 'tests/unit/claims/basics.test.tsx › title-and-footer › demo: Next page titles the invoices its page names, and the footer counts them; the last page holds two invoices',
  },
  'title-and-footer/last-page-two': {
    test: 'tests/unit/claims/basics.test.tsx › title-and-footer › demo: Next page titles the invoices its page names, and the footer counts them; the last page holds two invoices',
  },
  'title-and-footer/title-warns-without-expandable': {
    test: 'tests/unit/claims/basics.test.tsx › title-and-footer › title without expandable warns about expand props; with expandable={{}} it is silent and still shown',
  },
  'title-and-footer/title-not-caption': {
    test: 'tests/unit/claims/basics.test.tsx › title-and-footer › title is a panel outside the <table> given the data; caption is inside and names the table',
  },
  'title-and-footer/receive-shown-data': {
    test: 'tests/unit/demos/basics.test.tsx › demo: title-and-footer › passes the rows of the current page to title and footer, page after page',
  },
  'title-and-footer/called-every-render': {
    test: 'tests/unit/claims/basics.test.tsx › title-and-footer › title and footer are called again on every render',
  },
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
