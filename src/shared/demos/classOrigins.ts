import type { ApiSection } from '../api/types';

/**
 * Which prop puts each of rc-table 7.30.3's classes on which element, read from
 * node_modules/rc-table/lib. A pattern is written after the prefix (`-cell-fix-left-last` is
 * `rc-table-cell-fix-left-last` with the default `prefixCls`), `<n>` standing for a number, and
 * the empty pattern is the prefix itself. tests/unit/claims/classes.test.tsx renders rc-table with
 * and without what each entry names and sees the class come and go on the elements named.
 */

/** The part of the table a class belongs to: the reference page groups the classes by it. */
export type ClassPart =
  | 'table'
  | 'header'
  | 'body'
  | 'cells'
  | 'fixed'
  | 'expansion'
  | 'summary'
  | 'scroll'
  | 'sticky';

/** The parts in the order the reference page lists them. */
export const CLASS_PARTS: readonly ClassPart[] = [
  'table',
  'header',
  'body',
  'cells',
  'fixed',
  'expansion',
  'summary',
  'scroll',
  'sticky',
];

/** A prop of the API reference, linked by its row's anchor. */
export interface PropRef {
  section: ApiSection;
  name: string;
}

/** Text in both languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** Where rc-table puts one class and what makes it do so. */
export interface ClassOrigin {
  /** After the prefix; `<n>` for a number (`-row-level-<n>`); `''` is the prefix itself. */
  pattern: string;
  part: ClassPart;
  /** Tag names of the elements rc-table gives it, as it renders them by default. */
  elements: readonly string[];
  /** The props that put it there; empty when every table has it. */
  props: readonly PropRef[];
  /** When and where, in a few words. */
  when: Bilingual;
  /** The line of node_modules/rc-table that writes it (tests/unit/claims/classes.test.tsx checks it). */
  lib: { file: string; line: number; has: string };
  /**
   * Another way the class gets there: a prop whose value writes it itself, as a custom
   * `expandable.expandIcon` that keeps rc-table's classes (the site's `demos/_data/expandButton.tsx`)
   * does on a `<button>`; with `whenUsed`, in every demo that uses the prop, as a virtual body
   * passed as `components.body` writes `-body` where rc-table then writes none.
   */
  alsoBy?: { prop: PropRef; elements: readonly string[]; whenUsed?: true };
}

const table = (name: string): PropRef => ({ section: 'table', name });
const column = (name: string): PropRef => ({ section: 'column', name });
const expandable = (name: string): PropRef => ({ section: 'expandable', name });

const ROOT = { file: 'lib/Table.js', line: 616 };
const CELL = { file: 'lib/Cell/index.js', line: 161 };
const BODY_ROW = { file: 'lib/Body/BodyRow.js', line: 130 };
const EXPAND_ICON = { file: 'lib/utils/expandUtil.js', line: 45 };
const CUSTOM_ICON = { prop: expandable('expandIcon'), elements: ['button', 'span'] };

/** Every class rc-table 7.30.3 writes, by pattern. */
export const CLASS_ORIGINS: readonly ClassOrigin[] = [
  {
    pattern: '',
    part: 'table',
    elements: ['div'],
    props: [table('prefixCls')],
    when: { en: 'always: the outermost element', zh: '总有：最外层元素' },
    lib: { ...ROOT, has: '(prefixCls, className' },
  },
  {
    pattern: '-container',
    part: 'table',
    elements: ['div'],
    props: [],
    when: { en: 'always: the box around the table', zh: '总有：表格外的容器' },
    lib: { file: 'lib/Table.js', line: 624, has: '"-container")' },
  },
  {
    pattern: '-content',
    part: 'table',
    elements: ['div'],
    props: [],
    when: {
      en: 'the box of the one `<table>`, unless `scroll.y` or `sticky` splits it',
      zh: '唯一 `<table>` 的容器；`scroll.y` 或 `sticky` 拆分表格时没有',
    },
    lib: { file: 'lib/Table.js', line: 601, has: '"-content")' },
  },
  {
    pattern: '-caption',
    part: 'table',
    elements: ['caption'],
    props: [table('caption')],
    when: { en: 'with `caption`', zh: '设置 `caption` 时' },
    lib: { file: 'lib/Table.js', line: 520, has: '"-caption")' },
  },
  {
    pattern: '-title',
    part: 'table',
    elements: ['div'],
    props: [table('title')],
    when: { en: 'with `title`: the panel above', zh: '设置 `title` 时：上方的面板' },
    lib: { file: 'lib/Table.js', line: 621, has: '"-title")' },
  },
  {
    pattern: '-footer',
    part: 'table',
    elements: ['div'],
    props: [table('footer')],
    when: { en: 'with `footer`: the panel below', zh: '设置 `footer` 时：下方的面板' },
    lib: { file: 'lib/Table.js', line: 626, has: '"-footer")' },
  },
  {
    pattern: '-rtl',
    part: 'table',
    elements: ['div'],
    props: [table('direction')],
    when: { en: "with `direction: 'rtl'`", zh: "`direction: 'rtl'` 时" },
    lib: { ...ROOT, has: '"-rtl"), direction === \'rtl\')' },
  },
  {
    pattern: '-layout-fixed',
    part: 'table',
    elements: ['div'],
    props: [table('tableLayout')],
    when: {
      en: "with `tableLayout: 'fixed'` written out (not the fixed layout `scroll` switches to)",
      zh: "写明 `tableLayout: 'fixed'` 时（`scroll` 自动切换的固定布局不算）",
    },
    lib: { ...ROOT, has: '"-layout-fixed"), tableLayout === \'fixed\')' },
  },
  {
    pattern: '-thead',
    part: 'header',
    elements: ['thead'],
    props: [table('showHeader')],
    when: {
      en: 'always, unless `showHeader` is false',
      zh: '总有，除非 `showHeader` 为 false',
    },
    lib: { file: 'lib/Header/Header.js', line: 112, has: '"-thead")' },
  },
  {
    pattern: '-tbody',
    part: 'body',
    elements: ['tbody'],
    props: [],
    when: { en: 'always', zh: '总有' },
    lib: { file: 'lib/Body/index.js', line: 107, has: '"-tbody")' },
  },
  {
    pattern: '-row',
    part: 'body',
    elements: ['tr'],
    props: [table('data')],
    when: { en: 'every row of `data`', zh: '`data` 的每一行' },
    lib: { ...BODY_ROW, has: '"-row"),' },
  },
  {
    pattern: '-row-level-<n>',
    part: 'body',
    elements: ['tr'],
    props: [table('data')],
    when: {
      en: 'every row of `data`, with its depth in tree data (0 at the top)',
      zh: '`data` 的每一行，带上它在树形数据中的层级（顶层为 0）',
    },
    lib: { ...BODY_ROW, has: '"-row-level-").concat(indent)' },
  },
  {
    pattern: '-placeholder',
    part: 'body',
    elements: ['tr'],
    props: [table('emptyText')],
    when: {
      en: 'when `data` is empty: the row that shows `emptyText`',
      zh: '`data` 为空时：显示 `emptyText` 的那一行',
    },
    lib: { file: 'lib/Body/index.js', line: 94, has: '"-placeholder")' },
  },
  {
    pattern: '-cell',
    part: 'cells',
    elements: ['td', 'th'],
    props: [],
    when: { en: 'every cell', zh: '每个单元格' },
    lib: { file: 'lib/Cell/index.js', line: 93, has: '"-cell")' },
  },
  {
    pattern: '-cell-ellipsis',
    part: 'cells',
    elements: ['td', 'th'],
    props: [column('ellipsis')],
    when: { en: 'the cells of a column with `ellipsis`', zh: '设置了 `ellipsis` 的列的单元格' },
    lib: { ...CELL, has: '"-ellipsis"), ellipsis)' },
  },
  {
    pattern: '-cell-content',
    part: 'cells',
    elements: ['span'],
    props: [column('ellipsis'), column('fixed')],
    when: {
      en: 'inside an `ellipsis` cell at the inner edge of the fixed columns',
      zh: '在固定列内侧边缘、设置了 `ellipsis` 的单元格里',
    },
    lib: { file: 'lib/Cell/index.js', line: 179, has: '"-content")' },
  },
  {
    pattern: '-cell-row-hover',
    part: 'cells',
    elements: ['td'],
    props: [],
    when: {
      en: 'the cells of the row under the pointer (none on first render)',
      zh: '指针所在行的单元格（首次渲染时没有）',
    },
    lib: { ...CELL, has: '"-row-hover"), !legacyCellProps && hovering)' },
  },
  {
    pattern: '-fixed-column',
    part: 'fixed',
    elements: ['div'],
    props: [column('fixed'), table('scroll')],
    when: {
      en: 'a fixed column in a table with `scroll.x`',
      zh: '设置了 `scroll.x` 且有固定列时',
    },
    lib: { ...ROOT, has: '"-fixed-column"), fixColumn)' },
  },
  {
    pattern: '-has-fix-left',
    part: 'fixed',
    elements: ['div'],
    props: [column('fixed')],
    when: {
      en: 'the first column has `fixed` (any value)',
      zh: '第一列设置了 `fixed`（任意值）',
    },
    lib: { ...ROOT, has: '"-has-fix-left"), flattenColumns[0] && flattenColumns[0].fixed)' },
  },
  {
    pattern: '-has-fix-right',
    part: 'fixed',
    elements: ['div'],
    props: [column('fixed')],
    when: {
      en: "the last column has `fixed: 'right'` (right to left, `'left'`)",
      zh: "最后一列设置了 `fixed: 'right'`（从右到左时为 `'left'`）",
    },
    lib: { ...ROOT, has: '"-has-fix-right")' },
  },
  ...(['left', 'right'] as const).flatMap((side): ClassOrigin[] => {
    const fixed = `\`fixed: '${side}'\``;
    const Side = side === 'left' ? 'Left' : 'Right';
    // The edge toward the scrolling columns: the last left column and the first right one left
    // to right; right to left, the first left one and the last right one (lib/utils/fixUtil.js).
    const [ltrEdge, rtlEdge] = side === 'left' ? ['last', 'first'] : ['first', 'last'];
    const other = side === 'left' ? 'right' : 'left';
    const written = `\`fixed: '${other}'\``;
    const zhOrder = { first: '第一个', last: '最后一个' };
    // Right to left, rc-table turns 'left' into 'right' and back (revertForRtl in
    // lib/hooks/useColumns.js): the classes name the side a column sticks to on screen.
    const edge = (order: 'first' | 'last', rtl: boolean): ClassOrigin => ({
      pattern: `-cell-fix-${side}-${order}`,
      part: 'fixed',
      elements: ['td', 'th'],
      props: rtl ? [column('fixed'), table('direction')] : [column('fixed')],
      when: rtl
        ? {
            en: `right to left (\`direction: 'rtl'\`): the cells of the ${order} ${written} column`,
            zh: `从右到左（\`direction: 'rtl'\`）时：${zhOrder[order]} ${written} 列的单元格`,
          }
        : {
            en: `left to right: the cells of the ${order} ${fixed} column`,
            zh: `从左到右时：${zhOrder[order]} ${fixed} 列的单元格`,
          },
      lib: { ...CELL, has: `"-fix-${side}-${order}"), ${order}Fix${Side}` },
    });
    return [
      {
        pattern: `-cell-fix-${side}`,
        part: 'fixed',
        elements: ['td', 'th'],
        props: [column('fixed')],
        when: {
          en: `every cell of a ${fixed} column; right to left, of a ${written} one`,
          zh: `${fixed} 列的每个单元格；从右到左时是 ${written} 列的`,
        },
        lib: { ...CELL, has: `"-fix-${side}"), isFix${Side}` },
      },
      edge(ltrEdge as 'first' | 'last', false),
      edge(rtlEdge as 'first' | 'last', true),
    ];
  }),
  {
    pattern: '-cell-fix-left-all',
    part: 'fixed',
    elements: ['td', 'th'],
    props: [column('fixed')],
    when: {
      en: "left to right, when every column has `fixed: 'left'`: the cells of the last one",
      zh: "从左到右且每一列都是 `fixed: 'left'` 时：最后一列的单元格",
    },
    lib: { ...CELL, has: '"-fix-left-all"), lastFixLeft && allColumnsFixedLeft' },
  },
  {
    pattern: '-cell-fix-sticky',
    part: 'sticky',
    elements: ['th'],
    props: [column('fixed'), table('sticky')],
    when: {
      en: 'the fixed header cells of a `sticky` table (and of a fixed summary there)',
      zh: '`sticky` 表格中固定列的表头单元格（以及那里固定的总结栏的单元格）',
    },
    lib: { ...CELL, has: '"-fix-sticky"), (isFixLeft || isFixRight) && isSticky' },
  },
  {
    pattern: '-expand-icon-col',
    part: 'expansion',
    elements: ['col'],
    props: [expandable('expandedRowRender')],
    when: {
      en: 'the `<col>` of the expand column',
      zh: '展开列的 `<col>`',
    },
    lib: { file: 'lib/hooks/useColumns.js', line: 194, has: '"-expand-icon-col")' },
  },
  {
    pattern: '-row-expand-icon-cell',
    part: 'expansion',
    elements: ['td', 'th'],
    props: [expandable('expandedRowRender'), expandable('columnTitle')],
    when: {
      en: 'the cells of the expand column; its header cell is a `<td>` unless `expandable.columnTitle` gives it a title',
      zh: '展开列的单元格；它的表头单元格是 `<td>`，除非 `expandable.columnTitle` 给了它标题',
    },
    lib: { file: 'lib/hooks/useColumns.js', line: 196, has: '"-row-expand-icon-cell")' },
  },
  {
    pattern: '-row-expand-icon',
    part: 'expansion',
    elements: ['span'],
    props: [expandable('expandedRowRender'), table('data')],
    when: {
      en: 'the expand icon of each row, with `expandedRowRender` or tree data',
      zh: '每行的展开图标：设置了 `expandedRowRender` 或使用树形数据时',
    },
    lib: { file: 'lib/utils/expandUtil.js', line: 31, has: '"-row-expand-icon")' },
    alsoBy: CUSTOM_ICON,
  },
  {
    pattern: '-row-collapsed',
    part: 'expansion',
    elements: ['span'],
    props: [expandable('expandedRowKeys')],
    when: { en: 'the expand icon of a collapsed row', zh: '收起的行的展开图标' },
    lib: { ...EXPAND_ICON, has: '"-row-collapsed"), !expanded)' },
    alsoBy: CUSTOM_ICON,
  },
  {
    pattern: '-row-expanded',
    part: 'expansion',
    elements: ['span'],
    props: [expandable('expandedRowKeys')],
    when: { en: 'the expand icon of an expanded row', zh: '展开的行的展开图标' },
    lib: { ...EXPAND_ICON, has: '"-row-expanded"), expanded)' },
    alsoBy: CUSTOM_ICON,
  },
  {
    pattern: '-row-spaced',
    part: 'expansion',
    elements: ['span'],
    props: [expandable('rowExpandable')],
    when: {
      en: 'the empty icon of a row that cannot expand (`rowExpandable`, a leaf of tree data)',
      zh: '不能展开的行（`rowExpandable`、树形数据的叶子）的空图标',
    },
    lib: { file: 'lib/utils/expandUtil.js', line: 35, has: '"-row-spaced")' },
    alsoBy: CUSTOM_ICON,
  },
  {
    pattern: '-expanded-row',
    part: 'expansion',
    elements: ['tr'],
    props: [expandable('expandedRowRender')],
    when: {
      en: 'the row `expandedRowRender` renders, once opened',
      zh: '`expandedRowRender` 渲染的行，展开后出现',
    },
    lib: { file: 'lib/Body/BodyRow.js', line: 191, has: '"-expanded-row"),' },
  },
  {
    pattern: '-expanded-row-level-<n>',
    part: 'expansion',
    elements: ['tr'],
    props: [expandable('expandedRowRender')],
    when: {
      en: 'the same row, with the depth below its parent row',
      zh: '同一行，带上它在父行之下的层级',
    },
    lib: {
      file: 'lib/Body/BodyRow.js',
      line: 191,
      has: '"-expanded-row-level-").concat(indent + 1)',
    },
  },
  {
    pattern: '-expanded-row-fixed',
    part: 'expansion',
    elements: ['div'],
    props: [expandable('expandedRowRender'), column('fixed'), table('scroll')],
    when: {
      en: 'the box inside an expanded row of a table with fixed columns and `scroll.x`',
      zh: '有固定列和 `scroll.x` 的表格中，展开行里的容器',
    },
    lib: { file: 'lib/Body/ExpandedRow.js', line: 58, has: '"-expanded-row-fixed")' },
  },
  {
    pattern: '-row-indent',
    part: 'expansion',
    elements: ['span'],
    props: [expandable('childrenColumnName'), expandable('indentSize')],
    when: {
      en: 'tree data: the indent before the icon, `indentSize` per level',
      zh: '树形数据：图标前的缩进，每层 `indentSize`',
    },
    lib: { file: 'lib/Body/BodyRow.js', line: 147, has: '"-row-indent indent-level-")' },
  },
  {
    pattern: '-cell-with-append',
    part: 'expansion',
    elements: ['td'],
    props: [expandable('childrenColumnName')],
    when: {
      en: 'tree data: the cell that holds the indent and the icon',
      zh: '树形数据：放缩进和图标的单元格',
    },
    lib: { ...CELL, has: '"-with-append"), appendNode)' },
  },
  {
    pattern: '-summary',
    part: 'summary',
    elements: ['div', 'tfoot'],
    props: [table('summary')],
    when: {
      en: 'the `<tfoot>` of `summary`, and its box when `Summary` is fixed with `scroll.y` or `sticky`',
      zh: '`summary` 的 `<tfoot>`；`Summary` 固定且设置了 `scroll.y` 或 `sticky` 时还有它的容器',
    },
    lib: { file: 'lib/Footer/index.js', line: 51, has: '"-summary")' },
  },
  {
    pattern: '-scroll-horizontal',
    part: 'scroll',
    elements: ['div'],
    props: [table('scroll')],
    when: {
      en: 'with `scroll.x` (or `expandable.fixed`)',
      zh: '设置 `scroll.x`（或 `expandable.fixed`）时',
    },
    lib: { ...ROOT, has: '"-scroll-horizontal"), horizonScroll)' },
  },
  {
    pattern: '-fixed-header',
    part: 'scroll',
    elements: ['div'],
    props: [table('scroll')],
    when: { en: 'with `scroll.y`', zh: '设置 `scroll.y` 时' },
    lib: { ...ROOT, has: '"-fixed-header"), fixHeader)' },
  },
  {
    pattern: '-header',
    part: 'scroll',
    elements: ['div'],
    props: [table('scroll'), table('sticky')],
    when: {
      en: 'with `scroll.y` or `sticky`: the box of the header’s own `<table>`',
      zh: '设置 `scroll.y` 或 `sticky` 时：表头自己的 `<table>` 的容器',
    },
    lib: { file: 'lib/Table.js', line: 584, has: '"-header")' },
  },
  {
    pattern: '-body',
    part: 'scroll',
    elements: ['div'],
    props: [table('scroll'), table('sticky')],
    when: {
      en: 'with `scroll.y` or `sticky`: the box the body scrolls in',
      zh: '设置 `scroll.y` 或 `sticky` 时：表体滚动的容器',
    },
    lib: { file: 'lib/Table.js', line: 561, has: '"-body")' },
    alsoBy: { prop: { section: 'components', name: 'body' }, elements: ['div'], whenUsed: true },
  },
  {
    pattern: '-measure-row',
    part: 'scroll',
    elements: ['tr'],
    props: [table('scroll'), table('sticky')],
    when: {
      en: 'with `scroll` or `sticky`: a hidden row rc-table measures the columns with',
      zh: '设置 `scroll` 或 `sticky` 时：rc-table 用来测量列宽的隐藏行',
    },
    lib: { file: 'lib/Body/MeasureRow.js', line: 28, has: '"-measure-row")' },
  },
  {
    pattern: '-cell-scrollbar',
    part: 'scroll',
    elements: ['td'],
    props: [table('scroll')],
    when: {
      en: 'with `scroll.y`, where scroll bars take room: the empty header cell (a `<td>`) above the body’s scroll bar',
      zh: '设置 `scroll.y` 且滚动条占位时：表体滚动条上方的空表头单元格（`<td>`）',
    },
    lib: { file: 'lib/FixedHolder/index.js', line: 129, has: '"-cell-scrollbar")' },
  },
  {
    pattern: '-ping-left',
    part: 'scroll',
    elements: ['div'],
    props: [table('scroll')],
    when: {
      en: 'while content is hidden to the left (scrolled away from the start)',
      zh: '左侧有被滚出的内容时',
    },
    lib: { ...ROOT, has: '"-ping-left"), pingedLeft)' },
  },
  {
    pattern: '-ping-right',
    part: 'scroll',
    elements: ['div'],
    props: [table('scroll')],
    when: { en: 'while content is hidden to the right', zh: '右侧还有未显示的内容时' },
    lib: { ...ROOT, has: '"-ping-right"), pingedRight)' },
  },
  {
    pattern: '-sticky-holder',
    part: 'sticky',
    elements: ['div'],
    props: [table('sticky')],
    when: {
      en: 'with `sticky`: the header (and fixed summary) box that sticks',
      zh: '设置 `sticky` 时：吸顶的表头（及固定的总结栏）容器',
    },
    lib: { file: 'lib/hooks/useSticky.js', line: 44, has: '"-sticky-holder")' },
  },
  {
    pattern: '-sticky-scroll',
    part: 'sticky',
    elements: ['div'],
    props: [table('sticky')],
    when: {
      en: 'with `sticky`, while the body is wider than its box: the scroll bar’s track',
      zh: '设置 `sticky` 且表体比容器宽时：吸底滚动条的轨道',
    },
    lib: { file: 'lib/stickyScrollBar.js', line: 193, has: '"-sticky-scroll")' },
  },
  {
    pattern: '-sticky-scroll-bar',
    part: 'sticky',
    elements: ['div'],
    props: [table('sticky')],
    when: { en: 'its thumb', zh: '它的滑块' },
    lib: { file: 'lib/stickyScrollBar.js', line: 197, has: '"-sticky-scroll-bar")' },
  },
  {
    pattern: '-sticky-scroll-bar-active',
    part: 'sticky',
    elements: ['div'],
    props: [table('sticky')],
    when: { en: 'the thumb while it is dragged', zh: '滑块被拖动时' },
    lib: {
      file: 'lib/stickyScrollBar.js',
      line: 197,
      has: '"-sticky-scroll-bar-active"), isActive)',
    },
  },
];

/** The pattern's matcher for a class written with `prefix`. */
function matcher(pattern: string, prefix: string): RegExp {
  const escaped = `${prefix}${pattern}`
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('<n>', '\\d+');
  return new RegExp(`^${escaped}$`);
}

/** The origin of a class as rendered with `prefix`, or undefined when rc-table does not write it. */
export function classOrigin(name: string, prefix = 'rc-table'): ClassOrigin | undefined {
  return CLASS_ORIGINS.find((origin) => matcher(origin.pattern, prefix).test(name));
}

/** A class written with another prefix: `rc-table-cell` → `my-table-cell`. */
export function withPrefix(name: string, from: string, to: string): string {
  return name === from || name.startsWith(`${from}-`) ? `${to}${name.slice(from.length)}` : name;
}
