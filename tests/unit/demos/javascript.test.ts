// @vitest-environment node
// esbuild checks its TextEncoder against Node's own, which jsdom replaces.
import { transformSync } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { javaScriptFileName, toJavaScript } from '../../../src/node/demos/javascript';

/** Every demo and every shared file under demos/. */
const FILES = [
  ...readdirSync('demos')
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `demos/${name}`),
  ...readdirSync('demos/_data').map((name) => `demos/_data/${name}`),
].sort();

/** How TypeScript parses a file of that name (`<T>(x) =>` is JSX in a .tsx file, not in a .ts one). */
const scriptKind = (fileName: string) =>
  ({ ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX })[
    fileName.replace(/^.*\./, '')
  ] ?? ts.ScriptKind.Unknown;

/** The syntax tree of a file, with parent links. */
const parse = (text: string, fileName: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.ESNext, true, scriptKind(fileName));

/** Every comment of a file, in order: the trivia before each token of its syntax tree. */
function commentsOf(text: string, fileName: string): { text: string; pos: number }[] {
  const file = parse(text, fileName);
  const found = new Map<number, string>();
  const visit = (node: ts.Node) => {
    const children = node.getChildren(file);
    if (!children.length || node.kind === ts.SyntaxKind.EndOfFileToken) {
      if (node.kind !== ts.SyntaxKind.JsxText) {
        for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
          found.set(range.pos, text.slice(range.pos, range.end));
        }
      }
    }
    children.filter((child) => !ts.isJSDoc(child)).forEach(visit);
  };
  visit(file);
  return [...found].sort(([a], [b]) => a - b).map(([pos, comment]) => ({ text: comment, pos }));
}

/**
 * Where the TypeScript of a file is type syntax: type declarations, type-only imports and exports,
 * annotations, type arguments and parameters; and the comments right above a type declaration.
 */
function typeSyntax(
  text: string,
  fileName: string,
): { ranges: [number, number][]; leading: Set<number> } {
  const file = parse(text, fileName);
  const ranges: [number, number][] = [];
  const leading = new Set<number>();
  const visit = (node: ts.Node) => {
    const declaration =
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && node.isTypeOnly);
    if (declaration) {
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) leading.add(range.pos);
    }
    if (declaration || ts.isTypeNode(node)) {
      ranges.push([node.getStart(file), node.end]);
      return;
    }
    node.forEachChild(visit);
  };
  visit(file);
  return { ranges, leading };
}

/** Whether `items` appear in `list` in the same order (other entries may come between). */
function inOrder(items: string[], list: string[]): boolean {
  let at = 0;
  for (const item of items) {
    at = list.indexOf(item, at);
    if (at === -1) return false;
    at++;
  }
  return true;
}

/**
 * esbuild's minified output: what a file does, whatever its layout, comments and types. (Names
 * are kept: esbuild picks short names by how often each is used, and a type counts as a use.)
 */
const minified = (code: string, loader: 'tsx' | 'ts' | 'jsx' | 'js') =>
  transformSync(code, { loader, minifyWhitespace: true, minifySyntax: true, format: 'esm' }).code;

describe.each(FILES)('the JavaScript of %s', (path) => {
  const source = readFileSync(path, 'utf8');
  const js = toJavaScript(source, path);
  const tsLoader = path.endsWith('.tsx') ? 'tsx' : 'ts';

  it('is JavaScript: it parses with esbuild’s jsx loader', () => {
    expect(() => transformSync(js, { loader: 'jsx' })).not.toThrow();
    expect(javaScriptFileName(path)).toMatch(/\.jsx?$/);
  });

  it('does what the TypeScript does (the same minified output)', () => {
    expect(minified(js, 'jsx')).toBe(minified(source, tsLoader));
  });

  it('keeps every comment that is not about a removed type', () => {
    const tsComments = commentsOf(source, path);
    const jsComments = commentsOf(js, javaScriptFileName(path)).map((comment) => comment.text);
    const { ranges, leading } = typeSyntax(source, path);
    const kept = tsComments
      .filter(
        ({ pos }) => !leading.has(pos) && !ranges.some(([from, to]) => pos >= from && pos < to),
      )
      .map((comment) => comment.text);
    expect(inOrder(kept, jsComments), `kept comments:\n${kept.join('\n')}`).toBe(true);
    expect(
      inOrder(
        jsComments,
        tsComments.map((comment) => comment.text),
      ),
    ).toBe(true);
  });

  it('keeps the layout: every line is a TypeScript line with the types taken out', () => {
    const tsLines = source.split('\n');
    let from = 0;
    for (const line of js.split('\n')) {
      // The next TypeScript line this one can come from: the same characters, in order, some left out.
      const index = tsLines.findIndex((tsLine, i) => i >= from && inOrder([...line], [...tsLine]));
      expect(index, `"${line}" comes from no line of ${path}`).toBeGreaterThanOrEqual(0);
      const tsLine = tsLines[index];
      if (line.trim() !== tsLine.trim()) {
        expect(line.trim(), 'no doubled spaces where a type was').not.toMatch(/\S {2,}\S/);
      }
      expect(line, 'no trailing blank space').not.toMatch(/[ \t]$/);
      from = index + 1;
    }
    expect(js, 'no blank line at the start').not.toMatch(/^\s*\n/);
    expect(js, 'no doubled blank lines').not.toMatch(/\n[ \t]*\n[ \t]*\n/);
    expect(js, 'no blank line after an opening brace').not.toMatch(/[{([]\n[ \t]*\n/);
  });
});

describe('javaScriptFileName', () => {
  it.each([
    ['index.tsx', 'index.jsx'],
    ['./_data/fleet.ts', './_data/fleet.js'],
    ['demos/virtual-list.tsx', 'demos/virtual-list.jsx'],
    ['./a.mts', './a.mjs'],
    ['table.css', 'table.css'],
    ['index.jsx', 'index.jsx'],
  ])('%s → %s', (name, expected) => {
    expect(javaScriptFileName(name)).toBe(expected);
  });
});

describe('toJavaScript', () => {
  const convert = (code: string, name = 'demo.tsx') => toJavaScript(code, name);

  it('drops type-only imports and specifiers, and keeps the rest of the import', () => {
    expect(
      convert(
        [
          "import React from 'react';",
          "import type { ColumnsType } from 'rc-table/lib/interface';",
          "import { createFleet, type Server } from './_data/fleet';",
          "import { type A, b, type C, d } from './x';",
          "import { type Only } from './y';",
          '',
          'export default [React, createFleet, b, d];',
          '',
        ].join('\n'),
      ),
    ).toBe(
      [
        "import React from 'react';",
        "import { createFleet } from './_data/fleet';",
        "import { b, d } from './x';",
        '',
        'export default [React, createFleet, b, d];',
        '',
      ].join('\n'),
    );
  });

  it('drops interfaces and aliases with the comment that describes them, and closes the gap', () => {
    const code = [
      "import Table from 'rc-table';",
      '',
      '/** One row. */',
      'interface Row {',
      '  /** The key. */',
      '  id: number;',
      '}',
      '',
      '// A context and its value type: the comment is about the context too.',
      'type Value = { n: number };',
      'const Context = React.createContext<Value>({ n: 1 });',
      '',
      'export default Table;',
      '',
    ].join('\n');
    expect(convert(code)).toBe(
      [
        "import Table from 'rc-table';",
        '',
        '// A context and its value type: the comment is about the context too.',
        'const Context = React.createContext({ n: 1 });',
        '',
        'export default Table;',
        '',
      ].join('\n'),
    );
  });

  it('takes annotations, type arguments, assertions and non-null marks out of a line', () => {
    expect(convert('const data: Row[] = rows.map((row: Row): Row => row!);')).toBe(
      'const data = rows.map((row) => row);',
    );
    expect(convert('const App = () => <Table<Row> columns={columns} />;')).toBe(
      'const App = () => <Table columns={columns} />;',
    );
    expect(convert("const [mode, setMode] = useState<Mode>('a');")).toBe(
      "const [mode, setMode] = useState('a');",
    );
    expect(convert('onChange={(e) => setMode(e.target.value as Mode)}')).toBe(
      'onChange={(e) => setMode(e.target.value)}',
    );
    expect(convert("{(['a', 'b'] as const).map((x) => x)}")).toBe("{['a', 'b'].map((x) => x)}");
    expect(convert('const x = (Object.keys(o) as Key[]).length;')).toBe(
      'const x = Object.keys(o).length;',
    );
    expect(convert('const SIZES = { small: 1 } as const;\nconst a = { b: 1 } satisfies B;')).toBe(
      'const SIZES = { small: 1 };\nconst a = { b: 1 };',
    );
    expect(convert('ref.current!.focus();')).toBe('ref.current.focus();');
    expect(convert('function pick<T>(list: readonly T[]): T {}')).toBe('function pick(list) {}');
  });

  it('joins the lines of a type annotation written over several lines', () => {
    expect(convert('const x: {\n  a: string;\n} = { a: "" };\n')).toBe('const x = { a: "" };\n');
  });

  it('points relative imports of TypeScript files at the JavaScript files', () => {
    expect(convert("import { a } from './_data/a.ts';\nimport b from '../b.tsx';\n", 'x.ts')).toBe(
      "import { a } from './_data/a.js';\nimport b from '../b.jsx';\n",
    );
  });

  it('leaves files that are not TypeScript alone', () => {
    expect(toJavaScript('a { color: red }', 'table.css')).toBe('a { color: red }');
  });

  it('refuses TypeScript that has no JavaScript without a compiler (an enum)', () => {
    expect(() => convert('enum Mode { A, B }\n')).toThrow(/line 1: EnumDeclaration/);
  });
});
