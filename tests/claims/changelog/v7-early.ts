import type { Proofs } from '../../support/claims';

/** Proofs of the changelog notes of rc-table 7.11.3 through 7.18.1 (7.15.2 included). */
export const CLAIMS: Record<string, Proofs> = {
  // ---------------------------------------------------------------- 7.18.x
  'changelog/7.18.1/1': [
    // `className` joins `expanded` in what the memo compares before asking `shouldCellUpdate`.
    {
      release: '7.18.1',
      file: 'src/Cell/index.tsx',
      line: 219,
      has: "const comparePropList: (keyof CellProps<any>)[] = ['expanded', 'className'];",
      before: '7.18.0',
    },
    // The cell's `className` prop is the column's `className`.
    {
      release: '7.18.1',
      file: 'src/Body/BodyRow.tsx',
      line: 134,
      has: 'const { render, dataIndex, className: columnClassName } = column;',
    },
    {
      release: '7.18.1',
      file: 'src/Body/BodyRow.tsx',
      line: 166,
      has: 'className={columnClassName}',
    },
  ],
  'changelog/7.18.0/1': [
    {
      release: '7.18.0',
      file: 'src/Table.tsx',
      line: 511,
      has: "setSupportSticky(isStyleSupport('position', 'sticky'));",
      before: '7.17.2',
    },
    {
      release: '7.18.0',
      file: 'src/Cell/index.tsx',
      line: 151,
      has: "const isFixLeft = typeof fixLeft === 'number' && supportSticky;",
      before: '7.17.2',
    },
    {
      release: '7.18.0',
      file: 'src/Cell/index.tsx',
      line: 191,
      has: '[`${cellPrefixCls}-fix-left`]: isFixLeft && supportSticky,',
      before: '7.17.2',
    },
  ],

  // ---------------------------------------------------------------- 7.17.x
  'changelog/7.17.2/1': {
    release: '7.17.2',
    file: 'src/Table.tsx',
    line: 501,
    has: '}, [horizonScroll, data, columns.length]);',
    before: '7.17.1',
  },
  'changelog/7.17.1/1': [
    // The effect that calls triggerOnScroll when `horizonScroll` is set now also depends on `data`.
    {
      release: '7.17.1',
      file: 'src/Table.tsx',
      line: 501,
      has: '}, [horizonScroll, data]);',
      before: '7.17.0',
    },
    { release: '7.17.1', file: 'src/Table.tsx', line: 498, has: 'if (horizonScroll) {' },
    // What the re-sync does: header scroll position and ping (shadow) state.
    {
      release: '7.17.1',
      file: 'src/Table.tsx',
      line: 464,
      has: 'forceScroll(mergedScrollLeft, scrollHeaderRef.current);',
    },
    {
      release: '7.17.1',
      file: 'src/Table.tsx',
      line: 476,
      has: 'setPingedLeft(mergedScrollLeft > 0);',
    },
  ],
  'changelog/7.17.0/1': [
    {
      release: '7.17.0',
      file: 'src/hooks/useFlattenRecords.ts',
      line: 66,
      has: 'temp.push(...flatRecord<T>(',
      before: '7.16.3',
    },
    {
      release: '7.17.0',
      file: 'src/Body/index.tsx',
      line: 52,
      has: 'rows = flattenData.map((item, index) => {',
      before: '7.16.3',
    },
    // Parent rows no longer render their children (7.16.3 rendered them with `index={subIndex}`).
    {
      release: '7.17.0',
      file: 'src/Body/BodyRow.tsx',
      lacks: 'index={subIndex}',
      before: '7.16.3',
    },
    // The position in the flat list is every row's index: for `onRow`, `render`, and the
    // `rowKey` function (getRowKey is `rowKey` itself when it is a function).
    { release: '7.17.0', file: 'src/Body/index.tsx', line: 63, has: 'index={index}' },
    {
      release: '7.17.0',
      file: 'src/Body/BodyRow.tsx',
      line: 94,
      has: 'additionalProps = onRow(record, index);',
    },
    { release: '7.17.0', file: 'src/Body/BodyRow.tsx', line: 173, has: 'index={index}' },
    {
      release: '7.17.0',
      file: 'src/Cell/index.tsx',
      line: 108,
      has: 'const renderData = render(value, record, index);',
    },
    {
      release: '7.17.0',
      file: 'src/Body/index.tsx',
      line: 55,
      has: 'const key = getRowKey(record, index);',
    },
    { release: '7.17.0', file: 'src/Table.tsx', line: 237, has: 'return rowKey;' },
    // 7.16.3: top-level rows had their index in `data`, child rows their index among siblings.
    {
      release: '7.16.3',
      file: 'src/Body/index.tsx',
      line: 45,
      has: 'rows = data.map((record, index) => {',
    },
    {
      release: '7.16.3',
      file: 'src/Body/BodyRow.tsx',
      line: 221,
      has: 'getRowKey(subRecord, subIndex)',
    },
    { release: '7.16.3', file: 'src/Body/BodyRow.tsx', line: 230, has: 'index={subIndex}' },
    // Changed again in 7.20.4 and 7.22.2.
    {
      release: '7.20.4',
      file: 'src/Body/index.tsx',
      line: 71,
      has: 'index={renderIndex}',
      before: '7.20.3',
    },
    {
      release: '7.22.2',
      file: 'src/Cell/index.tsx',
      line: 137,
      has: 'render(value, record, renderIndex)',
      before: '7.22.1',
    },
  ],

  // ---------------------------------------------------------------- 7.16.x
  'changelog/7.16.3/1': [
    // Only null/undefined children fall back to the record; the header passes the title as children.
    {
      release: '7.16.3',
      file: 'src/Cell/index.tsx',
      line: 100,
      has: 'if (validateValue(children)) {',
      before: '7.16.2',
    },
    { release: '7.16.3', file: 'src/Header/Header.tsx', line: 31, has: 'children: column.title,' },
  ],
  'changelog/7.16.2/1': {
    release: '7.16.2',
    file: 'src/ColGroup.tsx',
    line: 24,
    has: 'style={{ width }}',
    before: '7.16.1',
  },
  'changelog/7.16.1/1': [
    // The memo compares `expanded` before asking `shouldCellUpdate`…
    {
      release: '7.16.1',
      file: 'src/Cell/index.tsx',
      line: 220,
      has: 'prev.expanded === next.expanded &&',
      before: '7.16.0',
    },
    // …which the row passes to the cell that holds the (tree-data) expand icon.
    {
      release: '7.16.1',
      file: 'src/Body/BodyRow.tsx',
      line: 178,
      has: 'expanded={appendCellNode && expanded}',
      before: '7.16.0',
    },
    // The icon calls a wrapper that reads the current handler from a ref.
    {
      release: '7.16.1',
      file: 'src/Body/BodyRow.tsx',
      line: 86,
      has: 'onExpandRef.current = onTriggerExpand;',
      before: '7.16.0',
    },
    {
      release: '7.16.1',
      file: 'src/Body/BodyRow.tsx',
      line: 154,
      has: 'onExpand: onInternalTriggerExpand,',
      before: '7.16.0',
    },
  ],
  'changelog/7.16.0/1': [
    {
      release: '7.16.0',
      file: 'src/Footer/Summary.tsx',
      line: 6,
      has: "fixed?: boolean | 'top' | 'bottom';",
      before: '7.15.1',
    },
    // A top summary is rendered in the header holder, right after the header.
    {
      release: '7.16.0',
      file: 'src/Table.tsx',
      line: 666,
      has: "fixFooter === 'top' && <Footer",
      before: '7.15.1',
    },
    {
      release: '7.16.0',
      file: 'src/Table.tsx',
      line: 676,
      has: "fixFooter && fixFooter !== 'top' && (",
      before: '7.15.1',
    },
  ],

  // ---------------------------------------------------------------- 7.15.x
  'changelog/7.15.2/1': [
    { release: '7.15.2', file: 'src/ColGroup.tsx', lacks: 'minWidth', before: '7.15.1' },
    { release: '7.15.2', file: 'src/ColGroup.tsx', line: 24, has: 'style={{ width }}' },
    // A 7.15 patch: it has none of 7.16.0's `fixed="top"`.
    { release: '7.15.2', file: 'package.json', line: 3, has: '"version": "7.15.2"' },
    { release: '7.15.2', file: 'src/Footer/Summary.tsx', lacks: "'top'" },
  ],
  'changelog/7.15.1/1': [
    {
      release: '7.15.1',
      file: 'src/hooks/useSticky.ts',
      line: 33,
      has: 'stickyClassName: isSticky ? `${prefixCls}-sticky-holder`',
      before: '7.15.0',
    },
    { release: '7.15.1', file: 'src/hooks/useSticky.ts', lacks: 'sticky-header', before: '7.15.0' },
    // The same class goes to the header holder and to the fixed summary holder.
    { release: '7.15.1', file: 'src/Table.tsx', line: 648, has: 'stickyClassName,' },
    // The holders get no inline `position`; the stylesheet of 7.15.1 and 7.15.2 still makes only
    // `rc-table-sticky-header` sticky. 7.16.0 moves the rule to `rc-table-sticky-holder`.
    { release: '7.15.1', file: 'src/FixedHolder/index.tsx', lacks: 'position' },
    {
      release: '7.15.1',
      file: 'src/FixedHolder/index.tsx',
      line: 136,
      has: '...(isSticky ? { top: stickyTopOffset, bottom: stickyBottomOffset } : {}),',
    },
    { release: '7.15.1', file: 'assets/index.less', line: 295, has: '&-sticky {' },
    { release: '7.15.1', file: 'assets/index.less', line: 296, has: '&-header {' },
    { release: '7.15.1', file: 'assets/index.less', line: 297, has: 'position: sticky;' },
    { release: '7.15.2', file: 'assets/index.less', line: 296, has: '&-header {' },
    { release: '7.15.2', file: 'assets/index.less', lacks: '&-holder {' },
    { release: '7.15.2', file: 'src/FixedHolder/index.tsx', lacks: 'position' },
    {
      release: '7.15.2',
      file: 'src/hooks/useSticky.ts',
      line: 33,
      has: 'stickyClassName: isSticky ? `${prefixCls}-sticky-holder`',
    },
    {
      release: '7.16.0',
      file: 'assets/index.less',
      line: 296,
      has: '&-holder {',
      before: '7.15.1',
    },
    { release: '7.16.0', file: 'assets/index.less', line: 297, has: 'position: sticky;' },
  ],
  'changelog/7.15.0/1': [
    {
      release: '7.15.0',
      file: 'src/Footer/Summary.tsx',
      line: 13,
      has: 'function Summary({ children }: SummaryProps) {',
      before: '7.14.1',
    },
    { release: '7.15.0', file: 'src/Footer/Summary.tsx', line: 17, has: 'Summary.Row = Row;' },
    {
      release: '7.15.0',
      file: 'src/Footer/index.tsx',
      line: 45,
      has: 'export const FooterComponents = Summary;',
      before: '7.14.1',
    },
    // Fixed only with a fixed header or sticky, and only for a `<Table.Summary fixed>` element.
    {
      release: '7.15.0',
      file: 'src/Table.tsx',
      line: 391,
      has: '(fixHeader || isSticky) &&',
      before: '7.14.1',
    },
    { release: '7.15.0', file: 'src/Table.tsx', line: 393, has: 'summaryNode.type === Summary &&' },
    // It goes into its own holder after the body.
    {
      release: '7.15.0',
      file: 'src/Table.tsx',
      line: 670,
      has: '{fixFooter && (',
      before: '7.14.1',
    },
  ],
  'changelog/7.15.0/2': [
    {
      release: '7.15.0',
      file: 'src/interface.ts',
      line: 229,
      has: 'offsetSummary?: number;',
      before: '7.14.1',
    },
    {
      release: '7.15.0',
      file: 'src/Table.tsx',
      line: 673,
      has: 'stickyBottomOffset={offsetSummary}',
      before: '7.14.1',
    },
    {
      release: '7.15.0',
      file: 'src/FixedHolder/index.tsx',
      line: 136,
      has: 'bottom: stickyBottomOffset',
      before: '7.14.1',
    },
  ],
  'changelog/7.15.0/3': [
    {
      release: '7.15.0',
      file: 'src/Footer/Cell.tsx',
      line: 32,
      has: 'index + mergedColSpan - 1,',
      before: '7.14.1',
    },
    // 7.14.1 took the fixed info of the first column only.
    {
      release: '7.15.0',
      file: 'src/Footer/Cell.tsx',
      lacks: 'fixedInfoList[index]',
      before: '7.14.1',
    },
  ],

  // ---------------------------------------------------------------- 7.14.x
  'changelog/7.14.1/1': {
    release: '7.14.1',
    file: 'src/Table.tsx',
    line: 496,
    has: 'setScrollbarSize(getTargetScrollBarSize(scrollBodyRef.current).width);',
    before: '7.14.0',
  },
  'changelog/7.14.1/2': [
    // The resize handler re-syncs (triggerOnScroll) only when the width changed; 7.14.0 always did.
    {
      release: '7.14.1',
      file: 'src/Table.tsx',
      line: 478,
      has: 'if (width !== componentWidth) {',
      before: '7.14.0',
    },
    { release: '7.14.1', file: 'src/Table.tsx', line: 479, has: 'triggerOnScroll();' },
    {
      release: '7.14.0',
      file: 'src/Table.tsx',
      line: 484,
      has: 'const onFullTableResize = ({ width }) => {',
    },
    { release: '7.14.0', file: 'src/Table.tsx', line: 485, has: 'triggerOnScroll();' },
    // The re-sync sets the scroll position of header and body and the ping (shadow) state.
    {
      release: '7.14.1',
      file: 'src/Table.tsx',
      line: 473,
      has: 'onScroll({ currentTarget: scrollBodyRef.current }',
    },
    {
      release: '7.14.1',
      file: 'src/Table.tsx',
      line: 454,
      has: 'forceScroll(mergedScrollLeft, scrollHeaderRef.current);',
    },
    {
      release: '7.14.1',
      file: 'src/Table.tsx',
      line: 465,
      has: 'setPingedLeft(mergedScrollLeft > 0);',
    },
  ],
  'changelog/7.14.0/1': [
    { release: '7.14.0', file: 'src/interface.ts', line: 214, has: 'fixed?: FixedType;' },
    // Any truthy `fixed` fixes the column left when it comes first…
    {
      release: '7.14.0',
      file: 'src/hooks/useColumns.tsx',
      line: 154,
      has: "if ((fixed === 'left' || fixed) && !expandIconColumnIndex) {",
      before: '7.13.3',
    },
    // …and right when expandIconColumnIndex puts it after the last column.
    {
      release: '7.14.0',
      file: 'src/hooks/useColumns.tsx',
      line: 156,
      has: "} else if ((fixed === 'right' || fixed) && expandIconColumnIndex === baseColumns.length) {",
      before: '7.13.3',
    },
  ],

  // ---------------------------------------------------------------- 7.13.x
  'changelog/7.13.3/1': [
    // 7.13.2 left the header's <colgroup> out of every empty table with a fixed header or sticky …
    {
      release: '7.13.2',
      file: 'src/Header/FixedHeader.tsx',
      line: 141,
      has: '{(!noData || allFlattenColumnsWithWidth) && (',
    },
    // … 7.13.3 only when `scroll.x` is 'max-content'.
    {
      release: '7.13.3',
      file: 'src/Header/FixedHeader.tsx',
      line: 143,
      has: '{(!noData || !maxContentScroll || allFlattenColumnsWithWidth) && (',
      before: '7.13.2',
    },
    {
      release: '7.13.3',
      file: 'src/Table.tsx',
      line: 631,
      has: "maxContentScroll={horizonScroll && scroll.x === 'max-content'}",
      before: '7.13.2',
    },
    { release: '7.13.3', file: 'src/Header/FixedHeader.tsx', line: 144, has: '<ColGroup' },
    { release: '7.13.3', file: 'src/Table.tsx', line: 578, has: 'if (fixHeader || isSticky) {' },
    {
      release: '7.13.3',
      file: 'CHANGELOG.md',
      line: 7,
      has: 'fix: table header broken when scroll do not have the data',
    },
  ],
  'changelog/7.13.2/1': [
    // With no data, the header's <colgroup> is left out unless every column has a numeric width.
    {
      release: '7.13.2',
      file: 'src/Header/FixedHeader.tsx',
      line: 141,
      has: '{(!noData || allFlattenColumnsWithWidth) && (',
      before: '7.13.1',
    },
    {
      release: '7.13.2',
      file: 'src/Header/FixedHeader.tsx',
      line: 84,
      has: '() => flattenColumns.every(column => column.width >= 0),',
      before: '7.13.1',
    },
    { release: '7.13.2', file: 'src/Table.tsx', line: 629, has: 'noData={!mergedData.length}' },
    // That <colgroup> holds the widths measured in the body, whose measure row is there with no rows.
    {
      release: '7.13.2',
      file: 'src/Header/FixedHeader.tsx',
      line: 143,
      has: 'colWidths={mergedColumnWidth ? [...mergedColumnWidth, combinationScrollBarSize] : []}',
    },
    { release: '7.13.2', file: 'src/Body/index.tsx', line: 89, has: '{measureColumnWidth && (' },
    {
      release: '7.13.2',
      file: 'src/Body/index.tsx',
      line: 96,
      has: '<MeasureCell key={columnKey} columnKey={columnKey} onColumnResize={onColumnResize} />',
    },
    // FixedHeader is only used with a fixed header or sticky.
    { release: '7.13.2', file: 'src/Table.tsx', line: 577, has: 'if (fixHeader || isSticky) {' },
  ],
  'changelog/7.13.1/1': [
    {
      release: '7.13.1',
      file: 'src/stickyScrollBar.tsx',
      line: 143,
      has: 'if (!bodyNode) {',
      before: '7.13.0',
    },
    {
      release: '7.13.1',
      file: 'src/stickyScrollBar.tsx',
      line: 142,
      has: 'const bodyNode = scrollBodyRef.current;',
    },
    // 7.13.0 read `scrollLeft` of the ref's value unchecked.
    {
      release: '7.13.0',
      file: 'src/stickyScrollBar.tsx',
      line: 144,
      has: '(scrollBodyRef.current.scrollLeft / scrollBodyRef.current?.scrollWidth) *',
    },
    {
      release: '7.13.1',
      file: 'src/stickyScrollBar.tsx',
      lacks: 'scrollBodyRef.current.scrollLeft',
      before: '7.13.0',
    },
    // The sticky scroll bar is rendered only with `sticky`.
    { release: '7.13.1', file: 'src/Table.tsx', line: 643, has: '{isSticky && (' },
  ],

  // ---------------------------------------------------------------- 7.12.x
  'changelog/7.12.4/1': [
    {
      release: '7.12.4',
      file: 'src/Table.tsx',
      line: 109,
      has: 'data?: readonly RecordType[];',
      before: '7.12.3',
    },
    {
      release: '7.12.4',
      file: 'src/interface.ts',
      line: 92,
      has: 'export type ColumnsType<RecordType = unknown> = readonly',
      before: '7.12.3',
    },
  ],
  'changelog/7.12.3/1': {
    release: '7.12.3',
    file: 'package.json',
    line: 58,
    has: '"rc-resize-observer": "^1.0.0"',
    before: '7.12.2',
  },
  'changelog/7.12.3/2': {
    release: '7.12.3',
    file: 'src/Table.tsx',
    line: 593,
    has: 'Each column should have a fixed `width` value.',
    before: '7.12.2',
  },
  // Without a `tableLayout` prop, `sticky` now gives fixed layout, as a fixed header already did.
  'changelog/7.12.2/1': [
    { release: '7.12.2', file: 'src/Table.tsx', line: 509, has: 'if (tableLayout) {' },
    {
      release: '7.12.2',
      file: 'src/Table.tsx',
      line: 518,
      has: 'if (fixHeader || isSticky || flattenColumns.some',
      before: '7.12.1',
    },
    { release: '7.12.2', file: 'src/Table.tsx', line: 519, has: "return 'fixed';" },
    {
      release: '7.12.1',
      file: 'src/Table.tsx',
      line: 518,
      has: 'if (fixHeader || flattenColumns.some(({ ellipsis }) => ellipsis)) {',
    },
  ],
  'changelog/7.12.1/1': [
    // 7.12.0 compiled with plain `father-build`, which does not build assets/index.css.
    {
      release: '7.12.1',
      file: 'package.json',
      line: 41,
      has: 'lessc assets/index.less assets/index.css',
      before: '7.12.0',
    },
    { release: '7.12.1', file: 'package.json', line: 16, has: '"assets/*.css",' },
  ],
  'changelog/7.12.0/1': [
    {
      release: '7.12.0',
      file: 'package.json',
      line: 38,
      has: '"start": "dumi dev",',
      before: '7.11.3',
    },
    {
      release: '7.12.0',
      file: '.umirc.ts',
      line: 2,
      has: "import { defineConfig } from 'dumi';",
      before: '7.11.3',
    },
  ],
  // PR #559: `expandable.columnWidth` becomes the `width` of the generated expand column.
  'changelog/7.12.0/2': [
    {
      release: '7.12.0',
      file: 'src/interface.ts',
      line: 213,
      has: 'columnWidth?: number | string;',
      before: '7.11.3',
    },
    {
      release: '7.12.0',
      file: 'src/interface.ts',
      line: 199,
      has: 'export interface ExpandableConfig',
    },
    { release: '7.12.0', file: 'src/Table.tsx', line: 350, has: '...expandableConfig,' },
    {
      release: '7.12.0',
      file: 'src/hooks/useColumns.tsx',
      line: 158,
      has: 'width: columnWidth,',
      before: '7.11.3',
    },
  ],

  // ---------------------------------------------------------------- 7.11.x
  'changelog/7.11.3/1': [
    {
      release: '7.11.3',
      file: 'src/Table.tsx',
      line: 454,
      has: "const isRTL = direction === 'rtl';",
      before: '7.11.2',
    },
    {
      release: '7.11.3',
      file: 'src/Table.tsx',
      line: 470,
      has: 'setPingedRight(-mergedScrollLeft > 0);',
      before: '7.11.2',
    },
  ],
};
