/**
 * The site's code with types on hover: every demo file in both flavours and every TypeScript or
 * JavaScript block of the pages, annotated by `CodeTypes` and rendered to HTML. The plugin
 * (src/node/plugins/codeTypes.ts) publishes it; the theme's code blocks show it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseCodeFrontmatter } from 'dumi/dist/utils.js';
import ts from 'typescript';
import { javaScriptFileName } from '../../shared/demos/fileNames';
import {
  DEMO_ID_PLACEHOLDER,
  TYPED_LANGUAGES,
  blockCodeKey,
  demoCodeKey,
} from '../../shared/codeTypes/keys';
import { codeFences, codeSamples, samplePrelude } from '../docs/codeSamples';
import { shownJavaScript, typeScriptFiles } from '../plugins/javascript';
import { revisionOf } from '../site/revision';
import {
  COMPILER_OPTIONS,
  createCodeTypes,
  renderHtml,
  scriptFileName,
  type CodeFile,
  type CodeTypes,
} from './index';

/** One piece of shown code: how the browser names it and the file the compiler reads. */
export interface SiteCode extends CodeFile {
  key: string;
  /** A page's block (prerendered into the page), or a demo file (fetched when its code opens). */
  kind: 'block' | 'demo';
}

/** The code of a demo file as its code panel shows it in TypeScript (dumi's asset, trimmed). */
export function shownTypeScript(raw: string, path: string): string {
  // dumi drops the leading comment of a demo's entry only: a file directly in demos/.
  return (path.includes('/') ? raw : parseCodeFrontmatter(raw).code).trim();
}

/** Every file under demos/, in TypeScript and in JavaScript, as the code panel shows them. */
export function demoCode(demosDir: string): SiteCode[] {
  return typeScriptFiles(demosDir).flatMap((path): SiteCode[] => {
    const raw = readFileSync(join(demosDir, path), 'utf8');
    const javaScript = javaScriptFileName(path);
    const lang = (name: string) => /\.([^./]+)$/.exec(name)?.[1];
    return [
      {
        key: demoCodeKey(path),
        kind: 'demo',
        fileName: `demos/${path}`,
        code: shownTypeScript(raw, path),
        lang: lang(path),
      },
      {
        key: demoCodeKey(path, true),
        kind: 'demo',
        fileName: `demos/${javaScript}`,
        code: shownJavaScript(raw, path).trim(),
        lang: lang(javaScript),
      },
    ];
  });
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return name.endsWith('.md') ? [path] : [];
    });
}

/**
 * Every block of the pages under `docsDir` with a language, once per distinct code (the two
 * languages' pages share most): TypeScript and JavaScript with the names their sample directive
 * declares for them, other languages highlighted only.
 */
export function blockCode(rootDir: string, docsDir = join(rootDir, 'docs')): SiteCode[] {
  const blocks = new Map<string, SiteCode>();
  const add = (code: Omit<SiteCode, 'key' | 'kind'>) => {
    const key = blockCodeKey(code.lang, code.code);
    if (key && !blocks.has(key)) blocks.set(key, { key, kind: 'block', ...code });
  };
  for (const path of markdownFiles(docsDir)) {
    const file = relative(rootDir, path).split('\\').join('/');
    const markdown = readFileSync(path, 'utf8');
    for (const sample of codeSamples(file, markdown)) {
      add({
        fileName: `${file}#${sample.line}`,
        code: sample.code.trim(),
        lang: sample.lang,
        prelude: samplePrelude(sample),
      });
    }
    for (const fence of codeFences(markdown)) {
      if (!TYPED_LANGUAGES.includes(fence.lang))
        add({ fileName: `${file}#${fence.index + 2}`, code: fence.code.trim(), lang: fence.lang });
    }
  }
  return [...blocks.values()];
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The local files (not under `node_modules`) that a file imports, directly or not, each with its
 * text: what its types depend on besides the installed packages.
 */
function localImports(path: string, text: string): string[] {
  const seen = new Set([path]);
  const found: string[] = [];
  const visit = (file: string, source: string) => {
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(
        fileName,
        file,
        COMPILER_OPTIONS,
        ts.sys,
      ).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (!target || resolved.isExternalLibraryImport || seen.has(target)) continue;
      seen.add(target);
      const imported = ts.sys.readFile(target) ?? '';
      found.push(target, imported);
      visit(target, imported);
    }
  };
  visit(path, text);
  return found;
}

/**
 * What a code's HTML depends on besides its own text and local imports: the installed packages
 * (package-lock.json: TypeScript, twoslash, the types it reads) and this renderer's source.
 */
const environmentOf = (rootDir: string) =>
  revisionOf(
    ['package-lock.json', 'src/node/codeTypes', 'src/shared/codeTypes'].map((path) =>
      join(rootDir, path),
    ),
  );

/** The HTML kept in `store` from an earlier process, if it was made in the same environment. */
function readStore(store: string | undefined, environment: string): Map<string, string> {
  if (!store) return new Map();
  try {
    const saved = JSON.parse(readFileSync(store, 'utf8')) as {
      environment: string;
      html: Array<[string, string]>;
    };
    return saved.environment === environment ? new Map(saved.html) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * Each code's HTML (the inside of its `<pre>`), by key, from one twoslash environment per call.
 * A code whose text, name and local imports are unchanged since the last call keeps its HTML:
 * the dev server regenerates on every change under demos/ and docs/. With a `store` (a JSON file)
 * it is kept across processes too, so `npm test`'s dev server takes what its build made; the
 * store holds only what was made with the same packages and renderer. (`create`: for tests.)
 */
export function createSiteCodeHtml(
  rootDir: string,
  create: typeof createCodeTypes = createCodeTypes,
  store?: string,
): (codes: readonly SiteCode[]) => Map<string, string> {
  const environment = environmentOf(rootDir);
  let kept = readStore(store, environment);
  return (codes) => {
    let codeTypes: CodeTypes | undefined;
    const next = new Map<string, string>();
    const html = new Map(
      codes.map((code) => {
        const script = scriptFileName(code.fileName, code.lang);
        const text = `${code.prelude ?? ''}\n${code.code}`;
        const print = hash(
          JSON.stringify([code, script && localImports(join(rootDir, script), text)]),
        );
        let markup = kept.get(print);
        if (markup === undefined) {
          codeTypes ??= create({ rootDir });
          markup = renderHtml(codeTypes.annotate(code), {
            // A block's ids are its own; a demo file's are the placeholder each panel replaces.
            idPrefix: code.kind === 'block' ? code.key : DEMO_ID_PLACEHOLDER,
          });
        }
        next.set(print, markup);
        return [code.key, markup];
      }),
    );
    if (store && codeTypes) {
      mkdirSync(dirname(store), { recursive: true });
      writeFileSync(store, JSON.stringify({ environment, html: [...next] }));
    }
    kept = next;
    return html;
  };
}
