import type {
  ApiLocale,
  ApiRow,
  ApiRowChange,
  ApiSection,
  ApiTypeEntry,
} from '../../shared/api/model';
import type { DemoUsage } from '../api/demoUsage';
import { API_LABELS } from '../../shared/api/labels';

/** The API reference as Markdown: what `<ApiTable>` renders, from the same rows and wording. */

export const API_MARKDOWN_TEXT = API_LABELS;

/** With a fence of backticks longer than any run inside `text`. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Plain text as Markdown that reads as the same text (`<caption>` stays text). */
export function escapeText(text: string): string {
  return text.replace(/([\\`*[\]])/g, '\\$1').replace(/<(?=[A-Za-z/!])/g, '\\<');
}

/** A description made safe for a table cell (GFM reads `\|` as `|` even inside a code span). */
export function cellText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 ? part : escapeText(part)))
    .join('')
    .replace(/\|/g, '\\|');
}

export interface ApiMarkdownOptions {
  locale: ApiLocale;
  usedBy?: DemoUsage;
  /** `prop-rowkey` → `/table/#prop-rowkey`. */
  anchorHref: (anchor: string) => string;
  /** `/demo/simple` → `/table/demo/simple`. */
  pageHref: (route: string) => string;
  /** The depth of the heading the table follows. */
  depth: number;
}

/**
 * The changes of a prop after its first release, one sentence each, with the type (or the rc-table
 * types it names) as declared before a type change.
 */
export function changesMarkdown(changes: readonly ApiRowChange[], locale: ApiLocale): string {
  const text = API_MARKDOWN_TEXT[locale];
  const space = locale === 'zh' ? '' : ' ';
  const { gap } = text;
  return changes
    .map((change) => {
      const sentences = [
        text.change[change.kind](change.version) +
          (change.via ? text.through(change.via.map((type) => codeSpan(type.name))).join('') : ''),
      ];
      if (change.before !== undefined && change.kind !== 'removed') {
        sentences.push(`${text.typeBefore(change.version)}${gap}${codeSpan(change.before)}`);
      }
      for (const type of change.via ?? []) {
        const declaration = type.before === undefined ? text.notDeclared : codeSpan(type.before);
        sentences.push(
          `${text.declarationBefore(codeSpan(type.name), change.version).join('')}${gap}${declaration}`,
        );
      }
      return sentences.map((sentence) => `${sentence}${text.stop}`).join(space);
    })
    .join(space);
}

function rowsTable(rows: readonly ApiRow[], options: ApiMarkdownOptions): string {
  const text = API_MARKDOWN_TEXT[options.locale];
  const lines = [
    `| ${text.property} | ${text.sinceColumn} | ${text.type} | ${text.default} | ${text.description} |`,
    '| --- | --- | --- | --- | --- |',
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
    if (row.changes) parts.push(cellText(changesMarkdown(row.changes, options.locale)));
    const demos = options.usedBy?.[row.anchor] ?? [];
    if (demos.length) {
      const links = demos.map(
        (demo) => `[${cellText(demo.title)}](${options.pageHref(demo.link)})`,
      );
      parts.push(`${text.demos}${space}${links.join(options.locale === 'zh' ? '、' : ', ')}`);
    }
    lines.push(
      `| ${cellText(codeSpan(row.name))}${badge} | ${row.since ?? ''} | ${cellText(codeSpan(row.type))} | ${
        row.default ? cellText(codeSpan(row.default)) : '-'
      } | ${parts.join(space)} |`,
    );
  }
  return lines.join('\n');
}

/** Public and deprecated props in one table, internal ones under their own heading. */
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

/** With a fence longer than any backtick run inside `code`. */
export function codeBlock(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code}${code.endsWith('\n') ? '' : '\n'}${fence}`;
}

/** A heading per type and its declaration as a code block, or a pointer to the table listing it. */
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
