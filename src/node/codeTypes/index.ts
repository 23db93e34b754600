/**
 * Code as highlighted HTML with types on hover and focus, computed at build time (Node only):
 * Prism tokens for the colours, TypeScript's quick info for identifiers declared in rc-table,
 * React or the shown code itself. See `createCodeTypes` and `renderHtml`.
 */
import { join } from 'node:path';
import { InspectionCache } from './cache';
import { highlightLines, markOccurrences, prismLanguage } from './highlight';
import { TypeService, type Inspection } from './service';
import type { AnnotatedCode } from './types';

export { CLASS as CODE_TYPES_CLASS, renderHtml, type RenderOptions } from './render';
export type { AnnotatedCode, CodeToken, Occurrence, TypeInfo } from './types';

/** Languages the compiler reads, and the extension of a virtual file in each. */
const SCRIPT_EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

export interface CodeTypesOptions {
  /** The project: `node_modules` and the relative imports of the files resolve from here. */
  rootDir?: string;
  /**
   * Packages whose declarations get a tooltip, besides the code's own files (default `rc-table`,
   * `react`, `@types/react`).
   */
  packages?: readonly string[];
  /**
   * Where quick info is kept between runs, by content (default `<rootDir>/.cache/code-types`);
   * `false`: not kept.
   */
  cacheDir?: string | false;
}

export interface AnnotateOptions {
  /**
   * Code the compiler reads before `code` but that is not shown, e.g. `import Table from
   * 'rc-table';` for a snippet that uses `Table` without importing it.
   */
  prelude?: string;
}

/** A file to annotate: its name (relative to the root), its code and the code block's language. */
export interface CodeFile extends AnnotateOptions {
  fileName: string;
  code: string;
  lang?: string;
}

/** Highlighting and quick info for many files from one LanguageService. */
export interface CodeTypes {
  /**
   * The code's tokens, with type information on identifiers when `lang` is TypeScript or
   * JavaScript. `fileName` (e.g. `demos/simple.tsx`, `demos/simple.jsx`) places the code in the
   * project, so its relative imports resolve; a name without a script extension gets the
   * language's (`docs/index.md#2` → `docs/index.md#2.tsx`). Line breaks become `\n`.
   */
  annotate(fileName: string, code: string, lang?: string, options?: AnnotateOptions): AnnotatedCode;
  /**
   * `annotate` for many files; faster than one call each, as the compiler checks them all in
   * one program instead of starting again after each file.
   */
  annotateAll(files: readonly CodeFile[]): AnnotatedCode[];
  /** Frees the LanguageService. */
  dispose(): void;
}

/** The name of the virtual file the compiler reads, or `undefined` for code it does not read. */
export function scriptFileName(fileName: string, lang: string | undefined): string | undefined {
  const extension = lang && SCRIPT_EXTENSIONS[lang];
  if (!extension) return undefined;
  return SCRIPT_FILE.test(fileName) ? fileName : fileName + extension;
}

/** Creates the LanguageService; keep one for a build, it gets faster as it warms up. */
export function createCodeTypes(options: CodeTypesOptions = {}): CodeTypes {
  const rootDir = options.rootDir ?? process.cwd();
  const packages = options.packages ?? ['rc-table', 'react', '@types/react'];
  const service = new TypeService({ rootDir, packages });
  const cacheDir = options.cacheDir ?? join(rootDir, '.cache', 'code-types');
  const cache = cacheDir === false ? undefined : new InspectionCache(cacheDir, rootDir, packages);

  const prepare = (file: CodeFile) => {
    const code = file.code.replace(/\r\n?/g, '\n');
    const prelude = file.prelude ? file.prelude.replace(/\r\n?/g, '\n').replace(/\n?$/, '\n') : '';
    const script = scriptFileName(file.fileName, file.lang);
    return { code, prelude, script, language: prismLanguage(file.lang) };
  };

  const inspect = (script: string, text: string, from: number): Inspection => {
    const path = service.path(script);
    const key = cache?.key(path, text, from);
    const cached = key ? cache?.read(key, (dependency) => service.textOf(dependency)) : undefined;
    if (cached) return cached;
    const inspection = service.inspect(script, from);
    if (key) cache?.write(key, service.dependencies(script), inspection);
    return inspection;
  };

  const annotateAll = (files: readonly CodeFile[]): AnnotatedCode[] => {
    service.refresh();
    const prepared = files.map(prepare);
    const texts = new Map<string, string>();
    for (const { code, prelude, script } of prepared) {
      if (!script) continue;
      if (texts.has(script) && texts.get(script) !== prelude + code) {
        throw new Error(`[codeTypes] two different codes named ${script}; give each its own name`);
      }
      texts.set(script, prelude + code);
    }
    // All first: the compiler then checks them in one program (only if the cache lacks one).
    service.setFiles([...texts].map(([fileName, text]) => ({ fileName, text })));
    return prepared.map(({ code, prelude, script, language }) => {
      const { occurrences, infos } = script
        ? inspect(script, prelude + code, prelude.length)
        : { occurrences: [], infos: [] };
      const lines = markOccurrences(highlightLines(code, language), occurrences);
      return { code, language, lines, occurrences, infos };
    });
  };

  return {
    annotate: (fileName, code, lang, annotateOptions) =>
      annotateAll([{ fileName, code, lang, ...annotateOptions }])[0],
    annotateAll,
    dispose: () => service.dispose(),
  };
}
