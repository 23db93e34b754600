// The search benchmark: queries a developer types into these docs, each with the places that
// answer it, written from reading the pages (not from what the search returns). `npm test` scores
// the built index with it (tests/generated/searchQuality.test.ts), `npm run bench` prints the same.

/** What a query is, to report figures per kind. */
export type QueryKind =
  | 'api'
  | 'type'
  | 'feature'
  | 'question'
  | 'synonym'
  | 'typo'
  | 'prefix'
  | 'changelog';

export interface BenchmarkQuery {
  query: string;
  kind: QueryKind;
  /**
   * Links without the locale prefix: `/#prop-rowkey` must be opened exactly, `/demo/key` by any
   * result on that page.
   */
  answers: string[];
}

const q = (kind: QueryKind, query: string, ...answers: string[]): BenchmarkQuery => ({
  query,
  kind,
  answers,
});

const VIRTUAL = ['/demo/virtual-list', '/demo/virtual-list-grid'];

/** Per locale id. */
export const SEARCH_BENCHMARK: Record<'en-US' | 'zh-CN', BenchmarkQuery[]> = {
  'en-US': [
    q('api', 'rowKey', '/#prop-rowkey'),
    q('api', 'onRow', '/#prop-onrow'),
    q('api', 'tableLayout', '/#prop-tablelayout'),
    q('api', 'expandable.rowExpandable', '/#prop-expandable-rowexpandable'),
    q('api', 'column.fixed', '/#prop-column-fixed'),
    q('api', 'sticky.offsetHeader', '/#prop-sticky-offsetheader'),
    q('api', 'components.body', '/#prop-components-body'),
    q('api', 'emptyText', '/#prop-emptytext'),
    q('api', 'onHeaderCell', '/#prop-column-onheadercell'),
    q(
      'api',
      'expandedRowRender',
      '/#prop-expandable-expandedrowrender',
      '/#prop-expandedrowrender',
    ),
    q('api', 'showHeader', '/#prop-showheader'),
    q('api', 'rowClassName', '/#prop-rowclassname'),
    q('api', 'dataIndex', '/#prop-column-dataindex'),
    q('api', 'Summary.Cell colSpan', '/#prop-summary-cell-colspan'),
    q('api', 'indentSize', '/#prop-expandable-indentsize', '/#prop-indentsize'),
    q('api', 'scroll', '/#prop-scroll'),
    q('api', 'shouldCellUpdate', '/#prop-column-shouldcellupdate'),
    q('api', 'childrenColumnName', '/#prop-expandable-childrencolumnname'),
    q('api', 'getContainer', '/#prop-sticky-getcontainer'),
    q('api', 'rowScope', '/#prop-column-rowscope'),
    // Both rows are deprecated: the top-level one and the one inside `expandable`.
    q(
      'api',
      'expandIconColumnIndex',
      '/#prop-expandable-expandiconcolumnindex',
      '/#prop-expandiconcolumnindex',
    ),
    q('type', 'ColumnsType', '/#type-ColumnsType'),
    q('type', 'ExpandableConfig', '/#type-ExpandableConfig'),
    q('type', 'TableSticky', '/#type-TableSticky'),
    q('type', 'GetComponentProps', '/#type-GetComponentProps'),
    q('type', 'RenderExpandIconProps', '/#type-RenderExpandIconProps'),
    q('feature', 'fixed columns', '/demo/fixed-columns'),
    q('feature', 'virtual list', '/demo/virtual-list'),
    q('feature', 'tree data', '/demo/nested'),
    q('feature', 'drag and drop rows', '/demo/react-dnd'),
    q('feature', 'merge cells', '/demo/colspan-rowspan', '/demo/colspan-rowspan-legacy'),
    q('feature', 'resizable columns', '/demo/column-resize'),
    q('feature', 'empty state', '/demo/no-data'),
    q('feature', 'right to left', '/demo/fixed-columns-and-header-rtl', '/#prop-direction'),
    q('feature', 'horizontal scroll', '/demo/scroll-x'),
    q('feature', 'styled-components', '/demo/styled-components'),
    q('feature', 'configurator', '/configurator'),
    q('feature', 'upgrade from rc-table 6', '/changelog?tab=upgrade'),
    q('question', 'how to make header stay on top', '/demo/sticky-header', '/#prop-sticky'),
    q(
      'question',
      'keep first column visible when scrolling',
      '/demo/fixed-columns',
      '/#prop-column-fixed',
    ),
    q('question', 'render 100000 rows', ...VIRTUAL),
    q('question', 'change row background color', '/demo/class-name', '/#prop-rowclassname'),
    q(
      'question',
      'how to add a total row at the bottom',
      '/#prop-summary',
      '/demo/sticky-header-and-summary',
    ),
    q('question', 'handle a click on a row', '/demo/row-and-cell-click', '/#prop-onrow'),
    q('question', 'show a message when there is no data', '/demo/no-data', '/#prop-emptytext'),
    q('question', 'put a table inside an expanded row', '/demo/sub-table'),
    q(
      'question',
      'cut long text with a tooltip',
      '/demo/ellipsis',
      '/demo/ellipsis-custom-tooltip',
      '/#prop-column-ellipsis',
    ),
    q('question', 'hide the header row', '/demo/hide-header', '/#prop-showheader'),
    q('typo', 'stikcy header', '/demo/sticky-header'),
    q('typo', 'expandabel', '/#prop-expandable', '/demo/expanded-row-render'),
    q('typo', 'virtaul list', ...VIRTUAL),
    q('typo', 'elipsis', '/demo/ellipsis', '/#prop-column-ellipsis'),
    q('typo', 'rowExpandible', '/#prop-expandable-rowexpandable'),
    q('typo', 'tabelLayout', '/#prop-tablelayout'),
    q('prefix', 'offsetHead', '/#prop-sticky-offsetheader'),
    q('prefix', 'virt', ...VIRTUAL),
    q('prefix', 'onHeaderR', '/#prop-onheaderrow'),
    q('changelog', '7.30.0', '/changelog#7300'),
    q('changelog', 'genTable', '/#api', '/changelog#7300'),
    q('changelog', 'changelog', '/changelog'),
    q('changelog', '7.9.4', '/changelog#7113'),
    q('changelog', 'EXPAND_COLUMN', '/#api', '/changelog#7301'),
  ],
  'zh-CN': [
    q('api', 'rowKey', '/#prop-rowkey'),
    q('api', 'onRow', '/#prop-onrow'),
    q('api', 'tableLayout', '/#prop-tablelayout'),
    q('api', 'expandable.rowExpandable', '/#prop-expandable-rowexpandable'),
    q('api', 'column.fixed', '/#prop-column-fixed'),
    q('api', 'sticky.offsetHeader', '/#prop-sticky-offsetheader'),
    q('api', 'components.body', '/#prop-components-body'),
    q('api', 'emptyText', '/#prop-emptytext'),
    q('type', 'ColumnsType', '/#type-ColumnsType'),
    q('type', 'TableComponents', '/#type-TableComponents'),
    q('feature', '固定列', '/demo/fixed-columns'),
    q('feature', '树形数据', '/demo/nested'),
    q('feature', '合并单元格', '/demo/colspan-rowspan', '/demo/colspan-rowspan-legacy'),
    q('feature', '虚拟列表', '/demo/virtual-list'),
    q('feature', '空数据', '/demo/no-data', '/#prop-emptytext'),
    q('feature', '横向滚动', '/demo/scroll-x'),
    q('feature', '从右到左', '/demo/fixed-columns-and-header-rtl', '/#prop-direction'),
    q('feature', '展开行', '/demo/expanded-row-render', '/#prop-expandable-expandedrowrender'),
    q('feature', '嵌套子表格', '/demo/sub-table'),
    q('feature', '升级指南', '/changelog?tab=upgrade'),
    q('feature', '配置器', '/configurator'),
    q('synonym', '吸顶', '/demo/sticky-header', '/#prop-sticky'),
    q('synonym', '合计行', '/#prop-summary', '/demo/sticky-header-and-summary'),
    q('synonym', '行点击事件', '/demo/row-and-cell-click', '/#prop-onrow'),
    q('synonym', '行样式', '/demo/class-name', '/#prop-rowclassname'),
    q('synonym', '大数据量卡顿', ...VIRTUAL),
    q('synonym', '省略号', '/demo/ellipsis', '/#prop-column-ellipsis'),
    q('synonym', '拖拽排序', '/demo/react-dnd'),
    q('synonym', '调整列宽', '/demo/column-resize'),
    q('question', '怎么让表头固定在顶部', '/demo/sticky-header', '/demo/scroll-y', '/#prop-sticky'),
    q('question', '如何固定第一列', '/demo/fixed-columns', '/#prop-column-fixed'),
    q('question', '如何渲染十万行数据', ...VIRTUAL),
    q('question', '怎么修改行的背景色', '/demo/class-name', '/#prop-rowclassname'),
    q('question', '表格没有数据时显示什么', '/demo/no-data', '/#prop-emptytext'),
    q('prefix', '虚拟', ...VIRTUAL),
    q('prefix', '总结', '/#prop-summary', '/demo/sticky-header-and-summary'),
    q('typo', 'expandabel', '/#prop-expandable', '/demo/expanded-row-render'),
    q('changelog', '7.30.0', '/changelog#7300'),
    q('changelog', '更新日志', '/changelog'),
    q('changelog', 'genTable', '/#api', '/changelog#7300'),
  ],
};

/** `answer` as a link of `locale`'s pages: `/#x` → `/zh-CN#x`, `/demo/x` → `/zh-CN/demo/x`. */
export function localizedAnswer(answer: string, prefix: string): string {
  if (!prefix) return answer;
  return answer.startsWith('/#') || answer === '/' ? prefix + answer.slice(1) : prefix + answer;
}

/** Whether a result link opens `answer`: the same anchor, or any place on an answer page. */
export function opensAnswer(link: string, answer: string): boolean {
  const decoded = decodeURI(link);
  return answer.includes('#') ? decoded === answer : decoded.split('#')[0] === answer;
}

/** One query's outcome: the 1-based rank of the first answering result, 0 when none. */
export interface QueryScore {
  query: BenchmarkQuery;
  rank: number;
  /** The first result's link, to show what came first instead. */
  first?: string;
}

export interface Figures {
  queries: number;
  /** Mean reciprocal rank. */
  mrr: number;
  /** Share of queries whose first result answers them. */
  firstHit: number;
  /** Queries with no answering result at all. */
  missed: number;
}

/** Ranks every query of `queries` with `search` (links in result order). */
export function scoreQueries(
  queries: readonly BenchmarkQuery[],
  search: (query: string) => string[],
  prefix: string,
): QueryScore[] {
  return queries.map((query) => {
    const links = search(query.query);
    const answers = query.answers.map((answer) => localizedAnswer(answer, prefix));
    const index = links.findIndex((link) => answers.some((answer) => opensAnswer(link, answer)));
    return { query, rank: index + 1, first: links[0] };
  });
}

/** Mean reciprocal rank, first-result hits and misses of `scores`. */
export function figures(scores: readonly QueryScore[]): Figures {
  const count = scores.length || 1;
  return {
    queries: scores.length,
    mrr: scores.reduce((sum, score) => sum + (score.rank ? 1 / score.rank : 0), 0) / count,
    firstHit: scores.filter((score) => score.rank === 1).length / count,
    missed: scores.filter((score) => !score.rank).length,
  };
}

/** {@link figures} per kind of query, in the order kinds first appear. */
export function figuresByKind(scores: readonly QueryScore[]): Map<QueryKind, Figures> {
  const kinds = [...new Set(scores.map((score) => score.query.kind))];
  return new Map(
    kinds.map((kind) => [kind, figures(scores.filter((score) => score.query.kind === kind))]),
  );
}

/** The floor the built index must hold in each language (issue 36). */
export const QUALITY_FLOOR = { mrr: 0.9, firstHit: 0.9 };
