/**
 * Checks the built site as tools that nobody here wrote read it:
 * - every text file (HTML, JavaScript, CSS, JSON, XML, SVG, text) is valid UTF-8 and holds no
 *   U+0000 and no U+FFFD, the marks of text broken on its way out of the build;
 * - every HTML page passes the W3C Nu HTML Checker (npm `vnu-jar`, which needs Java) with no
 *   error. The only errors let through are in markup that rc-table itself renders inside a demo,
 *   each listed in RC_TABLE_EXCEPTIONS with the reason;
 * - every page has its Markdown twin, equal to its sources, and each llms.txt lists every page
 *   (tests/support/checkTwins.ts).
 * Usage: node .cache/check-output.mjs [--dir dist]; exits 1 with every problem listed.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { twinProblems } from '../tests/support/checkTwins';
import { pageHeadProblems } from '../src/node/patches/html/pageHead';

type Element = DefaultTreeAdapterMap['element'];
type Template = DefaultTreeAdapterMap['template'];
type Node = DefaultTreeAdapterMap['node'];

/** Files the build writes as text. */
const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
]);

/** One problem in one file. */
export interface Problem {
  file: string;
  line?: number;
  message: string;
}

/** What is wrong with the bytes of a text file: not UTF-8, NUL bytes, replacement characters. */
export function encodingProblems(file: string, bytes: Uint8Array): Problem[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return [{ file, message: 'not valid UTF-8' }];
  }
  const problems: Problem[] = [];
  for (const [char, name] of [
    ['\u0000', 'U+0000 (NUL)'],
    ['\uFFFD', 'U+FFFD (replacement character)'],
  ] as const) {
    const count = text.split(char).length - 1;
    if (count) {
      const line = text.slice(0, text.indexOf(char)).split('\n').length;
      problems.push({ file, line, message: `${count} × ${name}, the first on this line` });
    }
  }
  return problems;
}

/** A claim marker of the Markdown sources (tests/claims) that reached what readers get. */
export function claimMarkerProblems(file: string, text: string): Problem[] {
  const count = text.split('<!-- claim:').length - 1;
  return count
    ? [{ file, message: `${count} claim marker(s) of the Markdown source left in` }]
    : [];
}

/** A Nu checker error that is allowed where rc-table renders it inside a demo, and why. */
export interface Exception {
  message: RegExp;
  reason: string;
}

/** The only Nu checker errors allowed, each only inside a table that rc-table renders in a demo. */
export const RC_TABLE_EXCEPTIONS: Exception[] = [
  {
    message:
      /^A table row was \d+ columns wide and exceeded the column count established using column markup \(\d+\)\.$/,
    reason:
      'rc-table writes `<col>` elements only up to the last column with a width (lib/ColGroup.js skips the trailing ones), so a table whose last columns have no width has fewer `<col>`s than cells; HTML counts that as an error, browsers lay it out as intended.',
  },
  {
    message:
      /^Table columns in range \d+…\d+ established by element “td” have no cells beginning in them\.$/,
    reason:
      'rc-table renders a fixed summary (`Table.Summary fixed`) in a table of its own; a summary cell with `colSpan` then spans columns in which no other cell of that table begins.',
  },
];

/** The Nu checker's JSON output, as far as this script reads it. */
interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** Offset in `text` of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let i = 1; i < line; i += 1) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

function classesOf(element: Element): string[] {
  return (element.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/);
}

/** The chain of elements from the root to the innermost one whose source holds `offset`. */
function elementsAt(document: Node, offset: number): Element[] {
  const chain: Element[] = [];
  let children = 'childNodes' in document ? document.childNodes : [];
  for (;;) {
    const next = children.find((child): child is Element => {
      const location = 'tagName' in child ? child.sourceCodeLocation : undefined;
      return !!location && location.startOffset <= offset && offset < location.endOffset;
    });
    if (!next) return chain;
    chain.push(next);
    children =
      next.tagName === 'template' ? (next as Template).content.childNodes : next.childNodes;
  }
}

/** Whether the error at `offset` of `html` lies in a table rendered by rc-table inside a demo. */
export function inRcTableOfDemo(html: string, offset: number): boolean {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const chain = elementsAt(document, offset);
  const inDemo = chain.some((element) =>
    classesOf(element).includes('dumi-default-previewer-demo'),
  );
  const inTable = chain.some((element) => classesOf(element).includes('rc-table'));
  return inDemo && inTable;
}

/** The Nu checker's errors that no exception covers, as problems. */
export function unexpectedErrors(
  messages: VnuMessage[],
  readHtml: (file: string) => string,
  root: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const message of messages) {
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const path = decodeURIComponent(message.url.replace(/^file:/, ''));
    const file = relative(root, path);
    const line = message.lastLine ?? message.firstLine;
    const excepted =
      message.type === 'error' &&
      line !== undefined &&
      message.lastColumn !== undefined &&
      RC_TABLE_EXCEPTIONS.some((exception) => exception.message.test(message.message)) &&
      inRcTableOfDemo(readHtml(path), offsetOf(readHtml(path), line, message.lastColumn));
    if (!excepted) {
      const extract = message.extract
        ? ` (at: ${message.extract.replace(/\s+/g, ' ').slice(0, 120)})`
        : '';
      problems.push({ file, line, message: `${message.message}${extract}` });
    }
  }
  return problems;
}

function walk(dir: string, files: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

/** Runs the Nu checker on `files` and returns its messages. */
function runVnu(files: string[]): VnuMessage[] {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'check-output: the Nu HTML Checker needs Java; on Debian or Ubuntu: sudo apt-get install -y default-jre-headless',
    );
  }
  let output = '';
  try {
    execFileSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...files], {
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    output = String((error as { stderr?: Buffer }).stderr ?? '');
    if (!output.trim().startsWith('{')) throw error;
  }
  return output.trim() ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
}

function main() {
  const dirArg = process.argv.indexOf('--dir');
  const root = dirArg > 0 ? process.argv[dirArg + 1] : 'dist';
  const files = walk(root);
  const texts = files.filter((file) => TEXT_EXTENSIONS.has(extname(file)));
  const pages = texts.filter((file) => file.endsWith('.html'));
  const cache = new Map<string, string>();
  const readHtml = (file: string) => {
    if (!cache.has(file)) cache.set(file, readFileSync(file, 'utf8'));
    return cache.get(file)!;
  };
  const messages = runVnu(pages);
  const errors = messages.filter(
    (message) => message.type === 'error' || message.type === 'non-document-error',
  );
  const unexpected = unexpectedErrors(messages, readHtml, root);
  const problems: Problem[] = [
    ...texts.flatMap((file) => encodingProblems(relative(root, file), readFileSync(file))),
    ...texts.flatMap((file) =>
      claimMarkerProblems(relative(root, file), readFileSync(file, 'utf8')),
    ),
    ...unexpected,
    ...pages.flatMap((file) =>
      pageHeadProblems(readHtml(file)).map((message) => ({ file: relative(root, file), message })),
    ),
    ...twinProblems(root),
  ];
  for (const { file, line, message } of problems)
    console.log(`${file}${line ? `:${line}` : ''}: ${message}`);
  console.log(
    `check-output: ${texts.length} text files (UTF-8, no U+0000, no U+FFFD), ${pages.length} HTML pages (language and zoomable viewport; Nu HTML Checker; ${errors.length - unexpected.length} errors in rc-table's own demo markup let through as listed): ${problems.length} problem(s)`,
  );
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && /check-output\.(m?js|ts)$/.test(process.argv[1])) main();
