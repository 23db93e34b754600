import type { Proofs } from '../../support/claims';

/** Proofs of the changelog notes of releases 5.0.0 through 6.9.0, from rc-table's tagged source. */
export const CLAIMS: Record<string, Proofs> = {
  // 6.9.0: the source moved from .js to .ts/.tsx files.
  'changelog/6.9.0/1': [
    {
      release: '6.9.0',
      file: 'src/Table.tsx',
      line: 67,
      has: 'class Table<ValueType> extends React.Component<TableProps<ValueType>, TableState>',
      before: '6.8.6',
    },
    {
      release: '6.9.0',
      file: 'src/Table.js',
      lacks: 'class Table extends React.Component',
      before: '6.8.6',
    },
  ],
  // 6.8.0 made tables with a fixed column use fixed layout by themselves, which broke
  // `max-content` (antd 3.23.4 on rc-table ~6.7.0 worked, 3.24.0 on ~6.8.6 did not: PR #378);
  // 6.9.0 drops fixed columns from that rule.
  'changelog/6.9.0/2': [
    {
      release: '6.8.0',
      file: 'src/Table.js',
      line: 241,
      has: '!!fixed || !!ellipsis',
      before: '6.7.0',
    },
    { release: '6.8.6', file: 'src/Table.js', line: 241, has: '!!fixed || !!ellipsis' },
    {
      release: '6.9.0',
      file: 'src/Table.tsx',
      line: 288,
      has: 'columns.some(({ ellipsis }) => !!ellipsis)',
    },
    { release: '6.9.0', file: 'src/Table.tsx', lacks: '!!fixed' },
    {
      release: '6.9.0',
      file: 'src/Table.tsx',
      line: 292,
      has: 'if (useFixedHeader || scroll.y) {',
    },
    {
      release: '6.9.0',
      file: 'HISTORY.md',
      line: 7,
      has: "Fix `scroll={{ x: 'max-content' }}` not working",
    },
  ],
  // Commit a7f4cbb8: with `scroll.x === true` the body table's inline style gets `width:
  // max-content`; 6.8.6 gave it `tableLayout: 'fixed'` instead.
  'changelog/6.9.0/3': [
    { release: '6.8.6', file: 'src/BaseTable.js', line: 143, has: 'if (!fixed && scroll.x) {' },
    { release: '6.8.6', file: 'src/BaseTable.js', line: 145, has: 'if (scroll.x === true) {' },
    {
      release: '6.8.6',
      file: 'src/BaseTable.js',
      line: 146,
      has: "tableStyle.tableLayout = 'fixed';",
    },
    {
      release: '6.8.6',
      file: 'src/BaseTable.js',
      line: 166,
      has: '<Table className={tableClassName} style={tableStyle} key="table">',
    },
    { release: '6.9.0', file: 'src/BaseTable.tsx', line: 150, has: 'if (!fixed && scroll.x) {' },
    {
      release: '6.9.0',
      file: 'src/BaseTable.tsx',
      line: 152,
      has: "tableStyle.width = scroll.x === true ? 'max-content' : scroll.x;",
      before: '6.8.6',
    },
    { release: '6.9.0', file: 'src/BaseTable.tsx', lacks: 'tableStyle.tableLayout' },
    {
      release: '6.9.0',
      file: 'src/BaseTable.tsx',
      line: 169,
      has: '<Table className={tableClassName} style={tableStyle} key="table">',
    },
  ],
  // Only `tableLayout === 'fixed'` returns early; any other value falls through to the rules that
  // fix the layout for a fixed or `ellipsis` column or a fixed header (6.8.2 let an explicit
  // `tableLayout` win).
  'changelog/6.8.0/1': [
    {
      release: '6.8.0',
      file: 'src/Table.js',
      line: 237,
      has: "if (tableLayout === 'fixed') {",
      before: '6.7.0',
    },
    {
      release: '6.8.0',
      file: 'src/Table.js',
      line: 241,
      has: 'if (columns.some(({ fixed, ellipsis }) => !!fixed || !!ellipsis)) {',
      before: '6.7.0',
    },
    { release: '6.8.0', file: 'src/Table.js', line: 249, has: 'if (useFixedHeader || scroll.y) {' },
    { release: '6.8.0', file: 'src/Table.js', line: 250, has: 'return true;' },
    {
      release: '6.8.0',
      file: 'src/Table.js',
      line: 517,
      has: '-layout-fixed`]: this.isTableLayoutFixed()',
      before: '6.7.0',
    },
    {
      release: '6.8.0',
      file: 'assets/index.less',
      line: 244,
      has: '&-layout-fixed table {',
      before: '6.7.0',
    },
    { release: '6.8.0', file: 'assets/index.less', line: 245, has: 'table-layout: fixed;' },
  ],
  // Body cells get `<prefix>-row-cell-ellipsis` (their prefixCls is `<prefix>-row`), header cells
  // the same class; the stylesheet turns it into a one-line, clipped cell with an ellipsis.
  'changelog/6.8.0/2': [
    {
      release: '6.8.0',
      file: 'src/TableCell.js',
      line: 98,
      has: '-cell-ellipsis`]: !!column.ellipsis',
      before: '6.7.0',
    },
    {
      release: '6.8.0',
      file: 'src/TableHeaderRow.js',
      line: 23,
      has: '-row-cell-ellipsis`]: !!column.ellipsis',
      before: '6.7.0',
    },
    {
      release: '6.8.0',
      file: 'assets/index.less',
      line: 238,
      has: '&-row-cell-ellipsis {',
      before: '6.7.0',
    },
    { release: '6.8.0', file: 'assets/index.less', line: 239, has: 'text-overflow: ellipsis;' },
  ],
  'changelog/6.7.0/1': [
    {
      release: '6.7.0',
      file: 'src/ExpandableRow.js',
      line: 38,
      has: 'return !!expandIcon || !expandRowByClick;',
      before: '6.6.8',
    },
    {
      release: '6.6.8',
      file: 'src/ExpandableRow.js',
      line: 33,
      has: '!this.expandIconAsCell && !expandRowByClick && columnIndex === this.expandIconColumnIndex',
    },
  ],
  // The fixed header keeps `overflow: scroll` (its horizontal scrollbar is pushed out of view by the
  // negative margin); its scrollbars are now painted transparent.
  'changelog/6.6.0/1': [
    {
      release: '6.6.0',
      file: 'src/HeadTable.js',
      line: 23,
      has: 'if (!useFixedHeader || !showHeader) {',
    },
    {
      release: '6.6.0',
      file: 'src/HeadTable.js',
      line: 31,
      has: '-hide-scrollbar`}',
      before: '6.5.1',
    },
    {
      release: '6.6.0',
      file: 'assets/index.less',
      line: 41,
      has: '&-fixed-header &-scroll &-header {',
    },
    { release: '6.6.0', file: 'assets/index.less', line: 43, has: 'margin-bottom: -20px;' },
    { release: '6.6.0', file: 'assets/index.less', line: 44, has: 'overflow: scroll;' },
    {
      release: '6.6.0',
      file: 'assets/index.less',
      line: 48,
      has: '&-hide-scrollbar {',
      before: '6.5.1',
    },
    {
      release: '6.6.0',
      file: 'assets/index.less',
      line: 49,
      has: 'scrollbar-color: transparent transparent;',
      before: '6.5.1',
    },
    {
      release: '6.6.0',
      file: 'assets/index.less',
      line: 51,
      has: 'background-color: transparent;',
    },
  ],
  // A column's value under the exported key INTERNAL_COL_DEFINE is spread onto its <col>; the
  // source says it is not for users.
  'changelog/6.5.0/1': [
    {
      release: '6.5.0',
      file: 'src/utils.js',
      line: 14,
      has: 'This const is used for colgroup.col internal props. And should not provides to user.',
    },
    {
      release: '6.5.0',
      file: 'src/utils.js',
      line: 15,
      has: 'export const INTERNAL_COL_DEFINE',
      before: '6.4.5',
    },
    {
      release: '6.5.0',
      file: 'src/ColGroup.js',
      line: 25,
      has: '[INTERNAL_COL_DEFINE]: additionalProps',
      before: '6.4.5',
    },
    { release: '6.5.0', file: 'src/ColGroup.js', line: 26, has: '{...additionalProps} />' },
    {
      release: '6.5.0',
      file: 'src/index.js',
      line: 10,
      has: 'export { Column, ColumnGroup, INTERNAL_COL_DEFINE };',
      before: '6.4.5',
    },
  ],
  'changelog/6.4.0/1': [
    {
      release: '6.4.0',
      file: 'src/utils.js',
      line: 89,
      has: "key.substr(0, 5) === 'data-' || key.substr(0, 5) === 'aria-'",
      before: '6.3.7',
    },
    {
      release: '6.4.0',
      file: 'src/Table.js',
      line: 518,
      has: '{...dataAndAriaProps}',
      before: '6.3.7',
    },
  ],
  'changelog/6.4.0/2': {
    release: '6.4.0',
    file: 'src/TableCell.js',
    line: 73,
    has: '...column.onCell(record, index)',
    before: '6.3.7',
  },
  'changelog/6.4.0/3': [
    {
      release: '6.4.0',
      file: 'src/ExpandableTable.js',
      line: 17,
      has: 'expandIcon: PropTypes.func',
      before: '6.3.7',
    },
    {
      release: '6.4.0',
      file: 'src/ExpandableRow.js',
      line: 65,
      has: 'return expandIcon({',
      before: '6.3.7',
    },
  ],
  // 6.3.1's source is the same as 6.2.8's: 112346ca (the only code commit of 6.3.0) is undone.
  'changelog/6.3.1/1': [
    { release: '6.3.1', file: 'src', sameAs: '6.2.8' },
    { release: '6.3.1', file: 'src/Table.js', lacks: 'syncFixedHeaderWidth', before: '6.3.0' },
    { release: '6.3.1', file: 'src/ColGroup.js', lacks: 'firstRowCellsWidth', before: '6.3.0' },
    {
      release: '6.3.1',
      file: 'HISTORY.md',
      line: 6,
      has: 'Revert [112346](https://github.com/react-component/table/commit/112346ca75e8057771cf70fc8fde4bf5f63ce2e8) since too many edge cases.',
    },
    {
      release: '6.3.1',
      file: 'HISTORY.md',
      line: 10,
      has: 'Fixed header will read cell width from body.',
    },
  ],
  // 6.3.0 is untagged (its release commit 16e5e8bb); 6.2.9 was published later from another
  // branch, so the change is shown against 6.2.8, 6.3.0's parent release.
  'changelog/6.3.0/1': [
    {
      release: '6.3.0',
      file: 'src/Table.js',
      line: 283,
      has: 'syncFixedHeaderWidth() {',
      before: '6.2.8',
    },
    {
      release: '6.3.0',
      file: 'src/Table.js',
      line: 285,
      has: 'this.bodyTable.querySelectorAll(`.${prefixCls}-row:first-child td`)',
    },
    // Only with a fixed header (`scroll.y`); a column's own `width` wins.
    { release: '6.3.0', file: 'src/Table.js', line: 157, has: 'if (this.props.scroll.y) {' },
    { release: '6.3.0', file: 'src/Table.js', line: 158, has: 'this.syncFixedHeaderWidth();' },
    {
      release: '6.3.0',
      file: 'src/ColGroup.js',
      line: 26,
      has: 'c.width || firstRowCellsWidth[index + cols.length]',
      before: '6.2.8',
    },
    // Undone in 6.3.1.
    { release: '6.3.1', file: 'src/Table.js', lacks: 'syncFixedHeaderWidth', before: '6.3.0' },
  ],
  // 6.1.13–6.1.15 were published later from a 6.1 branch; 6.1.12 is 6.2.0's parent release.
  'changelog/6.2.0/1': [
    {
      release: '6.2.0',
      file: 'src/ExpandableTable.js',
      line: 157,
      has: 'render(record, index, indent, expanded)',
      before: '6.1.12',
    },
    {
      release: '6.2.0',
      file: 'src/ExpandableTable.js',
      line: 152,
      has: 'const expanded = !!~expandedRowKeys.indexOf(parentKey);',
    },
    {
      release: '6.1.12',
      file: 'src/ExpandableTable.js',
      line: 146,
      has: 'render(record, index, indent)',
    },
  ],
  // The one Table.jsx with its own createStore became Table.js on mini-store plus new
  // BaseTable/HeadTable/BodyTable/ExpandableTable/ExpandableRow components.
  'changelog/6.0.0/1': [
    {
      release: '6.0.0',
      file: 'src/Table.jsx',
      lacks: "import createStore from './createStore'",
      before: '5.7.3',
    },
    {
      release: '6.0.0',
      file: 'src/Table.js',
      line: 6,
      has: "import { Provider, create } from 'mini-store'",
      before: '5.7.3',
    },
    {
      release: '6.0.0',
      file: 'src/ExpandableTable.js',
      line: 6,
      has: 'class ExpandableTable extends React.Component',
      before: '5.7.3',
    },
  ],
  // Upstream's "Allow override default examples" (HISTORY.md:7) is the `components` prop (PR #171,
  // "Allow overriding table elements"): the table, header and body elements can be replaced.
  'changelog/6.0.0/2': [
    { release: '6.0.0', file: 'src/Table.js', line: 39, has: 'components: PropTypes.shape({' },
    { release: '6.0.0', file: 'src/Table.js', line: 40, has: 'table: PropTypes.any,' },
    { release: '6.0.0', file: 'src/Table.js', line: 41, has: 'header: PropTypes.shape({' },
    { release: '6.0.0', file: 'src/Table.js', line: 42, has: 'wrapper: PropTypes.any,' },
    { release: '6.0.0', file: 'src/Table.js', line: 43, has: 'row: PropTypes.any,' },
    { release: '6.0.0', file: 'src/Table.js', line: 44, has: 'cell: PropTypes.any,' },
    { release: '6.0.0', file: 'src/Table.js', line: 46, has: 'body: PropTypes.shape({' },
    { release: '6.0.0', file: 'src/Table.js', line: 116, has: '}, this.props.components),' },
    {
      release: '6.0.0',
      file: 'src/BaseTable.js',
      line: 147,
      has: "const Table = hasBody ? components.table : 'table';",
    },
    { release: '6.0.0', file: 'src/BaseTable.js', line: 148, has: 'components.body.wrapper' },
    { release: '6.0.0', file: 'src/TableRow.js', line: 162, has: 'components.body.row' },
    { release: '6.0.0', file: 'src/TableRow.js', line: 163, has: 'components.body.cell' },
    { release: '6.0.0', file: 'src/TableHeader.js', line: 50, has: 'components.header.wrapper' },
    { release: '6.0.0', file: 'src/TableHeaderRow.js', line: 5, has: 'components.header.row' },
    { release: '6.0.0', file: 'src/TableHeaderRow.js', line: 6, has: 'components.header.cell' },
    { release: '6.0.0', file: 'README.md', line: 248, has: '<td>components</td>', before: '5.7.3' },
    { release: '5.7.3', file: 'src/Table.jsx', lacks: 'components' },
    { release: '6.0.0', file: 'HISTORY.md', line: 7, has: 'Allow override default examples.' },
  ],
  'changelog/6.0.0/3': [
    { release: '6.0.0', file: 'src/Table.js', line: 24, has: 'onRow: PropTypes.func,' },
    { release: '6.0.0', file: 'src/Table.js', line: 25, has: 'onHeaderRow: PropTypes.func,' },
    {
      release: '6.0.0',
      file: 'src/TableRow.js',
      line: 194,
      has: 'const rowProps = onRow(record, index);',
    },
    { release: '6.0.0', file: 'src/TableCell.js', line: 67, has: '...column.onCell(record)' },
    {
      release: '6.0.0',
      file: 'src/TableHeaderRow.js',
      line: 7,
      has: 'const rowProps = onHeaderRow(row.map(cell => cell.column), index);',
    },
    {
      release: '6.0.0',
      file: 'src/TableHeaderRow.js',
      line: 15,
      has: 'column.onHeaderCell ? column.onHeaderCell(column) : {}',
    },
    { release: '5.7.3', file: 'src/Table.jsx', lacks: 'onRow:' },
    { release: '5.7.3', file: 'src/Table.jsx', lacks: 'onHeaderRow' },
    { release: '5.7.3', file: 'src/Table.jsx', lacks: 'onHeaderCell' },
    { release: '5.7.3', file: 'src/TableRow.jsx', lacks: 'onRow(' },
    { release: '5.7.3', file: 'src/TableCell.jsx', lacks: 'onCell(' },
  ],
  'changelog/6.0.0/4': [
    { release: '6.0.0', file: 'src/TableCell.js', line: 87, has: 'textAlign: column.align' },
    { release: '6.0.0', file: 'src/TableHeaderRow.js', line: 17, has: 'textAlign: column.align' },
    { release: '5.7.3', file: 'src/TableCell.jsx', lacks: 'align' },
  ],
  // The 5.6.0 tag has the same source and stylesheet as 5.5.0 (only HISTORY.md and package.json
  // differ); the change (75ab4314, PR #157) is first in 5.6.1. 5.6.0 is not on npm either.
  'changelog/5.6.0/1': [
    { release: '5.6.0', file: 'src', sameAs: '5.5.0' },
    { release: '5.6.0', file: 'assets', sameAs: '5.5.0' },
    {
      release: '5.6.0',
      file: 'HISTORY.md',
      line: 6,
      has: 'Better empty data style for fixed-columns Table.',
    },
    {
      release: '5.6.1',
      file: 'src/Table.jsx',
      line: 320,
      has: "data = [{ key: 'empty-placeholder-data' }];",
      before: '5.6.0',
    },
    {
      release: '5.6.1',
      file: 'src/Table.jsx',
      line: 582,
      has: '-placeholder-fixed-columns',
      before: '5.6.0',
    },
  ],
  'changelog/5.5.0/1': [
    {
      release: '5.5.0',
      file: 'src/TableRow.jsx',
      line: 99,
      has: 'onRowContextMenu(record, index, event);',
      before: '5.4.2',
    },
    {
      release: '5.5.0',
      file: 'src/TableRow.jsx',
      line: 208,
      has: 'onContextMenu={this.onContextMenu}',
      before: '5.4.2',
    },
  ],
  // 5.3.4 was published later from a 5.3 branch; 5.3.3 is 5.4.0's parent release.
  'changelog/5.4.0/1': [
    {
      release: '5.4.0',
      file: 'src/TableRow.jsx',
      line: 96,
      has: 'onRowMouseEnter(record, index, event);',
      before: '5.3.3',
    },
    {
      release: '5.4.0',
      file: 'src/TableRow.jsx',
      line: 102,
      has: 'onRowMouseLeave(record, index, event);',
      before: '5.3.3',
    },
  ],
  // Before 5.3.0 `emptyText` was a function (default `() => 'No Data'`) that was called; now a
  // node is rendered as is and a function is still called.
  'changelog/5.3.0/1': [
    { release: '5.2.15', file: 'src/Table.jsx', line: 36, has: 'emptyText: PropTypes.func,' },
    { release: '5.2.15', file: 'src/Table.jsx', line: 567, has: '{emptyText()}' },
    {
      release: '5.3.0',
      file: 'src/Table.jsx',
      line: 36,
      has: 'emptyText: PropTypes.oneOfType([PropTypes.node, PropTypes.func])',
      before: '5.2.15',
    },
    {
      release: '5.3.0',
      file: 'src/Table.jsx',
      line: 567,
      has: "(typeof emptyText === 'function') ? emptyText() : emptyText",
      before: '5.2.15',
    },
  ],
  'changelog/5.0.0/1': [
    { release: '5.0.0', file: 'src/Table.jsx', lacks: 'columnsPageSize', before: '4.6.0' },
    { release: '5.0.0', file: 'src/Table.jsx', lacks: 'columnsPageRange', before: '4.6.0' },
  ],
  'changelog/5.0.0/2': [
    {
      release: '5.0.0',
      file: 'src/Table.jsx',
      line: 28,
      has: 'onRowDoubleClick: PropTypes.func',
      before: '4.6.0',
    },
    {
      release: '5.0.0',
      file: 'src/TableRow.jsx',
      line: 131,
      has: 'onDoubleClick={this.onRowDoubleClick}',
      before: '4.6.0',
    },
  ],
  // Cells (memoised with shallowequal) no longer get `expanded`, so toggling a row re-renders only
  // the cell with the expand icon (4179db9c "improve cell render perfermance").
  'changelog/5.0.0/3': [
    { release: '5.0.0', file: 'HISTORY.md', line: 8, has: 'Improve perfermance when expand row.' },
    {
      release: '5.0.0',
      file: 'src/TableCell.jsx',
      lacks: 'expanded: PropTypes.bool',
      before: '4.6.0',
    },
    {
      release: '5.0.0',
      file: 'src/TableRow.jsx',
      line: 123,
      has: 'expandIcon={isColumnHaveExpandIcon ? expandIcon : null}',
      before: '4.6.0',
    },
  ],
  // PR #74 ("grouping columns"): groupColumns gives a column with `children` a colSpan over its
  // leaf columns, and getHeaderRows recurses into `children`, one header row per level; 4.6.0's
  // header is a single row.
  'changelog/5.0.0/4': [
    {
      release: '5.0.0',
      file: 'src/Table.jsx',
      line: 569,
      has: 'groupColumns(columns, currentRow = 0, parentColumn = {}, rows = []) {',
      before: '4.6.0',
    },
    {
      release: '5.0.0',
      file: 'src/Table.jsx',
      line: 590,
      has: 'parentColumn.colSpan = parentColumn.colSpan + newColumn.colSpan;',
    },
    {
      release: '5.0.0',
      file: 'src/Table.jsx',
      line: 191,
      has: 'rows = this.getHeaderRows(this.groupColumns(this.props.columns));',
      before: '4.6.0',
    },
    {
      release: '5.0.0',
      file: 'src/Table.jsx',
      line: 235,
      has: 'this.getHeaderRows(column.children, currentRow + 1, rows);',
      before: '4.6.0',
    },
    { release: '5.0.0', file: 'src/Table.jsx', line: 238, has: 'cell.colSpan = column.colSpan;' },
    { release: '4.6.0', file: 'src/Table.jsx', line: 205, has: '<tr style={trStyle}>{ths}</tr>' },
  ],
};
