import type { Proof } from '../support/claims';

const REF = 'tests/unit/claims/api-reference.test.tsx';
const ROWS = 'tests/unit/claims/api-rows.test.tsx';

/** A test in `file` by its describe titles and name. */
const test = (file: string, ...names: string[]): Proof => ({ test: [file, ...names].join(' › ') });

/** The claims of the API reference: `api/<section>/<prop>` (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {
  'api/summary/fixed': test(
    ROWS,
    'API rows: summary',
    "fixed: true/'bottom' below the body, 'top' under the header, only as the returned element with a fixed header or sticky",
  ),
  'api/summary/children': test(
    REF,
    'API reference: Table.Summary',
    'is the same object as Table.Summary and renders only its children, in a <tfoot>',
  ),

  'api/summaryRow/children': test(
    REF,
    'API reference: Table.Summary',
    'is the same object as Table.Summary and renders only its children, in a <tfoot>',
  ),
  'api/summaryRow/className': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Row puts className and style on the <tr>',
  ),
  'api/summaryRow/style': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Row puts className and style on the <tr>',
  ),

  'api/summaryCell/className': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Cell keeps the <prefix>-cell class next to its className',
  ),
  'api/summaryCell/children': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Cell renders className, colSpan, rowSpan and align on the <td>; colSpan defaults to 1',
  ),
  'api/summaryCell/index': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Cell index picks the column whose `fixed` the cell takes',
  ),
  'api/summaryCell/colSpan': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Cell renders className, colSpan, rowSpan and align on the <td>; colSpan defaults to 1',
  ),
  'api/summaryCell/rowSpan': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Cell renders className, colSpan, rowSpan and align on the <td>; colSpan defaults to 1',
  ),
  'api/summaryCell/align': test(
    REF,
    'API reference: Table.Summary.Row and Table.Summary.Cell',
    'Cell renders className, colSpan, rowSpan and align on the <td>; colSpan defaults to 1',
  ),
  'api/sticky/offsetHeader': test(
    ROWS,
    'API rows: sticky',
    'offsetHeader: the header sticks that far from the top, 0 when unset',
  ),
  'api/sticky/offsetSummary': test(
    ROWS,
    'API rows: sticky',
    'offsetSummary: a fixed summary sticks that far from the bottom, 0 when unset',
  ),
  'api/sticky/offsetScroll': test(
    ROWS,
    'API rows: sticky',
    'offsetScroll: the sticky scroll bar sits that far from the bottom, 0 when unset',
  ),
  'api/sticky/getContainer': test(
    ROWS,
    'API rows: sticky',
    'getContainer: the scroll bar follows the scrolling of the element it returns, else the window',
  ),

  'api/components/table': test(
    ROWS,
    'API rows: components',
    'table: replaces <table>; with scroll.y or sticky only the body table, and none with a function body',
  ),
  'api/components/header': test(
    ROWS,
    'API rows: components',
    'header: wrapper, row and cell stand for <thead>, <tr> and <th>, and for the <td> of an untitled column',
  ),
  'api/components/body': test(
    ROWS,
    'API rows: components',
    'body: wrapper, row and cell stand for <tbody>, <tr>, <td> and a rowScope <th>; a function renders the whole body with scroll.y or sticky, and wants numeric widths',
  ),

  'api/expandable/expandedRowKeys': test(
    ROWS,
    'API rows: expandable',
    'expandedRowKeys: the rows it lists are expanded; a toggle only reports, until the keys change',
  ),
  'api/expandable/defaultExpandedRowKeys': test(
    ROWS,
    'API rows: expandable',
    'defaultExpandedRowKeys: the rows expanded on first render; later the table keeps its own state',
  ),
  'api/expandable/expandedRowRender': test(
    ROWS,
    'API rows: expandable',
    'expandedRowRender: renders an expanded row from (record, index, indent, expanded) and adds the expand column',
  ),
  'api/expandable/columnTitle': test(
    REF,
    'API reference: quick checks of expandable',
    'expandedRowRender, expandedRowClassName, columnTitle, columnWidth and the built-in icon',
  ),
  'api/expandable/expandRowByClick': test(
    ROWS,
    'API rows: expandable',
    'expandRowByClick: a click anywhere on the row toggles it; unset, only the icon does',
  ),
  'api/expandable/expandIcon': test(
    ROWS,
    'API rows: expandable',
    'expandIcon: renders the control from { prefixCls, expanded, record, expandable, onExpand }; the built-in one is a span',
  ),
  'api/expandable/onExpand': test(
    ROWS,
    'API rows: expandable',
    'onExpand and onExpandedRowsChange: called for the icon, a row click and the onExpand of expandIcon, not for prop changes',
  ),
  'api/expandable/onExpandedRowsChange': test(
    ROWS,
    'API rows: expandable',
    'onExpand and onExpandedRowsChange: called for the icon, a row click and the onExpand of expandIcon, not for prop changes',
  ),
  'api/expandable/defaultExpandAllRows': test(
    ROWS,
    'API rows: expandable',
    'defaultExpandAllRows: every row open on first render, nested ones too; unset, none; ignored with defaultExpandedRowKeys',
  ),
  'api/expandable/indentSize': test(
    ROWS,
    'API rows: expandable',
    'indentSize: the left padding per level of each <prefix>-row-indent; unset, no indent',
  ),
  'api/expandable/expandIconColumnIndex': test(
    ROWS,
    'API rows: expandable',
    'expandIconColumnIndex: places the expand column or the tree icon; from 0 up it logs its deprecation with an expandedRowRender',
  ),
  'api/expandable/showExpandColumn': test(
    ROWS,
    'API rows: expandable',
    'showExpandColumn: only false leaves the column out; rows still expand, an EXPAND_COLUMN stays, tree icons go',
  ),
  'api/expandable/expandedRowClassName': test(
    REF,
    'API reference: quick checks of expandable',
    'expandedRowRender, expandedRowClassName, columnTitle, columnWidth and the built-in icon',
  ),
  'api/expandable/childrenColumnName': test(
    ROWS,
    'API rows: expandable',
    'childrenColumnName: the field whose records become child rows, children when unset',
  ),
  'api/expandable/rowExpandable': test(
    REF,
    'API reference: expandable',
    'rowExpandable gives expandIcon expandable: false (an empty placeholder); tree data ignores it',
  ),
  'api/expandable/columnWidth': test(
    REF,
    'API reference: quick checks of expandable',
    'expandedRowRender, expandedRowClassName, columnTitle, columnWidth and the built-in icon',
  ),
  'api/expandable/fixed': test(
    ROWS,
    'API rows: expandable',
    'fixed: left at index 0 whatever its value, right at the last index, else as the next column; an EXPAND_COLUMN elsewhere stays; scrolls horizontally',
  ),

  'api/column/title': test(ROWS, 'API rows: column', 'title: the content of the header cell'),
  'api/column/key': test(
    ROWS,
    'API rows: column',
    'key: taken from dataIndex (a path joined with -) when omitted; columns sharing a dataIndex need their own',
  ),
  'api/column/className': test(
    REF,
    'API reference: quick checks of Column props',
    'className and align reach header and body cells; colSpan 0 hides a header cell',
  ),
  'api/column/fixed': test(
    ROWS,
    'API rows: column',
    "fixed: pins the column left or right while the table scrolls horizontally; true means 'left'",
  ),
  'api/column/onHeaderCell': test(
    ROWS,
    'API rows: column',
    'onHeaderCell: gets the column and returns attributes for its header cell',
  ),
  'api/column/ellipsis': test(
    ROWS,
    'API rows: column',
    'ellipsis: cuts text, usually fixes the layout and titles plain content; unset, none of it',
  ),
  'api/column/align': test(
    REF,
    'API reference: quick checks of Column props',
    'className and align reach header and body cells; colSpan 0 hides a header cell',
  ),
  'api/column/rowScope': test(
    ROWS,
    'API rows: column',
    'rowScope: body cells become <th scope="row"> or <th scope="rowgroup">',
  ),
  'api/column/colSpan': test(
    ROWS,
    'API rows: column',
    'colSpan: merges header cells, 0 hides one; body cells keep their own',
  ),
  'api/column/dataIndex': test(
    REF,
    'API reference: quick checks of Column props',
    'dataIndex paths, render arguments, onCell spans and rowScope',
  ),
  'api/column/render': test(
    ROWS,
    'API rows: column',
    'render: (value, record, index) with the dataIndex field; { props, children } still spans, with a deprecation warning',
  ),
  'api/column/shouldCellUpdate': test(
    REF,
    'API reference: quick checks of Column props',
    'shouldCellUpdate gets (record, prevRecord); false keeps the old cell',
  ),
  'api/column/rowSpan': test(
    REF,
    'API reference: quick checks of Column props',
    'rowSpan of a header cell (rc-table fills the rest of the header when unset); column groups',
  ),
  'api/column/width': test(
    ROWS,
    'API rows: column',
    'width: a number in pixels or a CSS length, on the column',
  ),
  'api/column/onCell': test(
    ROWS,
    'API rows: column',
    'onCell: (record, index) gives attributes for each body cell; colSpan and rowSpan merge, 0 hides',
  ),
  'api/column/onCellClick': test(
    ROWS,
    'API rows: column',
    'onCellClick: never called; an onClick from onCell is',
  ),
  'api/column/children': test(
    REF,
    'API reference: quick checks of Column props',
    'rowSpan of a header cell (rc-table fills the rest of the header when unset); column groups',
  ),

  'api/table/prefixCls': test(
    ROWS,
    'API rows: table',
    "prefixCls: the prefix of every class rc-table renders, 'rc-table' when unset",
  ),
  'api/table/className': test(
    ROWS,
    'API rows: table',
    'className, style and id: on the outermost <div>',
  ),
  'api/table/style': test(
    ROWS,
    'API rows: table',
    'className, style and id: on the outermost <div>',
  ),
  'api/table/children': test(
    ROWS,
    'API rows: table',
    'children: Column and ColumnGroup elements declare the columns, unless columns is given',
  ),
  'api/table/data': test(
    ROWS,
    'API rows: table',
    'data: one row per record, child records in children; none when unset',
  ),
  'api/table/columns': test(
    REF,
    'API reference: the other exports',
    'Column children are ignored when columns is given',
  ),
  'api/table/rowKey': test(
    ROWS,
    'API rows: table',
    "rowKey: a field name or (record, index) => key, 'key' when unset; a record without one is warned about",
  ),
  'api/table/tableLayout': test(
    ROWS,
    'API rows: table',
    "tableLayout: set, it wins in the body; unset, fixed columns with scroll.x decide first, then scroll.y, sticky or ellipsis; header tables are always 'fixed'",
  ),
  'api/table/scroll': test(
    REF,
    'API reference: quick checks of the other Table props',
    'scroll: x sets the table width (true means auto), y the body height and a fixed header',
  ),
  'api/table/expandable': test(
    ROWS,
    'API rows: table',
    'expandable: its settings make rows expandable and tree data foldable',
  ),
  'api/table/indentSize': test(
    ROWS,
    'API rows: table',
    'indentSize: the top-level form indents tree levels, with the warning; expandable wins',
  ),
  'api/table/rowClassName': test(
    ROWS,
    'API rows: table',
    'rowClassName: a string or (record, index, indent) => string, on each body row',
  ),
  'api/table/footer': test(
    ROWS,
    'API rows: table',
    'footer: renders (data) in a panel below the table',
  ),
  'api/table/summary': test(
    ROWS,
    'API rows: table',
    'summary: renders (data) in a <tfoot>, and a returned <Table.Summary fixed> stays in view with a fixed header',
  ),
  'api/table/caption': test(
    ROWS,
    'API rows: table',
    'caption: names the table; not rendered with a function body and a fixed header or sticky',
  ),
  'api/table/id': test(ROWS, 'API rows: table', 'className, style and id: on the outermost <div>'),
  'api/table/showHeader': test(
    REF,
    'API reference: quick checks of the other Table props',
    'showHeader: only false hides the header',
  ),
  'api/table/components': test(
    ROWS,
    'API rows: table',
    'components: your components render the table, header and body parts',
  ),
  'api/table/onRow': test(
    ROWS,
    'API rows: table',
    'onRow: (record, index) gives attributes, handlers included, for each body <tr>',
  ),
  'api/table/onHeaderRow': test(
    REF,
    'API reference: quick checks of the other Table props',
    'rowClassName, onRow, onHeaderRow, emptyText, title, footer and caption',
  ),
  'api/table/emptyText': test(
    ROWS,
    'API rows: table',
    "emptyText: a node or a function shown for empty data, 'No Data' when unset",
  ),
  'api/table/direction': test(
    ROWS,
    'API rows: table',
    "direction: 'rtl' swaps fixed sides and adds <prefix>-rtl, which the stylesheet mirrors; no dir; unset is 'ltr'",
  ),
  'api/table/internalHooks': test(
    REF,
    'API reference: quick checks of the other Table props',
    'internalHooks unlocks transformColumns (expand column included) and internalRefs',
  ),
  'api/table/transformColumns': test(
    REF,
    'API reference: quick checks of the other Table props',
    'internalHooks unlocks transformColumns (expand column included) and internalRefs',
  ),
  'api/table/internalRefs': test(
    REF,
    'API reference: quick checks of the other Table props',
    'internalHooks unlocks transformColumns (expand column included) and internalRefs',
  ),
  'api/table/sticky': test(
    ROWS,
    'API rows: table',
    'sticky: header on top, fixed summaries at the bottom or under the header, a scroll bar while the bottom edge is out of view; read at mount',
  ),
  'api/table/expandedRowKeys': test(
    ROWS,
    'API rows: table',
    'expandedRowKeys: the top-level form expands the rows it lists, with the warning; expandable wins',
  ),
  'api/table/defaultExpandedRowKeys': test(
    ROWS,
    'API rows: table',
    'defaultExpandedRowKeys: the top-level form expands the rows on first render, with the warning; expandable wins',
  ),
  'api/table/expandedRowRender': test(
    ROWS,
    'API rows: table',
    'expandedRowRender: the top-level form renders expanded rows, with the warning; expandable wins',
  ),
  'api/table/expandRowByClick': test(
    ROWS,
    'API rows: table',
    'expandRowByClick: the top-level form toggles rows on a click, with the warning; expandable wins; unset, a click does not',
  ),
  'api/table/expandIcon': test(
    ROWS,
    'API rows: table',
    'expandIcon: the top-level form renders the expand control, with the warning; expandable wins',
  ),
  'api/table/onExpand': test(
    ROWS,
    'API rows: table',
    'onExpand: the top-level form is called on a toggle, with the warning; expandable wins',
  ),
  'api/table/onExpandedRowsChange': test(
    ROWS,
    'API rows: table',
    'onExpandedRowsChange: the top-level form is called on a toggle, with the warning; expandable wins',
  ),
  'api/table/defaultExpandAllRows': test(
    ROWS,
    'API rows: table',
    'defaultExpandAllRows: the top-level form opens every row, with the warning; expandable wins; unset, none',
  ),
  'api/table/expandIconColumnIndex': test(
    ROWS,
    'API rows: table',
    'expandIconColumnIndex: the top-level form places the expand column, with both warnings; expandable wins; unset, first',
  ),
  'api/table/expandedRowClassName': test(
    ROWS,
    'API rows: table',
    'expandedRowClassName: the top-level form names the expanded row, with the warning; expandable wins',
  ),
  'api/table/childrenColumnName': test(
    ROWS,
    'API rows: table',
    'childrenColumnName: the top-level form names the child field, with no warning; expandable wins; unset, children',
  ),
  'api/table/title': test(
    ROWS,
    'API rows: table',
    'title: renders (data) in a panel above the table, and logs the moved-props warning without expandable',
  ),
};

/** The API sections whose rows are not yet in the inventory. */
export const PENDING: readonly string[] = [];
