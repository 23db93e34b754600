/** Code as Prism tokens with twoslash's hovers on names from rc-table, React or the code itself. */
import { resolve } from 'node:path';
import ts from 'typescript';
import { createTwoslasher, type NodeHover } from 'twoslash/core';
import { highlightLines, markOccurrences, prismLanguage } from './highlight';
import { isDescribed } from './judge';
import type { AnnotatedCode, Occurrence, TypeInfo } from './types';

export { CLASS as CODE_TYPES_CLASS, renderHtml, type RenderOptions } from './render';
export type { AnnotatedCode, CodeToken, Occurrence, TypeInfo } from './types';

/** As the project's tsconfig.json, minus what concerns the site's own code (paths, test globals). */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  allowJs: true,
  checkJs: false,
  noEmit: true,
  // Only the types a file imports; the site's test globals (vitest) have no place in a demo.
  types: [],
  // Every file is a module, so that snippets without imports do not share one global scope.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // twoslash sets one to its root; imports here resolve as in the project, from node_modules.
  baseUrl: undefined,
};

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

/** Longer display texts (a CSS string constant's literal type…) are cut there. */
const MAX_TYPE_LENGTH = 600;

export interface CodeTypesOptions {
  /** The project: `node_modules` and the relative imports of the files resolve from here. */
  rootDir?: string;
  /** Packages whose declarations get a tooltip (default `rc-table`, `react`, `@types/react`). */
  packages?: readonly string[];
}

/** A file to annotate: its name (relative to the root), its code and the code block's language. */
export interface CodeFile {
  fileName: string;
  code: string;
  lang?: string;
  /** Code the compiler reads before `code` without showing it (a snippet's imports). */
  prelude?: string;
}

/** Highlighting and quick info for many files, from one twoslash environment. */
export interface CodeTypes {
  /**
   * The code's tokens, with types on identifiers of TypeScript and JavaScript; `fileName` places
   * the code in the project, so its relative imports resolve. Files on disk are read once.
   */
  annotate(file: CodeFile): AnnotatedCode;
}

/** The name of the virtual file the compiler reads, or `undefined` for code it does not read. */
export function scriptFileName(fileName: string, lang: string | undefined): string | undefined {
  const extension = lang && SCRIPT_EXTENSIONS[lang];
  if (!extension) return undefined;
  return SCRIPT_FILE.test(fileName) ? fileName : fileName + extension;
}

/** Doc text without the braces of `{@link …}`, which read as code in a tooltip. */
function withoutLinks(text: string): string {
  return text
    .replace(/\{@link(?:code|plain)? ?\n?([^}\n]*)\n?\}/g, (_, target: string) => target.trim())
    .trim();
}

/** A hover as the tooltip shows it: at an import, the alias's declaration without `import X`. */
function typeInfo(hover: NodeHover): TypeInfo {
  let text = hover.text;
  if (text.startsWith('(alias) ')) text = text.slice(8).replace(/\nimport [^\n]*$/, '');
  return {
    type: text.length > MAX_TYPE_LENGTH ? `${text.slice(0, MAX_TYPE_LENGTH)}…` : text,
    // twoslash joins the parts of the doc comment with line breaks: a link's brace is a part.
    docs: withoutLinks((hover.docs ?? '').replace(/\n?(\{@link[^\n]*\n[^\n]*\n\})\n?/g, '$1')),
    tags: (hover.tags ?? []).map(([name, text]) => ({ name, text: withoutLinks(text ?? '') })),
  };
}

/** Occurrences of the hovers (offsets from `from`), equal infos sharing one index. */
function occurrencesOf(hovers: readonly NodeHover[], from: number) {
  const occurrences: Occurrence[] = [];
  const infos: TypeInfo[] = [];
  const infoIndex = new Map<string, number>();
  for (const hover of hovers) {
    const info = typeInfo(hover);
    const key = JSON.stringify(info);
    let index = infoIndex.get(key);
    if (index === undefined) {
      index = infos.push(info) - 1;
      infoIndex.set(key, index);
    }
    const start = hover.start - from;
    occurrences.push({ start, end: start + hover.length, info: index });
  }
  return { occurrences, infos };
}

/** Creates the twoslash environment; keep one for a build, it gets faster as it warms up. */
export function createCodeTypes(options: CodeTypesOptions = {}): CodeTypes {
  const rootDir = resolve(options.rootDir ?? process.cwd()).replace(/\\/g, '/');
  const described = {
    root: rootDir,
    packages: new Set(options.packages ?? ['rc-table', 'react', '@types/react']),
  };
  const twoslasher = createTwoslasher({
    tsModule: ts,
    vfsRoot: rootDir,
    compilerOptions: COMPILER_OPTIONS,
    // The shown code as it is: no `// @…` notations read, no compiler errors asked for.
    handbookOptions: { noErrors: true, noErrorValidation: true, keepNotations: true },
  });
  // twoslash keeps one environment per compiler options: the site has one.
  const environment = () => [...(twoslasher.getCacheMap()?.values() ?? [])][0];

  const annotate = (file: CodeFile): AnnotatedCode => {
    const code = file.code.replace(/\r\n?/g, '\n');
    const language = prismLanguage(file.lang);
    const script = scriptFileName(file.fileName, file.lang);
    let found: Pick<AnnotatedCode, 'occurrences' | 'infos'> = { occurrences: [], infos: [] };
    if (script) {
      const prelude = file.prelude
        ? file.prelude.replace(/\r\n?/g, '\n').replace(/\n?$/, '\n')
        : '';
      // The file's name, in twoslash's notation: relative imports resolve from its folder.
      const marker = `// @filename: ${script}\n`;
      const path = `${rootDir}/${script}`;
      const { hovers } = twoslasher(marker + code, script.split('.').pop(), {
        extraFiles: { [script]: { prepend: prelude } },
        // Before each quick info, while the file is the program's: only names worth a tooltip.
        shouldGetHoverInfo: (_name, start) => {
          const program = environment().languageService.getProgram();
          return program ? isDescribed(program, path, start + prelude.length, described) : false;
        },
      });
      // twoslash leaves the file empty in its virtual file system; without it, the file on disk
      // (a demo's shared module, which other demos import) is what the compiler reads again.
      environment().sys.deleteFile?.(path);
      found = occurrencesOf(hovers, marker.length);
    }
    const lines = markOccurrences(highlightLines(code, language), found.occurrences);
    return { code, language, lines, ...found };
  };

  return { annotate };
}
