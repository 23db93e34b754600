import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Where a statement about rc-table is proven: a test (`<file> › describe › … › it`), or, for what
 * only the source can show, a line of an rc-table 7.30.3 file (path below `node_modules/rc-table`)
 * that holds `has`, or a file that lacks `lacks` altogether; for what an older release did, the
 * same of a file of rc-table's repository at that release's tag (a {@link SourceProof}).
 */
export type Proof =
  | TestProof
  | { lib: string; line: number; has: string }
  | { lib: string; lacks: string }
  | SourceProof;

/**
 * A test by its full name. A test that stubs a global rc-table's dependencies read (see
 * {@link GUARDED_GLOBALS}) names it in `stubs`, with what the stub stands in for: only code the
 * claim is not about, such as a demo's own observer of the site header. The inventory test holds
 * the declaration to the test's source ({@link stubSites}).
 */
export interface TestProof {
  test: string;
  stubs?: Readonly<Record<string, string>>;
}

/**
 * A file of rc-table's repository as tagged for `release` (a version of
 * src/node/changelog/releases.json): its line `line` holds `has`, or the file lacks `lacks` (or
 * does not exist). With `before`, that older release shows the opposite: its file lacks `has`, or
 * holds `lacks`; so "new in" and "removed in" name both sides of the change. With `sameAs`, the
 * file or folder (`src`) is the same at both releases: "nothing changed". The repository is not
 * here when the tests run: scripts/claim-sources.ts reads the tags and keeps what it verified in
 * tests/claims/tagged-source.json, which the inventory test holds against these proofs.
 */
export type SourceProof =
  | { release: string; file: string; line: number; has: string; before?: string }
  | { release: string; file: string; lacks: string; before?: string }
  | { release: string; file: string; sameAs: string };

/** What one or several proofs of a claim hold together. */
export type Proofs = Proof | readonly Proof[];

/** A claim's proofs as a list. */
export const proofList = (proofs: Proofs): readonly Proof[] =>
  Array.isArray(proofs) ? proofs : [proofs as Proof];

/**
 * What a source proof asks of one file at one release's tag: that line `line` holds `has`, that the
 * file holds (`holds`) or lacks (`lacks`) a string anywhere (a missing file lacks everything), or
 * that the file or folder is the same object at release `sameAs`.
 */
export type SourceCheck =
  | { release: string; file: string; line: number; has: string }
  | { release: string; file: string; holds: string }
  | { release: string; file: string; lacks: string }
  | { release: string; file: string; sameAs: string };

/**
 * One fact about a file at a release's tag, as scripts/claim-sources.ts found it: the text of a
 * line, or a `holds`, `lacks` or `sameAs` check that passed.
 */
export type SourceFact =
  | { release: string; file: string; line: number; text: string }
  | { release: string; file: string; holds: string }
  | { release: string; file: string; lacks: string }
  | { release: string; file: string; sameAs: string };

/** The checks a source proof needs: its own, and the opposite one at `before`. */
export function sourceChecks(proof: SourceProof): SourceCheck[] {
  if ('sameAs' in proof) return [proof];
  const { release, file, before } = proof;
  if ('has' in proof)
    return [
      { release, file, line: proof.line, has: proof.has },
      ...(before ? [{ release: before, file, lacks: proof.has }] : []),
    ];
  return [
    { release, file, lacks: proof.lacks },
    ...(before ? [{ release: before, file, holds: proof.lacks }] : []),
  ];
}

/** Whether a kept fact answers a check; for a line, that it is the line and it holds `has`. */
export function factAnswers(fact: SourceFact, check: SourceCheck): boolean {
  if (fact.release !== check.release || fact.file !== check.file) return false;
  if ('line' in check)
    return 'line' in fact && fact.line === check.line && fact.text.includes(check.has);
  if ('holds' in check) return 'holds' in fact && fact.holds === check.holds;
  if ('sameAs' in check) return 'sameAs' in fact && fact.sameAs === check.sameAs;
  return 'lacks' in fact && fact.lacks === check.lacks;
}

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
  /** The item's whole text as written: every line but its claim marker, without the `- `. */
  body: string;
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
      current = { section, text: item[1], id: null, body: item[1] };
      items.push(current);
      continue;
    }
    if (current && line.trim() && !/^\s/.test(line)) current = null;
    const marker = CLAIM_MARKER.exec(line);
    if (marker && current) current.id = marker[1];
    else if (current) current.body += `\n${line}`;
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

/**
 * A test's title as a proof names it: a string as written; a template (a test per item of a loop,
 * as the e2e tests name them) with `%s` for each substitution, as a table of tests is named.
 */
function titleText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `%s${span.literal.text}`).join('');
  return undefined;
}

/** `describe.each`, `it.skip` … name tests too, but a proof must not point at a skipped one. */
const SKIPPED = new Set(['skip', 'todo', 'skipIf', 'runIf']);

/**
 * The full names of the tests a test file declares (`describe › … › it`), read from its syntax:
 * calls of `describe`/`it`/`test` whose first argument is a string literal. A table of tests
 * (`it.each(rows)('keeps what %s promises', …)`) is named by its title as written, with its `%s`,
 * and so is a test a loop declares with a template title (`${demo} renders`: `%s renders`):
 * a proof names the table, and the claims that cite it are the rows it iterates
 * (tests/claims/derived.ts).
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
      const table =
        ts.isCallExpression(node.expression) &&
        ts.isPropertyAccessExpression(node.expression.expression) &&
        node.expression.expression.name.text === 'each';
      const callee = table
        ? ((node.expression as ts.CallExpression).expression as ts.PropertyAccessExpression)
            .expression
        : node.expression;
      const [head, modifier] = ts.isPropertyAccessExpression(callee)
        ? [callee.expression.getText(source), callee.name.text]
        : [callee.getText(source), undefined];
      const [first] = node.arguments;
      const title = first && titleText(first);
      if (SUITE.has(head) && !(modifier && SKIPPED.has(modifier)) && title !== undefined) {
        const here = [...path, title];
        // Playwright groups with `test.describe`.
        if (head === 'describe' || (head === 'test' && modifier === 'describe'))
          node.arguments.slice(1).forEach((arg) => visit(arg, here));
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
 * The packages whose behaviour the claims describe: rc-table and what it measures and renders
 * with. A proof may not mock them, whether by name or by a path into node_modules.
 */
const UNMOCKABLE =
  /(?:^|\/node_modules\/)(?:rc-table|rc-resize-observer|rc-util|resize-observer-polyfill)(?:\/|$)/;

/**
 * The globals rc-table's dependencies read: resize-observer-polyfill, which rc-resize-observer
 * measures the columns with, hands over a global `ResizeObserver` in place of its own.
 */
export const GUARDED_GLOBALS: readonly string[] = ['ResizeObserver'];

/**
 * The one way a test may define a global `ResizeObserver`: tests/unit/claims/fixtures.tsx's
 * helper, called in the test's own body, which refuses to observe a table.
 */
export const STUB_HELPER = 'stubResizeObserver';

/** A place in a test file that mocks one of rc-table's packages or defines a guarded global. */
export interface StubSite {
  /** The module mocked, or the global defined. */
  what: string;
  /** `mock`: vi.mock or vi.doMock; `helper`: {@link STUB_HELPER}; `global`: any other definition. */
  how: 'mock' | 'helper' | 'global';
  /** The full name of the test whose body holds it; null at module level, in a hook or a describe. */
  test: string | null;
  line: number;
}

const MOCKS = new Set(['mock', 'doMock']);
const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

/** The module a `vi.mock(…)` call names: a string, or `import('…')`. */
function mockedModule(call: ts.CallExpression): string | null {
  const [first] = call.arguments;
  if (first && ts.isStringLiteralLike(first)) return first.text;
  if (
    first &&
    ts.isCallExpression(first) &&
    first.expression.kind === ts.SyntaxKind.ImportKeyword
  ) {
    const [specifier] = first.arguments;
    return specifier && ts.isStringLiteralLike(specifier) ? specifier.text : null;
  }
  return null;
}

/** The guarded global a node defines or names for defining, if any (see {@link stubSites}). */
function guardedGlobal(node: ts.Node): string | null {
  const guarded = (name: string | undefined) =>
    name !== undefined && GUARDED_GLOBALS.includes(name) ? name : null;
  if (ts.isCallExpression(node)) {
    const literal = node.arguments.find(
      (arg) => ts.isStringLiteralLike(arg) && GUARDED_GLOBALS.includes(arg.text),
    );
    return literal ? (literal as ts.StringLiteralLike).text : null;
  }
  if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
    const target = node.left;
    if (ts.isPropertyAccessExpression(target)) return guarded(target.name.text);
    if (ts.isElementAccessExpression(target) && ts.isStringLiteralLike(target.argumentExpression))
      return guarded(target.argumentExpression.text);
  }
  if (
    (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
    (ts.isIdentifier(node.name) || ts.isStringLiteralLike(node.name))
  )
    return guarded(node.name.text);
  return null;
}

/**
 * Where a test file mocks rc-table, rc-resize-observer, rc-util or resize-observer-polyfill
 * (`vi.mock`, `vi.doMock`), or defines a global of {@link GUARDED_GLOBALS}: through
 * {@link STUB_HELPER}, or any other way (`vi.stubGlobal`, an assignment, `Object.defineProperty`,
 * an object literal with that key), each with the test whose body holds it. Read from the syntax,
 * as {@link testNames} reads the names.
 */
export function stubSites(file: string, text = readFileSync(file, 'utf8')): StubSite[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const sites: StubSite[] = [];
  const add = (node: ts.Node, what: string, how: StubSite['how'], test: string | null) =>
    sites.push({
      what,
      how,
      test,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const visit = (node: ts.Node, path: string[], test: string | null) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [head, name] = ts.isPropertyAccessExpression(callee)
        ? [callee.expression.getText(source), callee.name.text]
        : [callee.getText(source), undefined];
      const [first] = node.arguments;
      if (SUITE.has(head) && first && ts.isStringLiteralLike(first)) {
        const here = [...path, first.text];
        const inner = head === 'describe' ? test : here.join(' › ');
        node.arguments.slice(1).forEach((arg) => visit(arg, here, inner));
        return;
      }
      const module = head === 'vi' && name && MOCKS.has(name) ? mockedModule(node) : null;
      if (module && UNMOCKABLE.test(module)) add(node, module, 'mock', test);
      else if (head === STUB_HELPER) add(node, 'ResizeObserver', 'helper', test);
    }
    const global = guardedGlobal(node);
    if (global) add(node, global, 'global', test);
    ts.forEachChild(node, (child) => visit(child, path, test));
  };
  visit(source, [], null);
  return sites;
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
      const text = (item ? item[1] : line).trim();
      current = { section, text, id: null, body: text, lines: [line] };
    } else {
      current.lines.push(line);
      current.body += `\n${line}`;
    }
  }
  close();
  return items.map(({ section, text, id, body }) => ({ section, text, id, body }));
}
