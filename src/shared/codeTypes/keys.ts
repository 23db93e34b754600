/**
 * How the build names the annotated code it publishes (src/node/plugins/codeTypes.ts) and how the
 * browser asks for it: a demo file by its path, a page's code block by its language and code.
 */

/** Languages whose code blocks get types on hover. */
export const TYPED_LANGUAGES: readonly string[] = ['ts', 'tsx', 'js', 'jsx'];

/** The id prefix the build writes into a demo file's HTML; the browser gives each panel its own. */
export const DEMO_ID_PLACEHOLDER = 'codetypes';

/** `demos/simple.tsx`, `demos/_data/fleet.js`: the shown file, in the flavour shown. */
export function demoCodeKey(pathInDemos: string): string {
  return `demos/${pathInDemos}`;
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
