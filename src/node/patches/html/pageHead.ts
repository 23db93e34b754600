/**
 * `page-head`: a prerendered page's `<head>` says what the page says once the app has started.
 * umi writes `<html lang="en">` and the site-wide `<title>` on every page, before the page's own
 * title from react-helmet; dumi's layout corrects both only when the app runs, and on a Chinese
 * page the language change restyles the whole page after the first paint.
 */

/** A locale of the site, as in the dumi config: the first is served at the root. */
export interface SiteLocale {
  id: string;
}

/**
 * The `<html lang>` dumi's layout gives the page at `file` (relative to the output folder, e.g.
 * `zh-CN/demo/simple/index.html`): the language of the locale named by its first segment, or else
 * of the first locale.
 */
export function pageLang(file: string, locales: readonly SiteLocale[]): string {
  const first = file.replace(/^[./]+/, '').split('/')[0];
  const locale = locales.slice(1).find(({ id }) => id === first) ?? locales[0];
  return (locale?.id ?? 'en').replace(/-.+$/, '');
}

const HTML_LANG = /^([^]*?<html\b[^>]*?\slang=")[^"]*(")/;
/** An `<html>` tag without attributes: umi's shell for the pages it does not prerender. */
const BARE_HTML = /^([^]*?<html)>/;
/** A viewport `<meta>` whose content stops the reader from zooming (umi's default for its shell). */
const ZOOM_BLOCKING_VIEWPORT =
  /(<meta name="viewport" content=")[^"]*(?:user-scalable=no|maximum-scale=)[^"]*(")/;
/** The viewport of every prerendered page (umi's React shell): zoom stays the reader's. */
export const VIEWPORT = 'width=device-width, initial-scale=1';
/** umi's site-wide title (no attributes). */
const PLAIN_TITLE = /<title>[^<]*<\/title>/;
/** react-helmet's title for the page (written empty on a page without one). */
const HELMET_TITLE = /<title data-rh="true">([^<]*)<\/title>/;

/** Whether `html` is umi's shell for a page it does not prerender. */
export function isClientShell(html: string): boolean {
  return BARE_HTML.test(html);
}

/**
 * umi's shell for the pages it does not prerender (`/~demos/:id`), with the page's language and
 * the viewport of the prerendered pages instead of none and one that blocks zoom (WCAG 1.4.4).
 * Other documents come back unchanged.
 */
export function fixClientShell(html: string, lang: string): string {
  return html
    .replace(BARE_HTML, `$1 lang="${lang}">`)
    .replace(ZOOM_BLOCKING_VIEWPORT, `$1${VIEWPORT}$2`);
}

/**
 * Sets `<html lang>` and leaves one `<title>`: react-helmet's when it names the page, else umi's
 * site-wide one (react-helmet leaves the title alone on a page without one of its own).
 */
export function fixPageHead(html: string, lang: string): string {
  const fixed = html.replace(HTML_LANG, `$1${lang}$2`);
  const helmet = HELMET_TITLE.exec(fixed);
  if (!helmet) return fixed;
  return helmet[1].trim() ? fixed.replace(PLAIN_TITLE, '') : fixed.replace(HELMET_TITLE, '');
}

/**
 * What keeps a built page from declaring its language or letting the reader zoom, as messages
 * (none when it is right); the build fails on any.
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
