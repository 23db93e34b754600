// One Chinese term per concept; a unit test checks the site. Most terms are the ones Ant Design's
// Chinese Table docs (ant-design/ant-design, components/table/index.zh-CN.md) or MDN's Chinese docs
// use. Where the site differs from Ant Design, the entry's note says where and why.

/** A rejected word allowed where it means something else. */
export interface GlossaryException {
  /** The whole phrase around the word, on one line; keep it as narrow as the case. */
  pattern: RegExp;
  reason: string;
}

export interface GlossaryEntry {
  /** As the English pages name it. */
  concept: string;
  term: string;
  /** A RegExp (no flags) where the word also occurs inside a correct one (表格单元 in 表格单元格). */
  rejected: Array<string | RegExp>;
  exceptions?: GlossaryException[];
  /** Only headings that are exactly the rejected word are checked (section names). */
  headingsOnly?: boolean;
  note?: string;
}

export const glossary: GlossaryEntry[] = [
  {
    concept: 'summary (the `summary` prop, `Table.Summary`)',
    term: '总结栏',
    rejected: ['合计行', '汇总行', '总结行', '汇总栏', '合计栏', '统计行'],
    note:
      'The rows `summary` renders in `<tfoot>`. Their content may be a 合计 (total); a data row ' +
      'that holds a subtotal of a block is a 小计行, not a summary.',
  },
  {
    concept: 'header (`<thead>`, header cells)',
    term: '表头',
    rejected: ['列头', '表格头部', '标题行', '头部行'],
    note:
      'A header cell is a 表头单元格, a header row 表头行; a row header (`rowScope`) is a 行表头, the ' +
      'header of a column a 列表头. The text of a column (`title`) may be called 列标题. Ant Design ' +
      'describes that `title` as 列头显示文字; the site keeps 表头 for every part of the header, so ' +
      'one word covers the concept.',
  },
  {
    concept: 'body (`<tbody>`, `components.body`)',
    term: '表体',
    rejected: ['主体', '表身', '表格体'],
    note: 'Also the scrolling `.rc-table-body` container and the function form of `components.body`.',
  },
  {
    concept: 'footer (the `footer` prop: the panel below the table)',
    term: '表尾',
    rejected: ['表格页脚', '表格底栏', '页脚', '表脚'],
    exceptions: [
      {
        pattern: /(?:站点|网站|页面|应用)(?:自己|自身)?的页脚/,
        reason:
          'the footer of a page or app layout (the site footer, an app footer the sticky scroll bar ' +
          'must clear) is a 页脚; say whose it is right before the word',
      },
    ],
    note: 'Not `<tfoot>`: rc-table puts the summary there. A page or app layout footer is a 页脚.',
  },
  {
    concept: 'page footer (of the site or of an app, not of the table)',
    term: '页脚',
    rejected: ['页尾'],
    note: 'Name whose footer it is (应用自己的页脚, 站点的页脚) so it reads apart from the table footer, 表尾.',
  },
  {
    concept: 'fixed column (`column.fixed`)',
    term: '固定列',
    rejected: [/冻结(?!表头)/, '锁定列'],
    note: 'The verb too: 固定第一列, not 冻结第一列.',
  },
  {
    concept: 'fixed header (`scroll.y`)',
    term: '固定表头',
    rejected: ['冻结表头', '锁定表头'],
    note: 'The header of a table that scrolls inside its own box; not the sticky header (吸顶表头).',
  },
  {
    concept: 'sticky header (`sticky`)',
    term: '吸顶表头',
    rejected: ['粘性表头', '粘性头部', '悬浮表头', '浮动表头'],
    note:
      'The header that sticks to the top of the window while the page scrolls; 表头吸顶 is the same ' +
      'term as a verb phrase. Its scroll bar is the 吸底滚动条. Ant Design differs: its API table ' +
      'describes `sticky` as 设置粘性头部和滚动条 and titles its demo 随页面滚动的固定表头和滚动条. ' +
      'The site says 吸顶表头 because 固定表头 is the `scroll.y` header here, and 粘性 names the ' +
      'CSS mechanism (`position: sticky`) rather than what the reader sees.',
  },
  {
    concept: 'virtual list (`components.body` as a function)',
    term: '虚拟列表',
    rejected: ['虚拟滚动', '虚拟表格', '虚拟化列表'],
    note: 'The verb is 虚拟化 (虚拟化行和列); the two-way version on its own page is a 虚拟网格.',
  },
  {
    concept: 'playground (CodeSandbox, StackBlitz)',
    term: '演练场',
    rejected: [
      '在线编辑器',
      '在线运行环境',
      '在线代码平台',
      '在线开发环境',
      '代码沙箱',
      '在线 IDE',
    ],
    note:
      'Where a demo opens as a project of its own; name the service when only one is meant. Not the ' +
      'editor that opens on the page (在此编辑), which is the 编辑器.',
  },
  {
    concept: 'demo (a live example on a page)',
    term: '示例',
    rejected: ['演示'],
    note:
      '本例 and 本示例 both say "this demo". To say a page demonstrates something, write 展示, not ' +
      '演示.',
  },
  {
    concept: 'screen reader',
    term: '屏幕阅读器',
    rejected: [/读屏(?:软件|器|用户)?/, /屏幕朗读(?:器|软件)/],
    note: 'Its users are 屏幕阅读器用户. The wider class of tools is 辅助技术.',
  },
  {
    concept: 'assistive technology',
    term: '辅助技术',
    rejected: ['辅助工具', '辅助软件'],
    note: "Not the operating system's accessibility settings (辅助功能设置), a different thing.",
  },
  {
    concept: 'accessible name',
    term: '可访问名称',
    rejected: ['无障碍名称', '可访问性名称'],
  },
  {
    concept: 'expanded row (`expandedRowRender`)',
    term: '展开行',
    rejected: ['详情行', '扩展行', '明细行'],
    note:
      'The extra row `expandedRowRender` inserts under a row that is expanded (展开); the feature is ' +
      '可展开行. Order lines or invoices shown inside one are 明细 (订单明细), not a 明细行.',
  },
  {
    concept: 'collapse (the opposite of expand)',
    term: '收起',
    rejected: ['折叠'],
    exceptions: [
      {
        pattern: /“[^”]*折叠[^”]*”/,
        reason:
          'inside quotation marks the page quotes what a screen reader announces for ' +
          '`aria-expanded="false"` (“…，已折叠”), which is not the site\'s wording',
      },
    ],
  },
  {
    concept: 'expand icon (`expandable.expandIcon`)',
    term: '展开图标',
    rejected: ['展开按钮'],
    note: 'The demos render the icon as a `<button>`: say the 展开图标 is a 按钮.',
  },
  {
    concept: 'row key (`rowKey`)',
    term: '行的 key',
    rejected: ['行键', '行主键', '行标识', '行的唯一标识'],
    note:
      'key stays in English, as React names it. A unique field of the data it is read from is a ' +
      '唯一字段 or 唯一标识 of the record.',
  },
  {
    concept: 'column group (`children` of a column, `ColumnGroup`)',
    term: '列分组',
    rejected: ['表头分组', '分组列'],
    note:
      "A group's header cell is the 分组表头; a header of several rows of groups is a 多级表头. " +
      'The HTML `<colgroup>` element is another thing. Ant Design titles its demo 表头分组; the ' +
      'site says 列分组 because what is grouped are columns (`children` of a column).',
  },
  {
    concept: 'tree data (`children` records)',
    term: '树形数据',
    rejected: ['树状数据', '树形表格'],
  },
  {
    concept: 'sub-table (a table inside an expanded row)',
    term: '子表格',
    rejected: ['嵌套表格'],
    note: 'The page title says 嵌套子表格; the table around it is the 外层表格, itself the 内层表格.',
  },
  {
    concept: 'ellipsis (`column.ellipsis`)',
    term: '文本省略',
    rejected: ['溢出省略', '超长省略', '省略显示'],
    note: 'The verb is 截断; the “…” character is the 省略号.',
  },
  {
    concept: 'scroll bar',
    term: '滚动条',
    rejected: ['滚动栏', '滑动条', '卷轴'],
  },
  {
    concept: 'horizontal (scrolling)',
    term: '横向',
    rejected: ['水平滚动', '左右滚动'],
  },
  {
    concept: 'vertical (scrolling)',
    term: '纵向',
    rejected: ['竖向', '垂直滚动', '上下滚动'],
  },
  {
    concept: 'cell',
    term: '单元格',
    rejected: [/表格单元(?!格)/, '格子'],
    note: 'A header cell is a 表头单元格, a body cell a 表体单元格.',
  },
  {
    concept: 'merged cells (`colSpan`, `rowSpan`)',
    term: '合并单元格',
    rejected: ['合并格', '拼接单元格', /单元格跨(?:行|列)/],
    note:
      '单元格合并 is the same term as a noun. A merged cell 横跨 columns and 纵跨 rows; the counts ' +
      'are the 列合并数 and 行合并数.',
  },
  {
    concept: 'column width (`column.width`)',
    term: '列宽',
    rejected: ['栏宽', '字段宽度'],
  },
  {
    concept: 'resize (a column, by its handle)',
    term: '调整列宽',
    rejected: ['伸缩列', '拉伸列', '列宽拖拽'],
    note:
      'Ant Design titles its demo 可伸缩列; the site says what the reader does. A container or ' +
      'window that changes size 变化 or 缩放.',
  },
  {
    concept: 'drag and drop',
    term: '拖拽',
    rejected: ['拖放', '拖曳'],
    note:
      'Drag and drop as a way of working (拖拽排序). Moving the pointer with the button held (a ' +
      "handle, a slider) is 拖动; react-dnd's parts are the 拖动源 and the 放置目标.",
  },
  {
    concept: 'empty state (no data, `emptyText`)',
    term: '空状态',
    rejected: ['空数据', '无数据状态', '空白状态', '空态'],
    note:
      "What a table with no rows shows, in the 占位行. rc-table's default text stays in English " +
      '(`No Data`).',
  },
  {
    concept: 'tooltip',
    term: '提示框',
    rejected: ['气泡提示', '悬浮提示', '工具提示', '文字提示', '浮层提示'],
    note: "提示 alone may stand for it in running text; the browser's own is the 原生提示 of `title`.",
  },
  {
    concept: 'caption (`caption`, `<caption>`)',
    term: '表格标题',
    rejected: ['题注', '表题'],
    note:
      'The `<caption>` element; write 表格标题（caption） or just caption. The deprecated `title` ' +
      'prop renders a panel outside the `<table>` (the `title` 面板, 标题 for short), never the ' +
      '表格标题. Ant Design differs: it describes its `title` prop as 表格标题 and documents no ' +
      '`caption`. rc-table 7.30.3 has both, and only `<caption>` is the title of the table in ' +
      'HTML (its accessible name), which MDN calls the 表格标题元素; so the site gives the term to ' +
      '`caption`.',
  },
  {
    concept: '“Pitfalls” section heading',
    term: '注意事项',
    rejected: ['常见陷阱', '陷阱', '易错点', '常见问题', '踩坑', '注意', '须知'],
    headingsOnly: true,
  },
  {
    concept: '“Try it” section heading',
    term: '试一试',
    rejected: ['试试看', '动手试试', '动手试一试', '试一下', '尝试一下', '操作指引'],
    headingsOnly: true,
  },
  {
    concept: '“Props used” section heading',
    term: '用到的属性',
    rejected: ['使用的属性', '所用属性', '所用的属性', '相关属性', '涉及的属性', '用到的 API'],
    headingsOnly: true,
    note: 'The build fills in the list under this exact heading (src/node/plugins/remarkPropsUsed.ts).',
  },
];

export interface TermProblem {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
  found: string;
  term: string;
  concept: string;
}

export interface TextLine {
  line: number;
  text: string;
  /** `text` is then the heading's text alone. */
  heading?: boolean;
  /** Characters of the line before `text` (the `## ` of a heading). */
  offset?: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function source(word: string | RegExp): string {
  return typeof word === 'string' ? escape(word) : word.source;
}

/** One pattern per entry, longest word first, so 表格页脚 is reported once rather than as 页脚. */
function entryPattern(entry: GlossaryEntry): RegExp {
  const words = [...entry.rejected].sort((a, b) => source(b).length - source(a).length);
  const alternatives = words.map(source).join('|');
  return new RegExp(entry.headingsOnly ? `^(?:${alternatives})$` : alternatives, 'gu');
}

function allowed(entry: GlossaryEntry, text: string, start: number, end: number): boolean {
  return (entry.exceptions ?? []).some(({ pattern }) =>
    Array.from(text.matchAll(new RegExp(pattern.source, 'gu'))).some(
      (match) => match.index! <= start && end <= match.index! + match[0].length,
    ),
  );
}

export function findRejectedTerms(
  file: string,
  lines: TextLine[],
  entries: GlossaryEntry[] = glossary,
): TermProblem[] {
  const problems: TermProblem[] = [];
  for (const { line, text, heading, offset = 0 } of lines) {
    for (const entry of entries) {
      if (entry.headingsOnly && !heading) continue;
      for (const match of text.matchAll(entryPattern(entry))) {
        const start = match.index!;
        if (allowed(entry, text, start, start + match[0].length)) continue;
        problems.push({
          file,
          line,
          column: offset + Array.from(text.slice(0, start)).length + 1,
          found: match[0],
          term: entry.term,
          concept: entry.concept,
        });
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** `file:line:column: 「wrong」 → 「right」 (concept)`, one per line. */
export function formatProblems(problems: TermProblem[]): string {
  return problems
    .map((p) => `${p.file}:${p.line}:${p.column}: 「${p.found}」 → 「${p.term}」 (${p.concept})`)
    .join('\n');
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;

/** The lines of a source file that hold Chinese text (UI strings, `zh` descriptions). */
export function chineseLines(text: string): TextLine[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter(({ text: line }) => CJK.test(line));
}

/**
 * The lines of a Chinese Markdown page a reader sees. Left out: `keywords`, search aliases that
 * list rejected words on purpose, and inline code, which quotes verbatim (blanked: columns hold).
 */
export function markdownLines(text: string): TextLine[] {
  const lines = text.split('\n');
  const out: TextLine[] = [];
  let frontMatter = lines[0] === '---';
  let inKeywords = false;
  let fence: string | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (frontMatter) {
      if (index > 0 && raw === '---') {
        frontMatter = false;
        return;
      }
      if (/^\S/.test(raw)) inKeywords = /^keywords\s*:/.test(raw);
      if (!inKeywords && index > 0) out.push({ line, text: raw });
      return;
    }
    const fenceMark = raw.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (fenceMark && fenceMark[1][0] === fence[0] && fenceMark[1].length >= fence.length)
        fence = null;
      else out.push({ line, text: raw });
      return;
    }
    if (fenceMark) {
      fence = fenceMark[1];
      return;
    }
    const prose = raw.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    const heading = prose.match(/^(#{1,6}\s+)(.*?)\s*#*\s*$/);
    if (heading) out.push({ line, text: heading[2], heading: true, offset: heading[1].length });
    else out.push({ line, text: prose });
  });
  return out;
}
