/**
 * How the build names the annotated code it publishes (src/node/plugins/codeTypes.ts) and how the
 * browser asks for it: a demo file by its path, a page's code block by its language and code.
 */
import { javaScriptFileName } from '../demos/fileNames';

/** Languages whose code blocks get types on hover. */
export const TYPED_LANGUAGES: readonly string[] = ['ts', 'tsx', 'js', 'jsx'];

/** The id prefix the build writes into a demo file's HTML; the browser gives each panel its own. */
export const DEMO_ID_PLACEHOLDER = 'codetypes';

/**
 * A demo file in the flavour shown, by its TypeScript path under demos/: `demos/simple.tsx`, or
 * with `javaScript` `demos/simple.jsx` (`_data/fleet.ts` → `demos/_data/fleet.js`).
 */
export function demoCodeKey(pathInDemos: string, javaScript = false): string {
  return `demos/${javaScript ? javaScriptFileName(pathInDemos) : pathInDemos}`;
}

/** FNV-1a, 32 bits, as 8 hex digits: short, stable across Node and browsers. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A page's code block, by what it shows: the same block on the English and Chinese page is one
 * entry. The build highlights a block in any language and adds types in `TYPED_LANGUAGES`;
 * `undefined` for a block without a language, which is shown as plain text.
 */
export function blockCodeKey(lang: string | undefined, code: string): string | undefined {
  if (!lang) return undefined;
  return `block-${fnv1a(`${lang}\n${code.trim()}`)}`;
}

/**
 * The build's HTML of a demo file with ids that start with `prefix` instead of the placeholder:
 * two panels on one page may show the same file.
 */
export function withIdPrefix(html: string, prefix: string): string {
  return html.replace(
    new RegExp(`(id|aria-describedby)="${DEMO_ID_PLACEHOLDER}-`, 'g'),
    (_, attribute: string) => `${attribute}="${prefix}-`,
  );
}

/**
 * Where the build leaves the HTML of the pages' blocks for the server render, which runs in the
 * build's own process (umi's exportStatic, the dev server): a global of that process, so that no
 * bundle holds it and a browser, which has none, fetches what it needs.
 */
const SERVER_HTML = '__siteServerCodeHtml';

type WithServerHtml = typeof globalThis & { [SERVER_HTML]?: ReadonlyMap<string, string> };

/** For the build: the HTML of each block, by key. */
export function setServerCodeHtml(html: ReadonlyMap<string, string>): void {
  (globalThis as WithServerHtml)[SERVER_HTML] = html;
}

/** For the server render: the HTML of a block, `undefined` outside the build's process. */
export function serverCodeHtml(key: string): string | undefined {
  return (globalThis as WithServerHtml)[SERVER_HTML]?.get(key);
}
