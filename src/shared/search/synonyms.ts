/**
 * The words readers type for what the site names otherwise, per language. A query holding one of
 * `words` also asks for `means`, at full weight: "stay on top" finds `sticky`, 合计行 finds 总结栏.
 * The Chinese list holds every word the glossary (tests/support/glossary.ts) rejects for a term,
 * mapped to that term, so a reader who writes the rejected word still lands on the page;
 * tests/unit/search/synonyms.test.ts holds the two together and tries every entry on the site.
 */

export interface Synonym {
  /** Lower-case; English words match whole words, Chinese ones anywhere in the query. */
  words: string[];
  /** What the site writes instead: prop names, English words or Chinese terms. */
  means: string[];
}

export type SynonymLanguage = 'en' | 'zh';

/** Queries with a number this large ask about many rows. */
export const MANY_ROWS = 1000;

export const SYNONYMS: Record<SynonymLanguage, Synonym[]> = {
  en: [
    { words: ['stay on top', 'stays on top', 'stick to top', 'on top'], means: ['sticky'] },
    { words: ['freeze', 'frozen', 'pin', 'pinned', 'lock'], means: ['fixed'] },
    {
      words: [
        'visible when scrolling',
        'stay visible',
        'stays visible',
        'always visible',
        'in view',
      ],
      means: ['fixed'],
    },
    { words: ['total', 'totals', 'sum', 'footer row'], means: ['summary'] },
    { words: ['truncate', 'truncated', 'overflow', 'three dots'], means: ['ellipsis'] },
    { words: ['reorder', 'sortable', 'dnd'], means: ['drag'] },
    {
      words: ['many rows', 'large data', 'big data', 'thousands', 'slow', 'lag', 'virtualize'],
      means: ['virtual'],
    },
    { words: ['background', 'color', 'colour', 'zebra', 'striped'], means: ['rowClassName'] },
    { words: ['no data', 'no rows', 'placeholder'], means: ['emptyText'] },
    { words: ['arabic', 'hebrew', 'rtl'], means: ['direction'] },
    { words: ['collapse', 'collapsible'], means: ['expand'] },
    { words: ['hide header', 'without header', 'no header'], means: ['showHeader'] },
    { words: ['span', 'merge'], means: ['colSpan', 'rowSpan'] },
  ],
  zh: [
    {
      words: ['吸顶', '吸附', '置顶', '固定在顶部', '粘性表头', '粘性头部', '悬浮表头', '浮动表头'],
      means: ['sticky', '吸顶表头'],
    },
    {
      words: ['合计行', '汇总行', '总结行', '汇总栏', '合计栏', '统计行', '合计', '汇总'],
      means: ['总结栏', 'summary'],
    },
    {
      words: ['省略号', '溢出省略', '超长省略', '省略显示', '截断'],
      means: ['文本省略', 'ellipsis'],
    },
    { words: ['拖放', '拖曳', '拖动', '拖拽'], means: ['拖拽', 'drag'] },
    {
      words: [
        '卡顿',
        '大数据量',
        '大数据',
        '万行',
        '十万',
        '百万',
        '虚拟滚动',
        '虚拟表格',
        '虚拟化列表',
      ],
      means: ['虚拟列表', 'virtual'],
    },
    { words: ['点击事件', '行点击', '点击行'], means: ['onRow'] },
    { words: ['行样式', '背景色', '背景颜色', '斑马纹'], means: ['rowClassName'] },
    { words: ['冻结', '锁定列'], means: ['固定列', 'fixed'] },
    { words: ['冻结表头', '锁定表头'], means: ['固定表头'] },
    { words: ['列头', '表格头部', '标题行', '头部行'], means: ['表头'] },
    { words: ['主体', '表身', '表格体'], means: ['表体'] },
    { words: ['表格页脚', '表格底栏', '页脚', '表脚'], means: ['表尾', 'footer'] },
    { words: ['页尾'], means: ['页脚'] },
    { words: ['演示'], means: ['示例'] },
    {
      words: ['在线编辑器', '在线运行环境', '在线代码平台', '在线开发环境', '代码沙箱', '在线 ide'],
      means: ['演练场', 'CodeSandbox'],
    },
    {
      words: ['读屏', '读屏软件', '读屏器', '读屏用户', '屏幕朗读器', '屏幕朗读软件'],
      means: ['屏幕阅读器'],
    },
    { words: ['辅助工具', '辅助软件'], means: ['辅助技术'] },
    { words: ['无障碍名称', '可访问性名称'], means: ['可访问名称'] },
    { words: ['详情行', '扩展行', '明细行'], means: ['展开行'] },
    { words: ['折叠'], means: ['收起'] },
    { words: ['展开按钮'], means: ['展开图标'] },
    {
      words: ['行键', '行主键', '行标识', '行的唯一标识', '唯一标识'],
      means: ['rowKey', '行的 key'],
    },
    { words: ['表头分组', '分组列', '多级表头'], means: ['列分组'] },
    { words: ['树状数据', '树形表格'], means: ['树形数据'] },
    { words: ['嵌套表格'], means: ['子表格'] },
    { words: ['滚动栏', '滑动条', '卷轴'], means: ['滚动条'] },
    { words: ['水平滚动', '左右滚动'], means: ['横向滚动', '横向'] },
    { words: ['竖向', '垂直滚动', '上下滚动'], means: ['纵向滚动', '纵向'] },
    { words: ['表格单元', '格子'], means: ['单元格'] },
    {
      words: ['合并格', '拼接单元格', '单元格跨行', '单元格跨列', '跨行', '跨列'],
      means: ['合并单元格'],
    },
    { words: ['栏宽', '字段宽度'], means: ['列宽'] },
    { words: ['伸缩列', '拉伸列', '列宽拖拽'], means: ['调整列宽'] },
    {
      words: ['空数据', '无数据状态', '空白状态', '空态', '无数据', '暂无数据'],
      means: ['空状态', 'emptyText'],
    },
    { words: ['气泡提示', '悬浮提示', '工具提示', '文字提示', '浮层提示'], means: ['提示框'] },
    { words: ['题注', '表题'], means: ['表格标题', 'caption'] },
  ],
};

/** Where a synonym was found in a query, and what it adds. */
export interface SynonymMatch {
  /** The matched word as written in the query. */
  word: string;
  means: string[];
}

const isLatinWord = /^[a-z0-9 ]+$/;

/** The synonyms `query` holds, longest word first; a big number asks for `virtual`. */
export function findSynonyms(query: string, language: SynonymLanguage): SynonymMatch[] {
  const lower = query.toLowerCase();
  const found: SynonymMatch[] = [];
  const words = SYNONYMS[language]
    .flatMap((entry) => entry.words.map((word) => ({ word, means: entry.means })))
    .sort((a, b) => b.word.length - a.word.length);
  let rest = lower;
  for (const { word, means } of words) {
    const at = isLatinWord.test(word)
      ? new RegExp(`(?:^|[^a-z0-9])${word}(?![a-z0-9])`).exec(rest)
      : rest.includes(word)
        ? { index: rest.indexOf(word) }
        : null;
    if (!at) continue;
    found.push({ word, means });
    // A longer word found first keeps its parts from matching again (合计行, not 合计 too).
    rest = rest.replace(word, ' ');
  }
  for (const match of lower.replace(/(\d),(?=\d{3})/g, '$1').matchAll(/\d+/g)) {
    if (Number(match[0]) >= MANY_ROWS) found.push({ word: match[0], means: ['virtual'] });
  }
  return found;
}
