// @vitest-environment node
import { readFileSync } from 'node:fs';
import Highlight, { defaultProps, type Language } from 'prism-react-renderer';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeTypes, renderHtml, type CodeTypes } from '../../../src/node/codeTypes';
import { highlightLines, prismLanguage } from '../../../src/node/codeTypes/highlight';
import {
  attribute,
  classes,
  codeText,
  parsePre,
  references,
  reserialized,
  textOf,
  tooltipsOf,
} from '../../support/preHtml';

/** The lines of tokens the site's browser-side highlighter (prism-react-renderer) renders. */
function browserTokens(code: string, language: string): string[][] {
  let lines: { types: string[]; content: string; empty?: boolean }[][] = [];
  // Highlight's children is a render prop, which createElement's `...children` cannot type.
  const props: ComponentProps<typeof Highlight> = {
    ...defaultProps,
    code,
    language: language as Language,
    children: ({ tokens }) => {
      lines = tokens;
      return null;
    },
  };
  renderToStaticMarkup(createElement(Highlight, props));
  // It renders an empty line's token, and other empty tokens, as nothing.
  return lines.map((line) =>
    line
      .filter((token) => !token.empty && token.content !== '')
      .map((token) => `${token.types.join(' ')}|${token.content}`),
  );
}

const ESCAPING = `const pairs = new Map<string, number>();
const few = pairs.size < 2 && pairs.size > 0;
type Both = { a: 1 } & { b: 2 };
const both: Both = { a: 1, b: 2 };
const markup = "<b>&amp;</b>";
`;

let codeTypes: CodeTypes;
const annotate = (fileName: string, code: string, lang: string, prelude?: string) =>
  codeTypes.annotate({ fileName, code, lang, prelude });

beforeAll(() => {
  codeTypes = createCodeTypes({ rootDir: process.cwd() });
}, 60_000);

describe('highlighting', () => {
  it.each([
    ['tsx', readFileSync('demos/expanded-row-render.tsx', 'utf8')],
    ['typescript', readFileSync('demos/_data/fleet.ts', 'utf8')],
    ['bash', '$ npm install rc-table && echo "done" # installs\n\n$ npm start'],
    ['json', '{\n  "a": [1, true, null]\n}'],
    ['css', '.a > b {\n  color: red;\n}'],
    ['diff', '- old\n+ new\n  same'],
  ])('gives %s the tokens and classes of the browser-side highlighter', (language, code) => {
    const mine = highlightLines(code, language).map((line) =>
      line.map((token) => `${token.types.join(' ')}|${token.content}`),
    );
    expect(mine).toEqual(browserTokens(code, language));
    expect(mine.flat().length).toBeGreaterThan(5);
  });

  it("maps dumi's language aliases, and leaves languages Prism lacks plain", () => {
    expect(prismLanguage('acss')).toBe('css');
    expect(prismLanguage('vue')).toBe('markup');
    expect(prismLanguage('tsx')).toBe('tsx');
    expect(prismLanguage('text')).toBe('text');
    expect(prismLanguage('nonsense')).toBe('');
    expect(prismLanguage(undefined)).toBe('');
    const plain = annotate('notes.txt', 'a < b\nc', 'nonsense');
    expect(renderHtml(plain, { idPrefix: 'p' })).toBe(
      '<span class="token-line"><span class="token plain">a &lt; b</span></span>\n' +
        '<span class="token-line"><span class="token plain">c</span></span>',
    );
  });

  it('gives code in other languages no types', () => {
    const html = renderHtml(annotate('docs/x.md#1', '.a { color: red; }', 'css'), {
      idPrefix: 'css',
    });
    expect(html).not.toContain('code-types');
    expect(html).toContain('<span class="token property">color</span>');
  });
});

describe('rendering', () => {
  it('escapes < and & in the code and in the types, and keeps the text exact', () => {
    const annotated = annotate('docs/escaping.ts', ESCAPING, 'ts');
    const html = renderHtml(annotated, { idPrefix: 'esc' });
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;&amp;amp;&lt;/b&gt;');
    const tree = parsePre(html);
    expect(tree.errors).toEqual([]);
    expect(reserialized(tree)).toBe(html);
    expect(codeText(tree)).toBe(ESCAPING);
    expect(tooltipsOf(tree, 'Both')[0]).toBe('type Both = {\n    a: 1;\n} & {\n    b: 2;\n}');
    expect(html).toContain('} &amp; {');
    expect(tooltipsOf(tree, 'pairs')[0]).toBe('const pairs: Map<string, number>');
    expect(html).toContain('const pairs: Map&lt;string, number&gt;');
  });

  it('keeps the code exact with Windows line breaks, as \\n', () => {
    const annotated = annotate('docs/crlf.ts', 'const a = 1;\r\nconst b = a;\r\n', 'ts');
    expect(annotated.code).toBe('const a = 1;\nconst b = a;\n');
    const tree = parsePre(renderHtml(annotated, { idPrefix: 'crlf' }));
    expect(codeText(tree)).toBe('const a = 1;\nconst b = a;\n');
    expect(tooltipsOf(tree, 'a')).toEqual(['const a: 1', 'const a: 1']);
  });

  it('marks highlighted lines as dumi does', () => {
    const html = renderHtml(annotate('docs/lines.ts', 'a;\nb;\nc;', 'ts'), {
      idPrefix: 'hl',
      highlightLines: [2],
    });
    const lines = html.split('\n');
    expect(lines[0]).toMatch(/^<span class="token-line">/);
    expect(lines[1]).toMatch(/^<span class="highlighted"><span class="token-line">/);
    expect(lines[2]).toMatch(/^<span class="token-line">/);
  });

  it('puts doc comments and tags under the type, words apart for a screen reader, links as text', () => {
    const code = `/**
 * Adds <b>two</b> & more, as {@link https://example.com/add} says.
 * @deprecated Use {@link sum} instead.
 */
export function add(a: number, b: number): number {
  return a + b;
}
add(1, 2);
`;
    const tree = parsePre(renderHtml(annotate('docs/docs.ts', code, 'ts'), { idPrefix: 'd' }));
    const refs = references(tree).filter(({ name }) => textOf(name) === 'add');
    expect(refs).toHaveLength(2);
    const tip = refs[0].tip!;
    expect(textOf(tip)).toBe(
      'function add(a: number, b: number): number Adds <b>two</b> & more, as https://example.com/add says. @deprecated Use sum instead.',
    );
    const parts = tip.childNodes.filter((node) => 'tagName' in node);
    expect(parts.map((node) => classes(node as never))).toEqual([
      ['code-types-docs'],
      ['code-types-tag'],
    ]);
    // The declaration, then the call: the same tooltip, one Tab stop.
    expect(refs.map(({ name }) => attribute(name, 'tabindex'))).toEqual(['0', undefined]);
  });

  it('describes names a hidden prelude imports, and counts offsets from the shown code', () => {
    const code = '<Table columns={columns} data={[]} rowKey="id" />;';
    const annotated = annotate('docs/upgrade.md#3', code, 'jsx', "import Table from 'rc-table';");
    expect(annotated.code).toBe(code);
    const tree = parsePre(renderHtml(annotated, { idPrefix: 'pre' }));
    expect(codeText(tree)).toBe(code);
    expect(tooltipsOf(tree, 'Table')).toEqual(['const Table: ImmutableTableType']);
    expect(tooltipsOf(tree, 'rowKey')[0]).toMatch(/^\(property\) TableProps<.*>\.rowKey\?: /);
    // `columns` the prop is described; `columns` the undeclared variable is not.
    expect(tooltipsOf(tree, 'columns')).toHaveLength(1);
    expect(tooltipsOf(tree, 'columns')[0]).toMatch(/^\(property\) TableProps<.*>\.columns\?: /);
  });
});
