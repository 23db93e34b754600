import { createHash } from 'node:crypto';
import { join } from 'node:path';
import ts from 'typescript';
import { sampleModule, type CodeSample } from '../../src/node/docs/codeSamples';

export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/**
 * The files on disk (TypeScript's libs, React's and rc-table's types), parsed once for every
 * program of a run: each call checks two programs, and a test calls it several times.
 */
const parsedOnDisk = ts.createDocumentRegistry();

interface Compiled {
  sample: CodeSample;
  path: string;
  offset: number;
}

/** Type-checks the samples against `root`'s types: `strict`, js/jsx without implicit-any errors. */
export function checkSamples(samples: CodeSample[], root: string): SampleProblem[] {
  const problems: SampleProblem[] = [];
  for (const javascript of [false, true]) {
    const group = samples.filter(
      (sample) => (sample.lang === 'js' || sample.lang === 'jsx') === javascript,
    );
    if (!group.length) continue;
    const files = new Map<string, string>();
    const compiled: Compiled[] = group.map((sample, index) => {
      const { source, offset } = sampleModule(sample);
      const path = join(root, '.samples', `sample-${index}.tsx`);
      files.set(path, source);
      return { sample, path, offset };
    });
    const options = { ...OPTIONS, noImplicitAny: !javascript };
    const host = ts.createCompilerHost(options, true);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.fileExists = (name) => files.has(name) || fileExists(name);
    host.getSourceFile = (name, language, onError, create) => {
      if (files.has(name))
        return ts.createSourceFile(name, files.get(name)!, language, true, ts.ScriptKind.TSX);
      const text = readFile(name);
      if (text === undefined) return getSourceFile(name, language, onError, create);
      // The registry keeps one tree per file, options that change how it parses and version.
      const version = createHash('sha1').update(text).digest('hex');
      const snapshot = ts.ScriptSnapshot.fromString(text);
      return parsedOnDisk.acquireDocument(name, options, snapshot, version, undefined, language);
    };
    const program = ts.createProgram([...files.keys()], options, host);
    for (const { sample, path, offset } of compiled) {
      const source = program.getSourceFile(path)!;
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
      const reported = diagnostics.map((diagnostic) => {
        const position =
          diagnostic.start === undefined
            ? 0
            : source.getLineAndCharacterOfPosition(diagnostic.start).line;
        return {
          code: `TS${diagnostic.code}`,
          line: sample.line + position - offset,
          text: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
        };
      });
      if (sample.fails) {
        const expected = reported.filter(({ code }) => code === sample.fails);
        if (!expected.length) {
          problems.push({
            file: sample.file,
            line: sample.line,
            message: `expected ${sample.fails}, the compiler reported ${reported.length ? reported.map(({ code }) => code).join(', ') : 'nothing'}`,
          });
        }
        for (const other of reported.filter(({ code }) => code !== sample.fails)) {
          problems.push({
            file: sample.file,
            line: other.line,
            message: `${other.code} ${other.text} (the sample is only meant to fail with ${sample.fails})`,
          });
        }
      } else {
        for (const { code, line, text } of reported)
          problems.push({ file: sample.file, line, message: `${code} ${text}` });
      }
    }
  }
  return problems;
}
