import type { Proofs } from '../../support/claims';

/** Proofs of the changelog notes of rc-table 3.2.0 through 4.6.0 (src/*.jsx era, HISTORY.md). */
export const CLAIMS: Record<string, Proofs> = {
  'changelog/4.6.0/1': [
    {
      release: '4.6.0',
      file: 'src/Table.jsx',
      line: 33,
      has: 'emptyText: PropTypes.func',
      before: '4.5.3',
    },
    { release: '4.6.0', file: 'src/Table.jsx', line: 513, has: '{emptyText()}', before: '4.5.3' },
  ],
  'changelog/4.5.3/1': [
    {
      release: '4.5.3',
      file: 'HISTORY.md',
      line: 6,
      has: '[#76](https://github.com/react-component/table/pull/76)',
      before: '4.5.2',
    },
    // #76 moves the mount-time row-height sync into `if (isAnyColumnsFixed)` …
    {
      release: '4.5.3',
      file: 'src/Table.jsx',
      lacks: 'this.resetScrollY();\n    this.syncFixedTableRowHeight();',
      before: '4.5.2',
    },
    { release: '4.5.3', file: 'src/Table.jsx', line: 97, has: 'componentDidMount() {' },
    { release: '4.5.3', file: 'src/Table.jsx', line: 100, has: 'if (isAnyColumnsFixed) {' },
    { release: '4.5.3', file: 'src/Table.jsx', line: 101, has: 'this.syncFixedTableRowHeight();' },
    // … while componentDidUpdate still syncs unconditionally.
    { release: '4.5.3', file: 'src/Table.jsx', line: 130, has: 'this.syncFixedTableRowHeight();' },
  ],
  'changelog/4.5.2/1': [
    {
      release: '4.5.2',
      file: 'src/Table.jsx',
      line: 260,
      has: 'rowClassName(record, i, indent)',
      before: '4.5.1',
    },
    {
      release: '4.5.2',
      file: 'src/Table.jsx',
      line: 298,
      has: 'rowRef(record, i, indent)',
      before: '4.5.1',
    },
    {
      release: '4.5.2',
      file: 'src/Table.jsx',
      line: 306,
      has: 'expandedRowClassName(record, i, indent)',
      before: '4.5.1',
    },
    // expandedRowRender gets `indent` too, which upstream's changelog leaves out.
    {
      release: '4.5.2',
      file: 'src/Table.jsx',
      line: 258,
      has: 'expandedRowRender(record, i, indent)',
      before: '4.5.1',
    },
    // Upstream's changelog names only three functions and writes `expandRowClassName`; the prop is
    // `expandedRowClassName`.
    {
      release: '4.5.2',
      file: 'HISTORY.md',
      line: 6,
      has: 'Add `indent` as third argument to `rowClassName` `rowRef` `expandRowClassName`',
      before: '4.5.1',
    },
    { release: '4.5.2', file: 'HISTORY.md', lacks: 'expandedRowRender' },
    { release: '4.5.2', file: 'src/Table.jsx', lacks: 'expandRowClassName' },
  ],
  'changelog/4.5.1/1': [
    {
      release: '4.5.1',
      file: 'src/TableRow.jsx',
      line: 48,
      has: 'onRowClick(event) {',
      before: '4.5.0',
    },
    {
      release: '4.5.1',
      file: 'src/TableRow.jsx',
      line: 62,
      has: 'onRowClick(record, index, event);',
      before: '4.5.0',
    },
  ],
  'changelog/4.5.0/1': [
    {
      release: '4.5.0',
      file: 'src/Table.jsx',
      line: 285,
      has: 'expandRowByClick={expandRowByClick}',
      before: '4.4.7',
    },
    {
      release: '4.5.0',
      file: 'src/TableRow.jsx',
      line: 59,
      has: 'if (expandable && expandRowByClick) {',
      before: '4.4.7',
    },
    // The click toggles: it expands a collapsed row and collapses an expanded one.
    {
      release: '4.5.0',
      file: 'src/TableRow.jsx',
      line: 60,
      has: 'onExpand(!expanded, record);',
      before: '4.4.7',
    },
  ],
  'changelog/4.4.7/1': [
    {
      release: '4.4.7',
      file: 'HISTORY.md',
      line: 6,
      has: 'https://github.com/ant-design/ant-design/issues/2729',
      before: '4.4.6',
    },
    // The fix (commit 64f97453 "Fix ssr problem in fixed mode"): no DOM, no measuring.
    {
      release: '4.4.7',
      file: 'src/utils.js',
      line: 13,
      has: "if (typeof document === 'undefined' || typeof window === 'undefined') {",
      before: '4.4.6',
    },
    { release: '4.4.7', file: 'src/utils.js', line: 14, has: 'return 0;' },
    // 4.4.6 used `document` unchecked.
    {
      release: '4.4.6',
      file: 'src/utils.js',
      line: 16,
      has: "const scrollDiv = document.createElement('div');",
    },
    // measureScrollbar is only called for `scroll.y`.
    { release: '4.4.7', file: 'src/Table.jsx', line: 389, has: 'if (scroll.y) {' },
    {
      release: '4.4.7',
      file: 'src/Table.jsx',
      line: 401,
      has: 'const scrollbarWidth = measureScrollbar();',
    },
  ],
  'changelog/4.4.6/1': [
    {
      release: '4.4.6',
      file: 'HISTORY.md',
      line: 6,
      has: 'https://github.com/ant-design/ant-design/issues/2625',
      before: '4.4.5',
    },
    // The fix (commit 5c366ea2): when `data` becomes empty, reset the horizontal scroll.
    {
      release: '4.4.6',
      file: 'src/Table.jsx',
      line: 113,
      has: 'if (!nextProps.data || nextProps.data.length === 0) {',
      before: '4.4.5',
    },
    {
      release: '4.4.6',
      file: 'src/Table.jsx',
      line: 114,
      has: 'this.resetScrollY();',
      before: '4.4.5',
    },
    // resetScrollY sets the horizontal scroll of header and body to 0.
    { release: '4.4.6', file: 'src/Table.jsx', line: 550, has: 'resetScrollY() {' },
    {
      release: '4.4.6',
      file: 'src/Table.jsx',
      line: 552,
      has: 'this.refs.headTable.scrollLeft = 0;',
    },
    {
      release: '4.4.6',
      file: 'src/Table.jsx',
      line: 555,
      has: 'this.refs.bodyTable.scrollLeft = 0;',
    },
  ],
  'changelog/4.4.2/1': [
    {
      release: '4.4.2',
      file: 'HISTORY.md',
      line: 6,
      has: 'Improve row and cell render perfermance',
      before: '4.4.1',
    },
    // Rows and the new TableCell skip re-rendering when their props are shallow-equal.
    {
      release: '4.4.2',
      file: 'src/TableRow.jsx',
      line: 39,
      has: 'return !shallowequal(nextProps, this.props);',
      before: '4.4.1',
    },
    {
      release: '4.4.2',
      file: 'src/TableCell.jsx',
      line: 24,
      has: 'return !shallowequal(nextProps, this.props);',
      before: '4.4.1',
    },
  ],
  'changelog/4.4.1/1': [
    {
      release: '4.4.1',
      file: 'src/Table.jsx',
      line: 181,
      has: "typeof record[rowKey] !== 'undefined' ? record[rowKey] : index",
      before: '4.4.0',
    },
    // Before: a key of 0 fell through `||` to the (often undefined) index.
    { release: '4.4.0', file: 'src/Table.jsx', line: 181, has: 'return record[rowKey] || index;' },
  ],
  'changelog/4.4.0/1': [
    {
      release: '4.4.0',
      file: 'src/Table.jsx',
      line: 31,
      has: 'title: PropTypes.func',
      before: '4.3.9',
    },
    {
      release: '4.4.0',
      file: 'src/Table.jsx',
      line: 497,
      has: '{title(this.state.data)}',
      before: '4.3.9',
    },
  ],
  'changelog/4.4.0/2': [
    {
      release: '4.4.0',
      file: 'src/Table.jsx',
      line: 35,
      has: 'getBodyWrapper: PropTypes.func',
      before: '4.3.9',
    },
    { release: '4.4.0', file: 'src/Table.jsx', line: 420, has: 'getBodyWrapper(', before: '4.3.9' },
  ],
  'changelog/4.4.0/3': [
    // 4.3.9 gave every body a fixed height with `scroll.y`.
    { release: '4.3.9', file: 'src/Table.jsx', line: 376, has: 'if (scroll.y) {' },
    {
      release: '4.3.9',
      file: 'src/Table.jsx',
      line: 377,
      has: 'bodyStyle.height = bodyStyle.height || scroll.y;',
    },
    // 4.4.0 (upstream: "Use `maxHeight` for fixed-header Table #65"): the main body gets a maximum
    // height, the fixed-column parts still a fixed height.
    {
      release: '4.4.0',
      file: 'HISTORY.md',
      line: 8,
      has: 'Use `maxHeight` for fixed-header Table',
    },
    { release: '4.4.0', file: 'src/Table.jsx', line: 391, has: 'if (scroll.y) {' },
    { release: '4.4.0', file: 'src/Table.jsx', line: 394, has: 'if (fixed) {' },
    {
      release: '4.4.0',
      file: 'src/Table.jsx',
      line: 397,
      has: 'bodyStyle.maxHeight = bodyStyle.maxHeight || scroll.y;',
      before: '4.3.9',
    },
    {
      release: '4.4.0',
      file: 'src/Table.jsx',
      line: 395,
      has: 'bodyStyle.height = bodyStyle.height || scroll.y;',
    },
  ],
  'changelog/4.3.0/1': [
    {
      release: '4.3.0',
      file: 'src/Table.jsx',
      line: 16,
      has: 'rowKey: PropTypes.oneOfType([PropTypes.string, PropTypes.func])',
      before: '4.2.1',
    },
    {
      release: '4.3.0',
      file: 'src/Table.jsx',
      line: 155,
      has: 'return record[rowKey] || index;',
      before: '4.2.1',
    },
  ],
  'changelog/4.2.0/1': [
    // New: scrolling the fixed header scrolls the body (with `scroll.x`).
    { release: '4.2.0', file: 'src/Table.jsx', line: 365, has: 'if (useFixedHeader) {' },
    {
      release: '4.2.0',
      file: 'src/Table.jsx',
      line: 371,
      has: 'onScroll={this.handleBodyScroll}>',
    },
    { release: '4.2.0', file: 'src/Table.jsx', line: 510, has: 'if (scroll.x) {' },
    {
      release: '4.2.0',
      file: 'src/Table.jsx',
      line: 513,
      has: '} else if (e.target === this.refs.headTable && this.refs.bodyTable) {',
      before: '4.1.4',
    },
    {
      release: '4.2.0',
      file: 'src/Table.jsx',
      line: 514,
      has: 'this.refs.bodyTable.scrollLeft = e.target.scrollLeft;',
      before: '4.1.4',
    },
    // The fixed header itself becomes horizontally scrollable.
    { release: '4.2.0', file: 'assets/index.less', line: 40, has: '&-fixed-header &-header {' },
    {
      release: '4.2.0',
      file: 'assets/index.less',
      line: 41,
      has: 'overflow-x: scroll;',
      before: '4.1.4',
    },
    // Already before: the header followed the body's horizontal scroll.
    {
      release: '4.1.4',
      file: 'src/Table.jsx',
      line: 508,
      has: 'if (scroll.x && e.target === this.refs.bodyTable) {',
    },
    {
      release: '4.1.4',
      file: 'src/Table.jsx',
      line: 510,
      has: 'this.refs.headTable.scrollLeft = e.target.scrollLeft;',
    },
  ],
  'changelog/4.1.0/1': {
    release: '4.1.0',
    file: 'src/TableRow.jsx',
    line: 52,
    has: 'objectPath.get(record, col.dataIndex)',
    before: '4.0.6',
  },
  'changelog/4.1.0/2': [
    // Expanded rows get no expand-icon placeholder cell in the right-fixed part …
    {
      release: '4.0.6',
      file: 'src/Table.jsx',
      line: 181,
      has: '{this.props.expandIconAsCell ? <td key="rc-table-expand-icon-placeholder"></td> : \'\'}',
    },
    {
      release: '4.1.0',
      file: 'src/Table.jsx',
      line: 184,
      has: 'fixed !== \'right\') ? <td key="rc-table-expand-icon-placeholder"',
      before: '4.0.6',
    },
    // … and the stylesheet makes their text there transparent and ignores clicks on it
    // (ant-design/ant-design#1898).
    { release: '4.1.0', file: 'assets/index.less', line: 167, has: '&-fixed-right {' },
    {
      release: '4.1.0',
      file: 'assets/index.less',
      line: 171,
      has: 'hide expand row content in right fixed Table',
      before: '4.0.6',
    },
    {
      release: '4.1.0',
      file: 'assets/index.less',
      line: 174,
      has: 'color: transparent;',
      before: '4.0.6',
    },
    {
      release: '4.1.0',
      file: 'assets/index.less',
      line: 175,
      has: 'pointer-events: none;',
      before: '4.0.6',
    },
  ],
  'changelog/4.0.0/1': [
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 300,
      has: "column => column.fixed === 'left' || column.fixed === true",
      before: '3.11.3',
    },
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 309,
      has: "columns.filter(column => column.fixed === 'right')",
      before: '3.11.3',
    },
  ],
  'changelog/4.0.0/2': {
    release: '4.0.0',
    file: 'src/Table.jsx',
    line: 30,
    has: 'scroll: React.PropTypes.object',
    before: '3.11.3',
  },
  'changelog/4.0.0/3': [
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 9,
      has: 'defaultExpandAllRows: React.PropTypes.bool',
      before: '3.11.3',
    },
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 72,
      has: 'if (props.defaultExpandAllRows) {',
      before: '3.11.3',
    },
  ],
  'changelog/4.0.0/4': [
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 21,
      has: 'onExpand: React.PropTypes.func',
      before: '3.11.3',
    },
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 132,
      has: 'this.props.onExpand(expanded, record);',
      before: '3.11.3',
    },
  ],
  'changelog/4.0.0/5': [
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 31,
      has: 'rowRef: React.PropTypes.func',
      before: '3.11.3',
    },
    {
      release: '4.0.0',
      file: 'src/Table.jsx',
      line: 242,
      has: 'ref={rowRef(record, i)}',
      before: '3.11.3',
    },
  ],
  'changelog/3.11.0/1': [
    {
      release: '3.11.0',
      file: 'src/Table.jsx',
      line: 26,
      has: 'showHeader: React.PropTypes.bool',
      before: '3.10.1',
    },
    {
      release: '3.11.0',
      file: 'src/Table.jsx',
      line: 321,
      has: 'let thead = props.showHeader ? (',
      before: '3.10.1',
    },
  ],
  'changelog/3.11.0/2': [
    {
      release: '3.11.0',
      file: 'src/Table.jsx',
      line: 27,
      has: 'footer: React.PropTypes.func',
      before: '3.10.1',
    },
    {
      release: '3.11.0',
      file: 'src/Table.jsx',
      line: 347,
      has: 'props.footer && props.footer(this.state.data)',
      before: '3.10.1',
    },
  ],
  'changelog/3.10.0/1': [
    {
      release: '3.10.0',
      file: 'src/Table.jsx',
      line: 25,
      has: 'expandIconColumnIndex: React.PropTypes.number',
      before: '3.9.4',
    },
    {
      release: '3.10.0',
      file: 'src/TableRow.jsx',
      line: 61,
      has: 'let isColumnHaveExpandIcon = (i === expandIconColumnIndex);',
      before: '3.9.4',
    },
  ],
  'changelog/3.9.0/1': [
    {
      release: '3.9.0',
      file: 'HISTORY.md',
      line: 6,
      has: 'support pinned and paging columns.',
      before: '3.8.0',
    },
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 23,
      has: 'columnsPageRange: React.PropTypes.array',
      before: '3.8.0',
    },
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 24,
      has: 'columnsPageSize: React.PropTypes.number',
      before: '3.8.0',
    },
    // Only the columns inside the range are paged; the others always stay visible (upstream's
    // "pinned").
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 219,
      has: 'if (i >= columnsPageRange[0] && i <= columnsPageRange[1]) {',
      before: '3.8.0',
    },
    // A page of `columnsPageSize` columns is shown; the others of the range are hidden.
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 220,
      has: 'const pageIndexStart = columnsPageRange[0] + currentColumnsPage * columnsPageSize;',
    },
    { release: '3.9.0', file: 'src/Table.jsx', line: 227, has: "-column-hidden'", before: '3.8.0' },
    { release: '3.9.0', file: 'assets/index.less', line: 82, has: '&-column-hidden {' },
    { release: '3.9.0', file: 'assets/index.less', line: 83, has: 'display: none;' },
    // The first and last column of the page get previous/next arrows in their header.
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 229,
      has: 'this.wrapPageColumn(newColumn, (i === pageIndexStart), (i === pageIndexEnd));',
    },
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 276,
      has: 'column.title = hasPrev ? <span>{prevHandler}{column.title}</span> : column.title;',
    },
    {
      release: '3.9.0',
      file: 'src/Table.jsx',
      line: 277,
      has: 'column.title = hasNext ? <span>{column.title}{nextHandler}</span> : column.title;',
    },
    { release: '3.9.0', file: 'assets/index.less', line: 104, has: "content: '<';" },
    { release: '3.9.0', file: 'assets/index.less', line: 110, has: "content: '>';" },
  ],
  'changelog/3.8.0/1': [
    {
      release: '3.8.0',
      file: 'src/Table.jsx',
      line: 21,
      has: 'onRowClick: React.PropTypes.func',
      before: '3.7.0',
    },
    {
      release: '3.8.0',
      file: 'src/TableRow.jsx',
      line: 83,
      has: 'onRowClick.bind(null, record, index)',
      before: '3.7.0',
    },
  ],
  'changelog/3.7.0/1': [
    {
      release: '3.7.0',
      file: 'src/Table.jsx',
      line: 183,
      has: 'this.getRowsByData(childrenColumn, subVisible, indent + 1)',
      before: '3.6.2',
    },
    {
      release: '3.7.0',
      file: 'src/TableRow.jsx',
      line: 67,
      has: 'paddingLeft: indentSize * indent',
      before: '3.6.2',
    },
    // The new `indentSize` prop: pixels per level, default 15.
    {
      release: '3.7.0',
      file: 'src/Table.jsx',
      line: 20,
      has: 'indentSize: React.PropTypes.number',
      before: '3.6.2',
    },
    { release: '3.7.0', file: 'src/Table.jsx', line: 45, has: 'indentSize: 15', before: '3.6.2' },
    // rc-table's changelog lists the feature as `childenIndent`, a name the code does not use.
    { release: '7.30.3', file: 'CHANGELOG.md', line: 213, has: '## 3.7.0' },
    { release: '7.30.3', file: 'CHANGELOG.md', line: 215, has: '- Add `childenIndent`' },
    { release: '3.7.0', file: 'src/Table.jsx', lacks: 'childenIndent' },
  ],
  'changelog/3.6.0/1': [
    {
      release: '3.6.0',
      file: 'src/Table.jsx',
      line: 8,
      has: 'expandedRowKeys: React.PropTypes.array',
      before: '3.5.1',
    },
    {
      release: '3.6.0',
      file: 'src/Table.jsx',
      line: 9,
      has: 'defaultExpandedRowKeys: React.PropTypes.array',
      before: '3.5.1',
    },
    {
      release: '3.6.0',
      file: 'src/Table.jsx',
      line: 19,
      has: 'onExpandedRowsChange: React.PropTypes.func',
      before: '3.5.1',
    },
  ],
  'changelog/3.5.0/1': [
    {
      release: '3.5.0',
      file: 'HISTORY.md',
      line: 6,
      has: 'Add colSpan and rowSpan support',
      before: '3.4.0',
    },
    { release: '3.5.0', file: 'src/TableRow.jsx', line: 56, has: 'rowSpan = tdProps.rowSpan;' },
    { release: '3.5.0', file: 'src/TableRow.jsx', line: 57, has: 'colSpan = tdProps.colSpan;' },
    // The code arrived in 3.4.0, which has no entry in upstream's changelog …
    { release: '7.30.3', file: 'CHANGELOG.md', line: 221, has: '## 3.5.0' },
    { release: '7.30.3', file: 'CHANGELOG.md', line: 225, has: '## 3.3.0' },
    { release: '7.30.3', file: 'CHANGELOG.md', lacks: '## 3.4.0' },
    {
      release: '3.4.0',
      file: 'src/TableRow.jsx',
      line: 57,
      has: 'rowSpan = tdProps.rowSpan;',
      before: '3.3.0',
    },
    {
      release: '3.4.0',
      file: 'src/Table.jsx',
      line: 96,
      has: 'colSpan={c.colSpan}',
      before: '3.3.0',
    },
    // … and 3.5.0's own change drops the cells' `align` (textAlign) option.
    { release: '3.5.0', file: 'src/TableRow.jsx', lacks: 'textAlign: align', before: '3.4.0' },
  ],
  'changelog/3.3.0/1': [
    { release: '3.3.0', file: 'HISTORY.md', line: 6, has: 'support react 0.14', before: '3.2.0' },
    // Only the development dependencies move to React 0.14; src has no React-version change.
    {
      release: '3.3.0',
      file: 'package.json',
      line: 48,
      has: '"react": "~0.14.0"',
      before: '3.2.0',
    },
    {
      release: '3.3.0',
      file: 'package.json',
      line: 50,
      has: '"react-dom": "^0.14.0"',
      before: '3.2.0',
    },
  ],
  // 3.2.0 is the oldest release of releases.json, so no `before` (tag 3.1.0 lacks expandIconAsCell).
  'changelog/3.2.0/1': [
    { release: '3.2.0', file: 'HISTORY.md', line: 6, has: 'add expandIconAsCell prop' },
    {
      release: '3.2.0',
      file: 'src/Table.jsx',
      line: 7,
      has: 'expandIconAsCell: React.PropTypes.bool',
    },
    {
      release: '3.2.0',
      file: 'src/TableRow.jsx',
      line: 39,
      has: 'if (expandIconAsCell && i === 0) {',
    },
  ],
};
