import ts from 'typescript';
import { compareVersions } from '../changelog/history';
import { API_SECTIONS, type ApiSection, type ExtractedProp } from './extract';
import type {
  ApiHistory,
  ChangeKind,
  ExportHistory,
  PropChange,
  PropHistory,
  PropSignature,
  TypeChange,
} from '../../shared/api/types';

export type {
  ApiHistory,
  ChangeKind,
  ExportHistory,
  PropChange,
  PropHistory,
  PropSignature,
  TypeChange,
} from '../../shared/api/types';
import keptHistory from './releaseTypes.json';

/**
 * When each prop and export of rc-table appeared in 7.x, and how its type changed since, as `npm
 * run api:history` derives it from each release's own commit (src/node/api/releaseTypes.json).
 */

/** Where `npm run api:history` writes the history, relative to the project root. */
export const API_HISTORY_FILE = 'src/node/api/releaseTypes.json';

/**
 * The same history read from the published packages the npm registry serves (their `lib/*.d.ts`),
 * which `npm run api:history` compares release by release with the one it derives.
 */
export const PUBLISHED_TYPES_FILE = 'src/node/api/publishedTypes.json';

/** The kept history (src/node/api/releaseTypes.json). */
export const apiHistory = keptHistory as ApiHistory;

/** A prop, as the version state names it. */
export interface PropKey {
  section: ApiSection;
  name: string;
}

/** The API of one release, as it differs from the newest release's. */
export interface VersionState {
  version: string;
  /** Props the newest release has that this one does not (not yet, or removed by then). */
  missing: PropKey[];
  /** Exports the newest release has that this one does not. */
  missingExports: string[];
  /**
   * Props declared differently then (`then`) than in the newest release (`now`; both absent when
   * the text is the same), or naming rc-table types declared differently since (`via`).
   */
  changed: Array<PropKey & { then?: PropSignature; now?: PropSignature; via?: string[] }>;
  /** Props the newest release deprecates that this one does not. */
  notYetDeprecated: PropKey[];
  /** Props this release deprecates that the newest one does not. */
  deprecatedThen: PropKey[];
}

/** How a declaration compares with the one before it; `same` when they are the same type. */
export type Judgement = 'same' | 'widened' | 'narrowed' | 'changed';

/** The compiler's reading of a prop's change since the release before ({@link ReleaseSnapshot.judged}). */
export interface Judged {
  judgement: Judgement;
  /** When the type text stayed: the rc-table types it names whose declarations changed. */
  via?: TypeChange[];
}

/** One release's API, as the script reads it from the declarations its release commit emits. */
export interface ReleaseSnapshot {
  version: string;
  props: readonly ExtractedProp[];
  /** See {@link ApiHistory.exports}. */
  exports: readonly string[];
  /**
   * By `section.name`: how the compiler judged a prop whose type text differs from the release
   * before, or whose text stayed but names an rc-table type declared differently (whether either
   * type is assignable to the other); it overrides {@link classifyChange}.
   */
  judged?: Readonly<Record<string, Judged>>;
}

/** The first release that declares the prop; undefined for a prop no release of the history has. */
export function sinceOf(
  section: ApiSection,
  name: string,
  history: ApiHistory = apiHistory,
): string | undefined {
  return history.props[section]?.[name]?.since;
}

/** The prop's changes, oldest first (none for an unknown prop). */
export function changesOf(
  section: ApiSection,
  name: string,
  history: ApiHistory = apiHistory,
): PropChange[] {
  return history.props[section]?.[name]?.changes ?? [];
}

/** The first release that has the export. */
export function exportSinceOf(name: string, history: ApiHistory = apiHistory): string | undefined {
  return history.exports[name]?.since;
}

/** The props a release declares, by section in the history's order. */
export function propsAt(version: string, history: ApiHistory = apiHistory): PropKey[] {
  return API_SECTIONS.flatMap((section) =>
    Object.entries(history.props[section] ?? {})
      .filter(([, entry]) => presentAt(entry, version))
      .map(([name]) => ({ section, name })),
  );
}

/** The exports a release has (`Table.Summary`, `Summary.Row` included). */
export function exportsAt(version: string, history: ApiHistory = apiHistory): string[] {
  return Object.entries(history.exports)
    .filter(([, entry]) => presentAt(entry, version))
    .map(([name]) => name);
}

/** The prop's declaration in the newest release, when the history records one. */
export function latestSignatureOf(
  section: ApiSection,
  name: string,
  history: ApiHistory = apiHistory,
): PropSignature | undefined {
  const entry = history.props[section]?.[name];
  return entry && latestSignature(entry);
}

/** A prop at one release, as a history records it. */
export interface PropAt {
  present: boolean;
  deprecated: boolean;
  /** Its declaration, where the history records one; undefined: as in the newest release. */
  signature?: PropSignature;
}

/** A prop at `version`: whether the release declares it, deprecates it, and how it declares it. */
export function propAt(
  section: ApiSection,
  name: string,
  version: string,
  history: ApiHistory = apiHistory,
): PropAt {
  const entry = history.props[section]?.[name];
  if (!entry || !presentAt(entry, version)) return { present: false, deprecated: false };
  const latest = latestSignature(entry);
  const signature = latest
    ? signatureAt(entry, version, latest)
    : (entry.changes ?? []).find(
        (change) => compareVersions(change.version, version) > 0 && change.from,
      )?.from;
  return {
    present: true,
    deprecated: deprecatedAt(entry, version),
    ...(signature ? { signature } : {}),
  };
}

/** Whether an entry exists at `version`: since then, and not removed at the time. */
function presentAt(
  entry: { since: string; changes?: ReadonlyArray<{ version: string; kind: ChangeKind }> },
  version: string,
): boolean {
  if (compareVersions(version, entry.since) < 0) return false;
  let present = true;
  for (const change of entry.changes ?? []) {
    if (compareVersions(change.version, version) > 0) break;
    if (change.kind === 'removed') present = false;
    if (change.kind === 'restored') present = true;
  }
  return present;
}

/** The prop's declaration at a release: the `from` of the next change that has one, else `now`. */
function signatureAt(history: PropHistory, version: string, now: PropSignature): PropSignature {
  const next = (history.changes ?? []).find(
    (change) => compareVersions(change.version, version) > 0 && change.from,
  );
  return next?.from ?? now;
}

/** The last `to` of the changes; undefined when the type never changed or the prop is gone. */
function latestSignature(history: PropHistory): PropSignature | undefined {
  for (const change of [...(history.changes ?? [])].reverse()) {
    if (change.kind === 'removed') return undefined;
    if (change.to) return change.to;
  }
  return undefined;
}

/** Whether the prop is deprecated at `version` (deprecated from the start: `deprecated` at `since`). */
function deprecatedAt(history: PropHistory, version: string): boolean {
  let deprecated = false;
  for (const change of history.changes ?? []) {
    if (compareVersions(change.version, version) > 0) break;
    if (change.kind === 'deprecated') deprecated = true;
    if (change.kind === 'undeprecated') deprecated = false;
  }
  return deprecated;
}

/**
 * What a 7.x release lacked or declared differently, compared with the newest release of the
 * history: for a version picker on the reference. Throws for a version outside the history.
 */
export function stateAt(version: string, history: ApiHistory = apiHistory): VersionState {
  const first = history.releases[0];
  const last = history.releases[history.releases.length - 1];
  if (compareVersions(version, first) < 0 || compareVersions(version, last) > 0) {
    throw new RangeError(`${version} is outside the history (${first}–${last})`);
  }
  const state: VersionState = {
    version,
    missing: [],
    missingExports: [],
    changed: [],
    notYetDeprecated: [],
    deprecatedThen: [],
  };
  for (const section of API_SECTIONS) {
    for (const [name, entry] of Object.entries(history.props[section] ?? {})) {
      if (!presentAt(entry, last)) continue;
      if (!presentAt(entry, version)) {
        state.missing.push({ section, name });
        continue;
      }
      const via = [
        ...new Set(
          (entry.changes ?? [])
            .filter((change) => compareVersions(change.version, version) > 0)
            .flatMap((change) => (change.via ?? []).map((type) => type.name)),
        ),
      ];
      const now = latestSignature(entry);
      const then = now && signatureAt(entry, version, now);
      const differs =
        now &&
        then &&
        (normaliseType(then.type) !== normaliseType(now.type) || then.optional !== now.optional);
      if (differs || via.length) {
        state.changed.push({
          section,
          name,
          ...(differs ? { then, now } : {}),
          ...(via.length ? { via } : {}),
        });
      }
      const deprecatedNow = deprecatedAt(entry, last);
      const deprecatedThen = deprecatedAt(entry, version);
      if (deprecatedNow && !deprecatedThen) state.notYetDeprecated.push({ section, name });
      if (deprecatedThen && !deprecatedNow) state.deprecatedThen.push({ section, name });
    }
  }
  for (const [name, entry] of Object.entries(history.exports)) {
    if (presentAt(entry, last) && !presentAt(entry, version)) state.missingExports.push(name);
  }
  return state;
}

/** Function and constructor types, whose parameter names are not part of the type. */
function hasParameterNames(node: ts.Node): node is ts.FunctionTypeNode | ts.ConstructorTypeNode {
  return ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node);
}

/** Types that need no parentheses wherever they stand. */
function isSelfContained(node: ts.TypeNode): boolean {
  return (
    ts.isTypeReferenceNode(node) ||
    ts.isTypeLiteralNode(node) ||
    ts.isLiteralTypeNode(node) ||
    ts.isArrayTypeNode(node) ||
    ts.isTupleTypeNode(node) ||
    ts.isIndexedAccessTypeNode(node) ||
    ts.isTypeQueryNode(node) ||
    node.kind === ts.SyntaxKind.StringKeyword ||
    node.kind === ts.SyntaxKind.NumberKeyword ||
    node.kind === ts.SyntaxKind.BooleanKeyword ||
    node.kind === ts.SyntaxKind.AnyKeyword ||
    node.kind === ts.SyntaxKind.UnknownKeyword ||
    node.kind === ts.SyntaxKind.VoidKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    node.kind === ts.SyntaxKind.UndefinedKeyword
  );
}

const printer = ts.createPrinter({ removeComments: true });

/**
 * A type text in a form where spellings of the same type compare equal: whitespace and the
 * separators of type literals, `React.X` and an imported `X`, union (and intersection) member
 * order, `Array<X>` and `X[]`, redundant parentheses and the parameter names of function types.
 * Text that does not parse as a type is only whitespace-collapsed.
 */
export function normaliseType(text: string): string {
  const parsed = parseType(text);
  if (!parsed) return text.replace(/\s+/g, ' ').trim();
  const { source, alias } = parsed;
  const print = (node: ts.Node) =>
    printer.printNode(ts.EmitHint.Unspecified, node, source).replace(/\s+/g, ' ').trim();
  const canonical: ts.TransformerFactory<ts.Node> = (context) => {
    const { factory } = context;
    const visit = (original: ts.Node): ts.Node => {
      const node = ts.visitEachChild(original, visit, context);
      if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && node.left.text === 'React') {
        return node.right;
      }
      if (ts.isParenthesizedTypeNode(node) && isSelfContained(node.type)) return node.type;
      if (
        ts.isTypeReferenceNode(node) &&
        ts.isIdentifier(node.typeName) &&
        node.typeName.text === 'Array' &&
        node.typeArguments?.length === 1
      ) {
        return factory.createArrayTypeNode(node.typeArguments[0]);
      }
      if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
        const union = ts.isUnionTypeNode(node);
        const members = node.types.flatMap((member) =>
          union && ts.isUnionTypeNode(member) ? [...member.types] : [member],
        );
        const byText = new Map(members.map((member) => [print(member), member]));
        const sorted = [...byText.keys()].sort().map((key) => byText.get(key) as ts.TypeNode);
        return union
          ? factory.createUnionTypeNode(sorted)
          : factory.createIntersectionTypeNode(sorted);
      }
      if (hasParameterNames(node)) {
        const parameters = node.parameters.map((parameter, index) =>
          factory.updateParameterDeclaration(
            parameter,
            parameter.modifiers,
            parameter.dotDotDotToken,
            factory.createIdentifier(`p${index}`),
            parameter.questionToken,
            parameter.type,
            parameter.initializer,
          ),
        );
        return ts.isFunctionTypeNode(node)
          ? factory.updateFunctionTypeNode(
              node,
              node.typeParameters,
              factory.createNodeArray(parameters),
              node.type,
            )
          : factory.updateConstructorTypeNode(
              node,
              node.modifiers,
              node.typeParameters,
              factory.createNodeArray(parameters),
              node.type,
            );
      }
      return node;
    };
    return (root) => ts.visitNode(root, visit) as ts.Node;
  };
  const result = ts.transform<ts.Node>(alias.type, [canonical]);
  const normalised = print(result.transformed[0]);
  result.dispose();
  return normalised;
}

/** `text` parsed as the type of a one-statement alias, or undefined when it is no type. */
function parseType(
  text: string,
): { source: ts.SourceFile; alias: ts.TypeAliasDeclaration } | undefined {
  const source = ts.createSourceFile(
    'type.ts',
    `type T = ${text};`,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  const [alias] = source.statements;
  if (source.statements.length !== 1 || !alias || !ts.isTypeAliasDeclaration(alias))
    return undefined;
  return { source, alias };
}

/** The members of a normalised type's top-level union (one member when it is no union). */
function unionMembers(normalised: string): Set<string> {
  const parsed = parseType(normalised);
  if (!parsed || !ts.isUnionTypeNode(parsed.alias.type)) return new Set([normalised]);
  const { source, alias } = parsed;
  return new Set(
    (alias.type as ts.UnionTypeNode).types.map((member) =>
      printer.printNode(ts.EmitHint.Unspecified, member, source).replace(/\s+/g, ' ').trim(),
    ),
  );
}

/** By the texts: the union-member rule, and `any` or `unknown` as the widest type. */
function typeDirection(before: string, after: string): Judgement {
  const from = normaliseType(before);
  const to = normaliseType(after);
  if (from === to) return 'same';
  if (to === 'any' || to === 'unknown') return 'widened';
  if (from === 'any' || from === 'unknown') return 'narrowed';
  const fromMembers = unionMembers(from);
  const toMembers = unionMembers(to);
  if ([...fromMembers].every((member) => toMembers.has(member))) return 'widened';
  if ([...toMembers].every((member) => fromMembers.has(member))) return 'narrowed';
  return 'changed';
}

/**
 * How a prop's declaration changed: undefined when it did not (after {@link normaliseType}),
 * `widened` / `narrowed` when every part of the change goes that way (union members added or
 * removed, made optional or required), else `changed`.
 */
export function classifyChange(
  before: PropSignature,
  after: PropSignature,
): 'widened' | 'narrowed' | 'changed' | undefined {
  const type = typeDirection(before.type, after.type);
  const optional: Judgement =
    before.optional === after.optional ? 'same' : after.optional ? 'widened' : 'narrowed';
  if (type === 'same' && optional === 'same') return undefined;
  if (type === 'same') return optional as 'widened' | 'narrowed';
  if (optional === 'same' || optional === type) return type as 'widened' | 'narrowed' | 'changed';
  return 'changed';
}

const signatureOf = (prop: ExtractedProp): PropSignature => ({
  type: prop.type,
  optional: prop.optional,
});

const deprecation = (version: string, prop: ExtractedProp): PropChange =>
  prop.tags.deprecated
    ? { version, kind: 'deprecated', note: prop.tags.deprecated }
    : { version, kind: 'deprecated' };

/**
 * The history of `snapshots` (any order; each release once): for every prop and export, the first
 * release that has it and, release by release in version order, how it changed. A prop deprecated
 * in its first release gets a `deprecated` change at `since`.
 */
export function deriveApiHistory(
  snapshots: readonly ReleaseSnapshot[],
  repository: string,
): ApiHistory {
  const ordered = [...snapshots].sort((a, b) => compareVersions(a.version, b.version));
  const props = Object.fromEntries(API_SECTIONS.map((section) => [section, {}])) as Record<
    ApiSection,
    Record<string, PropHistory>
  >;
  // Newest release first, so that the props of the newest release come in its order.
  const keys = new Map<string, PropKey>();
  for (const snapshot of [...ordered].reverse()) {
    for (const prop of snapshot.props) {
      keys.set(`${prop.section}.${prop.name}`, { section: prop.section, name: prop.name });
    }
  }
  for (const { section, name } of keys.values()) {
    let previous: ExtractedProp | undefined;
    let seen = false;
    const entry: PropHistory = { since: '' };
    const changes: PropChange[] = [];
    for (const snapshot of ordered) {
      const { version } = snapshot;
      const prop = snapshot.props.find((each) => each.section === section && each.name === name);
      if (!seen) {
        if (prop) entry.since = version;
        if (prop?.tags.deprecated !== undefined) changes.push(deprecation(version, prop));
      } else if (!prop && previous) {
        changes.push({ version, kind: 'removed', from: signatureOf(previous) });
      } else if (prop && !previous) {
        changes.push({ version, kind: 'restored', to: signatureOf(prop) });
      } else if (prop && previous) {
        const judged = snapshot.judged?.[`${section}.${name}`];
        const kind = judged
          ? judged.judgement
          : classifyChange(signatureOf(previous), signatureOf(prop));
        if (kind && kind !== 'same') {
          changes.push(
            judged?.via
              ? { version, kind, via: judged.via }
              : { version, kind, from: signatureOf(previous), to: signatureOf(prop) },
          );
        }
        const was = previous.tags.deprecated !== undefined;
        const is = prop.tags.deprecated !== undefined;
        if (!was && is) changes.push(deprecation(version, prop));
        if (was && !is) changes.push({ version, kind: 'undeprecated' });
      }
      seen ||= Boolean(prop);
      if (seen) previous = prop;
    }
    props[section][name] = changes.length ? { ...entry, changes } : entry;
  }

  const exportNames = new Set(
    [...ordered].reverse().flatMap((snapshot) => snapshot.exports as string[]),
  );
  const exports: Record<string, ExportHistory> = {};
  for (const name of exportNames) {
    let since: string | undefined;
    let present = false;
    const changes: Array<{ version: string; kind: 'removed' | 'restored' }> = [];
    for (const snapshot of ordered) {
      const has = snapshot.exports.includes(name);
      if (!since && has) since = snapshot.version;
      else if (since && has !== present) {
        changes.push({ version: snapshot.version, kind: has ? 'restored' : 'removed' });
      }
      present = has;
    }
    exports[name] = changes.length
      ? { since: since as string, changes }
      : { since: since as string };
  }

  return {
    repository,
    releases: ordered.map((snapshot) => snapshot.version),
    props,
    exports,
  };
}
