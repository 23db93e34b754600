/** The API reference's data: what the build reads from rc-table (src/node/api), the theme renders. */

/** One table (or sub-table) of the API reference each. */
export type ApiSection =
  | 'table'
  | 'column'
  | 'expandable'
  | 'sticky'
  | 'components'
  | 'summary'
  | 'summaryRow'
  | 'summaryCell';

/** Each tag's comment text ('' when it has none). */
export interface PropTags {
  private?: string;
  internal?: string;
  deprecated?: string;
}

/** One prop as rc-table's declaration files describe it. */
export interface ExtractedProp {
  section: ApiSection;
  name: string;
  /** As written in the .d.ts, whitespace collapsed. */
  type: string;
  optional: boolean;
  /** With the tags of a declaration it overrides (TableProps.indentSize: a deprecated one). */
  tags: PropTags;
  /** Interfaces that declare the prop, nearest first. */
  declaredIn: string[];
  /** The types rc-table declares that the prop's type names, each in {@link extractTypes}. */
  typeRefs: string[];
}

/** A type rc-table declares that a documented prop refers to, directly or not. */
export interface ExtractedType {
  name: string;
  kind: 'type' | 'interface';
  /** As declared, without `export`, `declare` and comments; empty when `section` lists it. */
  definition: string;
  /** The section whose table lists the interface's fields (ColumnType: `column`). */
  section?: ApiSection;
  typeRefs: string[];
}

/**
 * `widened` / `narrowed`: the old type is assignable to the new one only / the reverse (`undefined`
 * included, so becoming optional widens); `changed`: neither; the rest say what they do.
 */
export type ChangeKind =
  | 'widened'
  | 'narrowed'
  | 'changed'
  | 'deprecated'
  | 'undeprecated'
  | 'removed'
  | 'restored';

/** A prop's declaration in one release. */
export interface PropSignature {
  /** As the reference shows it: as written in the .d.ts, whitespace collapsed. */
  type: string;
  optional: boolean;
}

/** One change of a prop, between a release and the one before it. */
export interface PropChange {
  /** The first release with the change. */
  version: string;
  kind: ChangeKind;
  /** The declaration before: on type changes and `removed`. */
  from?: PropSignature;
  /** The declaration after: on type changes and `restored`. */
  to?: PropSignature;
  /** The `@deprecated` comment, on `deprecated`. */
  note?: string;
  /** When the prop's own text stayed: the rc-table types it names whose declarations changed. */
  via?: TypeChange[];
}

/** An rc-table type declared differently than in the release before. */
export interface TypeChange {
  name: string;
  /** The declaration as `extractTypes` gives it, whitespace collapsed; absent when none. */
  from?: string;
  /** Absent when there is none any more. */
  to?: string;
}

/** What is kept of a prop. */
export interface PropHistory {
  /** The first 7.x release that declares it. */
  since: string;
  /** Oldest first; absent when it never changed. */
  changes?: PropChange[];
}

/** What is kept of an export (`Column`, `Table.Summary`, `Summary.Row`, …). */
export interface ExportHistory {
  since: string;
  changes?: Array<{ version: string; kind: 'removed' | 'restored' }>;
}

/** What releaseTypes.json holds (not history.json: Node would resolve `./history` to it before history.ts). */
export interface ApiHistory {
  repository: string;
  /** Every release read, oldest first by version number. */
  releases: string[];
  /** By section, then prop name: each prop any release declares, newest release's order first. */
  props: Record<ApiSection, Record<string, PropHistory>>;
  /** `Table` is the default export; `Table.X` and `Summary.X` the statics the reference names. */
  exports: Record<string, ExportHistory>;
}

/** `default` only where rc-table's source behaves as that value (a unit test checks each). */
export interface PropDescription {
  en: string;
  zh: string;
  default?: string;
}

export type ApiDescriptions = Record<ApiSection, Record<string, PropDescription>>;

/** A demo page that uses a prop. */
export interface DemoLink {
  title: string;
  link: string;
}

/** Demo pages by the API anchor of a prop their demos use. */
export type DemoUsage = Record<string, DemoLink[]>;
