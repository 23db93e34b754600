/**
 * The right-to-left variant of a demo file, made at build time (Node only): `direction="rtl"` on
 * every element of rc-table's default export (`<Table …>`), found in TypeScript's syntax tree, not
 * by matching text. An element that already sets `direction` keeps it. Nothing else changes; the
 * opening tag is laid out as Prettier lays it out (the site's print width), so the variant reads
 * like the file. The site runs the text this returns, shows it and exports it.
 */
import ts from 'typescript';

export const RTL_ATTRIBUTE = 'direction="rtl"';

/** The site's Prettier print width (.prettierrc.json). */
const PRINT_WIDTH = 100;

/** The local names of rc-table's default export in `file` (`import Table from 'rc-table'`). */
function tableNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === 'rc-table' &&
      statement.importClause?.name &&
      !statement.importClause.isTypeOnly
    ) {
      names.add(statement.importClause.name.text);
    }
  }
  return names;
}

type OpeningTag = ts.JsxOpeningElement | ts.JsxSelfClosingElement;

/** Every opening tag of rc-table's `Table` in `file`, in source order. */
export function tableTags(file: ts.SourceFile): OpeningTag[] {
  const names = tableNames(file);
  const tags: OpeningTag[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      names.has(node.tagName.text)
    ) {
      tags.push(node);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return tags;
}

/** Whether the tag sets `direction` itself (a spread may set it too: left as written). */
function setsDirection(tag: OpeningTag): boolean {
  return tag.attributes.properties.some(
    (property) =>
      ts.isJsxAttribute(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'direction',
  );
}

interface Insertion {
  start: number;
  end: number;
  text: string;
}

const lineStart = (source: string, pos: number) => source.lastIndexOf('\n', pos - 1) + 1;
const indentAt = (source: string, pos: number) =>
  /^[ \t]*/.exec(source.slice(lineStart(source, pos)))![0];

/** The edit that adds the attribute to `tag`, laid out as Prettier would. */
function insertionFor(source: string, file: ts.SourceFile, tag: OpeningTag): Insertion {
  const start = tag.getStart(file);
  const { properties } = tag.attributes;
  const last = properties[properties.length - 1];
  const afterAttributes = last ? last.end : (tag.typeArguments?.end ?? tag.tagName.end);
  const closeStart = source.indexOf(ts.isJsxSelfClosingElement(tag) ? '/>' : '>', afterAttributes);
  const multiline = source.slice(start, tag.end).includes('\n');
  const indent = indentAt(source, start);
  if (multiline) {
    // Prettier's broken form: one attribute a line, the bracket on a line of its own.
    return { start: afterAttributes, end: afterAttributes, text: `\n${indent}  ${RTL_ATTRIBUTE}` };
  }
  const lineEnd = source.indexOf('\n', tag.end);
  const restOfLine = source.slice(tag.end, lineEnd < 0 ? source.length : lineEnd);
  const oneLine = `${source.slice(lineStart(source, start), afterAttributes)} ${RTL_ATTRIBUTE}${source.slice(afterAttributes, tag.end)}`;
  if (oneLine.length + restOfLine.length <= PRINT_WIDTH) {
    return { start: afterAttributes, end: afterAttributes, text: ` ${RTL_ATTRIBUTE}` };
  }
  const typeArgumentsEnd = tag.typeArguments && source.indexOf('>', tag.typeArguments.end) + 1;
  const head = source.slice(start, typeArgumentsEnd || tag.tagName.end);
  const bracket = ts.isJsxSelfClosingElement(tag) ? '/>' : '>';
  // Prettier puts JSX that breaks in parentheses unless it starts its line.
  const parenthesised = source.slice(lineStart(source, start), start).trim() !== '';
  if (parenthesised && !ts.isJsxSelfClosingElement(tag)) {
    throw new Error(`${file.fileName}: a <Table> with children after other code on its line.`);
  }
  const inner = parenthesised ? `${indent}  ` : indent;
  const attributes = [...properties.map((property) => property.getText(file)), RTL_ATTRIBUTE];
  // On a line of its own inside the parentheses, the tag may fit after all.
  const alone = `${head} ${attributes.join(' ')} ${bracket}`;
  const broken =
    parenthesised && inner.length + alone.length <= PRINT_WIDTH
      ? alone
      : `${head}\n${attributes.map((text) => `${inner}  ${text}\n`).join('')}${inner}${bracket}`;
  return {
    start,
    end: closeStart + bracket.length,
    text: parenthesised ? `(\n${inner}${broken}\n${indent})` : broken,
  };
}

/** `source` with `direction="rtl"` on every `<Table>` that does not set `direction`. */
export function toRtl(source: string, fileName: string): string {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ESNext, true, kind);
  const insertions = tableTags(file)
    .filter((tag) => !setsDirection(tag))
    .map((tag) => insertionFor(source, file, tag))
    .sort((a, b) => a.start - b.start);
  let result = source;
  let done = source.length;
  for (const { start, end, text } of insertions.reverse()) {
    // A tag laid out again whole must not hold a tag changed before it.
    if (end > done) throw new Error(`${fileName}: nested <Table> tags on one line.`);
    result = result.slice(0, start) + text + result.slice(end);
    done = start;
  }
  return result;
}
