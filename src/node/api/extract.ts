import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ApiSection, ExtractedProp, ExtractedType, PropTags } from '../../shared/api/types';

export type { ApiSection, ExtractedProp, ExtractedType, PropTags } from '../../shared/api/types';

/** In the order the index page shows them. */
export const API_SECTIONS: readonly ApiSection[] = [
  'table',
  'column',
  'expandable',
  'sticky',
  'components',
  'summary',
  'summaryRow',
  'summaryCell',
];

/** Where each section's props are declared: interfaces of a file of `lib`, the first one winning. */
export const API_SOURCES: ReadonlyArray<{
  section: ApiSection;
  file: string;
  interfaces: readonly string[];
}> = [
  { section: 'table', file: 'Table.d.ts', interfaces: ['TableProps'] },
  { section: 'column', file: 'interface.d.ts', interfaces: ['ColumnType', 'ColumnGroupType'] },
  { section: 'expandable', file: 'interface.d.ts', interfaces: ['ExpandableConfig'] },
  { section: 'sticky', file: 'interface.d.ts', interfaces: ['TableSticky'] },
  { section: 'components', file: 'interface.d.ts', interfaces: ['TableComponents'] },
  { section: 'summary', file: 'Footer/Summary.d.ts', interfaces: ['SummaryProps'] },
  { section: 'summaryRow', file: 'Footer/Row.d.ts', interfaces: ['FooterRowProps'] },
  { section: 'summaryCell', file: 'Footer/Cell.d.ts', interfaces: ['SummaryCellProps'] },
];

const TYPES_FILE = 'interface.d.ts';

const TRACKED_TAGS = ['private', 'internal', 'deprecated'] as const;

interface Member {
  name: string;
  type: string;
  optional: boolean;
  tags: PropTags;
  declaredIn: string[];
  /** Every unqualified type name the type refers to, declared by rc-table or not. */
  names: string[];
}

/** rc-table's `lib` folder (CommonJS build and declarations), as resolved from `cwd`. */
export function resolveRcTableLib(cwd: string = process.cwd()): string {
  const require = createRequire(path.join(cwd, 'package.json'));
  return path.join(path.dirname(require.resolve('rc-table/package.json')), 'lib');
}

export function readRcTableVersion(cwd: string = process.cwd()): string {
  const require = createRequire(path.join(cwd, 'package.json'));
  return (require('rc-table/package.json') as { version: string }).version;
}

/** How {@link extractApi} reads a `lib` folder. */
export interface ExtractOptions {
  /**
   * Leave out a section whose file or interface is not there instead of throwing: the
   * declarations of an older release (no Footer/Summary.d.ts before 7.15.0, no TableSticky
   * before sticky existed). Off for the installed package, where a missing one is a bug.
   */
  allowMissing?: boolean;
}

/** Each section's props, inherited ones included; throws on a construct it cannot follow. */
export function extractApi(libDir: string, options: ExtractOptions = {}): ExtractedProp[] {
  const program = createProgram(libDir);
  const checker = program.getTypeChecker();
  const declared = declaredTypes(program, libDir);
  const props: ExtractedProp[] = [];

  for (const source of API_SOURCES) {
    const sourceFile = program.getSourceFile(path.join(libDir, source.file));
    if (!sourceFile && options.allowMissing) continue;
    if (!sourceFile) throw new Error(`Cannot read ${source.file} in ${libDir}`);
    const merged = new Map<string, Member>();
    for (const interfaceName of source.interfaces) {
      const declaration = sourceFile.statements.find(
        (node): node is ts.InterfaceDeclaration =>
          ts.isInterfaceDeclaration(node) && node.name.text === interfaceName,
      );
      if (!declaration && options.allowMissing) continue;
      if (!declaration) throw new Error(`Interface ${interfaceName} not found in ${source.file}`);
      for (const member of interfaceMembers(declaration, checker)) {
        if (!merged.has(member.name)) merged.set(member.name, member);
      }
    }
    for (const { names, ...member } of merged.values()) {
      props.push({
        section: source.section,
        ...member,
        typeRefs: names.filter((name) => declared.has(name)),
      });
    }
  }
  return props;
}

/** The types the props name, then the types those name, in order of first appearance. */
export function extractTypes(libDir: string, props: readonly ExtractedProp[]): ExtractedType[] {
  const program = createProgram(libDir);
  const declared = declaredTypes(program, libDir);
  const typesFile = program.getSourceFile(path.join(libDir, TYPES_FILE)) as ts.SourceFile;
  const sectionOf = new Map<string, ApiSection>();
  for (const source of API_SOURCES) {
    if (source.file !== TYPES_FILE) continue;
    for (const name of source.interfaces) sectionOf.set(name, source.section);
  }
  const queue = [...new Set(props.flatMap((prop) => prop.typeRefs))];
  const types: ExtractedType[] = [];
  for (let index = 0; index < queue.length; index += 1) {
    const name = queue[index];
    const declaration = declared.get(name);
    if (!declaration) throw new Error(`Type ${name} is not declared in ${TYPES_FILE}`);
    const section = sectionOf.get(name);
    const names = section ? [] : referencedNames(declaration);
    const typeRefs = [...new Set(names.filter((ref) => declared.has(ref) && ref !== name))];
    for (const ref of typeRefs) if (!queue.includes(ref)) queue.push(ref);
    const text = section ? '' : declarationText(declaration, typesFile);
    types.push({
      name,
      kind: ts.isInterfaceDeclaration(declaration) ? 'interface' : 'type',
      definition: text,
      ...(section ? { section } : {}),
      typeRefs,
    });
  }
  return types;
}

/** Without `export`/`declare`, comments (no string in the .d.ts looks like one) and blank lines. */
function declarationText(
  declaration: ts.InterfaceDeclaration | ts.TypeAliasDeclaration,
  sourceFile: ts.SourceFile,
): string {
  return declaration
    .getText(sourceFile)
    .replace(/^(?:export\s+)?(?:declare\s+)?/, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .split('\n')
    .filter((line) => line.trim())
    .join('\n');
}

function declaredTypes(
  program: ts.Program,
  libDir: string,
): Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration> {
  const sourceFile = program.getSourceFile(path.join(libDir, TYPES_FILE));
  if (!sourceFile) throw new Error(`Cannot read ${TYPES_FILE} in ${libDir}`);
  const declared = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  for (const node of sourceFile.statements) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      declared.set(node.name.text, node);
    }
  }
  return declared;
}

/** Unqualified type names below `node` (`React.X` excluded). */
function referencedNames(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
      names.push(child.typeName.text);
    }
    if (ts.isExpressionWithTypeArguments(child) && ts.isIdentifier(child.expression)) {
      names.push(child.expression.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return [...new Set(names)];
}

function createProgram(libDir: string): ts.Program {
  const fileNames = [
    ...new Set(
      [...API_SOURCES.map((source) => source.file), TYPES_FILE].map((file) =>
        path.join(libDir, file),
      ),
    ),
  ];
  // Only the declarations are needed: without the default lib and react it is much faster.
  const program = ts.createProgram(fileNames, {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    noResolve: true,
    noLib: true,
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Node10,
  });
  return program;
}

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

/** Members of `Name<Args>`: utility types applied, other names resolved to declarations. */
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
    names: referencedNames(node.type),
  };
}
