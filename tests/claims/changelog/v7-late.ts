import type { Proofs } from '../../support/claims';

/** Proofs of the changelog notes of rc-table 7.24.0 through 7.30.3, from the tagged source. */
export const CLAIMS: Record<string, Proofs> = {
  // ---------------------------------------------------------------- 7.30.x
  'changelog/7.30.3/1': [
    // getCellFixedInfo now takes the cell's column and, when it is a group (has `children`), never
    // marks the cell as the last left-fixed or first right-fixed one.
    {
      release: '7.30.3',
      file: 'src/utils/fixUtil.ts',
      line: 46,
      has: 'const canLastFix = !(curColumns as ColumnGroupType<RecordType>)?.children;',
      before: '7.30.2',
    },
    {
      release: '7.30.3',
      file: 'src/utils/fixUtil.ts',
      line: 58,
      has: 'lastFixLeft = !nextFixLeft && canLastFix;',
      before: '7.30.2',
    },
    {
      release: '7.30.3',
      file: 'src/utils/fixUtil.ts',
      line: 61,
      has: 'firstFixRight = !prevFixRight && canLastFix;',
      before: '7.30.2',
    },
    // Those marks are the classes that carry the shadow in the bundled CSS.
    {
      release: '7.30.3',
      file: 'src/Cell/index.tsx',
      line: 194,
      has: '[`${cellPrefixCls}-fix-left-last`]: lastFixLeft && supportSticky,',
    },
    {
      release: '7.30.3',
      file: 'src/Cell/index.tsx',
      line: 197,
      has: '[`${cellPrefixCls}-fix-right-first`]: firstFixRight && supportSticky,',
    },
    {
      release: '7.30.3',
      file: 'assets/index.less',
      line: 146,
      has: '.@{tablePrefixCls}-cell-fix-left-last::after {',
    },
    { release: '7.30.3', file: 'assets/index.less', line: 147, has: 'box-shadow:' },
    {
      release: '7.30.3',
      file: 'assets/index.less',
      line: 152,
      has: '.@{tablePrefixCls}-cell-fix-right-first::after,',
    },
    { release: '7.30.3', file: 'assets/index.less', line: 154, has: 'box-shadow:' },
    // A header cell passes its own column (a group's cell has the group) …
    {
      release: '7.30.3',
      file: 'src/Header/HeaderRow.tsx',
      line: 50,
      has: 'const { column } = cell;',
    },
    { release: '7.30.3', file: 'src/Header/HeaderRow.tsx', line: 57, has: 'column' },
    // … but the body's fixed info, computed per leaf column, passes `columns[colIndex]`, and
    // `columns` is the top-level list of useColumns, not the flattened leaf columns …
    {
      release: '7.30.3',
      file: 'src/hooks/useFixedInfo.ts',
      line: 13,
      has: 'columns?.[colIndex]',
      before: '7.30.2',
    },
    {
      release: '7.30.3',
      file: 'src/Table.tsx',
      line: 725,
      has: 'useFixedInfo(flattenColumns, stickyOffsets, direction, columns);',
      before: '7.30.2',
    },
    {
      release: '7.30.3',
      file: 'src/Table.tsx',
      line: 256,
      has: 'const [columns, flattenColumns] = useColumns(',
    },
    {
      release: '7.30.3',
      file: 'src/Body/BodyRow.tsx',
      line: 154,
      has: 'const fixedInfo = fixedInfoList[colIndex];',
    },
    // … and a summary cell passes `columns[index]` from the same list, handed to the Footer.
    {
      release: '7.30.3',
      file: 'src/Footer/Cell.tsx',
      line: 37,
      has: 'columns?.[index]',
      before: '7.30.2',
    },
    {
      release: '7.30.3',
      file: 'src/Table.tsx',
      line: 602,
      has: '<Footer stickyOffsets={stickyOffsets} flattenColumns={flattenColumns} columns={columns}>',
      before: '7.30.2',
    },
    {
      release: '7.30.3',
      file: 'src/Table.tsx',
      line: 683,
      has: '<Footer stickyOffsets={stickyOffsets} flattenColumns={flattenColumns} columns={columns}>',
    },
  ],
  'changelog/7.30.2/1': [
    { release: '7.30.2', file: 'src/Table.tsx', lacks: 'MemoTableContent', before: '7.30.1' },
    // The removed wrapper held the title panel, the container of the table and the footer panel …
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 94,
      has: 'const MemoTableContent = React.memo<MemoTableContentProps>(',
    },
    { release: '7.30.1', file: 'src/Table.tsx', line: 734, has: '<MemoTableContent' },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 739,
      has: '{title && <Panel className={`${prefixCls}-title`}>{title(mergedData)}</Panel>}',
    },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 740,
      has: '<div ref={scrollBodyContainerRef} className={`${prefixCls}-container`}>',
    },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 743,
      has: '{footer && <Panel className={`${prefixCls}-footer`}>{footer(mergedData)}</Panel>}',
    },
    { release: '7.30.1', file: 'src/Table.tsx', line: 744, has: '</MemoTableContent>' },
    // … and got the ping (shadow) state and the table's props (with the sticky offsets and
    // expanded keys); the ping state says whether the body is scrolled away from either edge.
    { release: '7.30.1', file: 'src/Table.tsx', line: 735, has: 'pingLeft={pingedLeft}' },
    { release: '7.30.1', file: 'src/Table.tsx', line: 736, has: 'pingRight={pingedRight}' },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 737,
      has: 'props={{ ...props, stickyOffsets, mergedExpandedKeys }}',
    },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 422,
      has: 'setPingedLeft(mergedScrollLeft > 0);',
    },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 423,
      has: 'setPingedRight(mergedScrollLeft < scrollWidth - clientWidth);',
    },
    // Its comparator (returning true skips the render): props that are not equal re-render …
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 98,
      has: 'if (!isEqual(prev.props, next.props, true)) {',
    },
    // … and with equal props it skipped the render only when the ping state had changed.
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 104,
      has: 'return prev.pingLeft !== next.pingLeft || prev.pingRight !== next.pingRight;',
    },
    // isEqual is rc-util's (^5.27.1): with its third argument `shallow` = true it compares the
    // two objects' keys with `===` and does not descend into nested objects, a shallow equality.
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 35,
      has: "import isEqual from 'rc-util/lib/isEqual';",
    },
    { release: '7.30.1', file: 'package.json', line: 59, has: '"rc-util": "^5.27.1"' },
    {
      release: '7.30.2',
      file: 'src/Table.tsx',
      lacks: "import isEqual from 'rc-util/lib/isEqual';",
      before: '7.30.1',
    },
    // 7.30.2 renders the three directly.
    {
      release: '7.30.2',
      file: 'src/Table.tsx',
      line: 713,
      has: '{title && <Panel className={`${prefixCls}-title`}>{title(mergedData)}</Panel>}',
    },
  ],
  'changelog/7.30.1/1': [
    {
      release: '7.30.1',
      file: 'src/index.ts',
      line: 9,
      has: 'INTERNAL_COL_DEFINE, EXPAND_COLUMN }',
      before: '7.30.0',
    },
    {
      release: '7.30.1',
      file: 'src/Table.tsx',
      line: 848,
      has: '(ImmutableTable as ImmutableTableType).EXPAND_COLUMN = EXPAND_COLUMN;',
    },
  ],
  'changelog/7.30.0/1': [
    {
      release: '7.30.0',
      file: 'src/Table.tsx',
      line: 836,
      has: 'export function genTable(shouldTriggerRender?: CompareProps<typeof Table>)',
      before: '7.29.1',
    },
    {
      release: '7.30.0',
      file: 'src/Table.tsx',
      line: 837,
      has: 'return makeImmutable(Table, shouldTriggerRender);',
      before: '7.29.1',
    },
    {
      release: '7.30.0',
      file: 'src/index.ts',
      line: 8,
      has: 'export { genTable,',
      before: '7.29.1',
    },
    // makeImmutable is @rc-component/context's (now ^1.3.0, whose makeImmutable first takes the
    // function): each time the wrapped Table renders, it bumps a mark that it provides through a
    // React context, if no function was given or the function returns true for the previous and
    // the new props; otherwise the mark stays as it was.
    {
      release: '7.30.0',
      file: 'src/Table.tsx',
      line: 27,
      has: "import { makeImmutable } from '@rc-component/context';",
    },
    {
      release: '7.30.0',
      file: 'package.json',
      line: 56,
      has: '"@rc-component/context": "^1.3.0"',
      before: '7.29.1',
    },
    // The default export passes no function, so the mark changes on every render.
    {
      release: '7.30.0',
      file: 'src/Table.tsx',
      line: 840,
      has: 'const ImmutableTable = genTable();',
      before: '7.29.1',
    },
    {
      release: '7.30.0',
      file: 'src/Table.tsx',
      line: 856,
      has: 'export default ImmutableTable as ImmutableTableType;',
    },
    // The memoised parts that follow the mark: responseImmutable (@rc-component/context) wraps a
    // component in React.memo, so it re-renders when its props change, and reads the mark, so it
    // also re-renders when the mark changes; header, body, body rows and summary …
    {
      release: '7.30.0',
      file: 'src/Header/Header.tsx',
      line: 131,
      has: 'export default responseImmutable(Header);',
    },
    {
      release: '7.30.0',
      file: 'src/Body/index.tsx',
      line: 126,
      has: 'export default responseImmutable(Body);',
    },
    {
      release: '7.30.0',
      file: 'src/Body/BodyRow.tsx',
      line: 241,
      has: 'export default responseImmutable(BodyRow);',
    },
    {
      release: '7.30.0',
      file: 'src/Footer/index.tsx',
      line: 45,
      has: 'export default responseImmutable(Footer);',
    },
    // … and the memoised cell, which reads the mark through useImmutableMark (a React context, so
    // a new mark re-renders it) and recomputes its content when the mark changes.
    {
      release: '7.30.0',
      file: 'src/Cell/index.tsx',
      line: 259,
      has: 'export default React.memo(Cell);',
    },
    { release: '7.30.0', file: 'src/Cell/useCellRender.ts', line: 27, has: 'useImmutableMark()' },
    { release: '7.30.0', file: 'src/Cell/useCellRender.ts', line: 71, has: 'mark,' },
    // The table values they read: @rc-component/context's useContext(context, keys) re-renders
    // its caller only when one of the selected values changes.
    {
      release: '7.30.0',
      file: 'src/Body/index.tsx',
      line: 41,
      has: 'useContext(TableContext, [',
    },
  ],

  // ---------------------------------------------------------------- 7.29.x
  'changelog/7.29.1/1': [
    {
      release: '7.29.1',
      file: 'src/Cell/index.tsx',
      line: 180,
      has: 'additionalProps.title ??',
      before: '7.29.0',
    },
    // 7.29.0 set `title` after spreading the onCell / onHeaderCell props.
    { release: '7.29.0', file: 'src/Cell/index.tsx', line: 238, has: '{...additionalProps}' },
    { release: '7.29.0', file: 'src/Cell/index.tsx', line: 242, has: 'title={title}' },
  ],
  'changelog/7.29.0/1': [
    // The table's parts share state through @rc-component/context (^1.2.0) instead of rc-table's
    // own ContextSelector.
    {
      release: '7.29.0',
      file: 'package.json',
      line: 56,
      has: '"@rc-component/context": "^1.2.0"',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/context/TableContext.tsx',
      line: 1,
      has: "import { createContext } from '@rc-component/context';",
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/ContextSelector/index.tsx',
      lacks: 'useContextSelector',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Table.tsx',
      line: 832,
      has: '<TableContext.Provider value={TableContextValue}>',
    },
    // Its useContext(context, keys or selector) subscribes the caller to the provider and
    // re-renders it only when what it selects changes (shallowly compared), e.g. a cell …
    {
      release: '7.29.0',
      file: 'src/Cell/index.tsx',
      line: 120,
      has: 'useContext(TableContext, [',
      before: '7.28.3',
    },
    // … including the hover state, which is the Table's own state in that context: a cell
    // re-renders only when whether it is hovered changes.
    {
      release: '7.29.0',
      file: 'src/Table.tsx',
      line: 261,
      has: 'const [startRow, endRow, onHover] = useHover();',
    },
    { release: '7.29.0', file: 'src/Table.tsx', line: 789, has: 'hoverStartRow: startRow,' },
    {
      release: '7.29.0',
      file: 'src/Cell/useHoverState.ts',
      line: 15,
      has: 'return useContext(TableContext, ctx => {',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Cell/useHoverState.ts',
      line: 16,
      has: 'const hovering = inHoverRange(rowIndex, rowSpan || 1, ctx.hoverStartRow, ctx.hoverEndRow);',
    },
    // New props: the default export is makeImmutable(Table), which without a compare function
    // bumps a mark (a React context value) on every render of the table …
    {
      release: '7.29.0',
      file: 'src/Table.tsx',
      line: 27,
      has: "import { makeImmutable } from '@rc-component/context';",
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Table.tsx',
      line: 835,
      has: 'const ImmutableTable = makeImmutable(Table);',
      before: '7.28.3',
    },
    // … and header, body, rows and summary are wrapped in responseImmutable (React.memo that
    // also reads the mark), so a new mark re-renders them …
    {
      release: '7.29.0',
      file: 'src/Header/Header.tsx',
      line: 131,
      has: 'export default responseImmutable(Header);',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Body/index.tsx',
      line: 126,
      has: 'export default responseImmutable(Body);',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Body/BodyRow.tsx',
      line: 241,
      has: 'export default responseImmutable(BodyRow);',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Footer/index.tsx',
      line: 45,
      has: 'export default responseImmutable(Footer);',
      before: '7.28.3',
    },
    // … and each cell reads the mark through useImmutableMark.
    {
      release: '7.29.0',
      file: 'src/Cell/useCellRender.ts',
      line: 27,
      has: 'const mark = useImmutableMark();',
      before: '7.28.3',
    },
  ],
  'changelog/7.29.0/2': [
    {
      release: '7.29.0',
      file: 'package.json',
      line: 56,
      has: '"@rc-component/context": "^1.2.0"',
      before: '7.28.3',
    },
    { release: '7.29.0', file: 'package.json', lacks: '"shallowequal"', before: '7.28.3' },
    {
      release: '7.29.0',
      file: 'package.json',
      line: 59,
      has: '"rc-util": "^5.27.1"',
      before: '7.28.3',
    },
  ],
  'changelog/7.29.0/3': [
    {
      release: '7.29.0',
      file: 'src/index.ts',
      line: 4,
      has: "import type { TableProps } from './Table';",
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/index.ts',
      line: 8,
      has: 'export { Summary, Column, ColumnGroup, TableProps, INTERNAL_COL_DEFINE };',
      before: '7.28.3',
    },
    {
      release: '7.29.0',
      file: 'src/Table.tsx',
      line: 107,
      has: 'export interface TableProps<RecordType = unknown>',
    },
  ],

  // ---------------------------------------------------------------- 7.28.x
  'changelog/7.28.3/1': [
    // rc-util's pickAttrs (^5.22.5): `{ aria: true }` picks `role` and the `aria-*` props,
    // `{ data: true }` the `data-*` props.
    { release: '7.28.3', file: 'package.json', line: 59, has: '"rc-util": "^5.22.5"' },
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 32,
      has: "import pickAttrs from 'rc-util/lib/pickAttrs';",
    },
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 645,
      has: 'const dataProps = pickAttrs(props, { data: true });',
      before: '7.28.2',
    },
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 646,
      has: 'const ariaProps = pickAttrs(props, { aria: true });',
      before: '7.28.2',
    },
    // 7.28.2 picked both kinds together and set them on the outer div.
    {
      release: '7.28.2',
      file: 'src/Table.tsx',
      line: 781,
      has: 'const ariaProps = pickAttrs(props, { aria: true, data: true });',
    },
    { release: '7.28.2', file: 'src/Table.tsx', line: 802, has: '{...ariaProps}' },
    // With a fixed or sticky header: a render function in `components.body` makes the body, and
    // gets no aria props …
    { release: '7.28.3', file: 'src/Table.tsx', line: 648, has: 'if (fixHeader || isSticky) {' },
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 652,
      has: "if (typeof customizeScrollBody === 'function') {",
    },
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 653,
      has: 'bodyContent = customizeScrollBody(mergedData, {',
    },
    // … otherwise they go on the body's table (the header's table, in FixedHolder, gets none) …
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 680,
      has: 'className={classNames(`${prefixCls}-body`)}',
    },
    { release: '7.28.3', file: 'src/Table.tsx', line: 687, has: '{...ariaProps}' },
    { release: '7.28.3', file: 'src/FixedHolder/index.tsx', lacks: 'ariaProps' },
    // … on the single table otherwise …
    { release: '7.28.3', file: 'src/Table.tsx', line: 772, has: '{...ariaProps}' },
    // … and only the data-* attributes on the outer div.
    {
      release: '7.28.3',
      file: 'src/Table.tsx',
      line: 807,
      has: '{...dataProps}',
      before: '7.28.2',
    },
  ],
  'changelog/7.28.2/1': [
    { release: '7.28.2', file: 'src/Table.tsx', lacks: 'Table.defaultProps', before: '7.28.1' },
    // React fills in a component's defaultProps for the props that are undefined; on a function
    // component it warns about defaultProps (#913 is "fix: react defaultProps warning").
    { release: '7.28.1', file: 'src/Table.tsx', line: 892, has: 'Table.defaultProps = {' },
    { release: '7.28.1', file: 'src/Table.tsx', line: 893, has: "rowKey: 'key'," },
    { release: '7.28.1', file: 'src/Table.tsx', line: 894, has: "prefixCls: 'rc-table'," },
    { release: '7.28.1', file: 'src/Table.tsx', line: 895, has: "emptyText: () => 'No Data'," },
    // 7.28.2 merges the same defaults inside the component …
    {
      release: '7.28.2',
      file: 'src/Table.tsx',
      line: 174,
      has: 'function Table<RecordType extends DefaultRecordType>(tableProps: TableProps<RecordType>) {',
      before: '7.28.1',
    },
    { release: '7.28.2', file: 'src/Table.tsx', line: 175, has: 'const props = {' },
    { release: '7.28.2', file: 'src/Table.tsx', line: 176, has: "rowKey: 'key'," },
    { release: '7.28.2', file: 'src/Table.tsx', line: 177, has: "prefixCls: 'rc-table'," },
    { release: '7.28.2', file: 'src/Table.tsx', line: 178, has: "emptyText: () => 'No Data'," },
    // … spreading the passed props after them: a prop passed as `undefined` overrides its default.
    {
      release: '7.28.2',
      file: 'src/Table.tsx',
      line: 179,
      has: '...tableProps,',
      before: '7.28.1',
    },
  ],
  'changelog/7.28.1/1': { release: '7.28.1', file: 'src', sameAs: '7.28.0' },
  'changelog/7.28.0/1': [
    {
      release: '7.28.0',
      file: 'src/interface.ts',
      line: 74,
      has: 'rowScope?: RowScopeType;',
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/interface.ts',
      line: 62,
      has: "export type RowScopeType = 'row' | 'rowgroup';",
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/Body/BodyRow.tsx',
      line: 179,
      has: 'scope={column.rowScope}',
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/Body/BodyRow.tsx',
      line: 180,
      has: 'component={column.rowScope ? scopeCellComponent : cellComponent}',
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/Body/index.tsx',
      line: 66,
      has: "getComponent(['body', 'cell'], 'th')",
      before: '7.27.2',
    },
  ],
  'changelog/7.28.0/2': [
    {
      release: '7.28.0',
      file: 'src/Header/HeaderRow.tsx',
      line: 68,
      has: "scope={column.title ? (cell.colSpan > 1 ? 'colgroup' : 'col') : null}",
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/Header/HeaderRow.tsx',
      line: 71,
      has: 'component={column.title ? CellComponent : tdCellComponent}',
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/Header/Header.tsx',
      line: 107,
      has: "getComponent(['header', 'cell'], 'td')",
      before: '7.27.2',
    },
  ],
  'changelog/7.28.0/3': [
    // The header rule of assets/index.less (header background, centred text) drops `td` …
    {
      release: '7.28.0',
      file: 'assets/index.less',
      lacks: 'td,\n    th {\n      text-align: center;',
      before: '7.27.2',
    },
    { release: '7.28.0', file: 'assets/index.less', line: 168, has: 'thead {' },
    { release: '7.28.0', file: 'assets/index.less', line: 169, has: 'th {' },
    { release: '7.28.0', file: 'assets/index.less', line: 170, has: 'text-align: center;' },
    {
      release: '7.28.0',
      file: 'assets/index.less',
      line: 171,
      has: 'background: @table-head-background-color;',
    },
    // … and the body rule that gave `td` and `th` a white background splits: `th` now gets the
    // header background.
    {
      release: '7.28.0',
      file: 'assets/index.less',
      lacks: 'td,\n      th {\n        background: #fff;',
      before: '7.27.2',
    },
    { release: '7.28.0', file: 'assets/index.less', line: 200, has: 'tbody {' },
    { release: '7.28.0', file: 'assets/index.less', line: 202, has: 'td {' },
    { release: '7.28.0', file: 'assets/index.less', line: 203, has: 'background: #fff;' },
    { release: '7.28.0', file: 'assets/index.less', line: 206, has: 'th {' },
    {
      release: '7.28.0',
      file: 'assets/index.less',
      line: 207,
      has: 'background: @table-head-background-color;',
    },
    {
      release: '7.27.2',
      file: 'assets/index.less',
      lacks: 'th {\n        background: @table-head-background-color;',
    },
    // The cells concerned: header cells without a title render as `<td>`, body cells of a
    // `rowScope` column as `<th>`.
    {
      release: '7.28.0',
      file: 'src/Header/HeaderRow.tsx',
      line: 71,
      has: 'component={column.title ? CellComponent : tdCellComponent}',
      before: '7.27.2',
    },
    {
      release: '7.28.0',
      file: 'src/Body/BodyRow.tsx',
      line: 180,
      has: 'component={column.rowScope ? scopeCellComponent : cellComponent}',
      before: '7.27.2',
    },
  ],

  // ---------------------------------------------------------------- 7.27.x
  'changelog/7.27.2/1': [
    {
      release: '7.27.2',
      file: 'src/Table.tsx',
      line: 463,
      has: '// Delay to force scroll position if not sync',
      before: '7.27.1',
    },
    {
      release: '7.27.2',
      file: 'src/Table.tsx',
      line: 466,
      has: 'setTimeout(() => {',
      before: '7.27.1',
    },
  ],
  'changelog/7.27.1/1': [
    {
      release: '7.27.1',
      file: 'src/context/TableContext.tsx',
      line: 1,
      has: "import { createContext } from '../ContextSelector';",
      before: '7.27.0',
    },
    {
      release: '7.27.1',
      file: 'src/context/BodyContext.tsx',
      line: 34,
      has: 'const BodyContext = createContext<BodyContextProps>();',
      before: '7.27.0',
    },
    {
      release: '7.27.1',
      file: 'src/Body/BodyRow.tsx',
      line: 53,
      has: 'useContextSelector(TableContext, [',
      before: '7.27.0',
    },
  ],
  'changelog/7.27.0/1': [
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 134,
      has: 'caption?: string | React.ReactNode;',
      before: '7.26.0',
    },
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 616,
      has: '<caption className={`${prefixCls}-caption`}>{caption}</caption>',
      before: '7.26.0',
    },
    // With a fixed or sticky header, a render function in `components.body` makes the body, and
    // the caption is not passed to it …
    { release: '7.27.0', file: 'src/Table.tsx', line: 629, has: 'if (fixHeader || isSticky) {' },
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 633,
      has: "if (typeof customizeScrollBody === 'function') {",
    },
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 634,
      has: 'bodyContent = customizeScrollBody(mergedData, {',
    },
    // … otherwise it opens the body's table, which comes after the header's table (FixedHolder,
    // which has no caption) …
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 661,
      has: 'className={classNames(`${prefixCls}-body`)}',
    },
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 669,
      has: '{captionElement}',
      before: '7.26.0',
    },
    {
      release: '7.27.0',
      file: 'src/Table.tsx',
      line: 700,
      has: 'className={`${prefixCls}-header`}',
    },
    { release: '7.27.0', file: 'src/Table.tsx', line: 713, has: '{bodyContent}' },
    { release: '7.27.0', file: 'src/FixedHolder/index.tsx', lacks: 'caption' },
    // … and without a fixed header it opens the single table.
    { release: '7.27.0', file: 'src/Table.tsx', line: 751, has: '{captionElement}' },
  ],
  'changelog/7.27.0/2': [
    {
      release: '7.27.0',
      file: 'src/interface.ts',
      line: 178,
      has: '/** @deprecated Use `caption` instead */',
      before: '7.26.0',
    },
    {
      release: '7.27.0',
      file: 'src/interface.ts',
      line: 179,
      has: 'title?: PanelRender<RecordType>;',
    },
    // `title` joins the legacy props that trigger the warning when `expandable` is absent.
    {
      release: '7.27.0',
      file: 'src/utils/legacyUtil.ts',
      line: 35,
      has: "'title',",
      before: '7.26.0',
    },
    {
      release: '7.27.0',
      file: 'src/utils/legacyUtil.ts',
      line: 38,
      has: "warning(false, 'expanded related props have been moved into `expandable`.');",
    },
  ],

  // ---------------------------------------------------------------- 7.26.0
  'changelog/7.26.0/1': [
    {
      release: '7.26.0',
      file: 'src/interface.ts',
      line: 203,
      has: 'columnTitle?: React.ReactNode;',
      before: '7.25.3',
    },
    {
      release: '7.26.0',
      file: 'src/hooks/useColumns.tsx',
      line: 201,
      has: 'title: columnTitle,',
      before: '7.25.3',
    },
  ],

  // ---------------------------------------------------------------- 7.25.x
  'changelog/7.25.3/1': [
    {
      release: '7.25.3',
      file: 'package.json',
      line: 59,
      has: '"rc-util": "^5.22.5"',
      before: '7.25.2',
    },
    { release: '7.25.2', file: 'package.json', line: 59, has: '"rc-util": "^5.14.0"' },
    // From 7.25.0 on, ContextSelector imports rc-util's hooks/useEvent, first published in
    // rc-util 5.22.0 (useLayoutEffect, imported beside it, is there since 5.15.0), while the
    // range still allowed 5.14.0.
    { release: '7.25.0', file: 'package.json', line: 59, has: '"rc-util": "^5.14.0"' },
    {
      release: '7.25.0',
      file: 'src/ContextSelector/index.tsx',
      line: 3,
      has: "import useEvent from 'rc-util/lib/hooks/useEvent';",
      before: '7.24.3',
    },
    {
      release: '7.25.2',
      file: 'src/ContextSelector/index.tsx',
      line: 3,
      has: "import useEvent from 'rc-util/lib/hooks/useEvent';",
    },
    { release: '7.25.3', file: 'src', sameAs: '7.25.2' },
    { release: '7.25.3', file: 'assets', sameAs: '7.25.2' },
  ],
  'changelog/7.25.2/1': [
    {
      release: '7.25.2',
      file: 'src/Cell/index.tsx',
      line: 286,
      has: '[`${cellPrefixCls}-fix-left-all`]: lastFixLeft && allColumnsFixedLeft && supportSticky,',
      before: '7.25.1',
    },
    {
      release: '7.25.2',
      file: 'src/Table.tsx',
      line: 825,
      has: "allColumnsFixedLeft: columnContext.flattenColumns.every(col => col.fixed === 'left'),",
      before: '7.25.1',
    },
    {
      release: '7.25.2',
      file: 'assets/index.less',
      line: 95,
      has: '&-fix-left-all::after {',
      before: '7.25.1',
    },
    { release: '7.25.2', file: 'assets/index.less', line: 96, has: 'display: none;' },
  ],
  'changelog/7.25.1/1': [
    {
      release: '7.25.1',
      file: 'src/ContextSelector/index.tsx',
      lacks: 'React.useLayoutEffect',
      before: '7.25.0',
    },
    {
      release: '7.25.1',
      file: 'src/ContextSelector/index.tsx',
      line: 2,
      has: "import useLayoutEffect from 'rc-util/lib/hooks/useLayoutEffect';",
    },
    {
      release: '7.25.1',
      file: 'src/ContextSelector/index.tsx',
      line: 58,
      has: 'useLayoutEffect(() => {',
    },
  ],
  'changelog/7.25.0/1': [
    {
      release: '7.25.0',
      file: 'src/Cell/index.tsx',
      line: 337,
      has: 'useContextSelector(HoverContext, cxt =>',
      before: '7.24.3',
    },
    {
      release: '7.25.0',
      file: 'src/context/HoverContext.tsx',
      line: 1,
      has: "import { createContext } from '../ContextSelector';",
      before: '7.24.3',
    },
  ],

  // ---------------------------------------------------------------- 7.24.x
  'changelog/7.24.3/1': [
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 231,
      has: 'components || {}',
      before: '7.24.2',
    },
    { release: '7.24.3', file: 'src/utils/valueUtil.tsx', lacks: 'mergeObject', before: '7.24.2' },
  ],
  'changelog/7.24.3/2': [
    // A body without horizontal overflow now clears both shadows …
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 486,
      has: 'if (scrollWidth === clientWidth) {',
    },
    { release: '7.24.3', file: 'src/Table.tsx', line: 487, has: 'setPingedLeft(false);' },
    { release: '7.24.3', file: 'src/Table.tsx', line: 488, has: 'setPingedRight(false);' },
    // … where 7.24.2 returned and kept them …
    {
      release: '7.24.2',
      file: 'src/Table.tsx',
      line: 490,
      has: 'if (scrollWidth === clientWidth) {',
    },
    { release: '7.24.2', file: 'src/Table.tsx', line: 491, has: 'return;' },
    // … and a resize of the table runs that check on the body.
    { release: '7.24.3', file: 'src/Table.tsx', line: 512, has: 'triggerOnScroll();' },
  ],
  'changelog/7.24.3/3': [
    {
      release: '7.24.3',
      file: 'src/Body/ExpandedRow.tsx',
      line: 47,
      has: '{componentWidth !== 0 && contentNode}',
      before: '7.24.2',
    },
    {
      release: '7.24.3',
      file: 'src/Body/ExpandedRow.tsx',
      line: 36,
      has: 'if (isEmpty ? horizonScroll : fixColumn) {',
    },
  ],
  'changelog/7.24.3/4': [
    // A render function in `components.body` receives scrollBodyRef as its `ref` …
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 628,
      has: 'bodyContent = customizeScrollBody(mergedData, {',
    },
    { release: '7.24.3', file: 'src/Table.tsx', line: 630, has: 'ref: scrollBodyRef,' },
    // … and 7.24.2 always measured that ref. rc-util's getTargetScrollBarSize (^5.14.0) returns a
    // width of 0 for a target that is not a DOM Element.
    {
      release: '7.24.2',
      file: 'src/Table.tsx',
      line: 537,
      has: 'setScrollbarSize(getTargetScrollBarSize(scrollBodyRef.current).width);',
    },
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 35,
      has: "import { getTargetScrollBarSize } from 'rc-util/lib/getScrollBarSize';",
    },
    { release: '7.24.3', file: 'package.json', line: 59, has: '"rc-util": "^5.14.0"' },
    // 7.24.3 measures it only when it is an Element, and the table's container otherwise.
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 535,
      has: 'if (scrollBodyRef.current instanceof Element) {',
      before: '7.24.2',
    },
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 538,
      has: 'getTargetScrollBarSize(scrollBodyContainerRef.current)',
      before: '7.24.2',
    },
    {
      release: '7.24.3',
      file: 'src/Table.tsx',
      line: 786,
      has: '<div ref={scrollBodyContainerRef} className={`${prefixCls}-container`}>',
      before: '7.24.2',
    },
  ],
  'changelog/7.24.2/1': {
    release: '7.24.2',
    file: 'src/hooks/useColumns.tsx',
    line: 260,
    has: "warningFixed(direction === 'rtl' ? flattenColumns.slice().reverse() : flattenColumns);",
    before: '7.24.1',
  },
  'changelog/7.24.2/2': [
    {
      release: '7.24.2',
      file: 'src/Body/MeasureRow.tsx',
      line: 21,
      has: 'onColumnResize(columnKey, size.offsetWidth);',
      before: '7.24.1',
    },
    { release: '7.24.2', file: 'src/Body/MeasureRow.tsx', lacks: 'raf', before: '7.24.1' },
    // The removed delay: rc-util's raf with 2 = two animation frames.
    { release: '7.24.1', file: 'src/Body/MeasureRow.tsx', line: 25, has: '}, 2);' },
  ],
  'changelog/7.24.1/1': [
    {
      release: '7.24.1',
      file: 'src/Table.tsx',
      line: 489,
      has: '// There is no space to scroll',
      before: '7.24.0',
    },
    {
      release: '7.24.1',
      file: 'src/Table.tsx',
      line: 490,
      has: 'if (scrollWidth === clientWidth) {',
      before: '7.24.0',
    },
    { release: '7.24.1', file: 'src/Table.tsx', line: 491, has: 'return;' },
  ],
  'changelog/7.24.0/1': [
    { release: '7.24.0', file: 'src', sameAs: '7.23.2' },
    { release: '7.24.0', file: 'assets', sameAs: '7.23.2' },
    { release: '7.24.0', file: 'package.json', line: 62, has: '"devDependencies": {' },
    {
      release: '7.24.0',
      file: 'package.json',
      line: 85,
      has: '"rc-menu": "~9.5.1"',
      before: '7.23.2',
    },
  ],
};
