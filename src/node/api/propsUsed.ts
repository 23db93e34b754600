import ts from 'typescript';
import { extractApi, resolveRcTableLib, type ApiSection } from './extract';
import { propAnchor } from '../../shared/api/model';

// Which rc-table props a demo's code uses: for the "Props used" lists, the API's links and search.

export type PropSection = Extract<
  ApiSection,
  'table' | 'column' | 'expandable' | 'sticky' | 'components'
>;

const PROP_SECTIONS: readonly PropSection[] = [
  'table',
  'column',
  'expandable',
  'sticky',
  'components',
];

export interface PropUse {
  section: PropSection;
  name: string;
}

const NESTED: Record<string, PropSection> = {
  expandable: 'expandable',
  sticky: 'sticky',
  components: 'components',
};

const TYPE_SECTIONS: Record<string, PropSection> = {
  ColumnsType: 'column',
  ColumnType: 'column',
  ColumnGroupType: 'column',
  ColumnProps: 'column',
  ExpandableConfig: 'expandable',
  TableSticky: 'sticky',
  TableComponents: 'components',
};

/** Methods whose result derives from the array they are called on. */
const ARRAY_METHODS = new Set([
  'map',
  'filter',
  'slice',
  'concat',
  'flatMap',
  'sort',
  'reverse',
  'toSorted',
]);

export type KnownProps = Record<PropSection, ReadonlySet<string>>;

const knownCache = new Map<string, KnownProps>();

/** The props the rc-table installed under `cwd` declares, per section; cached. */
export function rcTableProps(cwd: string = process.cwd()): KnownProps {
  const cached = knownCache.get(cwd);
  if (cached) return cached;
  const props = extractApi(resolveRcTableLib(cwd));
  const namesOf = (section: PropSection) =>
    new Set(props.filter((prop) => prop.section === section).map((prop) => prop.name));
  const known = Object.fromEntries(
    PROP_SECTIONS.map((section) => [section, namesOf(section)]),
  ) as unknown as KnownProps;
  if (!known.table.size) throw new Error(`Could not read rc-table's types from ${cwd}`);
  knownCache.set(cwd, known);
  return known;
}

export function propUseAnchor(use: PropUse): string {
  return propAnchor(use.section, use.name);
}

/** The name readers write: `rowKey`, `column.fixed`, `expandable.rowExpandable`. */
export function propUseName(use: PropUse): string {
  return use.section === 'table' ? use.name : `${use.section}.${use.name}`;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression))
    return name.expression.text;
  return undefined;
}

function typeNames(node: ts.TypeNode | undefined): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child)) {
      const name = child.typeName;
      names.push(ts.isIdentifier(name) ? name.text : name.right.text);
    }
    child.forEachChild(visit);
  };
  if (node) visit(node);
  return names;
}

/** The local names a file binds to rc-table's table and column components. */
function rcTableBindings(file: ts.SourceFile): { tables: Set<string>; columns: Set<string> } {
  const tables = new Set<string>();
  const columns = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!/^rc-table(\/|$)/.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause?.name) tables.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === 'default' || imported === 'Table' || imported === 'VirtualTable')
        tables.add(element.name.text);
      else if (imported === 'Column' || imported === 'ColumnGroup') columns.add(element.name.text);
    }
  }
  return { tables, columns };
}

/** Every variable's initializer and every function declaration, by name (demos are one file). */
function declarationsOf(file: ts.SourceFile): Map<string, ts.Node[]> {
  const declarations = new Map<string, ts.Node[]>();
  const declare = (name: string, node: ts.Node) => {
    declarations.set(name, [...(declarations.get(name) ?? []), node]);
  };
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declare(node.name.text, node.initializer);
    } else if (ts.isFunctionDeclaration(node) && node.name) {
      declare(node.name.text, node);
    }
    node.forEachChild(collect);
  };
  collect(file);
  return declarations;
}

/** The expressions a function returns (its body, for an arrow function without a block). */
function returned(fn: ts.Node): ts.Expression[] {
  if (
    !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) ||
    !fn.body
  )
    return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const out: ts.Expression[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isReturnStatement(child) && child.expression) out.push(child.expression);
    else if (!ts.isFunctionLike(child)) child.forEachChild(visit);
  };
  fn.body.forEachChild(visit);
  return out;
}

const LOGICAL = [
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
];

const tagName = (tag: ts.JsxTagNameExpression): string =>
  ts.isIdentifier(tag)
    ? tag.text
    : ts.isPropertyAccessExpression(tag)
      ? `${tagName(tag.expression as ts.JsxTagNameExpression)}.${tag.name.text}`
      : '';

/** Collects the props of one file, following values through its declarations. */
class PropCollector {
  readonly found = new Map<string, PropUse>();
  private readonly declarations: Map<string, ts.Node[]>;
  private readonly bindings: { tables: Set<string>; columns: Set<string> };
  private readonly visiting = new Set<ts.Node>();

  constructor(private readonly file: ts.SourceFile) {
    this.declarations = declarationsOf(file);
    this.bindings = rcTableBindings(file);
  }

  add(section: PropSection, name: string): void {
    this.found.set(`${section}:${name}`, { section, name });
  }

  /** Follows an expression to the values it may evaluate to. */
  resolve(expr: ts.Expression, onValue: (value: ts.Expression) => void): void {
    const node = unwrap(expr);
    if (ts.isIdentifier(node)) {
      for (const declaration of this.declarations.get(node.text) ?? [])
        if (!ts.isFunctionDeclaration(declaration))
          this.guarded(declaration, () => this.resolve(declaration as ts.Expression, onValue));
    } else if (ts.isConditionalExpression(node)) {
      this.resolve(node.whenTrue, onValue);
      this.resolve(node.whenFalse, onValue);
    } else if (ts.isBinaryExpression(node) && LOGICAL.includes(node.operatorToken.kind)) {
      this.resolve(node.left, onValue);
      this.resolve(node.right, onValue);
    } else if (ts.isCallExpression(node)) {
      this.resolveCall(node, onValue);
    } else {
      onValue(node);
    }
  }

  /** Guards a declaration: `const a = b; const b = a` must not loop. */
  private guarded(declaration: ts.Node, follow: () => void): void {
    if (this.visiting.has(declaration)) return;
    this.visiting.add(declaration);
    follow();
    this.visiting.delete(declaration);
  }

  /** `useMemo(() => value)`, array methods, and calls of the file's own functions. */
  private resolveCall(node: ts.CallExpression, onValue: (value: ts.Expression) => void): void {
    const callee = unwrap(node.expression);
    const [first] = node.arguments;
    const isMemo =
      (ts.isIdentifier(callee) && /^(React\.)?use(Memo|Callback)$/.test(callee.text)) ||
      (ts.isPropertyAccessExpression(callee) && /^use(Memo)$/.test(callee.name.text));
    if (isMemo && first) {
      for (const value of returned(first)) this.resolve(value, onValue);
    } else if (ts.isPropertyAccessExpression(callee) && ARRAY_METHODS.has(callee.name.text)) {
      this.resolve(callee.expression, onValue);
      if (first && (callee.name.text === 'map' || callee.name.text === 'flatMap')) {
        for (const value of returned(unwrap(first))) this.resolve(value, onValue);
      } else if (callee.name.text === 'concat') {
        for (const argument of node.arguments) this.resolve(argument, onValue);
      }
    } else if (ts.isIdentifier(callee)) {
      for (const declaration of this.declarations.get(callee.text) ?? [])
        this.guarded(declaration, () => {
          for (const value of returned(declaration)) this.resolve(value, onValue);
        });
    }
  }

  /** The keys of the object literals an expression may be, as props of `section`. */
  objectKeys(expr: ts.Expression, section: PropSection): void {
    this.resolve(expr, (value) => {
      if (!ts.isObjectLiteralExpression(value)) return;
      for (const property of value.properties) {
        if (ts.isSpreadAssignment(property)) {
          this.objectKeys(property.expression, section);
          continue;
        }
        const name = property.name && propertyName(property.name);
        if (!name) continue;
        this.add(section, name);
        if (section === 'column' && name === 'children' && ts.isPropertyAssignment(property))
          this.columnList(property.initializer);
      }
    });
  }

  /** The columns an expression may be: arrays of column objects, nested through `children`. */
  columnList(expr: ts.Expression): void {
    this.resolve(expr, (value) => {
      if (ts.isArrayLiteralExpression(value)) {
        for (const element of value.elements)
          this.columnList(ts.isSpreadElement(element) ? element.expression : element);
      } else if (ts.isObjectLiteralExpression(value)) {
        this.objectKeys(value, 'column');
      }
    });
  }

  /** A value typed as one of rc-table's column or config types. */
  private typed(type: ts.TypeNode | undefined, values: readonly ts.Expression[]): void {
    for (const name of typeNames(type)) {
      const section = TYPE_SECTIONS[name];
      for (const value of section ? values : []) {
        if (section === 'column') this.columnList(value);
        else this.objectKeys(value, section);
      }
    }
  }

  /** The attributes of a `<Table>` or `<Column>` element, and the values of its config props. */
  private element(node: ts.JsxOpeningElement | ts.JsxSelfClosingElement): void {
    const { tables, columns } = this.bindings;
    const name = tagName(node.tagName);
    const [head, member] = name.split('.');
    const isTable = tables.has(name) || (tables.has(head) && member === undefined);
    const isColumn =
      columns.has(name) || (tables.has(head) && (member === 'Column' || member === 'ColumnGroup'));
    if (!isTable && !isColumn) return;
    for (const attribute of node.attributes.properties) {
      if (ts.isJsxSpreadAttribute(attribute)) {
        this.objectKeys(attribute.expression, isTable ? 'table' : 'column');
        continue;
      }
      const attr = ts.isIdentifier(attribute.name)
        ? attribute.name.text
        : attribute.name.getText(this.file);
      this.add(isTable ? 'table' : 'column', attr);
      const init = attribute.initializer;
      if (!isTable || !init || !ts.isJsxExpression(init) || !init.expression) continue;
      if (attr === 'columns') this.columnList(init.expression);
      else if (NESTED[attr]) this.objectKeys(init.expression, NESTED[attr]);
    }
  }

  /** Walks the file: elements, typed variables, typed return values, `as` and `satisfies`. */
  visit(node: ts.Node): void {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) this.element(node);
    if (ts.isVariableDeclaration(node) && node.initializer)
      this.typed(node.type, [node.initializer]);
    // `(): ColumnType<Row> => ({ ... })`: a typed return value.
    if (
      (ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node) ||
        ts.isFunctionDeclaration(node)) &&
      node.type
    )
      this.typed(node.type, returned(node));
    if (
      (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) &&
      !ts.isConstTypeReference(node.type)
    )
      this.typed(node.type, [node.expression]);
    node.forEachChild((child) => this.visit(child));
  }
}

/**
 * The rc-table props a demo's source uses: `<Table>` and `<Column>` attributes, and the keys of
 * objects passed as or typed as columns and configs, followed through variables, `useMemo`, array
 * methods, spreads and conditionals. With `known`, keys rc-table does not declare are left out.
 */
export function propsUsed(source: string, fileName = 'demo.tsx', known?: KnownProps): PropUse[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const collector = new PropCollector(file);
  collector.visit(file);
  // `key` on a JSX element is React's, not a Table prop.
  collector.found.delete('table:key');
  return [...collector.found.values()]
    .filter((use) => !known || known[use.section].has(use.name))
    .sort(comparePropUses);
}

const SECTION_ORDER: PropSection[] = ['table', 'column', 'expandable', 'sticky', 'components'];

/** By section, as the API reference orders them, then by name. */
export function comparePropUses(a: PropUse, b: PropUse): number {
  return (
    SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) ||
    a.name.localeCompare(b.name)
  );
}

/** The "Props used" list of a demo, ready to render. */
export function demoPropsList(
  source: string,
  known: KnownProps = rcTableProps(),
): Array<{ name: string; anchor: string }> {
  return propsUsed(source, 'demo.tsx', known).map((use) => ({
    name: propUseName(use),
    anchor: propUseAnchor(use),
  }));
}
