import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DemoFacts,
  KeyEffect,
  NameSource,
  TabStopFacts,
  TableFacts,
} from '../../shared/demos/facts';

/**
 * A demo page's "Accessibility" section (`<!-- accessibility -->`), written from the demo's facts
 * (src/shared/demos/facts/<demo>.json, derived from Chromium by `npm run demos:facts`): what its
 * table is to assistive technology and what Tab and the keys reach. Every sentence is a statement
 * with a claim id, `demo/<demo>/a11y/<fact>` (tests/claims/derived.ts), in both languages. The
 * page gets it as Markdown nodes (src/node/plugins/remarkAccessibility.ts), its twin as Markdown
 * text (src/node/docs/markdownTwin.ts).
 */

export type Lang = 'en' | 'zh';

/** A piece of a sentence: text, inline code, or a link to another page of the site. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'link'; url: string; children: Inline[] };

/** One sentence (or list item) of the section, in both languages, with its claim id. */
export interface A11yStatement {
  id: string;
  /** A keyboard-map item: rendered in the list after the `keyboard` paragraph. */
  item: boolean;
  en: Inline[];
  zh: Inline[];
}

/** The marker a page puts where the section goes, a comment on its own line. */
export const ACCESSIBILITY_MARKER = /^<!--\s*accessibility(?:[\s:][\s\S]*)?-->\s*$/;

/** The width the facts are read at (tests/support/demoFacts.ts): what scrolls depends on it. */
export const FACTS_WIDTH = 1280;

/** The folder of the facts. */
export const FACTS_FOLDER = 'src/shared/demos/facts';

/** A demo's facts, or undefined when it has none. */
export function demoFacts(cwd: string, demo: string): DemoFacts | undefined {
  const file = join(cwd, FACTS_FOLDER, `${demo}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoFacts) : undefined;
}

type Piece = string | Inline | Inline[];

/** Joins text and inlines into one sentence, merging neighbouring text. */
function line(...pieces: Piece[]): Inline[] {
  const out: Inline[] = [];
  for (const piece of pieces.flat()) {
    const inline: Inline = typeof piece === 'string' ? { type: 'text', value: piece } : piece;
    const last = out[out.length - 1];
    if (inline.type === 'text' && last?.type === 'text') last.value += inline.value;
    else if (inline.type !== 'text' || inline.value) out.push({ ...inline });
  }
  return out;
}

const code = (value: string): Inline => ({ type: 'code', value });
const link = (url: string, text: Piece): Inline => ({ type: 'link', url, children: line(text) });
const quote = (lang: Lang, text: string) => (lang === 'en' ? `“${text}”` : `“${text}”`);

/** A demo page of the site in a language, and its title there. */
const PAGES = {
  caption: { en: 'Caption', zh: '表格标题（caption）' },
  aria: { en: 'ARIA attributes', zh: 'ARIA 属性' },
  'scope-row': { en: 'Row headers (rowScope)', zh: '行表头（rowScope）' },
  'expand-icon': { en: 'Custom expand icon', zh: '自定义展开图标' },
} as const;

function pageLink(page: keyof typeof PAGES, lang: Lang): Inline {
  return link(`${lang === 'zh' ? '/zh-CN' : ''}/demo/${page}`, PAGES[page][lang]);
}

/** `1 row`, `6 rows`; Chinese counts need no plural. */
function count(lang: Lang, n: number, one: string, many: string, zh: string) {
  return lang === 'en' ? `${n} ${n === 1 ? one : many}` : `${n} ${zh}`;
}

/** A list in words: `a, b and c` / `a、b 和 c`. */
function list(lang: Lang, items: Piece[]): Inline[] {
  const and = lang === 'en' ? ' and ' : '和';
  const comma = lang === 'en' ? ', ' : '、';
  return line(
    ...items.flatMap((item, i) => [
      i === 0 ? '' : i === items.length - 1 ? and : comma,
      ...(Array.isArray(item) ? item : [item]),
    ]),
  );
}

const SOURCES: Partial<Record<NameSource, Record<Lang, Piece>>> = {
  'aria-labelledby': {
    en: line('the element its ', code('aria-labelledby'), ' points at'),
    zh: line(code('aria-labelledby'), ' 指向的元素'),
  },
  'aria-label': { en: line('its ', code('aria-label')), zh: line('它的 ', code('aria-label')) },
  caption: { en: line('its ', code('<caption>')), zh: line('它的 ', code('<caption>')) },
  title: {
    en: line('its ', code('title'), ' attribute'),
    zh: line('它的 ', code('title'), ' 属性'),
  },
  contents: { en: 'its contents', zh: '它的内容' },
};

/** The table's name and where it comes from, or that it has none and how to give it one. */
function nameSentence(table: TableFacts, lang: Lang): Inline[] {
  if (table.nameSource === 'none' || !table.name)
    return lang === 'en'
      ? line(
          'The table has no accessible name, so a screen reader announces it by its role alone. ',
          'Name it with a caption (',
          pageLink('caption', lang),
          ') or with ',
          code('aria-label'),
          ' or ',
          code('aria-labelledby'),
          ' (',
          pageLink('aria', lang),
          ').',
        )
      : line(
          '表格没有可访问名称，屏幕阅读器只能按角色播报它。可以用表格标题为它命名（见',
          pageLink('caption', lang),
          '），或者用 ',
          code('aria-label'),
          ' 或 ',
          code('aria-labelledby'),
          '（见',
          pageLink('aria', lang),
          '）。',
        );
  const source = SOURCES[table.nameSource]?.[lang] ?? code(table.nameSource);
  const description = !table.description
    ? ''
    : lang === 'en'
      ? ` Its description is ${quote(lang, table.description)}${/[.!?]$/.test(table.description) ? '' : '.'}`
      : `它的描述是${quote(lang, table.description)}${/[.!?。！？]$/.test(table.description) ? '' : '。'}`;
  return lang === 'en'
    ? line(
        `The table’s accessible name is ${quote(lang, table.name)}, from `,
        source,
        '.',
        description,
      )
    : line(
        `表格的可访问名称是${quote(lang, table.name)}，来自`,
        // A space between Chinese and inline code, as the pages write it.
        line(source)[0]?.type === 'code' ? ' ' : '',
        source,
        '。',
        description,
      );
}

const size = (table: TableFacts, lang: Lang) =>
  lang === 'en'
    ? `${count(lang, table.rows, 'row', 'rows', '')} and ${count(lang, table.columns, 'column', 'columns', '')}`
    : `${table.rows} 行 ${table.columns} 列`;

/** What the tables are: one, a split header and body, or a header alone. */
function sizeSentence(facts: DemoFacts, lang: Lang): Inline[] {
  const top = facts.tables.filter((table) => !table.nested);
  const part = (name: TableFacts['part']) => top.find((table) => table.part === name);
  const [header, body, summary] = [part('header'), part('body'), part('summary')];
  const nested = facts.tables.length - top.length;
  const more = !nested
    ? ''
    : lang === 'en'
      ? ` ${count(lang, nested, 'more table sits', 'more tables sit', '')} inside its cells.`
      : `另有 ${nested} 个表格在它的单元格里。`;
  if (header && !body)
    return lang === 'en'
      ? line(
          `Only the header is a table to assistive technology, of ${size(header, lang)}. `,
          'The rows the demo draws below it are not in a table, so a screen reader cannot move through them by row or column.',
          more,
        )
      : line(
          `对辅助技术来说只有表头是表格，${size(header, lang)}。`,
          '示例在它下面画出的行不在表格里，屏幕阅读器无法按行或按列浏览它们。',
          more,
        );
  if (header && body) {
    const parts =
      lang === 'en'
        ? [
            `the header’s (${size(header, lang)})`,
            `the body’s (${size(body, lang)})`,
            ...(summary ? [`the summary’s (${size(summary, lang)})`] : []),
          ]
        : [
            `表头的表格（${size(header, lang)}）`,
            `表体的表格（${size(body, lang)}）`,
            ...(summary ? [`总结栏的表格（${size(summary, lang)}）`] : []),
          ];
    const headless = [body, summary].every((table) => !table || !table.headers.columns.length);
    return lang === 'en'
      ? line(
          'rc-table draws the header in a ',
          code('<table>'),
          ' of its own here (',
          code('scroll.y'),
          ' or ',
          code('sticky'),
          `), so assistive technology gets ${top.length} tables: `,
          list(lang, parts),
          '.',
          headless
            ? ' The body’s cells have no column headers in their table: a screen reader reads a cell without the name of its column.'
            : '',
          more,
        )
      : line(
          '这里 rc-table 把表头画在单独的 ',
          code('<table>'),
          ' 里（',
          code('scroll.y'),
          ' 或 ',
          code('sticky'),
          `），所以辅助技术得到 ${top.length} 个表格：`,
          list(lang, parts),
          '。',
          headless
            ? '表体的单元格在自己的表格里没有列表头：屏幕阅读器读单元格时不会带上所在列的名称。'
            : '',
          more,
        );
  }
  const [table] = top;
  const total =
    table.ariaRowCount === null
      ? ''
      : lang === 'en'
        ? line(
            ' Its ',
            code('aria-rowcount'),
            ` tells a screen reader the whole table has ${table.ariaRowCount} rows.`,
          )
        : line(
            '它的 ',
            code('aria-rowcount'),
            ` 告诉屏幕阅读器整个表格有 ${table.ariaRowCount} 行。`,
          );
  return lang === 'en'
    ? line(`Assistive technology gets one table of ${size(table, lang)} in the page.`, total, more)
    : line(`辅助技术在页面中得到一个 ${size(table, lang)}的表格。`, total, more);
}

/** At most `max` names quoted, then how many more. */
function names(lang: Lang, all: string[], max = 8): Piece[] {
  const shown = all
    .slice(0, max)
    .map((name) => quote(lang, name || (lang === 'en' ? '(empty)' : '（空）')));
  if (all.length > max)
    shown.push(lang === 'en' ? `${all.length - max} more` : `另外 ${all.length - max} 个`);
  return shown;
}

function headerSentences(facts: DemoFacts, lang: Lang): Record<string, Inline[]> {
  const top = facts.tables.filter((table) => !table.nested);
  const headed = top.find((table) => table.headers.columns.length) ?? top[0];
  const columns = headed?.headers.columns ?? [];
  const rowHeaders = top.reduce((sum, table) => sum + table.headers.rowHeaders, 0);
  const firstRowHeader = top.flatMap((table) => table.headers.rowHeaderExamples)[0] ?? '';
  const out: Record<string, Inline[]> = {};
  out['column-headers'] = !columns.length
    ? line(lang === 'en' ? 'The table has no column headers.' : '表格没有列表头。')
    : lang === 'en'
      ? line(`Column headers (${columns.length}): `, list(lang, names(lang, columns)), '.')
      : line(`列表头（${columns.length} 个）：`, list(lang, names(lang, columns)), '。');
  out['row-headers'] = rowHeaders
    ? lang === 'en'
      ? line(
          `${count(lang, rowHeaders, 'cell is a row header', 'cells are row headers', '')}, the first ${quote(lang, firstRowHeader)}: a screen reader names the row with it as it moves along.`,
        )
      : line(
          `有 ${rowHeaders} 个单元格是行表头，第一个是${quote(lang, firstRowHeader)}：屏幕阅读器在行内移动时用它说出所在的行。`,
        )
    : lang === 'en'
      ? line(
          'No cell is a row header, so a cell is read with its column header only; ',
          pageLink('scope-row', lang),
          ' shows how ',
          code('rowScope'),
          ' makes a column’s cells row headers.',
        )
      : line(
          '没有单元格是行表头，单元格只和列表头一起读出；',
          pageLink('scope-row', lang),
          '展示了如何用 ',
          code('rowScope'),
          ' 把一列的单元格变成行表头。',
        );
  return out;
}

/** The expand controls: named buttons with a state, or what is missing and where to see it done. */
function expandSentence(facts: DemoFacts, lang: Lang): Inline[] | undefined {
  const controls = facts.expand.controls;
  if (!controls.length) return undefined;
  const good = controls.filter(
    (control) =>
      control.role === 'button' && control.name && control.expanded !== null && control.focusable,
  );
  const open = controls.filter((control) => control.expanded).length;
  if (good.length === controls.length)
    return lang === 'en'
      ? line(
          `${count(lang, controls.length, 'row has', 'rows have', '')} an expand button, named like ${quote(lang, controls[0].name)} and carrying `,
          code('aria-expanded'),
          ` (${open} expanded at first).`,
        )
      : line(
          `${controls.length} 行有展开图标，它们都是按钮，名称如${quote(lang, controls[0].name)}，并带有 `,
          code('aria-expanded'),
          `（初始时 ${open} 个已展开）。`,
        );
  const bad = controls.length - good.length;
  return lang === 'en'
    ? line(
        `${count(lang, bad, 'expand control is', 'expand controls are', '')} not a named, focusable button with `,
        code('aria-expanded'),
        ': Tab may skip it and a screen reader does not announce what it does. ',
        pageLink('expand-icon', lang),
        ' shows a named button.',
      )
    : line(
        `有 ${bad} 个展开图标不是带名称、可聚焦并带有 `,
        code('aria-expanded'),
        ' 的按钮：Tab 键可能跳过它，屏幕阅读器也不会说出它的作用。',
        pageLink('expand-icon', lang),
        '展示了带名称的按钮。',
      );
}

function liveSentence(region: DemoFacts['liveRegions'][number], lang: Lang): Inline[] {
  const kind =
    region.role === 'generic' ? code(`aria-live="${region.live}"`) : code(`role="${region.role}"`);
  const now = region.text
    ? lang === 'en'
      ? `, now ${quote(lang, region.text)}`
      : `，现在是${quote(lang, region.text)}`
    : lang === 'en'
      ? ', empty at first'
      : '，初始时为空';
  return lang === 'en'
    ? line(
        `A live region (`,
        kind,
        `) reads out its text whenever it changes, without moving focus${now}.`,
      )
    : line('一个实时区域（', kind, `）在文字变化时读出它，焦点不会移动${now}。`);
}

const ROLES: Record<string, Record<Lang, string>> = {
  button: { en: 'button', zh: '按钮' },
  table: { en: 'table', zh: '表格' },
  checkbox: { en: 'checkbox', zh: '复选框' },
  radio: { en: 'radio button', zh: '单选按钮' },
  combobox: { en: 'select', zh: '下拉框' },
  slider: { en: 'slider', zh: '滑块' },
  searchbox: { en: 'search box', zh: '搜索框' },
  textbox: { en: 'text field', zh: '文本框' },
  separator: { en: 'resize handle', zh: '调整列宽的手柄' },
  row: { en: 'row', zh: '行' },
  group: { en: 'group', zh: '分组' },
  link: { en: 'link', zh: '链接' },
  generic: { en: 'element without a role', zh: '没有角色的元素' },
};

/** A stop as a reader hears it: its role, then its name or that it has none. */
function stopLabel(stop: TabStopFacts, lang: Lang): string {
  const role = ROLES[stop.role]?.[lang] ?? stop.role;
  if (stop.name)
    return lang === 'en' ? `${role} ${quote(lang, stop.name)}` : `${role}${quote(lang, stop.name)}`;
  return lang === 'en' ? `${role} without a name` : `没有名称的${role}`;
}

/** The roles of form fields, whose keys type or choose. */
const FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

const KEY_NAMES: Record<string, Record<Lang, string>> = {
  Enter: { en: 'Enter', zh: 'Enter' },
  Space: { en: 'Space', zh: '空格键' },
  ArrowDown: { en: '↓', zh: '↓' },
  ArrowUp: { en: '↑', zh: '↑' },
  ArrowRight: { en: '→', zh: '→' },
  ArrowLeft: { en: '←', zh: '←' },
};

const EFFECTS: Record<Exclude<KeyEffect, 'nothing'>, Record<Lang, Piece>> = {
  expands: {
    en: line('expand it (', code('aria-expanded'), ' turns true)'),
    zh: line('展开（', code('aria-expanded'), ' 变为 true）'),
  },
  collapses: {
    en: line('collapse it (', code('aria-expanded'), ' turns false)'),
    zh: line('收起（', code('aria-expanded'), ' 变为 false）'),
  },
  toggles: { en: 'toggle it', zh: '切换它的状态' },
  increases: {
    en: line('raise its value (', code('aria-valuenow'), ')'),
    zh: line('增大它的值（', code('aria-valuenow'), '）'),
  },
  decreases: {
    en: line('lower its value (', code('aria-valuenow'), ')'),
    zh: line('减小它的值（', code('aria-valuenow'), '）'),
  },
  scrolls: { en: 'scroll the table', zh: '滚动表格' },
  activates: { en: 'change the table (its rows or text)', zh: '改变表格（行或文字）' },
  'moves-focus': { en: 'move the focus off it', zh: '使焦点离开它' },
  navigates: { en: 'follow the link', zh: '打开链接' },
};

/** `Enter, Space: expand it; →: scroll the table`, or that no key does anything. */
function keysText(keys: TabStopFacts['keys'], lang: Lang): Inline[] {
  const byEffect = new Map<KeyEffect, string[]>();
  for (const key of Object.keys(KEY_NAMES) as Array<keyof typeof keys>) {
    const effect = keys[key];
    if (effect && effect !== 'nothing')
      byEffect.set(effect, [...(byEffect.get(effect) ?? []), KEY_NAMES[key][lang]]);
  }
  if (!byEffect.size)
    return line(
      lang === 'en'
        ? 'Enter, Space and the arrow keys do nothing'
        : 'Enter、空格键和方向键都不起作用',
    );
  return line(
    ...[...byEffect].flatMap(([effect, keyNames], i) => [
      i ? (lang === 'en' ? '; ' : '；') : '',
      keyNames.join(lang === 'en' ? ', ' : '、'),
      lang === 'en' ? ': ' : '：',
      EFFECTS[effect as Exclude<KeyEffect, 'nothing'>][lang],
    ]),
  );
}

/** The Tab stops, grouped: a run of like stops in the table, or a run of the demo's own controls. */
function stopGroups(stops: TabStopFacts[]): Array<{ first: number; stops: TabStopFacts[] }> {
  const groups: Array<{ first: number; stops: TabStopFacts[] }> = [];
  stops.forEach((stop, index) => {
    const last = groups[groups.length - 1];
    const leader = last?.stops[0];
    const joins =
      last &&
      leader &&
      (stop.inTable
        ? leader.inTable && stop.like !== undefined && stop.like === (leader.like ?? last.first)
        : !leader.inTable);
    if (joins) last.stops.push(stop);
    else groups.push({ first: index, stops: [stop] });
  });
  return groups;
}

/** One item of the keyboard map. */
function keyItem(
  group: { first: number; stops: TabStopFacts[] },
  all: TabStopFacts[],
  lang: Lang,
): Inline[] {
  const { stops } = group;
  if (!stops[0].inTable) {
    const labels = stops.map((stop) => stopLabel(stop, lang));
    return lang === 'en'
      ? line('the demo’s own controls, outside the table: ', list(lang, labels), '.')
      : line('示例自己的控件，在表格之外：', list(lang, labels), '。');
  }
  const leader = all[stops[0].like ?? group.first];
  // A form field's keys edit its value; they are not read there.
  if (FIELDS.has(leader.role) && !Object.keys(leader.keys).length)
    return line(
      stops.map((stop) => stopLabel(stop, lang)).join(lang === 'en' ? ', ' : '、'),
      lang === 'en' ? '.' : '。',
    );
  const [firstLabel, lastLabel] = [stops[0], stops[stops.length - 1]].map((stop) =>
    stopLabel(stop, lang),
  );
  const range =
    stops.length === 1
      ? firstLabel
      : firstLabel === lastLabel
        ? lang === 'en'
          ? `${stops.length} stops, each a ${firstLabel}`
          : `${stops.length} 个停留点，都是${firstLabel}`
        : lang === 'en'
          ? `${stops.length} stops, ${stopLabel(stops[0], lang)} to ${stopLabel(stops[stops.length - 1], lang)}`
          : `${stops.length} 个停留点，从${stopLabel(stops[0], lang)}到${stopLabel(stops[stops.length - 1], lang)}`;
  return line(
    range,
    lang === 'en' ? ' — ' : '——',
    keysText(leader.keys, lang),
    lang === 'en' ? '.' : '。',
  );
}

/** Every statement of a demo's Accessibility section, in order, with its claim id. */
export function accessibilityStatements(facts: DemoFacts): A11yStatement[] {
  const statements: A11yStatement[] = [];
  const add = (fact: string, make: (lang: Lang) => Inline[] | undefined, item = false) => {
    const [en, zh] = [make('en'), make('zh')];
    if (en && zh) statements.push({ id: `demo/${facts.demo}/a11y/${fact}`, item, en, zh });
  };
  const top = facts.tables.filter((table) => !table.nested);
  const named =
    top.find((table) => table.part === 'body') ??
    top.find((table) => table.part === 'whole') ??
    top[0];
  if (named) add('name', (lang) => nameSentence(named, lang));
  if (top.length) add('tables', (lang) => sizeSentence(facts, lang));
  if (top.length) {
    add('column-headers', (lang) => headerSentences(facts, lang)['column-headers']);
    add('row-headers', (lang) => headerSentences(facts, lang)['row-headers']);
  }
  add('expand', (lang) => expandSentence(facts, lang));
  facts.liveRegions.forEach((region, i) =>
    add(`live-${i + 1}`, (lang) => liveSentence(region, lang)),
  );
  add('keyboard', (lang) =>
    facts.keyboard.length
      ? line(
          lang === 'en'
            ? `The Tab key stops on, in order (keys pressed at ${FACTS_WIDTH} px wide):`
            : `Tab 键依次停在（按键时页面宽 ${FACTS_WIDTH} px）：`,
        )
      : line(
          lang === 'en'
            ? 'The Tab key does not stop in this demo: nothing in it takes focus.'
            : 'Tab 键在这个示例里没有停留点：其中没有能获得焦点的元素。',
        ),
  );
  for (const group of stopGroups(facts.keyboard))
    add(`tab-${group.first + 1}`, (lang) => keyItem(group, facts.keyboard, lang), true);
  return statements;
}

const ESCAPED = /[\\`*_[\]<>|]/g;

/** Inlines as Markdown text; `href` gives a link's address (the twin puts it under the base). */
export function inlineMarkdown(inlines: Inline[], href = (url: string) => url): string {
  return inlines
    .map((inline) => {
      if (inline.type === 'text') return inline.value.replace(ESCAPED, (char) => `\\${char}`);
      if (inline.type === 'code') {
        const ticks = inline.value.includes('`') ? '``' : '`';
        return `${ticks}${inline.value}${ticks}`;
      }
      return `[${inlineMarkdown(inline.children, href)}](${href(inline.url)})`;
    })
    .join('');
}

/** The section as Markdown blocks: a paragraph per statement, the keyboard map as a list. */
export function accessibilityMarkdown(
  facts: DemoFacts,
  lang: Lang,
  href?: (url: string) => string,
): string[] {
  const blocks: string[] = [];
  const items: string[] = [];
  for (const statement of accessibilityStatements(facts)) {
    if (statement.item) items.push(`- ${inlineMarkdown(statement[lang], href)}`);
    else blocks.push(inlineMarkdown(statement[lang], href));
  }
  if (items.length) blocks.push(items.join('\n'));
  return blocks;
}

/** The mdast of the inlines, as remark would parse their Markdown. */
function inlineNodes(inlines: Inline[]): MdastNode[] {
  return inlines.map((inline) =>
    inline.type === 'text'
      ? { type: 'text', value: inline.value }
      : inline.type === 'code'
        ? { type: 'inlineCode', value: inline.value }
        : { type: 'link', url: inline.url, children: inlineNodes(inline.children) },
  );
}

/** The part of an mdast node written here. */
export interface MdastNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdastNode[];
  [key: string]: unknown;
}

/** The section as mdast nodes, for the page. */
export function accessibilityNodes(facts: DemoFacts, lang: Lang): MdastNode[] {
  const nodes: MdastNode[] = [];
  const items: MdastNode[] = [];
  for (const statement of accessibilityStatements(facts)) {
    const paragraph = { type: 'paragraph', children: inlineNodes(statement[lang]) };
    if (statement.item) items.push({ type: 'listItem', spread: false, children: [paragraph] });
    else nodes.push(paragraph);
  }
  if (items.length) nodes.push({ type: 'list', ordered: false, spread: false, children: items });
  return nodes;
}
