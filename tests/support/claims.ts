import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Where a statement about rc-table is proven: a test (`<file> › describe › … › it`), or, for what
 * only the source can show, a line of an rc-table 7.30.3 file (path below `node_modules/rc-table`)
 * that holds `has`, or a file that lacks `lacks` altogether.
 */
export type Proof =
  | { test: string }
  | { lib: string; line: number; has: string }
  | { lib: string; lacks: string };

/** A page's sections whose every list item says what rc-table or a demo does. */
export const CLAIM_SECTIONS: Record<'en' | 'zh', readonly string[]> = {
  en: ['Try it', 'Pitfalls'],
  zh: ['试一试', '注意事项'],
};

/** The marker a claim carries in Markdown: an HTML comment on its own line inside the list item. */
export const CLAIM_MARKER = /^\s*<!--\s*claim:\s*([\w./-]+)\s*-->\s*$/;

/** One list item of a claim section, with the id its marker gives (null when it has none). */
export interface ClaimItem {
  section: string;
  /** The item's first line, to name it in a failure. */
  text: string;
  id: string | null;
}

/**
 * The list items of the sections named in `sections` (`## Title`), in page order, each with its
 * claim id. An item runs from its `- ` line to the next item, heading or unindented line.
 */
export function claimItems(markdown: string, sections: readonly string[]): ClaimItem[] {
  const items: ClaimItem[] = [];
  let section: string | null = null;
  let current: ClaimItem | null = null;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      current = null;
      section = heading[1].length === 2 && sections.includes(heading[2]) ? heading[2] : null;
      continue;
    }
    if (!section) continue;
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      current = { section, text: item[1], id: null };
      items.push(current);
      continue;
    }
    if (current && line.trim() && !/^\s/.test(line)) current = null;
    const marker = CLAIM_MARKER.exec(line);
    if (marker && current) current.id = marker[1];
  }
  return items;
}

/** Every claim id a Markdown source carries, in order (markers outside claim sections too). */
export function claimIds(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => CLAIM_MARKER.exec(line)?.[1])
    .filter((id): id is string => Boolean(id));
}

const SUITE = new Set(['describe', 'it', 'test']);
/** `describe.each`, `it.skip` … name tests too, but a proof must not point at a skipped one. */
const SKIPPED = new Set(['skip', 'todo', 'skipIf', 'runIf']);

/**
 * The full names of the tests a test file declares (`describe › … › it`), read from its syntax:
 * calls of `describe`/`it`/`test` whose first argument is a string literal.
 */
export function testNames(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  const visit = (node: ts.Node, path: string[]) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [head, modifier] = ts.isPropertyAccessExpression(callee)
        ? [callee.expression.getText(source), callee.name.text]
        : [callee.getText(source), undefined];
      const [first] = node.arguments;
      if (
        SUITE.has(head) &&
        !(modifier && SKIPPED.has(modifier)) &&
        first &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
      ) {
        const here = [...path, first.text];
        if (head === 'describe') node.arguments.slice(1).forEach((arg) => visit(arg, here));
        else names.push(here.join(' › '));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, path));
  };
  visit(source, []);
  return names;
}

/**
 * The prose of a page that is not laid out in claim sections (the home page, the upgrade guide):
 * every paragraph and list item outside code, tables and HTML, with the claim id its marker gives.
 * A one-line paragraph that ends with a colon ("Before:") introduces what follows and is not a
 * claim; the sections in `skip` say nothing of their own about rc-table.
 */
export function proseItems(markdown: string, skip: readonly string[] = []): ClaimItem[] {
  const items: ClaimItem[] = [];
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  let section = '';
  let current: (ClaimItem & { lines: string[] }) | null = null;
  let inFence = false;
  const close = () => {
    if (current && !(current.lines.length === 1 && /[:：]$/.test(current.lines[0].trim())))
      items.push(current);
    current = null;
  };
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      close();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      close();
      section = heading[2];
      continue;
    }
    const marker = CLAIM_MARKER.exec(line);
    if (marker) {
      if (current) current.id = marker[1];
      continue;
    }
    if (!line.trim() || /^\s*[<|]/.test(line)) {
      close();
      continue;
    }
    if (skip.includes(section)) continue;
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item || !current) {
      close();
      current = { section, text: (item ? item[1] : line).trim(), id: null, lines: [line] };
    } else current.lines.push(line);
  }
  close();
  return items.map(({ section, text, id }) => ({ section, text, id }));
}
