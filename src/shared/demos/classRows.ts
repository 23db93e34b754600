import { displayName, propAnchor } from '../api/model';
import type { ClassFacts } from './facts';
import { classOrigin, type ClassOrigin, type PropRef } from './classOrigins';

/**
 * A demo's "Classes" section and the /classes reference as rows of inline parts, from the facts
 * a demo's render gave (src/shared/demos/facts/) and what src/shared/demos/classOrigins.ts knows
 * of each class. The build renders the rows as Markdown nodes (src/node/plugins/remarkClasses.ts)
 * and as the Markdown twin's text; the claims read the same rows as statements.
 */

export type Lang = 'en' | 'zh';

/** A run of inline content: text, a class name (outlined in the demo on hover), code or a link. */
export type Inline =
  | { text: string }
  | { code: string; outline?: true }
  | { link: string; children: Inline[] };

/** One cell of a row: inline parts. */
export type Cell = Inline[];

/** A class the demo carries, with what rc-table knows of it. */
export interface ClassRow {
  name: string;
  origin: ClassOrigin;
  facts: ClassFacts;
  /** Set when the demo puts it on elements rc-table itself would not (a custom expand icon). */
  custom?: PropRef;
}

/** The UI text of the sections and the reference page, in both languages. */
export const CLASS_TEXT = {
  en: {
    class: 'Class',
    elements: 'Elements',
    by: 'What puts it there',
    demos: 'Demos',
    always: 'every table',
    everyDemo: 'every demo',
    everyDemoBut: 'every demo but ',
    noDemo: 'none (not on first render of any demo)',
    customBy: 'here the demo’s own',
    hint: 'The rc-table classes of this demo’s table on first render, with the elements that carry them (how many). Hover or focus a class to outline its elements in the demo above; tick it (click, or Space) to keep the outline.',
    property: 'Custom property',
    light: 'Value',
    dark: 'Dark mode',
    styles: 'What it styles',
    unused: 'not in this file: the demos read it, with a fallback',
    rules: (count: number) => `in ${count} rule${count === 1 ? '' : 's'}`,
  },
  zh: {
    class: '类名',
    elements: '元素',
    by: '由什么添加',
    demos: '示例',
    always: '每个表格',
    everyDemo: '所有示例',
    everyDemoBut: '除以下示例外的所有示例：',
    noDemo: '无（所有示例首次渲染时都没有）',
    customBy: '本例由示例自己的',
    hint: '本示例表格首次渲染时带有的 rc-table 类名，以及带有它的元素（个数）。将指针移到类名上或聚焦它，上方示例中带有它的元素会被框出；勾选它（点击或按空格键）可保持框线。',
    property: '自定义属性',
    light: '值',
    dark: '暗色模式',
    styles: '作用于',
    unused: '本文件未使用：示例读取它，并带有默认值',
    rules: (count: number) => `共 ${count} 条规则`,
  },
} as const;

/** Text with `code` spans as inline parts. */
export function inlineText(text: string): Inline[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') ? { code: part.slice(1, -1) } : { text: part },
    );
}

/** A link to a prop's row of the API reference (`home` is `/` or `/zh-CN`). */
export function propLink(prop: PropRef, home: string): Inline {
  return {
    link: `${home}#${propAnchor(prop.section, prop.name)}`,
    children: [{ code: displayName(prop.section, prop.name) }],
  };
}

/** The classes of a demo's facts that src/shared/demos/classOrigins.ts does not know. */
export function unknownClasses(classes: readonly ClassFacts[], prefix: string): string[] {
  return classes.filter((fact) => !classOrigin(fact.name, prefix)).map((fact) => fact.name);
}

/**
 * The rows of a demo's section; throws on a class rc-table is not known to write. `uses` holds the
 * props the demo's code uses, as readers write them (`components.body`).
 */
export function classRows(
  classes: readonly ClassFacts[],
  prefix: string,
  uses: ReadonlySet<string> = new Set(),
): ClassRow[] {
  return classes.map((facts) => {
    const origin = classOrigin(facts.name, prefix);
    if (!origin) throw new Error(`no origin known for the class ${facts.name}`);
    const beyond = facts.elements.filter((tag) => !origin.elements.includes(tag));
    const also = origin.alsoBy;
    const used = also?.whenUsed && uses.has(displayName(also.prop.section, also.prop.name));
    const custom =
      used || (beyond.length && also && beyond.every((tag) => also.elements.includes(tag)))
        ? also!.prop
        : undefined;
    if (beyond.length && !custom)
      throw new Error(`${facts.name} is on ${beyond.join(', ')}, where rc-table does not put it`);
    return { name: facts.name, origin, facts, custom };
  });
}

const joinInline = (parts: Inline[][], separator: string): Inline[] =>
  parts.flatMap((part, i) => (i ? [{ text: separator }, ...part] : part));

/** The elements as `<td>`, `<th>`. */
export const elementsCell = (tags: readonly string[]): Cell =>
  joinInline(
    tags.map((tag) => [{ code: `<${tag}>` }]),
    ', ',
  );

/** What puts the class there: the condition, then the props that do, linked. */
export function originCell(origin: ClassOrigin, lang: Lang, home: string, custom?: PropRef): Cell {
  const props = origin.props.map((prop) => [propLink(prop, home)]);
  const cell: Inline[] = [...inlineText(origin.when[lang])];
  if (props.length)
    cell.push({ text: lang === 'en' ? ' (' : '（' }, ...joinInline(props, ', '), {
      text: lang === 'en' ? ')' : '）',
    });
  if (custom)
    cell.push(
      { text: lang === 'en' ? `; ${CLASS_TEXT.en.customBy} ` : `；${CLASS_TEXT.zh.customBy} ` },
      propLink(custom, home),
    );
  return cell;
}

/** A demo section's row as cells: class, elements (count), what puts it there. */
export function demoRowCells(row: ClassRow, lang: Lang, home: string): Cell[] {
  return [
    [{ code: row.name, outline: true }],
    [...elementsCell(row.facts.elements), { text: ` (${row.facts.count})` }],
    originCell(row.origin, lang, home, row.custom),
  ];
}

/** Inline parts as plain text, code in backticks: how a claim reads a row. */
export function plainText(cells: readonly Cell[]): string {
  const text = (parts: readonly Inline[]): string =>
    parts
      .map((part) =>
        'text' in part ? part.text : 'code' in part ? `\`${part.code}\`` : text(part.children),
      )
      .join('');
  return cells.map(text).join(' | ');
}
