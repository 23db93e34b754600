import type { ApiDescriptions, PropDescription } from '../../shared/api/types';

export type { ApiDescriptions, PropDescription } from '../../shared/api/types';

/**
 * The development warning rc-table logs for a top-level expand prop (or `title`) on a table
 * without `expandable` (node_modules/rc-table/lib/utils/legacyUtil.js, lines 26-33).
 */
const movedWarning = {
  en: 'Passed without `expandable`, it makes rc-table log “expanded related props have been moved into `expandable`” in development.',
  zh: '在未传入 `expandable` 的表格上使用时，开发环境下 rc-table 会输出警告“expanded related props have been moved into `expandable`”。',
};

interface LegacyOptions {
  default?: string;
  /** Replaces the opening sentences. */
  lead?: { en: string; zh: string };
  /** Said after the warning. */
  also?: { en: string; zh: string };
  /** rc-table leaves a few props out of its warning (legacyUtil.js, line 29). */
  warns?: boolean;
}

/** Top-level expand props kept from rc-table 6; `expandable` wins when both are given. */
function legacy(name: string, options: LegacyOptions = {}): PropDescription {
  const lead = options.lead ?? {
    en: `Top-level form of \`expandable.${name}\`, kept for older code and still honoured. When \`expandable\` is passed too, its value wins.`,
    zh: `\`expandable.${name}\` 的顶层旧写法，为兼容老代码而保留，仍然生效；同时传入 \`expandable\` 时以其中的值为准。`,
  };
  const warning =
    options.warns === false
      ? {
          en: 'Unlike the other top-level expand props, it logs no warning.',
          zh: '与其他顶层展开属性不同，它不会触发警告。',
        }
      : movedWarning;
  const also = options.also ?? { en: '', zh: '' };
  return {
    en: `${lead.en} ${warning.en}${also.en ? ` ${also.en}` : ''}`,
    zh: `${lead.zh}${warning.zh}${also.zh}`,
    ...(options.default === undefined ? {} : { default: options.default }),
  };
}

const internalNote = {
  en: 'Used by Ant Design to extend rc-table; not part of the public API and may change in any release.',
  zh: '供 Ant Design 扩展 rc-table 使用，不属于公开 API，任何版本都可能改动。',
};

export const descriptions: ApiDescriptions = {
  table: {
    prefixCls: {
      en: 'Prefix of every class name the table renders (`<prefix>-cell`, `<prefix>-row`, ...). Change it only together with a stylesheet written for the new prefix.',
      zh: '表格所渲染的全部类名的前缀（如 `<prefix>-cell`、`<prefix>-row`）。修改时需要同时提供按新前缀编写的样式。',
      default: "'rc-table'",
    },
    className: {
      en: 'Extra class name on the outermost wrapper `<div>`.',
      zh: '添加到最外层容器 `<div>` 上的类名。',
    },
    style: {
      en: 'Inline style of the outermost wrapper `<div>`.',
      zh: '最外层容器 `<div>` 的内联样式。',
    },
    children: {
      en: '`Column` and `ColumnGroup` elements: a JSX way of declaring the columns. Only read when `columns` is not given.',
      zh: '用 JSX 声明列的 `Column` 与 `ColumnGroup` 元素，仅在没有传入 `columns` 时读取。',
    },
    data: {
      en: 'The records to show, one row each. For tree data, child records go in the `children` field (see `expandable.childrenColumnName`).',
      zh: '要展示的记录，每条对应一行。树形数据的子记录放在 `children` 字段中（见 `expandable.childrenColumnName`）。',
      default: '[]',
    },
    columns: {
      en: 'Column definitions, described under Column Props. Takes precedence over `children`.',
      zh: '列定义，字段见“列属性”。与 `children` 同时存在时以 `columns` 为准。',
    },
    rowKey: {
      en: "Where a row's unique key comes from: the name of a record field, or a function `(record, index) => key`. In development, a record without a key logs a warning.",
      zh: '行的唯一 key 从哪里取：记录中的字段名，或函数 `(record, index) => key`。开发环境下若记录取不到 key，会输出警告。',
      default: "'key'",
    },
    tableLayout: {
      en: "CSS `table-layout` of the `<table>`. Unset, fixed columns with `scroll.x` decide first: `'fixed'`, but `'auto'` with `scroll.x: 'max-content'`, even with `scroll.y`, `sticky` or `ellipsis`. Otherwise `scroll.y`, `sticky` or an `ellipsis` column give `'fixed'`, anything else `'auto'`. The separate header (and fixed-summary) table of `scroll.y` or `sticky` is always `'fixed'`.",
      zh: "`<table>` 的 CSS `table-layout`。未设置时，先看是否存在横向滚动（`scroll.x`）的固定列：有则使用 `'fixed'`，但 `scroll.x` 为 `'max-content'` 时使用 `'auto'`，即使同时设置了 `scroll.y`、`sticky` 或 `ellipsis`。否则，固定表头（`scroll.y`）、开启 `sticky` 或有列设置了 `ellipsis` 时使用 `'fixed'`，其余情况使用 `'auto'`。固定表头或吸顶表头时，表头（以及固定的总结栏）所在的独立表格始终使用 `'fixed'`，不受此属性影响。",
    },
    scroll: {
      en: 'Makes the table scroll. `x` is the width of the scrolling table (a number, a CSS length, or `true` for `auto`); `y` is the maximum height of the body and also fixes the header.',
      zh: '让表格可以滚动。`x` 为滚动区域内表格的宽度（数值、CSS 长度，或 `true` 表示 `auto`）；`y` 为表体的最大高度，设置后表头固定。',
    },
    expandable: {
      en: 'Settings for expandable rows and tree data, listed in the expandable table.',
      zh: '可展开行与树形数据的配置，字段见 expandable 表格。',
    },
    indentSize: legacy('indentSize', {
      lead: {
        en: 'Top-level form of `expandable.indentSize`: the indent per level of tree data, in pixels. TableProps redeclares it without a deprecation note, but it is read through the same legacy path as the other top-level expand props.',
        zh: '`expandable.indentSize` 的旧写法：树形数据每一级的缩进（像素）。TableProps 重新声明了它且未标注废弃，但它与其他顶层展开属性一样通过兼容逻辑读取。',
      },
    }),
    rowClassName: {
      en: 'Class name of each body row: a string, or `(record, index, indent) => string`.',
      zh: '表体每一行的类名：字符串，或函数 `(record, index, indent) => string`。',
    },
    footer: {
      en: 'Renders a panel below the table: `(data) => ReactNode`.',
      zh: '在表格下方渲染一个面板：`(data) => ReactNode`。',
    },
    summary: {
      en: 'Renders summary rows in a `<tfoot>`: `(data) => ReactNode`, usually built from `Table.Summary.Row` and `Table.Summary.Cell`. Return `<Table.Summary fixed>` to keep it in view when the header is fixed or sticky.',
      zh: '在 `<tfoot>` 中渲染总结栏：`(data) => ReactNode`，通常由 `Table.Summary.Row` 和 `Table.Summary.Cell` 组成。返回 `<Table.Summary fixed>` 时，在表头固定或吸顶的情况下总结栏会始终可见。',
    },
    caption: {
      en: "Content of the table's `<caption>`, which gives the table an accessible name. Not rendered when `components.body` is a function and the header is fixed (`scroll.y`) or `sticky` is on.",
      zh: '表格 `<caption>` 元素的内容，为表格提供可访问名称。`components.body` 为函数且固定表头（`scroll.y`）或开启 `sticky` 时不会渲染。',
    },
    id: {
      en: '`id` attribute of the outermost wrapper `<div>`.',
      zh: '最外层容器 `<div>` 的 `id` 属性。',
    },
    showHeader: {
      en: 'Whether to render the header rows. Only `false` hides them.',
      zh: '是否渲染表头。只有传入 `false` 时才会隐藏。',
      default: 'true',
    },
    components: {
      en: 'Replaces the elements rc-table renders (the table, header and body parts) with your own components; see the components table.',
      zh: '用自定义组件替换 rc-table 渲染的元素（表格、表头、表体各部分），字段见 components 表格。',
    },
    onRow: {
      en: 'Returns extra attributes for each body `<tr>`, such as event handlers: `(record, index) => attributes`.',
      zh: '为表体的每个 `<tr>` 返回额外属性（如事件处理函数）：`(record, index) => attributes`。',
    },
    onHeaderRow: {
      en: 'Returns extra attributes for each header `<tr>`: `(columns, index) => attributes`.',
      zh: '为表头的每个 `<tr>` 返回额外属性：`(columns, index) => attributes`。',
    },
    emptyText: {
      en: 'What the body shows when `data` is empty: a node, or a function returning one.',
      zh: '`data` 为空时表体显示的内容：一个节点，或返回节点的函数。',
      default: "'No Data'",
    },
    direction: {
      en: "Text direction. `'rtl'` swaps the sides of fixed columns and gives the wrapper the class `<prefix>-rtl`; rc-table's stylesheet turns that class into `direction: rtl`, which mirrors the table (rc-table sets no `dir` attribute). Unset behaves as `'ltr'`.",
      zh: "文字方向。设为 `'rtl'` 时固定列交换左右两侧，外层容器带上 `<prefix>-rtl` 类名；rc-table 的样式表为该类名设置 `direction: rtl`，由此使表格左右镜像（rc-table 不会设置 `dir` 属性）。未设置时按 `'ltr'` 处理。",
      default: "'ltr'",
    },
    internalHooks: {
      en: `Unlocks \`transformColumns\` and \`internalRefs\` when it holds rc-table's internal token. ${internalNote.en}`,
      zh: `值为 rc-table 的内部标记时才会启用 \`transformColumns\` 和 \`internalRefs\`。${internalNote.zh}`,
    },
    transformColumns: {
      en: `Receives the final columns (after the expand column is inserted) and returns the columns to render; only applied together with \`internalHooks\`. ${internalNote.en}`,
      zh: `接收最终的列（已插入展开列），返回实际渲染的列；仅在配合 \`internalHooks\` 时生效。${internalNote.zh}`,
    },
    internalRefs: {
      en: `\`internalRefs.body.current\` receives the scrolling body element; only filled together with \`internalHooks\`. ${internalNote.en}`,
      zh: `\`internalRefs.body.current\` 会被赋值为可滚动的表体元素；仅在配合 \`internalHooks\` 时生效。${internalNote.zh}`,
    },
    sticky: {
      en: `Sticks the header to the top of the scrolling container. A \`<Table.Summary fixed>\` sticks to the bottom (\`true\`, \`'bottom'\`) or under the header (\`'top'\`). When the body is wider than the table, a horizontal scroll bar sticks to the bottom while the table's bottom edge is out of view. \`true\`, or an object with the settings in the sticky table. Turning it on or off after mount does nothing until an offset changes: give the table a new \`key\` instead.`,
      zh: `让表头吸附在滚动容器顶部（表头吸顶）。\`<Table.Summary fixed>\` 吸附在底部（\`true\`、\`'bottom'\`）或表头下方（\`'top'\`）。表体宽于表格时，表格底边不在可视区域内期间，底部还会吸附一条横向滚动条。可传 \`true\`，或传入 sticky 表格中所列字段组成的对象。挂载后再开启或关闭不会生效（除非偏移量也变了），请改为给表格换一个新的 \`key\`。`,
      default: 'false',
    },
    expandedRowKeys: legacy('expandedRowKeys'),
    defaultExpandedRowKeys: legacy('defaultExpandedRowKeys'),
    expandedRowRender: legacy('expandedRowRender'),
    expandRowByClick: legacy('expandRowByClick', { default: 'false' }),
    expandIcon: legacy('expandIcon'),
    onExpand: legacy('onExpand'),
    onExpandedRowsChange: legacy('onExpandedRowsChange'),
    defaultExpandAllRows: legacy('defaultExpandAllRows', { default: 'false' }),
    expandIconColumnIndex: legacy('expandIconColumnIndex', {
      default: '0',
      also: {
        en: 'With an `expandedRowRender`, it also logs “`expandIconColumnIndex` is deprecated”.',
        zh: '配合 `expandedRowRender` 使用时，还会输出警告“`expandIconColumnIndex` is deprecated”。',
      },
    }),
    expandedRowClassName: legacy('expandedRowClassName'),
    childrenColumnName: legacy('childrenColumnName', { default: "'children'", warns: false }),
    title: {
      en: `Renders a panel above the table: \`(data) => ReactNode\`. It still renders, but \`caption\` is preferred because it names the table for assistive technology. rc-table counts \`title\` among the old expand props. ${movedWarning.en}`,
      zh: `在表格上方渲染一个面板：\`(data) => ReactNode\`。目前仍会渲染，但推荐改用 \`caption\`，它能为辅助技术提供可访问名称。rc-table 把 \`title\` 算作旧的顶层展开属性。${movedWarning.zh}`,
    },
  },

  column: {
    title: {
      en: 'Content of the header cell.',
      zh: '表头单元格的内容。',
    },
    key: {
      en: 'Identifies the column. When omitted, rc-table uses `dataIndex` (a path joined with `-`); set it when columns share a `dataIndex` or have none.',
      zh: '列的标识。未设置时 rc-table 使用 `dataIndex`（路径以 `-` 连接）；多列共用同一个 `dataIndex` 或没有 `dataIndex` 时请设置。',
    },
    className: {
      en: "Class name added to the column's header and body cells.",
      zh: '添加到该列表头与表体单元格上的类名。',
    },
    fixed: {
      en: "Pins the column to the `'left'` or `'right'` edge while the table scrolls horizontally (`scroll.x`); `true` means `'left'`.",
      zh: "表格横向滚动（`scroll.x`）时将该列固定在 `'left'` 或 `'right'` 一侧；`true` 等同于 `'left'`。",
    },
    onHeaderCell: {
      en: "Returns extra attributes for the column's header cell: `(column) => attributes`.",
      zh: '为该列的表头单元格返回额外属性：`(column) => attributes`。',
    },
    ellipsis: {
      en: "Cuts overflowing text with an ellipsis and usually switches the table to `table-layout: fixed` (see `tableLayout`). `true` also copies the content into the cell's `title`, but only plain content: a string, a number, or an element whose only child is a string. A `title` from `onCell` or `onHeaderCell` wins. With `{ showTitle: false }` body cells get no `title`; header cells still do.",
      zh: '超出宽度的文字以省略号截断，并通常使表格改用 `table-layout: fixed`（见 `tableLayout`）。设为 `true` 时还会把内容放入单元格的 `title`，但仅限纯文本内容：字符串、数字，或唯一子节点为字符串的元素。`onCell` 或 `onHeaderCell` 返回的 `title` 优先。设为 `{ showTitle: false }` 时表体单元格不带 `title`，表头单元格仍然带。',
      default: 'false',
    },
    align: {
      en: "Text alignment of the column's header and body cells.",
      zh: '该列表头与表体单元格的文字对齐方式。',
    },
    rowScope: {
      en: 'Renders the column\'s body cells as `<th scope="row">` (or `rowgroup`), so each cell labels its row for screen readers.',
      zh: '将该列的表体单元格渲染为 `<th scope="row">`（或 `rowgroup`），让屏幕阅读器把它读作所在行的标题。',
    },
    colSpan: {
      en: 'Column span of the header cell, for merging header cells; `0` hides the cell. Body cells are merged through `onCell`.',
      zh: '表头单元格的列合并数，用于合并表头；为 `0` 时该单元格不渲染。表体单元格的合并请用 `onCell`。',
    },
    dataIndex: {
      en: "The record field the column shows; an array is a path into nested objects, such as `['address', 'city']`.",
      zh: "该列展示的记录字段；传数组表示嵌套对象中的路径，如 `['address', 'city']`。",
    },
    render: {
      en: 'Renders the body cell: `(value, record, index) => ReactNode`, where `value` is the field at `dataIndex`. Returning `{ props, children }` to set spans is the older way and logs a deprecation warning in development; prefer `onCell`.',
      zh: '渲染表体单元格：`(value, record, index) => ReactNode`，`value` 为 `dataIndex` 对应的字段值。返回 `{ props, children }` 来设置合并是旧写法，开发环境下会输出废弃警告，推荐使用 `onCell`。',
    },
    shouldCellUpdate: {
      en: 'Decides whether a body cell re-renders: `(record, prevRecord) => boolean`. Useful to skip work in large tables.',
      zh: '决定表体单元格是否重新渲染：`(record, prevRecord) => boolean`，可在大表格中减少不必要的渲染。',
    },
    rowSpan: {
      en: 'Row span of the header cell, for grouped headers. When unset, a header cell without sub-columns reaches down to the last header row.',
      zh: '表头单元格的行合并数，用于分组表头。未设置时，没有子列的表头单元格会一直纵跨到最后一行表头。',
    },
    width: {
      en: 'Column width, in pixels or as a CSS length. Give widths to fixed columns and when `scroll.x` is set, so header and body line up.',
      zh: '列宽，可为像素数值或 CSS 长度。固定列以及设置了 `scroll.x` 时建议指定宽度，使表头与表体对齐。',
    },
    onCell: {
      en: 'Returns extra attributes for each body cell of the column: `(record, index) => attributes`, including `colSpan` and `rowSpan` to merge cells (`0` hides a cell).',
      zh: '为该列每个表体单元格返回额外属性：`(record, index) => attributes`，其中可包含用于合并单元格的 `colSpan` 与 `rowSpan`（为 `0` 时该单元格不渲染）。',
    },
    onCellClick: {
      en: 'rc-table 7.30.3 never calls it. Attach an `onClick` through `onCell` instead.',
      zh: 'rc-table 7.30.3 不会调用它。请通过 `onCell` 添加 `onClick`。',
    },
    children: {
      en: 'Only on column groups: the sub-columns shown under this header. A column with `children` becomes a group header spanning them.',
      zh: '仅用于列分组：显示在该表头下方的子列。带 `children` 的列会成为横跨这些子列的分组表头。',
    },
  },

  expandable: {
    expandedRowKeys: {
      en: 'Keys of the expanded rows, for controlled use; update it from `onExpand` or `onExpandedRowsChange`.',
      zh: '已展开行的 key，用于受控模式；请在 `onExpand` 或 `onExpandedRowsChange` 中更新它。',
    },
    defaultExpandedRowKeys: {
      en: 'Keys of the rows expanded on first render, when the table manages the state itself.',
      zh: '首次渲染时展开的行的 key，展开状态由表格自行管理（非受控）。',
    },
    expandedRowRender: {
      en: 'Renders the extra content of an expanded row: `(record, index, indent, expanded) => ReactNode`. Setting it adds the expand column.',
      zh: '渲染展开行的额外内容：`(record, index, indent, expanded) => ReactNode`。设置后表格会加入展开列。',
    },
    columnTitle: {
      en: 'Header content of the expand column.',
      zh: '展开列的表头内容。',
    },
    expandRowByClick: {
      en: 'Toggles a row when any part of it is clicked, not only the expand icon.',
      zh: '点击行的任意位置即可展开或收起，而不只是点击展开图标。',
      default: 'false',
    },
    expandIcon: {
      en: 'Renders the expand control: `({ prefixCls, expanded, record, expandable, onExpand }) => ReactNode`; call `onExpand(record, event)` to toggle. The built-in one is a `<span>` with the class `<prefix>-row-expand-icon`.',
      zh: '渲染展开控件：`({ prefixCls, expanded, record, expandable, onExpand }) => ReactNode`，调用 `onExpand(record, event)` 切换展开状态。内置图标是带 `<prefix>-row-expand-icon` 类名的 `<span>`。',
    },
    onExpand: {
      en: 'Called when a row is toggled through the table (its expand icon, a row click with `expandRowByClick`, or the `onExpand` that `expandIcon` receives): `(expanded, record)`. Changing `expandedRowKeys` does not call it.',
      zh: '通过表格展开或收起行时（点击展开图标、开启 `expandRowByClick` 后点击行，或调用 `expandIcon` 收到的 `onExpand`）调用：`(expanded, record)`。修改 `expandedRowKeys` 不会触发它。',
    },
    onExpandedRowsChange: {
      en: 'Called with the new list of expanded keys when a row is toggled through the table, as for `onExpand`. Not called when `expandedRowKeys` or `data` change.',
      zh: '与 `onExpand` 一样，通过表格展开或收起行时调用，参数为新的展开 key 列表。`expandedRowKeys` 或 `data` 变化时不会调用。',
    },
    defaultExpandAllRows: {
      en: 'Expands every row on first render, nested children included. Ignored when `defaultExpandedRowKeys` is set.',
      zh: '首次渲染时展开所有行（包括嵌套的子行）。设置了 `defaultExpandedRowKeys` 时不生效。',
      default: 'false',
    },
    indentSize: {
      en: 'Indent per level of tree data, in pixels (the left padding of the `<prefix>-row-indent` element). rc-table 7.30.3 sets no default: left unset, nested rows are not indented, so give it a value such as 15.',
      zh: '树形数据每一级的缩进（像素），即 `<prefix>-row-indent` 元素的左内边距。rc-table 7.30.3 没有为它设置默认值：不设置时子行不会缩进，请显式指定，例如 15。',
    },
    expandIconColumnIndex: {
      en: 'Position among the columns at which the expand column (or, for tree data, the expand icon) is placed. Deprecated: with an `expandedRowRender`, any value from 0 up logs “`expandIconColumnIndex` is deprecated” in development. Left unset, the column goes first as with 0, without the warning. Put `Table.EXPAND_COLUMN` in `columns` instead.',
      zh: '展开列（树形数据时为展开图标）在各列中的位置。已废弃：配合 `expandedRowRender` 使用时，只要值不小于 0，开发环境下就会输出警告“`expandIconColumnIndex` is deprecated”。不设置时与 0 的位置相同，但不会输出该警告。请改为在 `columns` 中放入 `Table.EXPAND_COLUMN`。',
      default: '0',
    },
    showExpandColumn: {
      en: 'Whether to insert the expand column. Only `false` leaves it out; rows can still expand through `expandRowByClick` or `expandedRowKeys`. `false` keeps a `Table.EXPAND_COLUMN` placed in `columns`, and removes the expand icons of tree data.',
      zh: '是否插入展开列。只有传入 `false` 时才不插入；此时仍可通过 `expandRowByClick` 或 `expandedRowKeys` 展开行。`false` 不会移除放在 `columns` 中的 `Table.EXPAND_COLUMN`，但会去掉树形数据的展开图标。',
      default: 'true',
    },
    expandedRowClassName: {
      en: 'Class name of the row that holds expanded content: `(record, index, indent) => string`.',
      zh: '承载展开内容的行的类名：`(record, index, indent) => string`。',
    },
    childrenColumnName: {
      en: 'The record field that holds child records in tree data.',
      zh: '树形数据中存放子记录的字段名。',
      default: "'children'",
    },
    rowExpandable: {
      en: 'Decides per record whether the row can expand its `expandedRowRender` content: `(record) => boolean`. Rows that cannot get `expandable: false` in `expandIcon`, so the built-in icon leaves an empty placeholder. Tree data ignores it.',
      zh: '逐条判断记录所在的行能否展开 `expandedRowRender` 的内容：`(record) => boolean`。不能展开的行在 `expandIcon` 中收到 `expandable: false`，内置图标因此只显示空白占位。树形数据不受它影响。',
    },
    columnWidth: {
      en: 'Width of the expand column.',
      zh: '展开列的宽度。',
    },
    fixed: {
      en: "Pins the expand column. With `expandIconColumnIndex` unset or 0, any truthy value (`'right'` too) pins it left, even a `Table.EXPAND_COLUMN` in the middle of `columns`; with it equal to the number of top-level columns, right. Otherwise an inserted expand column takes the `fixed` of the column after it, and an explicit `Table.EXPAND_COLUMN` is not pinned (nor with `showExpandColumn: false`). Also turns on horizontal scrolling.",
      zh: "固定展开列。`expandIconColumnIndex` 未设置或为 0 时，任意真值（包括 `'right'`）都把它固定在左侧，即使是 `columns` 中间的 `Table.EXPAND_COLUMN`；等于顶层列数时固定在右侧。其他情况下，插入的展开列沿用其后一列的 `fixed`，显式放入的 `Table.EXPAND_COLUMN` 不会被固定（`showExpandColumn: false` 时同样如此）。同时会开启横向滚动。",
    },
  },

  sticky: {
    offsetHeader: {
      en: 'Distance in pixels from the top at which the header sticks, for example the height of a fixed page header.',
      zh: '表头吸顶时距顶部的距离（像素），例如页面固定导航栏的高度。',
      default: '0',
    },
    offsetSummary: {
      en: 'Distance in pixels from the bottom at which a fixed summary sticks.',
      zh: '固定的总结栏吸底时距底部的距离（像素）。',
      default: '0',
    },
    offsetScroll: {
      en: 'Distance in pixels from the bottom at which the sticky horizontal scroll bar sits.',
      zh: '吸底横向滚动条距底部的距离（像素）。',
      default: '0',
    },
    getContainer: {
      en: 'Returns the element whose scrolling moves the page, which the sticky scroll bar follows.',
      zh: '返回实际发生页面滚动的元素，吸底滚动条会跟随它。',
      default: '() => window',
    },
  },

  components: {
    table: {
      en: "Component rendered in place of `<table>`. With `scroll.y` or `sticky` it replaces only the body's `<table>` (the header and a fixed summary keep plain `<table>` elements), and none at all when `components.body` is a function.",
      zh: '替代 `<table>` 渲染的组件。设置 `scroll.y` 或 `sticky` 时，它只替代表体所在的 `<table>`（表头与固定的总结栏仍使用普通 `<table>`）；此时若 `components.body` 是函数，则完全不会用到它。',
    },
    header: {
      en: 'Components for the header: `wrapper` in place of `<thead>`, `row` of `<tr>`, `cell` of `<th>` (and of the `<td>` rendered for a column without `title`).',
      zh: '表头使用的组件：`wrapper` 替代 `<thead>`，`row` 替代 `<tr>`，`cell` 替代 `<th>`（以及没有 `title` 的列所渲染的 `<td>`）。',
    },
    body: {
      en: 'Body components (`wrapper` for `<tbody>`, `row` for `<tr>`, `cell` for `<td>` and a `rowScope` `<th>`), or a function `(data, info) => ReactNode` rendering the whole body, as virtual lists do. The function runs only with `scroll.y` or `sticky` (without `scroll.y`, rc-table warns when there are rows), needs a numeric `width` on every column, and drops `caption`, an unfixed summary and `aria-*`/`role`.',
      zh: '表体使用的组件（`wrapper` 替代 `<tbody>`，`row` 替代 `<tr>`，`cell` 替代 `<td>` 及 `rowScope` 列的 `<th>`）；也可以是渲染整个表体的函数 `(data, info) => ReactNode`，虚拟列表即采用这种方式。函数形式仅在设置 `scroll.y` 或 `sticky` 时生效（表格有数据却没有 `scroll.y` 时 rc-table 会警告），每一列都要有数值类型的 `width`，并且不再渲染 `caption`、未固定的总结栏以及 `aria-*`/`role`。',
    },
  },

  summary: {
    fixed: {
      en: "Keeps the summary in view while the body scrolls: `true` or `'bottom'` puts it in its own block below the body, `'top'` right under the header. Read only when the header is fixed (`scroll.y`) or `sticky` is on, and only when `summary` returns the `<Table.Summary>` element itself. With `showHeader={false}`, `'top'` renders no summary at all.",
      zh: "让总结栏在表体滚动时保持可见：`true` 或 `'bottom'` 把它放在表体下方的独立区域，`'top'` 放在表头正下方。仅在固定表头（`scroll.y`）或开启 `sticky` 时生效，且 `summary` 必须直接返回 `<Table.Summary>` 元素。`showHeader={false}` 时，`'top'` 会使总结栏完全不渲染。",
    },
    children: {
      en: 'The summary rows, usually `Table.Summary.Row` elements. `Table.Summary` renders nothing of its own: its children go into the `<tfoot>`.',
      zh: '总结栏的行，通常是 `Table.Summary.Row` 元素。`Table.Summary` 自身不渲染任何元素，子元素直接放入 `<tfoot>`。',
    },
  },

  summaryRow: {
    children: {
      en: 'The cells of the row, usually `Table.Summary.Cell` elements.',
      zh: '该行的单元格，通常是 `Table.Summary.Cell` 元素。',
    },
    className: {
      en: 'Class name of the `<tr>`.',
      zh: '`<tr>` 的类名。',
    },
    style: {
      en: 'Inline style of the `<tr>`.',
      zh: '`<tr>` 的内联样式。',
    },
  },

  summaryCell: {
    className: {
      en: 'Extra class name of the `<td>`, next to `<prefix>-cell`.',
      zh: '添加到 `<td>` 上的类名，与 `<prefix>-cell` 并存。',
    },
    children: {
      en: 'Content of the cell.',
      zh: '单元格的内容。',
    },
    index: {
      en: "Position (from 0) of the column the cell starts in. rc-table reads that column's `fixed` from it, so the cell of a fixed column stays in place as well.",
      zh: '单元格起始列的位置（从 0 开始）。rc-table 据此读取该列的 `fixed`，使固定列下的单元格同样保持固定。',
    },
    colSpan: {
      en: 'Number of columns the cell spans.',
      zh: '单元格横跨的列数。',
      default: '1',
    },
    rowSpan: {
      en: 'Number of summary rows the cell spans.',
      zh: '单元格纵跨的总结栏行数。',
    },
    align: {
      en: 'Horizontal alignment of the content, set as `text-align` on the `<td>`.',
      zh: '内容的水平对齐方式，以 `text-align` 设置在 `<td>` 上。',
    },
  },
};
