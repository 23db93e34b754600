import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { propsUsed, propUseName, rcTableProps } from '../api/propsUsed';
import type { MdNode } from '../api/propsUsedMarkdown';
import type { DemoFacts } from '../../shared/demos/facts';
import { CLASS_ORIGINS, CLASS_PARTS, type ClassPart } from '../../shared/demos/classOrigins';
import {
  CLASS_TEXT,
  classRows,
  demoRowCells,
  elementsCell,
  originCell,
  type Cell,
  type Inline,
  type Lang,
} from '../../shared/demos/classRows';
import { cssProperties } from '../../shared/demos/cssProperties';
import { OUTLINE_ATTRIBUTE } from '../../shared/demos/outline';
import { SITE_TABLE_CSS_PATH } from '../../shared/playground/tableCss';

/**
 * The generated parts of the pages about classes: each demo page's "Classes" table
 * (`<!-- classes -->`), and on /classes the classes of every demo by part of the table
 * (`<!-- classes-reference -->`), the custom properties of src/styles/table.css
 * (`<!-- table-css-properties -->`) and the stylesheet itself (`<!-- table-css -->`). Each is a
 * list of blocks, rendered as Markdown nodes for the page (src/node/plugins/remarkClasses.ts) and
 * as Markdown text for its twin (src/node/docs/markdownTwin.ts).
 */

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; depth: number; text: string }
  | { type: 'table'; header: string[]; rows: Cell[][] }
  | { type: 'code'; lang: string; value: string };

/** The markers, each a comment on its own line. */
export const CLASS_MARKERS = {
  demo: /^<!--\s*classes(?:[\s:][\s\S]*)?-->\s*$/,
  reference: /^<!--\s*classes-reference(?:[\s:][\s\S]*)?-->\s*$/,
  properties: /^<!--\s*table-css-properties(?:[\s:][\s\S]*)?-->\s*$/,
  stylesheet: /^<!--\s*table-css(?:[\s:][\s\S]*)?-->\s*$/,
} as const;

/** The props a demo's code uses, as readers write them (`components.body`). */
export function demoUses(cwd: string, demo: string): Set<string> {
  const file = join(cwd, 'demos', `${demo}.tsx`);
  if (!existsSync(file)) return new Set();
  return new Set(
    propsUsed(readFileSync(file, 'utf8'), `${demo}.tsx`, rcTableProps(cwd)).map(propUseName),
  );
}

/** The facts of every demo, by demo file name. */
export const FACTS_DIR = 'src/shared/demos/facts';

export function readFacts(cwd: string, demo: string): DemoFacts {
  const file = join(cwd, FACTS_DIR, `${demo}.json`);
  if (!existsSync(file))
    throw new Error(`${file}: no facts of the demo "${demo}" (run npm run demos:facts)`);
  return JSON.parse(readFileSync(file, 'utf8')) as DemoFacts;
}

/** Every demo with facts, with its page's title in both languages. */
export function demoPages(cwd: string): Array<{ demo: string; title: Record<Lang, string> }> {
  const dir = join(cwd, FACTS_DIR);
  if (!existsSync(dir)) return [];
  const title = (file: string) =>
    /^title:\s*(.+)$/m.exec(readFileSync(join(cwd, 'docs/demo', file), 'utf8'))?.[1].trim() ?? '';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => basename(file, '.json'))
    .filter((demo) => existsSync(join(cwd, 'docs/demo', `${demo}.md`)))
    .sort()
    .map((demo) => ({
      demo,
      title: { en: title(`${demo}.md`), zh: title(`${demo}.zh-CN.md`) },
    }));
}

/** The language of a page file, and the home of its API reference. */
export function pageLang(page: string): { lang: Lang; home: string } {
  return /\.zh-CN\.md$/.test(page) ? { lang: 'zh', home: '/zh-CN' } : { lang: 'en', home: '/' };
}

/** The section of one demo: the hint, then a row per class it carries. */
export function demoClassBlocks(
  facts: DemoFacts,
  lang: Lang,
  home: string,
  uses: ReadonlySet<string> = new Set(),
): Block[] {
  const text = CLASS_TEXT[lang];
  return [
    { type: 'paragraph', children: [{ text: text.hint }] },
    {
      type: 'table',
      header: [text.class, text.elements, text.by],
      rows: classRows(facts.classes, facts.prefix, uses).map((row) =>
        demoRowCells(row, lang, home),
      ),
    },
  ];
}

export const PART_TITLES: Record<ClassPart, Record<Lang, string>> = {
  table: { en: 'The table and its boxes', zh: '表格与容器' },
  header: { en: 'Header', zh: '表头' },
  body: { en: 'Body rows', zh: '表体的行' },
  cells: { en: 'Cells', zh: '单元格' },
  fixed: { en: 'Fixed columns', zh: '固定列' },
  expansion: { en: 'Expanded rows and tree data', zh: '展开行与树形数据' },
  summary: { en: 'Summary', zh: '总结栏' },
  scroll: { en: 'Scrolling', zh: '滚动' },
  sticky: { en: 'Sticky header', zh: '吸顶表头' },
};

/** The demos whose table carries a class of each pattern. */
function demosByPattern(cwd: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { demo } of demoPages(cwd)) {
    const facts = readFacts(cwd, demo);
    for (const row of classRows(facts.classes, facts.prefix)) {
      const demos = found.get(row.origin.pattern) ?? new Set<string>();
      found.set(row.origin.pattern, demos.add(demo));
    }
  }
  return found;
}

/** Every class rc-table writes, by part of the table, with the demos that show it. */
export function referenceBlocks(cwd: string, lang: Lang, home: string): Block[] {
  const text = CLASS_TEXT[lang];
  const pages = demoPages(cwd);
  const demoHome = lang === 'en' ? '/demo/' : '/zh-CN/demo/';
  const byPattern = demosByPattern(cwd);
  return CLASS_PARTS.flatMap((part): Block[] => [
    { type: 'heading', depth: 3, text: PART_TITLES[part][lang] },
    {
      type: 'table',
      header: [text.class, text.elements, text.by, text.demos],
      rows: CLASS_ORIGINS.filter((origin) => origin.part === part).map((origin) => {
        const demos = byPattern.get(origin.pattern) ?? new Set<string>();
        // Most demos carry the classes every table has: then the page names those that do not.
        const most = demos.size > pages.length / 2;
        const listed = pages.filter(({ demo }) => demos.has(demo) !== most);
        const links = listed.flatMap(({ demo, title }, i): Inline[] => [
          ...(i ? [{ text: lang === 'en' ? ', ' : '、' }] : []),
          { link: `${demoHome}${demo}`, children: [{ text: title[lang] }] },
        ]);
        let shown: Cell = links;
        if (!demos.size) shown = [{ text: text.noDemo }];
        else if (demos.size === pages.length) shown = [{ text: text.everyDemo }];
        else if (most) shown = [{ text: text.everyDemoBut }, ...links];
        return [
          [{ code: `rc-table${origin.pattern}` }],
          elementsCell(origin.elements),
          originCell(origin, lang, home),
          shown,
        ];
      }),
    },
  ]);
}

/** The custom properties of src/styles/table.css, with their values and what they style. */
export function propertyBlocks(cwd: string, lang: Lang): Block[] {
  const text = CLASS_TEXT[lang];
  const css = readFileSync(join(cwd, SITE_TABLE_CSS_PATH), 'utf8');
  const dark = readFileSync(join(cwd, '.dumi/global.less'), 'utf8');
  return [
    {
      type: 'table',
      header: [text.property, text.light, text.dark, text.styles],
      rows: cssProperties(css, dark).map((property) => [
        [{ code: property.name }],
        [{ code: property.value }],
        property.dark ? [{ code: property.dark }] : [{ text: '—' }],
        property.uses.length
          ? [
              ...property.uses.flatMap((use, i): Inline[] => [
                ...(i ? [{ text: ', ' }] : []),
                { code: use },
              ]),
              {
                text:
                  lang === 'en'
                    ? ` ${text.rules(property.rules)}`
                    : `，${text.rules(property.rules)}`,
              },
            ]
          : [{ text: text.unused }],
      ]),
    },
  ];
}

/** The stylesheet, whole, to copy. */
export function stylesheetBlocks(cwd: string): Block[] {
  return [
    {
      type: 'code',
      lang: 'css',
      value: readFileSync(join(cwd, SITE_TABLE_CSS_PATH), 'utf8').trimEnd(),
    },
  ];
}

/** The blocks a marker stands for on `page` (a file under docs/), or undefined for another comment. */
export function markerBlocks(
  comment: string,
  page: string,
  cwd: string,
  demo?: string,
): Block[] | undefined {
  const { lang, home } = pageLang(page);
  const value = comment.trim();
  if (CLASS_MARKERS.reference.test(value)) return referenceBlocks(cwd, lang, home);
  if (CLASS_MARKERS.properties.test(value)) return propertyBlocks(cwd, lang);
  if (CLASS_MARKERS.stylesheet.test(value)) return stylesheetBlocks(cwd);
  if (CLASS_MARKERS.demo.test(value)) {
    if (!demo) throw new Error(`${page}: a classes marker needs a <code src="…"> demo on the page`);
    return demoClassBlocks(readFacts(cwd, demo), lang, home, demoUses(cwd, demo));
  }
  return undefined;
}

function inlineNodes(parts: readonly Inline[]): MdNode[] {
  return parts.map((part): MdNode => {
    if ('text' in part) return { type: 'text', value: part.text };
    if ('link' in part)
      return { type: 'link', url: part.link, children: inlineNodes(part.children) };
    const code: MdNode = { type: 'inlineCode', value: part.code };
    if (!part.outline) return code;
    // A checkbox in a label: the browser keeps its state, which the outline reads.
    return {
      type: 'classOutline',
      data: {
        hName: 'label',
        hProperties: { className: ['class-outline'], [OUTLINE_ATTRIBUTE]: part.code },
      },
      children: [
        { type: 'classOutlineBox', data: { hName: 'input', hProperties: { type: 'checkbox' } } },
        code,
      ],
    };
  });
}

/** The blocks as Markdown nodes. */
export function blockNodes(blocks: readonly Block[]): MdNode[] {
  return blocks.map((block): MdNode => {
    if (block.type === 'paragraph')
      return { type: 'paragraph', children: inlineNodes(block.children) };
    if (block.type === 'heading')
      return {
        type: 'heading',
        depth: block.depth,
        children: [{ type: 'text', value: block.text }],
      };
    if (block.type === 'code') return { type: 'code', lang: block.lang, value: block.value };
    const row = (cells: MdNode[][]): MdNode => ({
      type: 'tableRow',
      children: cells.map((children) => ({ type: 'tableCell', children })),
    });
    return {
      type: 'table',
      // Long class names break anywhere in these tables, so they fit a phone's width.
      data: { hProperties: { className: ['site-class-table'] } },
      align: block.header.map(() => null),
      children: [
        row(block.header.map((title) => [{ type: 'text', value: title }])),
        ...block.rows.map((cells) => row(cells.map(inlineNodes))),
      ],
    };
  });
}

const escapeCell = (value: string) => value.replace(/\|/g, '\\|');

function inlineMarkdown(parts: readonly Inline[], href: (url: string) => string): string {
  return parts
    .map((part) => {
      if ('text' in part) return escapeCell(part.text);
      if ('link' in part) return `[${inlineMarkdown(part.children, href)}](${href(part.link)})`;
      return `\`${escapeCell(part.code)}\``;
    })
    .join('');
}

/** The blocks as Markdown text, links made absolute by `href`. */
export function blocksMarkdown(blocks: readonly Block[], href: (url: string) => string): string[] {
  return blocks.map((block) => {
    if (block.type === 'paragraph') return inlineMarkdown(block.children, href);
    if (block.type === 'heading') return `${'#'.repeat(block.depth)} ${block.text}`;
    if (block.type === 'code') return `\`\`\`${block.lang}\n${block.value}\n\`\`\``;
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [
      line(block.header),
      line(block.header.map(() => '---')),
      ...block.rows.map((cells) => line(cells.map((cell) => inlineMarkdown(cell, href)))),
    ].join('\n');
  });
}
