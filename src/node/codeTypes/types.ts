/** The data that `annotate` returns and `renderHtml` reads: plain JSON, so it can be cached. */

/** What the TypeScript compiler says about an identifier, as an editor shows it on hover. */
export interface TypeInfo {
  /**
   * The quick info's display text, e.g. `type ColumnsType<RecordType = unknown> = …` or
   * `(property) TableProps<Row>.rowKey?: …` (at an import, the imported declaration's).
   */
  type: string;
  /** The doc comment's text, `''` if none. */
  docs: string;
  /** The doc comment's tags (`@deprecated`, `@param`…), in order. */
  tags: { name: string; text: string }[];
}

/** Where an identifier is in the code, and which `TypeInfo` describes it. */
export interface Occurrence {
  /** Offset of the identifier's first character (after line breaks are normalised to `\n`). */
  start: number;
  end: number;
  /** Index into `AnnotatedCode.infos`; equal infos share one index. */
  info: number;
}

/** One token of a line: Prism's types, and the identifier occurrence it belongs to, if any. */
export interface CodeToken {
  content: string;
  /** As prism-react-renderer gives them: `['plain']`, `['keyword']`, `['tag', 'punctuation']`… */
  types: string[];
  /**
   * Index into `AnnotatedCode.occurrences`. An identifier may span several tokens; they follow
   * one another and carry the same index.
   */
  occurrence?: number;
}

/** Highlighted code, with type information on identifiers. */
export interface AnnotatedCode {
  /** The code as highlighted (line breaks normalised to `\n`). */
  code: string;
  /** The Prism language used, `''` if none (plain text). */
  language: string;
  lines: CodeToken[][];
  occurrences: Occurrence[];
  infos: TypeInfo[];
}
