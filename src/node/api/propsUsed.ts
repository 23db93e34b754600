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
  const found = new Map<string, PropUse>();
  const add = (section: PropSection, name: string) => {
    found.set(`${section}:${name}`, { section, name });
  };

  // Local names bound to rc-table's exports.
  const tableNames = new Set<string>();
  const columnNames = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!/^rc-table(\/|$)/.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause?.name) tableNames.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'default' || imported === 'Table' || imported === 'VirtualTable') {
          tableNames.add(element.name.text);
        } else if (imported === 'Column' || imported === 'ColumnGroup') {
          columnNames.add(element.name.text);
        }
      }
    }
  }

  // Demos are single files: names are unique enough to follow identifiers by name.
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

  const visiting = new Set<ts.Node>();

  const returned = (fn: ts.Node): ts.Expression[] => {
    if (
      (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) &&
      fn.body
    ) {
      if (!ts.isBlock(fn.body)) return [fn.body];
      const out: ts.Expression[] = [];
      const visit = (child: ts.Node) => {
        if (ts.isReturnStatement(child) && child.expression) out.push(child.expression);
        else if (!ts.isFunctionLike(child)) child.forEachChild(visit);
      };
      fn.body.forEachChild(visit);
      return out;
    }
    return [];
  };

  /** Follows an expression to the values it may evaluate to. */
  const resolve = (expr: ts.Expression, onValue: (value: ts.Expression) => void): void => {
    const node = unwrap(expr);
    if (ts.isIdentifier(node)) {
      // Guard on the declaration: `const a = b; const b = a` must not loop.
      for (const declaration of declarations.get(node.text) ?? []) {
        if (ts.isFunctionDeclaration(declaration) || visiting.has(declaration)) continue;
        visiting.add(declaration);
        resolve(declaration as ts.Expression, onValue);
        visiting.delete(declaration);
      }
    } else if (ts.isConditionalExpression(node)) {
      resolve(node.whenTrue, onValue);
      resolve(node.whenFalse, onValue);
    } else if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(node.operatorToken.kind)
    ) {
      resolve(node.left, onValue);
      resolve(node.right, onValue);
    } else if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      if (
        ts.isIdentifier(callee) &&
        /^(React\.)?use(Memo|Callback)$/.test(callee.text) &&
        node.arguments[0]
      ) {
        for (const value of returned(node.arguments[0])) resolve(value, onValue);
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        /^use(Memo)$/.test(callee.name.text) &&
        node.arguments[0]
      ) {
        for (const value of returned(node.arguments[0])) resolve(value, onValue);
      } else if (ts.isPropertyAccessExpression(callee) && ARRAY_METHODS.has(callee.name.text)) {
        resolve(callee.expression, onValue);
        const callback = node.arguments[0];
        if (callback && (callee.name.text === 'map' || callee.name.text === 'flatMap')) {
          for (const value of returned(unwrap(callback))) resolve(value, onValue);
        } else if (callee.name.text === 'concat') {
          for (const argument of node.arguments) resolve(argument, onValue);
        }
      } else if (ts.isIdentifier(callee)) {
        for (const declaration of declarations.get(callee.text) ?? []) {
          if (visiting.has(declaration)) continue;
          visiting.add(declaration);
          for (const value of returned(declaration)) resolve(value, onValue);
          visiting.delete(declaration);
        }
      }
    } else {
      onValue(node);
    }
  };

  const objectKeys = (expr: ts.Expression, section: PropSection) => {
    resolve(expr, (value) => {
      if (!ts.isObjectLiteralExpression(value)) return;
      for (const property of value.properties) {
        if (ts.isSpreadAssignment(property)) {
          objectKeys(property.expression, section);
          continue;
        }
        if (!property.name) continue;
        const name = propertyName(property.name);
        if (!name) continue;
        add(section, name);
        if (section === 'column' && name === 'children' && ts.isPropertyAssignment(property)) {
          columnList(property.initializer);
        }
      }
    });
  };

  const columnList = (expr: ts.Expression) => {
    resolve(expr, (value) => {
      if (ts.isArrayLiteralExpression(value)) {
        for (const element of value.elements) {
          columnList(ts.isSpreadElement(element) ? element.expression : element);
        }
      } else if (ts.isObjectLiteralExpression(value)) {
        objectKeys(value, 'column');
      }
    });
  };

  const tagName = (tag: ts.JsxTagNameExpression): string =>
    ts.isIdentifier(tag)
      ? tag.text
      : ts.isPropertyAccessExpression(tag)
        ? `${tagName(tag.expression as ts.JsxTagNameExpression)}.${tag.name.text}`
        : '';

  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const name = tagName(node.tagName);
      const [head, member] = name.split('.');
      const isTable = tableNames.has(name) || (tableNames.has(head) && member === undefined);
      const isColumn =
        columnNames.has(name) ||
        (tableNames.has(head) && (member === 'Column' || member === 'ColumnGroup'));
      if (isTable || isColumn) {
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxSpreadAttribute(attribute)) {
            objectKeys(attribute.expression, isTable ? 'table' : 'column');
            continue;
          }
          const attr = ts.isIdentifier(attribute.name)
            ? attribute.name.text
            : attribute.name.getText(file);
          add(isTable ? 'table' : 'column', attr);
          const init = attribute.initializer;
          if (!isTable || !init || !ts.isJsxExpression(init) || !init.expression) continue;
          if (attr === 'columns') columnList(init.expression);
          else if (NESTED[attr]) objectKeys(init.expression, NESTED[attr]);
        }
      }
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      for (const type of typeNames(node.type)) {
        const section = TYPE_SECTIONS[type];
        if (section === 'column') columnList(node.initializer);
        else if (section) objectKeys(node.initializer, section);
      }
    }
    if (
      (ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node) ||
        ts.isFunctionDeclaration(node)) &&
      node.type
    ) {
      // `(): ColumnType<Row> => ({ ... })`: a typed return value.
      for (const type of typeNames(node.type)) {
        const section = TYPE_SECTIONS[type];
        for (const value of section ? returned(node) : []) {
          if (section === 'column') columnList(value);
          else if (section) objectKeys(value, section);
        }
      }
    }
    if (
      (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) &&
      !ts.isConstTypeReference(node.type)
    ) {
      for (const type of typeNames(node.type)) {
        const section = TYPE_SECTIONS[type];
        if (section === 'column') columnList(node.expression);
        else if (section) objectKeys(node.expression, section);
      }
    }
    node.forEachChild(visit);
  };
  visit(file);

  // `key` on a JSX element is React's, not a Table prop.
  found.delete('table:key');
  return [...found.values()]
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
