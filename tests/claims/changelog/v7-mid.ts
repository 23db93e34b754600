import type { Proofs } from '../../support/claims';

/** Proofs of the changelog notes of rc-table 7.19.0 through 7.23.2, from the tagged source. */
export const CLAIMS: Record<string, Proofs> = {
  'changelog/7.23.2/1': [
    // The table's source and stylesheet are unchanged; only package.json differs.
    { release: '7.23.2', file: 'src', sameAs: '7.23.1' },
    { release: '7.23.2', file: 'assets', sameAs: '7.23.1' },
    // rc-menu is a development dependency, and its range goes from `^9.2.1` to `~9.3.2`.
    { release: '7.23.2', file: 'package.json', line: 62, has: '"devDependencies": {' },
    {
      release: '7.23.2',
      file: 'package.json',
      line: 85,
      has: '"rc-menu": "~9.3.2",',
      before: '7.23.1',
    },
    { release: '7.23.1', file: 'package.json', line: 85, has: '"rc-menu": "^9.2.1",' },
    {
      release: '7.23.2',
      file: 'package.json',
      lacks: '"rc-menu": "^9.2.1"',
      before: '7.23.1',
    },
  ],

  'changelog/7.23.1/1': [
    // `horizonScroll` is also true for `expandable.fixed` alone, so `scroll.x` was read without `scroll`
    {
      release: '7.23.0',
      file: 'src/Table.tsx',
      line: 398,
      has: '|| Boolean(expandableConfig.fixed)',
    },
    {
      release: '7.23.0',
      file: 'src/Table.tsx',
      line: 435,
      has: "width: scroll.x === true ? 'auto' : scroll.x,",
    },
    {
      release: '7.23.0',
      file: 'src/Table.tsx',
      line: 556,
      has: "return scroll.x === 'max-content' ? 'auto' : 'fixed';",
    },
    {
      release: '7.23.1',
      file: 'src/Table.tsx',
      line: 398,
      has: '|| Boolean(expandableConfig.fixed)',
    },
    {
      release: '7.23.1',
      file: 'src/Table.tsx',
      line: 435,
      has: "width: scroll?.x === true ? 'auto' : scroll?.x,",
      before: '7.23.0',
    },
    {
      release: '7.23.1',
      file: 'src/Table.tsx',
      line: 556,
      has: "return scroll?.x === 'max-content' ? 'auto' : 'fixed';",
      before: '7.23.0',
    },
    // Not fixed: with `sticky` the fixed-holder branch still reads `scroll.x` (up to 7.30.3)
    { release: '7.23.1', file: 'src/Table.tsx', line: 617, has: 'if (fixHeader || isSticky) {' },
    {
      release: '7.23.1',
      file: 'src/Table.tsx',
      line: 672,
      has: "maxContentScroll: horizonScroll && scroll.x === 'max-content',",
    },
    {
      release: '7.30.3',
      file: 'src/Table.tsx',
      line: 297,
      has: '|| Boolean(expandableConfig.fixed)',
    },
    { release: '7.30.3', file: 'src/Table.tsx', line: 557, has: 'if (fixHeader || isSticky) {' },
    {
      release: '7.30.3',
      file: 'src/Table.tsx',
      line: 614,
      has: "maxContentScroll: horizonScroll && scroll.x === 'max-content',",
    },
  ],
  'changelog/7.23.1/2': [
    // Only these cells wrap their content in a span, which hid a number or element from the title check
    {
      release: '7.23.1',
      file: 'src/Cell/index.tsx',
      line: 204,
      has: 'if (ellipsis && (lastFixLeft || firstFixRight)) {',
    },
    {
      release: '7.23.1',
      file: 'src/Cell/index.tsx',
      line: 205,
      has: '-content`}>{mergedChildNode}</span>',
    },
    {
      release: '7.23.0',
      file: 'src/Cell/index.tsx',
      line: 244,
      has: "typeof mergedChildNode === 'string' || typeof mergedChildNode === 'number'",
    },
    {
      release: '7.23.1',
      file: 'src/Cell/index.tsx',
      line: 261,
      has: 'const title = getTitleFromCellRenderChildren({',
      before: '7.23.0',
    },
    {
      release: '7.23.1',
      file: 'src/Cell/index.tsx',
      line: 264,
      has: 'children: childNode,',
      before: '7.23.0',
    },
  ],
  'changelog/7.23.1/3': [
    {
      release: '7.23.1',
      file: 'src/Footer/SummaryContext.tsx',
      line: 6,
      has: 'const SummaryContext = React.createContext<{',
      before: '7.23.0',
    },
    {
      release: '7.23.1',
      file: 'src/Footer/Cell.tsx',
      line: 2,
      has: "import SummaryContext from './SummaryContext';",
      before: '7.23.0',
    },
    {
      release: '7.23.1',
      file: 'src/Footer/Summary.tsx',
      lacks: 'SummaryContext',
      before: '7.23.0',
    },
  ],

  'changelog/7.23.0/1': [
    {
      release: '7.23.0',
      file: 'src/Cell/index.tsx',
      line: 128,
      has: 'const [childNode, legacyCellProps] = React.useMemo<',
      before: '7.22.2',
    },
    // the memo's dependencies: dataIndex, record, render, renderIndex (and children)
    { release: '7.23.0', file: 'src/Cell/index.tsx', line: 166, has: 'dataIndex,' },
    { release: '7.23.0', file: 'src/Cell/index.tsx', line: 168, has: 'record,' },
    { release: '7.23.0', file: 'src/Cell/index.tsx', line: 169, has: 'render,' },
    { release: '7.23.0', file: 'src/Cell/index.tsx', line: 170, has: 'renderIndex,' },
    {
      release: '7.23.0',
      file: 'src/Cell/index.tsx',
      line: 153,
      has: 'perfRecord.renderWithProps = true;',
      before: '7.22.2',
    },
    {
      release: '7.23.0',
      file: 'src/Cell/index.tsx',
      line: 163,
      has: 'perfRecord.renderWithProps ? Math.random() : 0,',
      before: '7.22.2',
    },
    {
      release: '7.23.0',
      file: 'src/Body/index.tsx',
      line: 43,
      has: 'const perfRef = React.useRef<PerfRecord>({',
      before: '7.22.2',
    },
  ],
  'changelog/7.23.0/2': [
    // 7.22.2: the context lives in the footer module (Footer/index.tsx), which the cell imports.
    {
      release: '7.22.2',
      file: 'src/Footer/index.tsx',
      line: 8,
      has: 'export const SummaryContext',
    },
    {
      release: '7.22.2',
      file: 'src/Footer/Cell.tsx',
      line: 2,
      has: "import { SummaryContext } from '.';",
    },
    {
      release: '7.23.0',
      file: 'src/Footer/Summary.tsx',
      line: 8,
      has: 'export const SummaryContext = React.createContext<{',
      before: '7.22.2',
    },
    {
      release: '7.23.0',
      file: 'src/Footer/Cell.tsx',
      line: 2,
      has: "import { SummaryContext } from './Summary';",
      before: '7.22.2',
    },
    {
      release: '7.23.0',
      file: 'src/Footer/index.tsx',
      lacks: 'export const SummaryContext',
      before: '7.22.2',
    },
    {
      release: '7.23.0',
      file: 'src/Footer/Cell.tsx',
      lacks: "import { SummaryContext } from '.';",
      before: '7.22.2',
    },
    // what is left: Summary imports its cell, which imports Summary
    {
      release: '7.23.0',
      file: 'src/Footer/Summary.tsx',
      line: 2,
      has: "import Cell from './Cell';",
    },
  ],

  'changelog/7.22.2/1': [
    // The row's `index` is again its position in the flattened list; `renderIndex`, the index the
    // flattening records (a child's index among its siblings), goes to `render` only.
    {
      release: '7.22.2',
      file: 'src/Body/index.tsx',
      line: 74,
      has: 'index={idx}',
      before: '7.22.1',
    },
    {
      release: '7.22.2',
      file: 'src/Body/index.tsx',
      line: 75,
      has: 'renderIndex={renderIndex}',
      before: '7.22.1',
    },
    {
      release: '7.22.2',
      file: 'src/Cell/index.tsx',
      line: 137,
      has: 'render(value, record, renderIndex)',
      before: '7.22.1',
    },
    {
      release: '7.22.2',
      file: 'src/hooks/useFlattenRecords.ts',
      line: 34,
      has: 'i,',
    },
    {
      release: '7.22.2',
      file: 'src/hooks/useFlattenRecords.ts',
      line: 69,
      has: 'getRowKey, i));',
    },
    // the hover range and the row callbacks use `index`
    {
      release: '7.22.2',
      file: 'src/Cell/index.tsx',
      line: 205,
      has: 'onHover(index, index + mergedRowSpan - 1);',
    },
    {
      release: '7.22.2',
      file: 'src/Cell/index.tsx',
      line: 300,
      has: 'const hovering = inHoverRange(index, mergedRowSpan || 1, startRow, endRow);',
    },
    {
      release: '7.22.2',
      file: 'src/Body/BodyRow.tsx',
      line: 92,
      has: 'additionalProps = onRow(record, index);',
    },
    {
      release: '7.22.2',
      file: 'src/Body/BodyRow.tsx',
      line: 108,
      has: 'rowClassName(record, index, indent)',
    },
    {
      release: '7.22.2',
      file: 'src/Body/BodyRow.tsx',
      line: 157,
      has: 'column.onCell(record, index)',
    },
    {
      release: '7.22.2',
      file: 'src/Body/BodyRow.tsx',
      line: 187,
      has: 'expandedRowRender(record, index, indent + 1, expanded)',
    },
    // 7.17.0–7.20.3 passed the position in the flattened list
    {
      release: '7.17.0',
      file: 'src/Body/index.tsx',
      line: 52,
      has: 'rows = flattenData.map((item, index) => {',
    },
    {
      release: '7.20.3',
      file: 'src/Body/index.tsx',
      line: 64,
      has: 'rows = flattenData.map((item, index) => {',
    },
    { release: '7.20.3', file: 'src/Body/index.tsx', line: 75, has: 'index={index}' },
    // broken since 7.20.4: rows got the sibling index, which the hover range then compared, so
    // rows of different parents shared an index
    {
      release: '7.20.4',
      file: 'src/Body/index.tsx',
      line: 71,
      has: 'index={renderIndex}',
      before: '7.20.3',
    },
    {
      release: '7.20.4',
      file: 'src/Cell/index.tsx',
      line: 196,
      has: 'onHover(index, index + mergedRowSpan - 1);',
    },
  ],

  'changelog/7.22.1/1': [
    {
      release: '7.22.1',
      file: 'src/Body/ExpandedRow.tsx',
      line: 36,
      has: 'if (isEmpty ? horizonScroll : fixColumn) {',
      before: '7.22.0',
    },
    { release: '7.22.1', file: 'src/Body/index.tsx', line: 95, has: 'isEmpty', before: '7.22.0' },
    // that wrapper keeps the content to the table's width, stuck to the left edge
    {
      release: '7.22.1',
      file: 'src/Body/ExpandedRow.tsx',
      line: 40,
      has: 'width: componentWidth - (fixHeader ? scrollbarSize : 0),',
    },
    { release: '7.22.1', file: 'src/Body/ExpandedRow.tsx', line: 41, has: "position: 'sticky'," },
    // the regression came with 7.20.3: the placeholder lost `fixColumn={horizonScroll}` and got the
    // wrapper only with `fixColumn`, which needs a fixed column
    { release: '7.20.2', file: 'src/Body/index.tsx', line: 95, has: 'fixColumn={horizonScroll}' },
    {
      release: '7.20.3',
      file: 'src/Body/index.tsx',
      lacks: 'fixColumn={horizonScroll}',
      before: '7.20.2',
    },
    { release: '7.20.3', file: 'src/Body/ExpandedRow.tsx', line: 33, has: 'if (fixColumn) {' },
    {
      release: '7.20.3',
      file: 'src/Table.tsx',
      line: 399,
      has: 'const fixColumn = horizonScroll && flattenColumns.some(({ fixed }) => fixed);',
    },
  ],

  'changelog/7.22.0/1': [
    {
      release: '7.22.0',
      file: 'src/Table.tsx',
      line: 500,
      has: 'if (horizonScroll && scrollBodyRef.current) {',
      before: '7.21.1',
    },
    {
      release: '7.22.0',
      file: 'src/Table.tsx',
      line: 503,
      has: 'setPingedLeft(false);',
      before: '7.21.1',
    },
    {
      release: '7.22.0',
      file: 'src/Table.tsx',
      line: 504,
      has: 'setPingedRight(false);',
      before: '7.21.1',
    },
    {
      release: '7.22.0',
      file: 'src/Table.tsx',
      line: 523,
      has: '[horizonScroll, data, columns.length]',
    },
  ],
  'changelog/7.22.0/2': [
    {
      release: '7.22.0',
      file: 'src/stickyScrollBar.tsx',
      line: 83,
      has: 'if (!scrollBodyRef.current) {',
      before: '7.21.1',
    },
    {
      release: '7.22.0',
      file: 'src/stickyScrollBar.tsx',
      line: 133,
      has: "addEventListener(container, 'scroll', onContainerScroll, false)",
    },
  ],
  'changelog/7.22.0/3': [
    {
      release: '7.22.0',
      file: 'src/Table.tsx',
      line: 520,
      has: 'if (mounted.current) {',
      before: '7.21.1',
    },
    {
      release: '7.22.0',
      file: 'src/Table.tsx',
      lacks: 'React.useEffect(() => triggerOnScroll, []);',
      before: '7.21.1',
    },
  ],

  'changelog/7.21.1/1': [
    { release: '7.21.0', file: 'src/Footer/Cell.tsx', line: 47, has: 'render={() => ({' },
    {
      release: '7.21.1',
      file: 'src/Footer/Cell.tsx',
      line: 47,
      has: 'colSpan={mergedColSpan}',
      before: '7.21.0',
    },
    {
      release: '7.21.1',
      file: 'src/Footer/Cell.tsx',
      line: 49,
      has: 'render={() => children}',
      before: '7.21.0',
    },
  ],

  'changelog/7.21.0/1': [
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 292,
      has: 'const { colSpan: cellColSpan, rowSpan: cellRowSpan } = additionalProps;',
      before: '7.20.5',
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 294,
      has: 'const mergedColSpan = colSpan ?? cellColSpan;',
      before: '7.20.5',
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 295,
      has: 'const mergedRowSpan = rowSpan ?? cellRowSpan;',
      before: '7.20.5',
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 174,
      has: 'if (mergedColSpan === 0 || mergedRowSpan === 0) {',
    },
    {
      release: '7.21.0',
      file: 'src/interface.ts',
      line: 110,
      has: 'React.HTMLAttributes<any> | React.TdHTMLAttributes<any>',
      before: '7.20.5',
    },
  ],
  'changelog/7.21.0/2': [
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 137,
      has: "if (process.env.NODE_ENV !== 'production') {",
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 140,
      has: 'return cell props is deprecated',
      before: '7.20.5',
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 248,
      has: '!cellProps && hovering',
      before: '7.20.5',
    },
  ],
  'changelog/7.21.0/3': [
    // cells with `shouldCellUpdate` now compare `hovering` too and get the hover class
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 270,
      has: "['expanded', 'className', 'hovering']",
      before: '7.20.5',
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      lacks: '!shouldCellUpdate && hovering',
      before: '7.20.5',
    },
    // other cells now skip re-rendering when their props are shallowly equal; 7.20.5 re-rendered
    // them always
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 284,
      has: 'return shallowEqual(prev, next);',
      before: '7.20.5',
    },
    { release: '7.20.5', file: 'src/Cell/index.tsx', line: 278, has: 'return false;' },
    // the hover range is no longer passed to every cell: each gets only whether it is highlighted
    {
      release: '7.20.5',
      file: 'src/Cell/index.tsx',
      line: 286,
      has: 'onHover={onHover} startRow={startRow} endRow={endRow} />',
    },
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 297,
      has: 'const hovering = inHoverRange(index, mergedRowSpan || 1, startRow, endRow);',
      before: '7.20.5',
    },
    { release: '7.21.0', file: 'src/Cell/index.tsx', line: 304, has: 'hovering={hovering}' },
    // a cell that renders calls `render`
    {
      release: '7.21.0',
      file: 'src/Cell/index.tsx',
      line: 134,
      has: 'const renderData = render(value, record, index);',
    },
  ],

  'changelog/7.20.5/1': [
    {
      release: '7.20.5',
      file: 'src/Body/MeasureRow.tsx',
      line: 40,
      has: '<ResizeObserver.Collection',
      before: '7.20.4',
    },
    {
      release: '7.20.5',
      file: 'src/Body/MeasureRow.tsx',
      line: 41,
      has: 'onBatchResize',
      before: '7.20.4',
    },
    // rc-util's raf(callback, 2): two animation frames
    {
      release: '7.20.5',
      file: 'src/Body/MeasureRow.tsx',
      line: 25,
      has: '}, 2);',
      before: '7.20.4',
    },
    {
      release: '7.20.5',
      file: 'src/Body/MeasureCell.tsx',
      line: 19,
      has: '<ResizeObserver data={columnKey}>',
      before: '7.20.4',
    },
    {
      release: '7.20.5',
      file: 'package.json',
      line: 58,
      has: '"rc-resize-observer": "^1.1.0",',
      before: '7.20.4',
    },
  ],

  'changelog/7.20.4/1': [
    {
      release: '7.20.4',
      file: 'src/hooks/useFlattenRecords.ts',
      line: 69,
      has: 'getRowKey, i));',
      before: '7.20.3',
    },
    {
      release: '7.20.4',
      file: 'src/Body/index.tsx',
      line: 71,
      has: 'index={renderIndex}',
      before: '7.20.3',
    },
    {
      release: '7.20.4',
      file: 'src/Body/BodyRow.tsx',
      line: 90,
      has: 'additionalProps = onRow(record, index);',
    },
    {
      release: '7.20.4',
      file: 'src/Body/BodyRow.tsx',
      line: 155,
      has: 'column.onCell(record, index)',
    },
    {
      release: '7.20.4',
      file: 'src/Cell/index.tsx',
      line: 132,
      has: 'render(value, record, index)',
    },
    // the hover range uses the same index, so in tree data it no longer matched the row
    {
      release: '7.20.4',
      file: 'src/Cell/index.tsx',
      line: 196,
      has: 'onHover(index, index + mergedRowSpan - 1);',
    },
    {
      release: '7.20.4',
      file: 'src/Cell/index.tsx',
      line: 192,
      has: 'const hovering = inHoverRange(index, mergedRowSpan, startRow, endRow);',
    },
    // fixed in 7.22.2: rows get their position in the flattened list again
    {
      release: '7.22.2',
      file: 'src/Body/index.tsx',
      line: 74,
      has: 'index={idx}',
      before: '7.22.1',
    },
    // before 7.17.0 nested rows were rendered with their sibling index
    { release: '7.16.3', file: 'src/Body/BodyRow.tsx', line: 230, has: 'index={subIndex}' },
    {
      release: '7.17.0',
      file: 'src/Body/BodyRow.tsx',
      lacks: 'index={subIndex}',
      before: '7.16.3',
    },
  ],

  'changelog/7.20.3/1': [
    {
      release: '7.20.3',
      file: 'src/context/ExpandedRowContext.tsx',
      line: 9,
      has: 'const ExpandedRowContext = React.createContext',
      before: '7.20.2',
    },
    {
      release: '7.20.3',
      file: 'src/Table.tsx',
      line: 849,
      has: '<ExpandedRowContext.Provider value={ExpandedRowContextValue}>',
      before: '7.20.2',
    },
    {
      release: '7.20.3',
      file: 'src/Body/ExpandedRow.tsx',
      line: 27,
      has: 'React.useContext(ExpandedRowContext)',
      before: '7.20.2',
    },
    {
      release: '7.20.3',
      file: 'src/context/BodyContext.tsx',
      lacks: 'componentWidth',
      before: '7.20.2',
    },
    // side effect: the empty placeholder now follows `fixColumn` (only true with a fixed column)
    { release: '7.20.2', file: 'src/Body/index.tsx', line: 95, has: 'fixColumn={horizonScroll}' },
    {
      release: '7.20.3',
      file: 'src/Body/index.tsx',
      lacks: 'fixColumn={horizonScroll}',
      before: '7.20.2',
    },
    { release: '7.20.3', file: 'src/Body/ExpandedRow.tsx', line: 33, has: 'if (fixColumn) {' },
    {
      release: '7.20.3',
      file: 'src/Table.tsx',
      line: 399,
      has: 'const fixColumn = horizonScroll && flattenColumns.some(({ fixed }) => fixed);',
    },
    // fixed in 7.22.1: the placeholder follows `horizonScroll` again
    {
      release: '7.22.1',
      file: 'src/Body/ExpandedRow.tsx',
      line: 36,
      has: 'if (isEmpty ? horizonScroll : fixColumn) {',
      before: '7.22.0',
    },
  ],

  'changelog/7.20.2/1': [
    {
      release: '7.20.2',
      file: 'src/hooks/useColumns.tsx',
      line: 197,
      has: "columnType: 'EXPAND_COLUMN',",
      before: '7.20.1',
    },
    {
      release: '7.20.2',
      file: 'src/ColGroup.tsx',
      line: 24,
      has: 'const { columnType, ...restAdditionalProps } = additionalProps || {};',
      before: '7.20.1',
    },
    {
      release: '7.20.2',
      file: 'src/ColGroup.tsx',
      line: 25,
      has: '{...restAdditionalProps} />',
      before: '7.20.1',
    },
  ],

  'changelog/7.20.1/1': [
    {
      release: '7.20.1',
      file: 'src/Table.tsx',
      line: 362,
      has: 'expandable: !!expandedRowRender,',
    },
    {
      release: '7.20.1',
      file: 'src/hooks/useColumns.tsx',
      line: 226,
      has: 'is not config but there exist `EXPAND_COLUMN`',
      before: '7.20.0',
    },
    {
      release: '7.20.1',
      file: 'src/hooks/useColumns.tsx',
      line: 229,
      has: 'return baseColumns.filter(col => col !== EXPAND_COLUMN);',
      before: '7.20.0',
    },
  ],

  'changelog/7.20.0/1': [
    {
      release: '7.20.0',
      file: 'src/Table.tsx',
      line: 854,
      has: 'Table.EXPAND_COLUMN = EXPAND_COLUMN;',
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 162,
      has: 'if (!cloneColumns.includes(EXPAND_COLUMN)) {',
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 222,
      has: 'return cloneColumns.map(col => (col === EXPAND_COLUMN ? expandColumn : col));',
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/interface.ts',
      line: 209,
      has: '@deprecated Please use `EXPAND_COLUMN`',
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 154,
      has: "process.env.NODE_ENV !== 'production' && expandIconColumnIndex >= 0",
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 157,
      has: '`expandIconColumnIndex` is deprecated',
      before: '7.19.2',
    },
    // the warning sits in the branch for an expandable table, i.e. one with `expandedRowRender`
    { release: '7.20.0', file: 'src/hooks/useColumns.tsx', line: 150, has: 'if (expandable) {' },
    {
      release: '7.20.0',
      file: 'src/Table.tsx',
      line: 362,
      has: 'expandable: !!expandedRowRender,',
    },
  ],
  'changelog/7.20.0/2': [
    {
      release: '7.20.0',
      file: 'src/interface.ts',
      line: 211,
      has: 'showExpandColumn?: boolean;',
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/utils/legacyUtil.ts',
      line: 43,
      has: 'if (config.showExpandColumn === false) {',
      before: '7.19.2',
    },
    {
      release: '7.20.0',
      file: 'src/utils/legacyUtil.ts',
      line: 44,
      has: 'config.expandIconColumnIndex = -1;',
      before: '7.19.2',
    },
    // index -1 stops the automatic insertion; an `EXPAND_COLUMN` already in `columns` is kept and
    // replaced by the expand column
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 162,
      has: 'if (!cloneColumns.includes(EXPAND_COLUMN)) {',
    },
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 164,
      has: 'if (expandColIndex >= 0) {',
    },
    {
      release: '7.20.0',
      file: 'src/hooks/useColumns.tsx',
      line: 222,
      has: 'return cloneColumns.map(col => (col === EXPAND_COLUMN ? expandColumn : col));',
    },
    // tree rows put their indent and icon in column `expandIconColumnIndex || 0`, which is -1 here
    // and so matches no column
    {
      release: '7.20.0',
      file: 'src/Body/BodyRow.tsx',
      line: 139,
      has: 'if (colIndex === (expandIconColumnIndex || 0) && nestExpandable) {',
    },
    {
      release: '7.20.0',
      file: 'src/Body/BodyRow.tsx',
      line: 143,
      has: 'style={{ paddingLeft: `${indentSize * indent}px` }}',
    },
    {
      release: '7.20.0',
      file: 'src/Body/BodyRow.tsx',
      line: 146,
      has: '{expandIcon({',
    },
  ],

  'changelog/7.19.2/1': [
    {
      release: '7.19.0',
      file: 'src/Body/BodyRow.tsx',
      line: 102,
      has: 'additionalProps?.onClick(event, ...args);',
      before: '7.18.1',
    },
    {
      release: '7.19.2',
      file: 'src/Body/BodyRow.tsx',
      line: 102,
      has: 'additionalProps?.onClick?.(event, ...args);',
      before: '7.19.1',
    },
  ],

  'changelog/7.19.1/1': [
    {
      release: '7.19.1',
      file: 'src/Table.tsx',
      line: 347,
      has: 'return Array.isArray(record?.[mergedChildrenColumnName]);',
      before: '7.19.0',
    },
    {
      release: '7.19.1',
      file: 'src/Table.tsx',
      line: 350,
      has: 'should not use with nested Table',
      before: '7.19.0',
    },
  ],
  'changelog/7.19.1/2': [
    // 7.19.0 copied only `data-*` and `aria-*` props onto the outer <div>.
    {
      release: '7.19.0',
      file: 'src/Table.tsx',
      line: 728,
      has: 'const ariaProps = getDataAndAriaProps(props);',
    },
    {
      release: '7.19.0',
      file: 'src/utils/legacyUtil.ts',
      line: 49,
      has: "if (key.substr(0, 5) === 'data-' || key.substr(0, 5) === 'aria-') {",
    },
    {
      release: '7.19.1',
      file: 'src/utils/legacyUtil.ts',
      lacks: 'getDataAndAriaProps',
      before: '7.19.0',
    },
    // 7.19.1 picks them with rc-util's pickAttrs instead; its package.json asks for rc-util ^5.14.0.
    // What rc-util does (not provable here, read in react-component/util): in src/pickAttrs.ts at
    // tag v5.14.0 (line 68) and at every later 5.x tag, the `aria` option keeps `role` as well as
    // `aria-*` props: `mergedConfig.aria && (key === 'role' || match(key, ariaPrefix))`.
    {
      release: '7.19.1',
      file: 'src/Table.tsx',
      line: 29,
      has: "import pickAttrs from 'rc-util/lib/pickAttrs';",
      before: '7.19.0',
    },
    {
      release: '7.19.1',
      file: 'src/Table.tsx',
      line: 740,
      has: 'pickAttrs(props, { aria: true, data: true })',
      before: '7.19.0',
    },
    { release: '7.19.1', file: 'package.json', line: 59, has: '"rc-util": "^5.14.0",' },
    // the picked props go on the outer <div>
    { release: '7.19.1', file: 'src/Table.tsx', line: 743, has: '<div' },
    { release: '7.19.1', file: 'src/Table.tsx', line: 761, has: '{...ariaProps}' },
  ],

  'changelog/7.19.0/1': [
    {
      release: '7.19.0',
      file: 'src/Body/index.tsx',
      line: 110,
      has: '<HoverContext.Provider value={hoverContext}>',
      before: '7.18.1',
    },
    { release: '7.19.0', file: 'src/Cell/index.tsx', line: 195, has: 'if (record) {' },
    {
      release: '7.19.0',
      file: 'src/Cell/index.tsx',
      line: 196,
      has: 'onHover(index, index + mergedRowSpan - 1);',
      before: '7.18.1',
    },
    {
      release: '7.19.0',
      file: 'src/Cell/index.tsx',
      line: 22,
      has: 'return cellStartRow <= endRow && cellEndRow >= startRow;',
      before: '7.18.1',
    },
    {
      release: '7.19.0',
      file: 'src/Cell/index.tsx',
      line: 242,
      has: '-row-hover`]',
      before: '7.18.1',
    },
    {
      release: '7.19.0',
      file: 'assets/index.less',
      line: 135,
      has: '&&-row-hover {',
      before: '7.18.1',
    },
    {
      release: '7.19.0',
      file: 'assets/index.less',
      line: 136,
      has: 'background: rgba(255, 0, 0, 0.05);',
      before: '7.18.1',
    },
  ],
  'changelog/7.19.0/2': {
    release: '7.19.0',
    file: 'src/Cell/index.tsx',
    line: 242,
    has: '!shouldCellUpdate && hovering',
    before: '7.18.1',
  },
};
