/**
 * The site's code with types on hover: every demo file in both flavours and every TypeScript or
 * JavaScript block of the pages, annotated by one `CodeTypes` and rendered to HTML. The plugin
 * (src/node/plugins/codeTypes.ts) publishes it; the theme's code blocks show it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseCodeFrontmatter } from 'dumi/dist/utils.js';
import { javaScriptFileName } from '../../shared/demos/fileNames';
import {
  DEMO_ID_PLACEHOLDER,
  TYPED_LANGUAGES,
  blockCodeKey,
  demoCodeKey,
} from '../../shared/codeTypes/keys';
import { codeFences, codeSamples, samplePrelude } from '../docs/codeSamples';
import { shownJavaScript, typeScriptFiles } from '../plugins/javascript';
import { renderHtml, type CodeFile, type CodeTypes } from './index';

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

/** Each code's HTML (the inside of its `<pre>`), by key. */
export function siteCodeHtml(
  codeTypes: CodeTypes,
  codes: readonly SiteCode[],
): Map<string, string> {
  const annotated = codeTypes.annotateAll(codes);
  return new Map(
    codes.map((code, index) => [
      code.key,
      renderHtml(annotated[index], {
        // A block's ids are its own; a demo file's are the placeholder that each panel replaces.
        idPrefix: code.kind === 'block' ? code.key : DEMO_ID_PLACEHOLDER,
      }),
    ]),
  );
}
