import { expandReleaseHistory } from '../changelog/page';
import { parseMarkdownPage, stripInline, type ParsedPage } from '../docs/markdown';
import { isDebugFrontmatter } from '../../shared/site/debugPages';
import { propUseName, type PropUse } from '../api/propsUsed';
import { apiLocale, type ApiRow, type ApiTypeEntry } from '../../shared/api/model';
import type { ApiSection } from '../../shared/api/types';
import type { PageSource } from '../docs/pages';
import type {
  IndexedPage,
  IndexedRecord,
  PageKind,
  SearchIndexData,
} from '../../shared/search/types';

export type { PageSource } from '../docs/pages';

/** The API reference as the index reads it: the rows and types the `ApiTable` builtin renders. */
export interface SearchApi {
  rows: readonly ApiRow[];
  types: readonly ApiTypeEntry[];
}

/** `expandable.rowExpandable` is found by `rowExpandable`. */
function propKeys(uses: PropUse[] | undefined): string {
  return (uses ?? []).map(propUseName).join(' ');
}

/** How readers write a prop in a path: `column.fixed`, `Summary.Cell.colSpan`. */
const SECTION_PATH: Partial<Record<ApiSection, string>> = {
  column: 'column',
  summary: 'Summary',
  summaryRow: 'Summary.Row',
  summaryCell: 'Summary.Cell',
};

/** A row's name with the object or component it belongs to: what a reader types for it. */
export function qualifiedPropName(row: Pick<ApiRow, 'section' | 'name'>): string {
  const path = SECTION_PATH[row.section];
  return path ? `${path}.${row.name}` : row.name;
}

/** A type's declaration, shortened: the record says what it is, the row shows it whole. */
const TYPE_TEXT_LIMIT = 120;
/**
 * A section's text in the index: its start, where what a reader searches for is (the lead and
 * the names the section is about). The few sections longer than this (the changelog's summary,
 * the longest pitfalls) kept whole put the Chinese index over its 60 KB.
 */
const SECTION_TEXT_LIMIT = 600;

/** What a page is to a reader: the changelog, a demo page or the demo gallery, or a guide. */
function pageKind(link: string): PageKind {
  const path = link.replace(/^\/zh-CN(?=\/|$)/, '') || '/';
  if (path === '/changelog') return 'changelog';
  if (path === '/demo' || path.startsWith('/demo/')) return 'demo';
  return 'guide';
}

/** `7.30.3`: the changelog's release headings. */
const RELEASE_TITLE = /^\d+\.\d+\.\d+$/;

/** The heading each `<ApiTable section>` sits under, by section (`types` too). */
function apiTableHeadings(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  let heading = '';
  for (const line of markdown.split('\n')) {
    const title = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (title) heading = stripInline(title[1]);
    const table = /<ApiTable\s[^>]*section=["']([^"']+)["']/.exec(line);
    if (table) found.set(table[1], heading);
  }
  return found;
}

/** Records of one page's sections; returns each section title's record id, first one kept. */
function addSections(
  records: IndexedRecord[],
  index: number,
  page: ParsedPage,
  kind: PageKind,
): Map<string, number> {
  const ids = new Map<string, number>();
  // The nearest open heading of each depth, for a record's heading path.
  const open: Array<{ depth: number; id: number }> = [];
  for (const section of page.sections) {
    const isIntro = section.depth === 1;
    const whole = section.paragraphs.join(' ');
    const release = kind === 'changelog' && RELEASE_TITLE.test(section.title);
    // A release keeps its whole text: it names the releases without notes, each with its date.
    const text =
      !release && whole.length > SECTION_TEXT_LIMIT
        ? `${whole.slice(0, SECTION_TEXT_LIMIT)}…`
        : whole;
    if (isIntro && !text) continue;
    while (open.length && open[open.length - 1].depth >= section.depth) open.pop();
    const parent = open[open.length - 1]?.id;
    const record: IndexedRecord = [
      index,
      release ? 'release' : 'section',
      isIntro ? '' : section.title,
      text,
      '',
      isIntro ? '' : section.id,
    ];
    if (parent !== undefined) record.push(parent);
    records.push(record);
    if (!isIntro) {
      open.push({ depth: section.depth, id: records.length - 1 });
      if (!ids.has(section.title)) ids.set(section.title, records.length - 1);
    }
  }
  return ids;
}

/** A type's record: its declaration shortened, the row shows it whole. */
function typeRecord(index: number, type: ApiTypeEntry): IndexedRecord {
  const text =
    type.definition.length > TYPE_TEXT_LIMIT
      ? `${type.definition.slice(0, TYPE_TEXT_LIMIT)}…`
      : type.definition;
  return [index, 'type', type.name, text, '', type.anchor];
}

/** A prop's record, named as readers write it (`column.fixed`), its bare name a key. */
function rowRecord(index: number, row: ApiRow, locale: string): IndexedRecord {
  const name = qualifiedPropName(row);
  const bareName = name.split('.').pop() ?? name;
  const text = stripInline(row.description[apiLocale(locale)]);
  const kind = row.status === 'normal' ? 'api' : 'legacyApi';
  return [index, kind, name, text, bareName === name ? '' : bareName, row.anchor];
}

/** A record per row and type of every `ApiTable` on the page, under the heading it sits under. */
function addApiRecords(
  records: IndexedRecord[],
  index: number,
  markdown: string,
  sectionIds: Map<string, number>,
  api: SearchApi,
  locale: string,
): void {
  for (const [section, heading] of apiTableHeadings(markdown)) {
    const parent = sectionIds.get(heading);
    const withParent = (record: IndexedRecord): IndexedRecord => {
      if (parent !== undefined) record[6] = parent;
      return record;
    };
    if (section === 'types') {
      for (const type of api.types) records.push(withParent(typeRecord(index, type)));
      continue;
    }
    for (const row of api.rows.filter((entry) => entry.section === section)) {
      records.push(withParent(rowRecord(index, row, locale)));
    }
  }
}

/**
 * A record per name in backticks in the first cell of a table row (the exports of the API section,
 * `` `genTable` ``), under the heading it sits in: `TableProps` opens the table that lists it.
 */
function addExportRecords(
  records: IndexedRecord[],
  index: number,
  markdown: string,
  sectionIds: Map<string, number>,
): void {
  let heading = '';
  for (const line of markdown.split('\n')) {
    const title = /^#{2,6}\s+(.+?)\s*$/.exec(line)?.[1];
    if (title) heading = title;
    // `| \`Column\`, \`ColumnGroup\` | since | what it is |`: a record per name of the first cell.
    const row = /^\|([^|]*)\|[^|]*\|(.*)\|\s*$/.exec(line);
    const parent = sectionIds.get(heading);
    if (!row || parent === undefined) continue;
    const text = stripInline(row[2].trim());
    for (const [, name] of row[1].matchAll(/`([A-Za-z_][\w.]*)`/g)) {
      const record: IndexedRecord = [index, 'api', name, text, '', records[parent][5]];
      record[6] = parent;
      records.push(record);
    }
  }
}

/**
 * One locale's index: a record per page, section (a changelog release is one of its own kind) and
 * demo (with the props it uses); with `api`, a record per prop and type of every API table.
 */
export function buildSearchIndex(
  locale: string,
  sources: PageSource[],
  api?: SearchApi,
): SearchIndexData {
  const pages: IndexedPage[] = [];
  const records: IndexedRecord[] = [];
  const sorted = [...sources].sort((a, b) => a.link.localeCompare(b.link));
  for (const source of sorted) {
    // The changelog's generated release lists are searchable like its notes.
    const page = parseMarkdownPage(expandReleaseHistory(source.markdown, source.file), source.file);
    if (isDebugFrontmatter(page.frontmatter)) continue;
    const group = page.frontmatter.group;
    const index = pages.length;
    const kind = pageKind(source.link);
    pages.push({
      title: page.title,
      link: source.link,
      group: typeof group === 'string' ? group : String(group?.title ?? ''),
      kind,
    });
    records.push([
      index,
      'page',
      page.title,
      String(page.frontmatter.description ?? ''),
      (page.frontmatter.keywords ?? []).join(' '),
      '',
    ]);
    const sectionIds = addSections(records, index, page, kind);
    if (api) {
      addApiRecords(records, index, source.markdown, sectionIds, api, locale);
      addExportRecords(records, index, source.markdown, sectionIds);
    }
    for (const demo of page.demos) {
      records.push([
        index,
        'demo',
        demo.title || page.title,
        demo.description,
        propKeys(source.demoProps?.[demo.src]),
        demo.id,
      ]);
    }
  }
  return { version: 2, locale, pages, records };
}
