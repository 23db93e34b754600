/**
 * The code samples of the documentation pages, and how each is type-checked (tests/unit/docs/
 * codeSamples.test.ts) against the installed rc-table and React types.
 *
 * Every ```ts / ```tsx / ```js / ```jsx block of a page is a sample. A sample compiles on its own,
 * as a module, unless an HTML comment on the line right above its fence says otherwise:
 *
 *     <!-- sample: context=upgrade wrap=column fails=TS2353 -->
 *
 * - `context=NAME`: the sample is a fragment that uses names declared in the prelude NAME
 *   (`SAMPLE_PRELUDES`: the `columns`, `data` and helpers a page's snippets talk about);
 * - `wrap=column`: the sample is one column object (`{ title: …, render: … }`), checked as a
 *   column of the context's record type;
 * - `fails=CODE`: the sample is deliberately old code that no longer compiles, and the compiler
 *   must report exactly that error (e.g. the prop rc-table 7 removed); any other error, or none,
 *   fails the check.
 */

/** One fenced code block of a page. */
export interface CodeSample {
  /** Page path, e.g. `docs/index.md`. */
  file: string;
  /** 1-based line of the block's first code line in the page. */
  line: number;
  lang: 'ts' | 'tsx' | 'js' | 'jsx';
  code: string;
  context?: string;
  wrap?: 'column';
  /** The TypeScript error code the sample must produce (`TS2353`), when it is meant to fail. */
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

/** The checked code samples of a Markdown page, in page order. */
export function codeSamples(file: string, markdown: string): CodeSample[] {
  const lines = markdown.split('\n');
  const samples: CodeSample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]);
    if (!open) continue;
    const [, fence, lang] = open;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !lines[end].startsWith(fence)) end += 1;
    if (CHECKED.has(lang)) {
      const above = index > 0 ? DIRECTIVE.exec(lines[index - 1]) : null;
      samples.push({
        file,
        line: start + 1,
        lang: lang as CodeSample['lang'],
        code: lines.slice(start, end).join('\n'),
        ...(above ? parseDirective(above[1], file, index) : {}),
      });
    }
    index = end;
  }
  return samples;
}

/**
 * Names the snippets of a page use without declaring them, declared with the types a reader's
 * code would have. A prelude only declares: it never makes a wrong sample compile.
 */
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

/** The record type each prelude declares, for `wrap=column`. */
const PRELUDE_RECORDS: Record<string, string> = { upgrade: 'Person', legacyCells: 'StockLine' };

/** What the checker compiles for a sample: a module, and where the sample's first line sits in it. */
export interface SampleModule {
  source: string;
  /** 0-based line of the module where the sample's first line is. */
  offset: number;
}

/** The module that type-checks `sample`: its prelude, then the sample (wrapped if asked). */
export function sampleModule(sample: CodeSample): SampleModule {
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
  const prefix = head.length ? head.join('\n').split('\n') : [];
  const tail = sample.wrap === 'column' ? [';'] : [];
  // `export {}` keeps every sample in its own module scope.
  const source = [...prefix, sample.code, ...tail, 'export {};', ''].join('\n');
  return { source, offset: prefix.length };
}
