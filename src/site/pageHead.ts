/**
 * Makes a prerendered page's `<head>` say what the page will say once the app has started.
 *
 * umi writes every page with `<html lang="en">` and the site-wide `<title>` from the config, and
 * puts the page's own title (from react-helmet, marked `data-rh`) after it. Until the bundle runs,
 * and for every reader and crawler that does not run it:
 * - a Chinese page is declared English, so screen readers read it with an English voice and the
 *   `:lang(zh)` typography rules do not apply;
 * - every page is titled "rc-table", because a document's title is its first `<title>`.
 * When the app starts, dumi's layout (through react-helmet) sets the language and the title. On a
 * Chinese page the language change restyles and lays out every element again: 30–170 ms of main
 * thread on this machine, after the first paint.
 */

/** A locale of the site, as in the dumi config: the first is served at the root. */
export interface SiteLocale {
  id: string;
}

/**
 * The value dumi's layout gives `<html lang>` on the page at `file` (an exported file's path
 * relative to the output folder, e.g. `zh-CN/demo/simple/index.html`): the language part of the
 * page's locale, which is the locale whose id is the first path segment, or else the first locale.
 */
export function pageLang(file: string, locales: readonly SiteLocale[]): string {
  const first = file.replace(/^[./]+/, '').split('/')[0];
  const locale = locales.slice(1).find(({ id }) => id === first) ?? locales[0];
  return (locale?.id ?? 'en').replace(/-.+$/, '');
}

/** Matches the `lang` attribute of the first `<html …>` tag. */
const HTML_LANG = /^([^]*?<html\b[^>]*?\slang=")[^"]*(")/;
/** A `<title>` without attributes: umi's site-wide title. */
const PLAIN_TITLE = /<title>[^<]*<\/title>/;
/** react-helmet's title for the page (written empty on a page without one). */
const HELMET_TITLE = /<title data-rh="true">([^<]*)<\/title>/;

/**
 * Sets `<html lang>` to `lang` and leaves one `<title>`: react-helmet's when it names the page
 * (react-helmet then keeps it up to date), else umi's site-wide one (react-helmet leaves the
 * document title alone when the page has none). A page without either comes back unchanged.
 */
export function fixPageHead(html: string, lang: string): string {
  const fixed = html.replace(HTML_LANG, `$1${lang}$2`);
  const helmet = HELMET_TITLE.exec(fixed);
  if (!helmet) return fixed;
  return helmet[1].trim() ? fixed.replace(PLAIN_TITLE, '') : fixed.replace(HELMET_TITLE, '');
}
