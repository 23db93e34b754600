import { parseMarkdownPage } from '../docs/markdown';
import { isDebugFrontmatter } from '../site/debugPages';
import { propUseName, type PropUse } from '../api/propsUsed';
import type { PageSource } from '../docs/pages';
import type { IndexedPage, IndexedRecord, SearchIndexData } from './types';

export type { PageSource } from '../docs/pages';

/** Words from the props a demo uses: `expandable.rowExpandable` is found by `rowExpandable`. */
function propKeys(uses: PropUse[] | undefined): string {
  return (uses ?? []).map(propUseName).join(' ');
}

/**
 * Builds the serialisable search index of one locale from its pages: a page record (title,
 * description, keywords), one record per section (heading, paragraphs) and one per demo (title,
 * description, the props its code uses). Pages with `debug: true` are left out, as in the build.
 */
export function buildSearchIndex(locale: string, sources: PageSource[]): SearchIndexData {
  const pages: IndexedPage[] = [];
  const records: IndexedRecord[] = [];
  const sorted = [...sources].sort((a, b) => a.link.localeCompare(b.link));
  for (const source of sorted) {
    const page = parseMarkdownPage(source.markdown, source.file);
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
