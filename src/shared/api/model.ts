import type { ApiDescriptions } from '../../node/api/descriptions';
import type { ApiSection, ExtractedProp, ExtractedType } from '../../node/api/extract';

export type { ApiSection } from '../../node/api/extract';

export type ApiLocale = 'en' | 'zh';

export type ApiStatus = 'normal' | 'deprecated' | 'internal';

/** What to use instead of a deprecated prop; `anchor` when it is a documented prop. */
export interface ApiReplacement {
  name: string;
  anchor?: string;
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

/** The rows: by section, then public, deprecated, internal, each in declaration order. */
export function buildApiRows(
  props: readonly ExtractedProp[],
  descriptions: ApiDescriptions,
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
