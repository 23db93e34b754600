/**
 * Every ts/tsx/js/jsx block of a page is a sample that compiles on its own, unless the line above
 * its fence says otherwise: `<!-- sample: context=upgrade wrap=column fails=TS2353 -->`
 * - `context=NAME`: a fragment using the names of `SAMPLE_PRELUDES[NAME]`;
 * - `wrap=column`: one column object, checked as a column of the context's record type;
 * - `fails=CODE`: old code that must fail with exactly that error.
 */

export interface CodeSample {
  /** e.g. `docs/index.md`. */
  file: string;
  /** 1-based line of the block's first code line in the page. */
  line: number;
  lang: 'ts' | 'tsx' | 'js' | 'jsx';
  code: string;
  context?: string;
  wrap?: 'column';
  /** The error the sample must produce (`TS2353`), when it is meant to fail. */
  fails?: string;
}

const FENCE = /^(`{3,}|~{3,})\s*([A-Za-z]*)/;
const DIRECTIVE = /^<!--\s*sample:(.*?)-->\s*$/;
const CHECKED = new Set(['ts', 'tsx', 'js', 'jsx']);

function parseDirective(
  text: string,
  file: string,
  line: number,
): Pick<CodeSample, 'context' | 'wrap' | 'fails'> {
  const directive: Pick<CodeSample, 'context' | 'wrap' | 'fails'> = {};
  for (const part of text.trim().split(/\s+/).filter(Boolean)) {
    const [key, value] = part.split('=');
    if (key === 'context' && value) directive.context = value;
    else if (key === 'wrap' && value === 'column') directive.wrap = value;
    else if (key === 'fails' && /^TS\d+$/.test(value ?? '')) directive.fails = value;
    else throw new Error(`${file}:${line}: unknown sample directive "${part}"`);
  }
  return directive;
}

/** A fenced block of a page: its language (`''` if none), code and place. */
export interface CodeFence {
  lang: string;
  code: string;
  /** 0-based line of the opening fence. */
  index: number;
}

/** Every fenced block of `markdown` (fences at the start of a line), in order. */
export function codeFences(markdown: string): CodeFence[] {
  const lines = markdown.split('\n');
  const fences: CodeFence[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]);
    if (!open) continue;
    const [, fence, lang] = open;
    let end = index + 1;
    while (end < lines.length && !lines[end].startsWith(fence)) end += 1;
    fences.push({ lang, code: lines.slice(index + 1, end).join('\n'), index });
    index = end;
  }
  return fences;
}

export function codeSamples(file: string, markdown: string): CodeSample[] {
  const lines = markdown.split('\n');
  return codeFences(markdown)
    .filter(({ lang }) => CHECKED.has(lang))
    .map(({ lang, code, index }) => {
      const above = index > 0 ? DIRECTIVE.exec(lines[index - 1]) : null;
      return {
        file,
        line: index + 2,
        lang: lang as CodeSample['lang'],
        code,
        ...(above ? parseDirective(above[1], file, index) : {}),
      };
    });
}

/** Names the samples use without declaring them; a prelude never makes a wrong sample compile. */
export const SAMPLE_PRELUDES: Record<string, string> = {
  upgrade: [
    "import * as React from 'react';",
    "import Table from 'rc-table';",
    "import type { ColumnType, ColumnsType } from 'rc-table/lib/interface';",
    'interface Person { key: string; name: string; age: number; description: string }',
    'declare const columns: ColumnsType<Person>;',
    'declare const data: Person[];',
    'declare const nameColumn: ColumnType<Person>;',
    'declare const ageColumn: ColumnType<Person>;',
    'declare function renderDetail(record: Person): React.ReactNode;',
    'declare function select(record: Person): void;',
    'declare function highlight(key: React.Key): void;',
    'declare function open(record: Person): void;',
    'declare const rowRefs: Record<string, React.Ref<HTMLTableRowElement>>;',
    'declare const MotionBody: React.FC<{ children?: React.ReactNode }>;',
  ].join('\n'),
  legacyCells: [
    "import * as React from 'react';",
    "import type { ColumnType } from 'rc-table/lib/interface';",
    'interface StockLine { key: string; warehouse: string; sku: string; quantity: number }',
    'declare function spanAt(index: number): number;',
  ].join('\n'),
};

/** For `wrap=column`. */
const PRELUDE_RECORDS: Record<string, string> = { upgrade: 'Person', legacyCells: 'StockLine' };

export interface SampleModule {
  source: string;
  /** 0-based line of the sample's first line in the module. */
  offset: number;
}

/** The lines the compiler reads before a sample: its context's names, its column's opening. */
function sampleHead(sample: CodeSample): string[] {
  const head: string[] = [];
  if (sample.context) {
    const prelude = SAMPLE_PRELUDES[sample.context];
    if (prelude === undefined)
      throw new Error(`${sample.file}:${sample.line}: no sample context "${sample.context}"`);
    head.push(prelude);
  }
  if (sample.wrap === 'column') {
    const record = PRELUDE_RECORDS[sample.context ?? ''];
    if (!record)
      throw new Error(
        `${sample.file}:${sample.line}: wrap=column needs a context with a record type`,
      );
    head.push(`export const column: ColumnType<${record}> =`);
  }
  return head.length ? head.join('\n').split('\n') : [];
}

/** What the compiler reads before the sample's code, `''` for a sample that stands alone. */
export function samplePrelude(sample: CodeSample): string {
  return sampleHead(sample).join('\n');
}

export function sampleModule(sample: CodeSample): SampleModule {
  const prefix = sampleHead(sample);
  const tail = sample.wrap === 'column' ? [';'] : [];
  // `export {}` keeps every sample in its own module scope.
  const source = [...prefix, sample.code, ...tail, 'export {};', ''].join('\n');
  return { source, offset: prefix.length };
}
