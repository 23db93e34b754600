import type {
  ApiDescriptions,
  ApiHistory,
  ApiSection,
  ChangeKind,
  ExtractedProp,
  ExtractedType,
  PropChange,
  PropHistory,
} from './types';

export type { ApiSection } from './types';

export type ApiLocale = 'en' | 'zh';

export type ApiStatus = 'normal' | 'deprecated' | 'internal';

/** What to use instead of a deprecated prop; `anchor` when it is a documented prop. */
export interface ApiReplacement {
  name: string;
  anchor?: string;
}

/** An rc-table type named by a prop's type, as it was declared before a change. */
export interface ApiTypeBefore {
  name: string;
  /** The declaration before the change; absent when rc-table did not declare the type yet. */
  before?: string;
}

/** A change to a prop after the release that added it: a "changed in" note, undone by `?as-of=`. */
export interface ApiRowChange {
  /** The first release with the change. */
  version: string;
  kind: ChangeKind;
  /** The prop's own type before this release: on type changes and `removed`. */
  before?: string;
  /** When the prop's own text stayed: the rc-table types it names whose declarations changed. */
  via?: ApiTypeBefore[];
}

/**
 * Releases whose declarations tagged a prop `@deprecated` only by inheriting a legacy prop's tag
 * that points at the prop itself (until 7.11.2): nothing a reader should act on.
 */
export interface InheritedDeprecation {
  from: string;
  /** The first release without the tag; absent when the tag is still there. */
  until?: string;
}

export interface ApiRow {
  section: ApiSection;
  /** See {@link propAnchor}. */
  anchor: string;
  /** As readers write it: `rowKey`, `title` (column), `expandable.rowExpandable`. */
  name: string;
  type: string;
  optional: boolean;
  default?: string;
  description: Record<ApiLocale, string>;
  status: ApiStatus;
  replacement?: ApiReplacement;
  /** rc-table's types named in `type`, each linked to the Types section. */
  typeRefs: string[];
  /** The first release that declares the prop; absent when it is the first release of the history. */
  since?: string;
  /** Its changes after {@link since}, oldest first; absent when there are none. */
  changes?: ApiRowChange[];
  /** Releases whose declarations tagged it `@deprecated` by inheritance only; not among `changes`. */
  inheritedDeprecation?: InheritedDeprecation;
}

/** An entry of the Types section. */
export interface ApiTypeEntry extends ExtractedType {
  anchor: string;
}

const ANCHOR_PREFIX: Record<ApiSection, string> = {
  table: 'prop-',
  column: 'prop-column-',
  expandable: 'prop-expandable-',
  sticky: 'prop-sticky-',
  components: 'prop-components-',
  summary: 'prop-summary-',
  summaryRow: 'prop-summary-row-',
  summaryCell: 'prop-summary-cell-',
};

/** Their rows show the bare prop name. */
const COMPONENT_SECTIONS: ReadonlySet<ApiSection> = new Set<ApiSection>([
  'table',
  'column',
  'summary',
  'summaryRow',
  'summaryCell',
]);

const COMPONENT_NAME: Partial<Record<ApiSection, string>> = {
  summary: 'Table.Summary',
  summaryRow: 'Table.Summary.Row',
  summaryCell: 'Table.Summary.Cell',
};

const STATUS_ORDER: Record<ApiStatus, number> = { normal: 0, deprecated: 1, internal: 2 };

/** The id of a prop's row (`prop-rowkey`, `prop-column-fixed`); pages link to it: keep it fixed. */
export function propAnchor(section: ApiSection, name: string): string {
  return `${ANCHOR_PREFIX[section]}${name}`.toLowerCase();
}

/** Nested config props carry their parent prop. */
export function displayName(section: ApiSection, name: string): string {
  return COMPONENT_SECTIONS.has(section) ? name : `${section}.${name}`;
}

/** e.g. `column.onCell` in a replacement hint. */
function qualifiedName(section: ApiSection, name: string): string {
  if (section === 'table') return name;
  return `${COMPONENT_NAME[section] ?? section}.${name}`;
}

export function typeAnchor(name: string): string {
  return `type-${name}`;
}

export function buildApiTypes(types: readonly ExtractedType[]): ApiTypeEntry[] {
  return types.map((type) => ({ ...type, anchor: typeAnchor(type.name) }));
}

export function apiLocale(localeId: string | undefined): ApiLocale {
  return localeId?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The first `code` span of a `@deprecated` comment, resolved to a prop if there is one. */
export function resolveReplacement(
  comment: string,
  section: ApiSection,
  props: readonly ExtractedProp[],
): ApiReplacement | undefined {
  const token = /`([^`]+)`/.exec(comment)?.[1];
  if (!token) return undefined;
  const [head, ...rest] = token.split('.');
  const candidates: Array<[ApiSection, string]> = rest.length
    ? [[head as ApiSection, rest.join('.')]]
    : [
        [section, token],
        ['table', token],
      ];
  for (const [targetSection, name] of candidates) {
    if (props.some((prop) => prop.section === targetSection && prop.name === name)) {
      return { name: qualifiedName(targetSection, name), anchor: propAnchor(targetSection, name) };
    }
  }
  return { name: token };
}

/** Props without a description in either language, and descriptions of props that do not exist. */
export function checkDescriptions(
  props: readonly ExtractedProp[],
  descriptions: ApiDescriptions,
): string[] {
  const problems: string[] = [];
  const known = new Set(props.map((prop) => `${prop.section}.${prop.name}`));
  for (const prop of props) {
    const entry = descriptions[prop.section]?.[prop.name];
    for (const locale of ['en', 'zh'] as const) {
      if (!entry?.[locale]?.trim()) {
        problems.push(`${prop.section}.${prop.name}: no ${locale} description`);
      }
    }
  }
  for (const [section, entries] of Object.entries(descriptions)) {
    for (const name of Object.keys(entries)) {
      if (!known.has(`${section}.${name}`)) {
        problems.push(`${section}.${name}: described, but not in rc-table's types`);
      }
    }
  }
  return problems;
}

/** What a change kept of the history says to a reader. */
function rowChange(change: PropChange): ApiRowChange {
  const row: ApiRowChange = { version: change.version, kind: change.kind };
  if (change.from) row.before = change.from.type;
  if (change.via) {
    row.via = change.via.map((type) =>
      type.from === undefined ? { name: type.name } : { name: type.name, before: type.from },
    );
  }
  return row;
}

/**
 * A prop's history as its row carries it: `since` (unless the first release) and the changes
 * after; an inherited deprecation and its end become {@link InheritedDeprecation}.
 */
export function rowHistory(
  section: ApiSection,
  name: string,
  entry: PropHistory,
  firstRelease: string,
  props: readonly ExtractedProp[],
): Pick<ApiRow, 'since' | 'changes' | 'inheritedDeprecation'> {
  const result: Pick<ApiRow, 'since' | 'changes' | 'inheritedDeprecation'> = {};
  if (entry.since !== firstRelease) result.since = entry.since;
  const changes: ApiRowChange[] = [];
  let inherited: InheritedDeprecation | undefined;
  for (const change of entry.changes ?? []) {
    if (change.kind === 'deprecated') {
      const replacement = resolveReplacement(change.note ?? '', section, props);
      if (replacement?.anchor === propAnchor(section, name)) {
        inherited = { from: change.version };
        continue;
      }
      if (change.version === entry.since) continue;
    }
    if (change.kind === 'undeprecated' && inherited && !inherited.until) {
      inherited.until = change.version;
      continue;
    }
    changes.push(rowChange(change));
  }
  if (changes.length) result.changes = changes;
  if (inherited) result.inheritedDeprecation = inherited;
  return result;
}

/** The rows by section, then public, deprecated, internal; with `history`, each with its past. */
export function buildApiRows(
  props: readonly ExtractedProp[],
  descriptions: ApiDescriptions,
  history?: ApiHistory,
): ApiRow[] {
  const rows = props.map((prop): ApiRow => {
    const entry = descriptions[prop.section]?.[prop.name];
    const internal = prop.tags.private !== undefined || prop.tags.internal !== undefined;
    const deprecated = !internal && prop.tags.deprecated !== undefined;
    const row: ApiRow = {
      section: prop.section,
      anchor: propAnchor(prop.section, prop.name),
      name: displayName(prop.section, prop.name),
      type: prop.type,
      optional: prop.optional,
      description: { en: entry?.en ?? '', zh: entry?.zh ?? '' },
      status: internal ? 'internal' : deprecated ? 'deprecated' : 'normal',
      typeRefs: prop.typeRefs,
    };
    if (entry?.default !== undefined) row.default = entry.default;
    if (deprecated) {
      const replacement = resolveReplacement(prop.tags.deprecated ?? '', prop.section, props);
      if (replacement) row.replacement = replacement;
    }
    const past = history?.props[prop.section]?.[prop.name];
    if (history && past) {
      Object.assign(row, rowHistory(prop.section, prop.name, past, history.releases[0], props));
    }
    return row;
  });
  const sectionOrder = [...new Set(props.map((prop) => prop.section))];
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        sectionOrder.indexOf(a.row.section) - sectionOrder.indexOf(b.row.section) ||
        STATUS_ORDER[a.row.status] - STATUS_ORDER[b.row.status] ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}
