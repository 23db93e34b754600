import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** The groups of props the API reference documents, one table (or sub-table) each. */
export type ApiSection = 'table' | 'column' | 'expandable' | 'sticky' | 'components';

/** Every section, in the order the index page shows them. */
export const API_SECTIONS: readonly ApiSection[] = [
  'table',
  'column',
  'expandable',
  'sticky',
  'components',
];

/** JSDoc tags the reference cares about, each with its comment text ('' when the tag has none). */
export interface PropTags {
  private?: string;
  internal?: string;
  deprecated?: string;
}

/** One prop as rc-table's declaration files describe it. */
export interface ExtractedProp {
  section: ApiSection;
  name: string;
  /** The type exactly as written in the .d.ts, whitespace collapsed to single spaces. */
  type: string;
  optional: boolean;
  tags: PropTags;
  /**
   * Interfaces that declare the prop, nearest first. A prop redeclared by a sub-interface keeps the
   * tags of the declaration it overrides (TableProps.indentSize overrides a deprecated legacy prop).
   */
  declaredIn: string[];
}

/** Where each section's props come from: a declaration file of rc-table/lib and its interfaces. */
const SOURCES: ReadonlyArray<{ section: ApiSection; file: string; interfaces: string[] }> = [
  { section: 'table', file: 'Table.d.ts', interfaces: ['TableProps'] },
  { section: 'column', file: 'interface.d.ts', interfaces: ['ColumnType', 'ColumnGroupType'] },
  { section: 'expandable', file: 'interface.d.ts', interfaces: ['ExpandableConfig'] },
  { section: 'sticky', file: 'interface.d.ts', interfaces: ['TableSticky'] },
  { section: 'components', file: 'interface.d.ts', interfaces: ['TableComponents'] },
];

const TRACKED_TAGS = ['private', 'internal', 'deprecated'] as const;

/** A member collected while walking a type; `declaredIn` grows as overridden bases are merged. */
interface Member {
  name: string;
  type: string;
  optional: boolean;
  tags: PropTags;
  declaredIn: string[];
}

/** Directory of rc-table's CommonJS build and declarations, as resolved from `cwd`. */
export function resolveRcTableLib(cwd: string = process.cwd()): string {
  const require = createRequire(path.join(cwd, 'package.json'));
  return path.join(path.dirname(require.resolve('rc-table/package.json')), 'lib');
}

/** The installed rc-table version, as resolved from `cwd`. */
export function readRcTableVersion(cwd: string = process.cwd()): string {
  const require = createRequire(path.join(cwd, 'package.json'));
  return (require('rc-table/package.json') as { version: string }).version;
}

/**
 * Reads rc-table's declaration files with the TypeScript compiler API and lists the props of
 * TableProps, ColumnType/ColumnGroupType, ExpandableConfig, TableSticky and TableComponents,
 * following `extends`, intersections, `Omit` and `Pick` so inherited props are included.
 * Throws on a construct it cannot follow, so a change in rc-table's types cannot go unnoticed.
 */
export function extractApi(libDir: string): ExtractedProp[] {
  const fileNames = [...new Set(SOURCES.map((source) => path.join(libDir, source.file)))];
  // Only declarations and the symbols linking the two files are needed: skipping the default lib
  // and imported packages (react) keeps this under 100 ms instead of over a second.
  const program = ts.createProgram(fileNames, {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    noResolve: true,
    noLib: true,
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Node10,
  });
  const checker = program.getTypeChecker();
  const props: ExtractedProp[] = [];

  for (const source of SOURCES) {
    const sourceFile = program.getSourceFile(path.join(libDir, source.file));
    if (!sourceFile) throw new Error(`Cannot read ${source.file} in ${libDir}`);
    const merged = new Map<string, Member>();
    for (const interfaceName of source.interfaces) {
      const declaration = sourceFile.statements.find(
        (node): node is ts.InterfaceDeclaration =>
          ts.isInterfaceDeclaration(node) && node.name.text === interfaceName,
      );
      if (!declaration) throw new Error(`Interface ${interfaceName} not found in ${source.file}`);
      for (const member of interfaceMembers(declaration, checker)) {
        if (!merged.has(member.name)) merged.set(member.name, member);
      }
    }
    for (const member of merged.values()) props.push({ section: source.section, ...member });
  }
  return props;
}

/** Own members of an interface followed by the inherited ones it does not redeclare. */
function interfaceMembers(declaration: ts.InterfaceDeclaration, checker: ts.TypeChecker): Member[] {
  const own = declaration.members.map((member) => toMember(member, declaration.name.text));
  const inherited: Member[] = [];
  for (const clause of declaration.heritageClauses ?? []) {
    for (const base of clause.types) {
      if (!ts.isIdentifier(base.expression)) {
        throw new Error(`Unsupported heritage clause: ${base.getText()}`);
      }
      inherited.push(...referenceMembers(base.expression, base.typeArguments, checker));
    }
  }
  return mergeMembers(own, inherited);
}

/** Members of `Name<Args>`: utility types are applied, other names are resolved to declarations. */
function referenceMembers(
  name: ts.EntityName,
  typeArguments: ts.NodeArray<ts.TypeNode> | undefined,
  checker: ts.TypeChecker,
): Member[] {
  const text = name.getText();
  const [target, keys] = typeArguments ?? [];
  if ((text === 'Omit' || text === 'Pick') && target && keys) {
    const picked = new Set(literalKeys(keys));
    return typeMembers(target, checker).filter(
      (member) => picked.has(member.name) === (text === 'Pick'),
    );
  }
  if ((text === 'Partial' || text === 'Readonly') && target) {
    return typeMembers(target, checker).map((member) => ({
      ...member,
      optional: member.optional || text === 'Partial',
    }));
  }

  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (declaration && ts.isInterfaceDeclaration(declaration))
    return interfaceMembers(declaration, checker);
  if (declaration && ts.isTypeAliasDeclaration(declaration))
    return typeMembers(declaration.type, checker);
  throw new Error(`Cannot follow type ${text}`);
}

/** Members of an object-like type node. */
function typeMembers(node: ts.TypeNode, checker: ts.TypeChecker): Member[] {
  if (ts.isParenthesizedTypeNode(node)) return typeMembers(node.type, checker);
  if (ts.isTypeLiteralNode(node))
    return node.members.map((member) => toMember(member, '(type literal)'));
  if (ts.isIntersectionTypeNode(node)) {
    return node.types.reduce<Member[]>(
      (all, part) => mergeMembers(all, typeMembers(part, checker)),
      [],
    );
  }
  if (ts.isTypeReferenceNode(node))
    return referenceMembers(node.typeName, node.typeArguments, checker);
  throw new Error(`Unsupported type construct: ${node.getText()}`);
}

/** String literal keys of `'a' | 'b'`. */
function literalKeys(node: ts.TypeNode): string[] {
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(literalKeys);
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return [node.literal.text];
  throw new Error(`Unsupported key list: ${node.getText()}`);
}

/** `first` wins on a name clash; it records the overridden declaration and keeps tags it lacks. */
function mergeMembers(first: Member[], second: Member[]): Member[] {
  const byName = new Map(first.map((member) => [member.name, { ...member }]));
  for (const member of second) {
    const existing = byName.get(member.name);
    if (!existing) {
      byName.set(member.name, member);
      continue;
    }
    existing.declaredIn = [...existing.declaredIn, ...member.declaredIn];
    existing.tags = { ...member.tags, ...existing.tags };
  }
  return [...byName.values()];
}

function toMember(node: ts.TypeElement, owner: string): Member {
  if (!ts.isPropertySignature(node) || !node.type) {
    throw new Error(`Unsupported member in ${owner}: ${node.getText()}`);
  }
  const name = node.name.getText().replace(/^['"]|['"]$/g, '');
  const tags: PropTags = {};
  for (const tag of ts.getJSDocTags(node)) {
    const tagName = tag.tagName.text as (typeof TRACKED_TAGS)[number];
    if (TRACKED_TAGS.includes(tagName)) {
      tags[tagName] = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
    }
  }
  return {
    name,
    type: node.type.getText().replace(/\s+/g, ' ').trim(),
    optional: Boolean(node.questionToken),
    tags,
    declaredIn: [owner],
  };
}
