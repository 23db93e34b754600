import { expandReleaseHistory } from '../changelog/page';
import { parseMarkdownPage } from '../docs/markdown';
import { isDebugFrontmatter } from '../../shared/site/debugPages';
import { propUseName, type PropUse } from '../api/propsUsed';
import type { PageSource } from '../docs/pages';
import type { IndexedPage, IndexedRecord, SearchIndexData } from '../../shared/search/types';

export type { PageSource } from '../docs/pages';

/** `expandable.rowExpandable` is found by `rowExpandable`. */
function propKeys(uses: PropUse[] | undefined): string {
  return (uses ?? []).map(propUseName).join(' ');
}

/** One locale's index: a record per page, per section and per demo (with the props it uses). */
export function buildSearchIndex(locale: string, sources: PageSource[]): SearchIndexData {
  const pages: IndexedPage[] = [];
  const records: IndexedRecord[] = [];
  const sorted = [...sources].sort((a, b) => a.link.localeCompare(b.link));
  for (const source of sorted) {
    // The changelog's generated release lists are searchable like its notes.
    const page = parseMarkdownPage(expandReleaseHistory(source.markdown, source.file), source.file);
    if (isDebugFrontmatter(page.frontmatter)) continue;
    const group = page.frontmatter.group;
    const index = pages.length;
    pages.push({
      title: page.title,
      link: source.link,
      group: typeof group === 'string' ? group : String(group?.title ?? ''),
    });
    records.push([
      index,
      'page',
      page.title,
      String(page.frontmatter.description ?? ''),
      (page.frontmatter.keywords ?? []).join(' '),
      '',
    ]);
    for (const section of page.sections) {
      const isIntro = section.depth === 1;
      const text = section.paragraphs.join(' ');
      if (isIntro && !text) continue;
      records.push([
        index,
        'section',
        isIntro ? '' : section.title,
        text,
        '',
        isIntro ? '' : section.id,
      ]);
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
  return { version: 1, locale, pages, records };
}
