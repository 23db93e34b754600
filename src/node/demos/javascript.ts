/**
 * The JavaScript flavour of a demo file, made at build time (Node only). ts-blank-space blanks the
 * type syntax; then the blanks are tidied so the result reads as hand-written JavaScript: lines of
 * types go (with the comment right above them), annotations go without leaving spaces, parentheses
 * that were only there for `as`/`satisfies` go, relative `.ts`/`.tsx` imports name `.js`/`.jsx`.
 * Nothing else is reformatted.
 */
import { blankSourceFile } from 'ts-blank-space';
import ts from 'typescript';
import { isTypeScriptFile, javaScriptFileName } from '../../shared/demos/fileNames';

export { isTypeScriptFile, javaScriptFileName };

const isBlank = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r';
const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isWordChar = (char: string | undefined) => Boolean(char && /[\w$]/.test(char));

interface Blanking {
  text: string;
  /** `gone[i]`: character `i` was type syntax (or a `;` ts-blank-space added). */
  gone: boolean[];
  /** `semicolon[i]`: ts-blank-space put a `;` at `i` to keep a statement boundary. */
  semicolon: boolean[];
}

/** JSX type arguments (`<Table<Row> …>`), which ts-blank-space leaves in place. */
function blankJsxTypeArguments(file: ts.SourceFile, text: string): string {
  let result = text;
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.typeArguments) {
      const open = result.lastIndexOf('<', node.typeArguments.pos);
      const close = result.indexOf('>', node.typeArguments.end);
      result =
        result.slice(0, open) +
        result.slice(open, close + 1).replace(/[^\r\n]/g, ' ') +
        result.slice(close + 1);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return result;
}

function blank(source: string, fileName: string): Blanking {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ESNext, false, kind);
  const unsupported: string[] = [];
  let text = blankSourceFile(file, (node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    unsupported.push(`line ${line + 1}: ${ts.SyntaxKind[node.kind]}`);
  });
  if (unsupported.length) {
    throw new Error(
      `${fileName} uses TypeScript that cannot be erased to JavaScript (${unsupported.join(', ')}); ` +
        'write it with erasable syntax only (no enums, namespaces or parameter properties).',
    );
  }
  if (text.length !== source.length) {
    throw new Error(`${fileName}: ts-blank-space changed the length of the text.`);
  }
  text = blankJsxTypeArguments(file, text);
  const gone: boolean[] = [];
  const semicolon: boolean[] = [];
  for (let i = 0; i < source.length; i++) {
    semicolon.push(text[i] === ';' && source[i] !== ';');
    gone.push(semicolon[i] || (!isBlank(source[i]) && isBlank(text[i])));
  }
  return { text, gone, semicolon };
}

/** A run of removed type syntax, blank space inside included. */
interface Span {
  start: number;
  end: number;
}

function spansOf({ text, gone }: Blanking): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < text.length) {
    if (!gone[i]) {
      i++;
      continue;
    }
    let end = i + 1;
    // Extend over blank space as long as more removed syntax follows it.
    for (let j = end; j < text.length && (gone[j] || isBlank(text[j])); j++) {
      if (gone[j]) end = j + 1;
    }
    spans.push({ start: i, end });
    i = end;
  }
  return spans;
}

const currentLine = (text: string) => text.slice(text.lastIndexOf('\n') + 1);

/** A `//` run or one block comment ending the text. */
const TRAILING_COMMENT =
  /(?:^|\n)((?:[ \t]*\/\/[^\n]*\n)+|[ \t]*\/\*(?:[^*]|\*(?!\/))*\*\/[ \t]*\n)$/;

function lastCodeChar(text: string): string | undefined {
  const code = text.replace(/\/\*(?:[^*]|\*(?!\/))*\*\/|\/\/[^\n]*/g, '').replace(/\s+$/, '');
  return code[code.length - 1];
}

/**
 * The `(` matching the `)` at `close` when the parentheses can go: they hold one operand (no
 * top-level operators or spaces, no `?.`, not a number) and are not a call's.
 */
function redundantParens(text: string, close: number): number | undefined {
  let depth = 0;
  for (let i = close - 1; i >= 0; i--) {
    const char = text[i];
    if (char === ')' || char === ']' || char === '}') depth++;
    else if (char === '(' || char === '[' || char === '{') {
      if (depth === 0) {
        if (char !== '(') return undefined;
        const before = text.slice(0, i).replace(/[ \t]+$/, '');
        const previous = before[before.length - 1];
        if (isWordChar(previous) || previous === ')' || previous === ']') return undefined;
        const inner = text.slice(i + 1, close);
        if (/^\d/.test(inner) || inner.includes('?.')) return undefined;
        return i;
      }
      depth--;
    } else if (depth === 0 && !(isWordChar(char) || char === '.')) return undefined;
  }
  return undefined;
}

/** Throws for TypeScript with no erasable form (enums…); other files come back unchanged. */
export function toJavaScript(source: string, fileName: string): string {
  if (!isTypeScriptFile(fileName)) return source;
  const blanking = blank(source, fileName);
  const { text } = blanking;
  let out = '';
  let at = 0;

  for (const { start, end } of spansOf(blanking)) {
    out += text.slice(at, start);
    at = end;
    const hadSemicolon = blanking.semicolon.slice(start, end).some(Boolean);
    const lineEnd = text.indexOf('\n', end);
    const restOfLine = text.slice(end, lineEnd === -1 ? text.length : lineEnd);
    const startsLine = currentLine(out).trim() === '';
    const endsLine = restOfLine.trim() === '';

    if (startsLine && endsLine) {
      // Whole lines of types: drop them, with their line break.
      out = out.slice(0, out.length - currentLine(out).length);
      at = lineEnd === -1 ? text.length : lineEnd + 1;
      const next = text.slice(
        at,
        text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at),
      );
      const closesGroup = next.trim() === '' || /^[}\])]/.test(next.trim());
      // The comment right above describes these types, unless code follows in the same group.
      const comment = TRAILING_COMMENT.exec(out);
      if (comment && closesGroup) out = out.slice(0, out.length - comment[1].length);
      if (hadSemicolon && out && !/[;{}]/.test(lastCodeChar(out) ?? ';')) {
        out += `${/^[ \t]*/.exec(next)?.[0] ?? ''};\n`;
      }
      // Close up the blank lines the types stood between.
      const blankBefore = out === '' || /\n[ \t]*\n$/.test(out) || /[{[(][ \t]*\n$/.test(out);
      if (next.trim() === '' && blankBefore && at < text.length) {
        at = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at) + 1;
      } else if (/^[}\])]/.test(next.trim()) && /\n[ \t]*\n$/.test(out)) {
        out = out.replace(/\n[ \t]*\n$/, '\n');
      }
      continue;
    }

    if (hadSemicolon && !/[;{}]/.test(lastCodeChar(out) ?? ';')) {
      out += ';';
      continue;
    }
    const removed = source.slice(start, end);
    const after = text[end];
    if (/^type\s/.test(removed) && /[{,][ \t]*$/.test(out) && /^[ \t]*[,}]/.test(text.slice(end))) {
      // An import or export specifier: `{ type A, b }`, `{ a, type B }`.
      if (after === ',') {
        at = end + 1;
        while (isSpace(text[at])) at++;
      } else {
        out = out.replace(/[ \t]*,?[ \t]*$/, '');
        if (out.endsWith('{')) out += ' ';
      }
      continue;
    }
    if (endsLine) {
      // `<Table<Row>` at the end of a line, `const status: Status =`… the line ends here.
      out = out.replace(/[ \t]+$/, '');
      at = lineEnd === -1 ? text.length : lineEnd;
      continue;
    }
    if (isSpace(out[out.length - 1])) {
      if (isSpace(after)) {
        // `abstract class`, `public x`: one space is enough.
        while (isSpace(text[at])) at++;
      } else if (/[)\]},;:.]/.test(after)) {
        // `value as Mode)`, `[...] as const;`: the expression ends where the type began.
        out = out.replace(/[ \t]+$/, '');
      }
    }
    if (/^(as|satisfies)\s/.test(removed) && after === ')') {
      const open = redundantParens(out, out.length);
      if (open !== undefined) {
        out = out.slice(0, open) + out.slice(open + 1);
        at = end + 1;
      }
    }
  }
  out += text.slice(at);

  return (
    out
      // `import { type A } from 'a'` leaves an empty list; TypeScript drops the whole import.
      .replace(
        /^[ \t]*(?:import|export)[ \t]*\{[ \t]*\}[ \t]*from[ \t]*(['"])[^'"\n]*\1;?[ \t]*\n/gm,
        '',
      )
      .replace(/^([ \t]*import[ \t]+[\w$]+)[ \t]*,[ \t]*\{[ \t]*\}/gm, '$1')
      .replace(
        /(\bfrom[ \t]*|\bimport[ \t]*\([ \t]*|^[ \t]*import[ \t]+)(['"])(\.{1,2}\/[^'"\n]*)\2/gm,
        (match, lead: string, quote: string, path: string) =>
          isTypeScriptFile(path) ? `${lead}${quote}${javaScriptFileName(path)}${quote}` : match,
      )
  );
}
