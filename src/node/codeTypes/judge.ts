/**
 * Which identifiers get a tooltip: those declared in a described package (rc-table, React) or in
 * the project's own files, with a type TypeScript knows, and not the HTML of the markup.
 * twoslash asks before it computes each hover (src/node/codeTypes/index.ts).
 */
import ts from 'typescript';

/** The package a file of `node_modules` belongs to, e.g. `@types/react`, `rc-table`. */
function packageOf(path: string): string | undefined {
  const parts = path.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return undefined;
  const name = parts[at + 1];
  return name?.startsWith('@') ? `${name}/${parts[at + 2]}` : name;
}

/** A JSX element whose tag is an HTML/SVG element (`div`), not a component. */
function isIntrinsicTag(tag: ts.JsxTagNameExpression): boolean {
  return (ts.isIdentifier(tag) && /^[a-z]/.test(tag.text)) || ts.isJsxNamespacedName(tag);
}

/**
 * Identifiers that describe the HTML rather than rc-table or React: an intrinsic element's tag
 * name (`div`) and attributes (`className`), which would put a tooltip on most of the markup.
 */
function isHtmlName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (
    (ts.isJsxOpeningElement(parent) ||
      ts.isJsxSelfClosingElement(parent) ||
      ts.isJsxClosingElement(parent)) &&
    parent.tagName === node
  ) {
    return isIntrinsicTag(parent.tagName);
  }
  if (ts.isJsxAttribute(parent) && parent.name === node) {
    return isIntrinsicTag(parent.parent.parent.tagName);
  }
  return false;
}

/** The object literal or JSX attributes whose property `node` names, if it names one. */
function literalOf(node: ts.Identifier): ts.ObjectLiteralExpression | ts.JsxAttributes | undefined {
  const parent = node.parent;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isShorthandPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent)) &&
    parent.name === node &&
    ts.isObjectLiteralExpression(parent.parent)
  ) {
    return parent.parent;
  }
  return ts.isJsxAttribute(parent) && parent.name === node ? parent.parent : undefined;
}

/** The declared property a literal's property name stands for (`ColumnType.dataIndex`). */
function declaredProperty(
  checker: ts.TypeChecker,
  node: ts.Identifier,
  literal: ts.Expression,
): ts.Symbol | undefined {
  const type = checker.getContextualType(literal);
  for (const member of type?.isUnion() ? type.types : type ? [type] : []) {
    const property = checker.getPropertyOfType(member, node.text);
    if (property) return property;
  }
  return undefined;
}

/** Whether a symbol is declared in a described package or a file of the project. */
function isKnownSource(symbol: ts.Symbol, { root, packages }: Described): boolean {
  return (symbol.declarations ?? []).some((declaration) => {
    const path = declaration.getSourceFile().fileName;
    const name = packageOf(path);
    return name === undefined ? path.startsWith(`${root}/`) : packages.has(name);
  });
}

/** What is described: the project's files (under `root`, with `/`) and these packages. */
export interface Described {
  root: string;
  /** By package name, `@types/` included. */
  packages: ReadonlySet<string>;
}

/** Each file's identifiers by start, found once per parsed file. */
const identifiers = new WeakMap<ts.SourceFile, Map<number, ts.Identifier>>();

function identifierAt(file: ts.SourceFile, start: number): ts.Identifier | undefined {
  let byStart = identifiers.get(file);
  if (!byStart) {
    const found = new Map<number, ts.Identifier>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) found.set(node.getStart(file), node);
      node.forEachChild(visit);
    };
    file.forEachChild(visit);
    identifiers.set(file, (byStart = found));
  }
  return byStart.get(start);
}

/**
 * Whether the identifier at `start` of the file at `path` gets a tooltip. A literal's own
 * property (no declared type gives it) is described by the value beside it; a declared property
 * is judged by its declaration, so `columns={columns}` in a snippet that lacks the variable still
 * names `TableProps.columns`. Names TypeScript knows nothing of (`any`: an untyped JavaScript
 * parameter, an unresolved name) get none, and neither do the JavaScript library's.
 */
export function isDescribed(
  program: ts.Program,
  path: string,
  start: number,
  described: Described,
): boolean {
  const file = program.getSourceFile(path);
  const node = file && identifierAt(file, start);
  if (!node || isHtmlName(node)) return false;
  const checker = program.getTypeChecker();
  const literal = literalOf(node);
  const declared = literal && declaredProperty(checker, node, literal);
  if (literal && !declared) return false;
  const symbol = declared ?? checker.getSymbolAtLocation(node);
  if (!symbol) return false;
  const source = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (!isKnownSource(source, described)) return false;
  const type = declared
    ? checker.getTypeOfSymbolAtLocation(declared, node)
    : checker.getTypeAtLocation(node);
  return !(type.flags & ts.TypeFlags.Any);
}
