/** As dumi's SearchResult names it. */
export type HintType = 'page' | 'title' | 'content' | 'demo';

/**
 * `api`: a prop's row of the API reference (`legacyApi`: a deprecated or internal one); `type`: an
 * rc-table type; `release`: a changelog release.
 */
export type RecordKind = 'page' | 'section' | 'demo' | 'api' | 'legacyApi' | 'type' | 'release';

/** What a page is to a reader. */
export type PageKind = 'guide' | 'demo' | 'changelog';

/** What a result is, as the search box labels it and its filter narrows to. */
export type ResultKind = 'api' | 'demo' | 'guide' | 'changelog';

export const RESULT_KINDS: readonly ResultKind[] = ['api', 'demo', 'guide', 'changelog'];

export interface IndexedPage {
  title: string;
  link: string;
  /** Sidebar group title; empty when the page has none. */
  group: string;
  kind: PageKind;
}

/**
 * A tuple, to keep the asset small. `keys`: keywords, the props a demo's code uses, or an API
 * row's bare name; `parent`: the record of the heading it sits under, absent at the top.
 */
export type IndexedRecord = [
  page: number,
  kind: RecordKind,
  title: string,
  text: string,
  keys: string,
  anchor: string,
  parent?: number,
];

/** One locale's index, a static JSON asset. */
export interface SearchIndexData {
  version: 2;
  locale: string;
  pages: IndexedPage[];
  records: IndexedRecord[];
}

/** Rendered as a text node, inside `<mark>` when `highlighted`. */
export interface HighlightText {
  text: string;
  highlighted?: boolean;
}

export interface SearchHint {
  type: HintType;
  kind: ResultKind;
  /** The page title and the headings the result sits under, outermost first. */
  path: string[];
  link: string;
  /** Higher first. */
  priority: number;
  pageTitle: string;
  highlightTitleTexts: HighlightText[];
  highlightTexts: HighlightText[];
}

/** The results of one sidebar group. */
export interface SearchResultGroup {
  title?: string;
  hints: SearchHint[];
}
