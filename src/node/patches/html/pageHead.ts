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
/** The first `<html>` tag when it has no attributes: umi's shell for pages it does not prerender. */
const BARE_HTML = /^([^]*?<html)>/;
/** A viewport `<meta>` whose content stops the reader from zooming (umi's default for its shell). */
const ZOOM_BLOCKING_VIEWPORT =
  /(<meta name="viewport" content=")[^"]*(?:user-scalable=no|maximum-scale=)[^"]*(")/;
/** The viewport of every prerendered page (umi's React shell): zoom stays the reader's. */
export const VIEWPORT = 'width=device-width, initial-scale=1';
/** A `<title>` without attributes: umi's site-wide title. */
const PLAIN_TITLE = /<title>[^<]*<\/title>/;
/** react-helmet's title for the page (written empty on a page without one). */
const HELMET_TITLE = /<title data-rh="true">([^<]*)<\/title>/;

/** Whether `html` is umi's shell for a page it does not prerender (an `<html>` tag without attributes). */
export function isClientShell(html: string): boolean {
  return BARE_HTML.test(html);
}

/**
 * umi writes the pages it does not prerender (dumi's standalone demos, `/~demos/:id`) from a
 * different shell: `<html>` without a language and a viewport with `user-scalable=no,
 * maximum-scale=1.0`, which stops readers from zooming (WCAG 1.4.4). This gives that shell the
 * page's language and the viewport the prerendered pages have. Other documents come back unchanged.
 */
export function fixClientShell(html: string, lang: string): string {
  return html
    .replace(BARE_HTML, `$1 lang="${lang}">`)
    .replace(ZOOM_BLOCKING_VIEWPORT, `$1${VIEWPORT}$2`);
}

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

/**
 * What keeps a built page from declaring its language or from letting the reader zoom, as
 * messages (none when the page is right): `<html>` without `lang`, a viewport other than
 * `VIEWPORT`, or more than one viewport. The build fails on any (src/node/patches/index.ts), so a
 * change in umi's shells cannot slip through unnoticed; `npm run test:output` checks the files.
 */
export function pageHeadProblems(html: string): string[] {
  const problems: string[] = [];
  if (!/<html\b[^>]*\slang="[^"]+"/.test(html)) problems.push('<html> has no lang');
  const viewports = [...html.matchAll(/<meta name="viewport" content="([^"]*)"/g)].map(
    (match) => match[1],
  );
  if (viewports.length !== 1)
    problems.push(`${viewports.length} viewport <meta> elements, expected 1`);
  for (const content of viewports) {
    if (content !== VIEWPORT)
      problems.push(`viewport "${content}", expected "${VIEWPORT}" (zoom is the reader's)`);
  }
  return problems;
}
