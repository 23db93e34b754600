import type { ApiLocale, ApiRow, ApiSection, ApiTypeEntry } from '../api/model';
import type { DemoUsage } from '../api/demoUsage';
import { API_LABELS } from '../api/labels';

/**
 * The API reference as Markdown, for the Markdown twin of the index page: what the `<ApiTable>`
 * builtin renders (.dumi/theme/builtins/ApiTable), from the same rows and types (src/api/model.ts,
 * built from rc-table's declaration files), in the same order and with the same wording.
 * Props are GitHub-flavoured Markdown tables; the Types section gives each type its declaration
 * as a code block, which a table cell cannot hold.
 */

/** The reference's wording per language: the HTML reference's own (src/api/labels.ts). */
export const API_MARKDOWN_TEXT = API_LABELS;

/** A code span holding `text`, with a fence of backticks longer than any run inside it. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Plain text (a page title or description from the front matter) as Markdown that reads as the
 * same text: the characters Markdown would take for markup are escaped (`<caption>` stays text).
 */
export function escapeText(text: string): string {
  return text.replace(/([\\`*[\]])/g, '\\$1').replace(/<(?=[A-Za-z/!])/g, '\\<');
}

/**
 * Text of a description (plain text with `code` spans) made safe for a table cell: `|` is escaped
 * everywhere (GitHub-flavoured Markdown reads `\|` inside a code span as `|`), line breaks become
 * spaces, and outside code spans the characters Markdown would read as markup are escaped.
 */
export function cellText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 ? part : escapeText(part)))
    .join('')
    .replace(/\|/g, '\\|');
}

/** What the Markdown of a section needs besides its rows. */
export interface ApiMarkdownOptions {
  locale: ApiLocale;
  /** Demo pages per prop anchor, in the page's locale (see src/search/crossref.ts). */
  usedBy?: DemoUsage;
  /** The address of an anchor of the API reference (`prop-rowkey` → `/table/#prop-rowkey`). */
  anchorHref: (anchor: string) => string;
  /** The address of a page of the site (`/demo/simple` → `/table/demo/simple`). */
  pageHref: (route: string) => string;
  /** The depth of the heading the table follows: a heading inside the section goes one deeper. */
  depth: number;
}

function rowsTable(rows: readonly ApiRow[], options: ApiMarkdownOptions): string {
  const text = API_MARKDOWN_TEXT[options.locale];
  const lines = [
    `| ${text.property} | ${text.type} | ${text.default} | ${text.description} |`,
    '| --- | --- | --- | --- |',
  ];
  const open = options.locale === 'zh' ? '（' : ' (';
  const close = options.locale === 'zh' ? '）' : ')';
  // Chinese sentences follow one another without a space.
  const space = options.locale === 'zh' ? '' : ' ';
  for (const row of rows) {
    const badge =
      row.status === 'deprecated'
        ? `${open}${text.deprecated}${close}`
        : row.status === 'internal'
          ? `${open}${text.internalBadge}${close}`
          : '';
    const parts = [cellText(row.description[options.locale])];
    if (row.replacement) {
      const name = codeSpan(row.replacement.name);
      parts.push(
        `${text.useInstead.before}${
          row.replacement.anchor ? `[${name}](${options.anchorHref(row.replacement.anchor)})` : name
        }${text.useInstead.after}`,
      );
    }
    const demos = options.usedBy?.[row.anchor] ?? [];
    if (demos.length) {
      const links = demos.map(
        (demo) => `[${cellText(demo.title)}](${options.pageHref(demo.link)})`,
      );
      parts.push(`${text.demos}${space}${links.join(options.locale === 'zh' ? '、' : ', ')}`);
    }
    lines.push(
      `| ${cellText(codeSpan(row.name))}${badge} | ${cellText(codeSpan(row.type))} | ${
        row.default ? cellText(codeSpan(row.default)) : '-'
      } | ${parts.join(space)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The props of one section as Markdown: the public and deprecated props in one table, then the
 * internal ones under their own heading, as the HTML reference shows them.
 */
export function apiSectionMarkdown(
  rows: readonly ApiRow[],
  section: ApiSection,
  options: ApiMarkdownOptions,
): string {
  const text = API_MARKDOWN_TEXT[options.locale];
  const own = rows.filter((row) => row.section === section);
  const publicRows = own.filter((row) => row.status !== 'internal');
  const internalRows = own.filter((row) => row.status === 'internal');
  const blocks = [rowsTable(publicRows, options)];
  if (internalRows.length) {
    blocks.push(`${'#'.repeat(Math.min(6, options.depth + 1))} ${text.internalHeading}`);
    blocks.push(rowsTable(internalRows, options));
  }
  return blocks.join('\n\n');
}

/** A fenced code block holding `code`, with a fence longer than any backtick run inside it. */
export function codeBlock(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code}${code.endsWith('\n') ? '' : '\n'}${fence}`;
}

/**
 * The Types section as Markdown: a heading per type and its declaration as written in rc-table's
 * `.d.ts`, or, for an interface a table documents field by field, a pointer to that table.
 */
export function apiTypesMarkdown(
  types: readonly ApiTypeEntry[],
  options: ApiMarkdownOptions,
): string {
  const text = API_MARKDOWN_TEXT[options.locale];
  const hashes = '#'.repeat(Math.min(6, options.depth + 1));
  return types
    .map((type) => {
      const body = type.section
        ? text.fieldsIn(
            codeSpan(type.name),
            `[${text.tables[type.section]}](${options.anchorHref(`api-${type.section}`)})`,
          )
        : codeBlock(type.definition, 'ts');
      return `${hashes} ${codeSpan(type.name)}\n\n${body}`;
    })
    .join('\n\n');
}
