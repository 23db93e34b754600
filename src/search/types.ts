/** Shapes shared by the search index builder (build time) and the searcher (browser). */

/** What a result points at, as dumi's SearchResult names it. */
export type HintType = 'page' | 'title' | 'content' | 'demo';

/** Kind of an indexed record: a whole page, one section of it, or one demo on it. */
export type RecordKind = 'page' | 'section' | 'demo';

/** One page of the index. */
export interface IndexedPage {
  /** Page title from the front matter (or the first heading). */
  title: string;
  /** Route path, e.g. `/zh-CN/demo/fixed-columns`. */
  link: string;
  /** Sidebar group title, shown above the page's results; empty when the page has none. */
  group: string;
}

/**
 * One searchable record, stored as a tuple to keep the asset small:
 * `[page index, kind, title, text, keys, anchor]`. `title` is empty when it repeats the page title
 * (the intro section); `keys` holds keywords or, for demos, the props the demo's code uses.
 */
export type IndexedRecord = [
  page: number,
  kind: RecordKind,
  title: string,
  text: string,
  keys: string,
  anchor: string,
];

/** The serialised index of one locale, emitted as a static JSON asset. */
export interface SearchIndexData {
  /** Format version; the searcher refuses other versions. */
  version: 1;
  locale: string;
  pages: IndexedPage[];
  records: IndexedRecord[];
}

/** A piece of highlighted text; render it as a text node, inside `<mark>` when `highlighted`. */
export interface HighlightText {
  text: string;
  highlighted?: boolean;
}

/** One result row. */
export interface SearchHint {
  type: HintType;
  link: string;
  /** Higher first: page-title matches weigh 100, title matches 10, content 1. */
  priority: number;
  pageTitle: string;
  highlightTitleTexts: HighlightText[];
  highlightTexts: HighlightText[];
}

/** Results of one group (a sidebar group, or none), best group first. */
export interface SearchResultGroup {
  title?: string;
  hints: SearchHint[];
}
