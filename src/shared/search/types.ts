/** As dumi's SearchResult names it. */
export type HintType = 'page' | 'title' | 'content' | 'demo';

export type RecordKind = 'page' | 'section' | 'demo';

export interface IndexedPage {
  title: string;
  link: string;
  /** Sidebar group title; empty when the page has none. */
  group: string;
}

/** A tuple, to keep the asset small; `keys`: keywords, or the props a demo's code uses. */
export type IndexedRecord = [
  page: number,
  kind: RecordKind,
  title: string,
  text: string,
  keys: string,
  anchor: string,
];

/** One locale's index, a static JSON asset. */
export interface SearchIndexData {
  version: 1;
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
