/**
 * Where the Markdown twin of a page lives: one rule, used by the build (which writes the files),
 * the page head and the "Copy page" action (which link to them) and the checks.
 *
 * - A locale's home page has `index.md` in the locale's folder: `/` → `/index.md`,
 *   `/zh-CN` → `/zh-CN/index.md`.
 * - Every other page is its address plus `.md`: `/demo/simple` → `/demo/simple.md`,
 *   `/demo` → `/demo.md`. The file sits beside the page's folder (`dist/demo.md` next to
 *   `dist/demo/index.html`), so a static host serves it as it is, under the address a reader
 *   guesses by appending `.md`.
 * - A content tab (dumi's `page.$tab-<key>.md`, shown at `page?tab=<key>`) adds its key before the
 *   extension: `/changelog?tab=upgrade` → `/changelog.upgrade.md`. Routes hold no dots, so no twin
 *   of a page can take a tab's name.
 */

/** The locale home pages of the site: `/` and the base of every other locale (`/zh-CN`). */
export type LocaleHomes = readonly string[];

const trimSlashes = (path: string) => path.replace(/\/+$/, '');

/**
 * The path of the twin of the page at `route` (a route path without the site's base), or of its
 * content tab `tab`. `homes` lists the locale home pages.
 */
export function twinPath(route: string, homes: LocaleHomes, tab?: string | null): string {
  const page = trimSlashes(route.split(/[?#]/)[0]) || '/';
  const isHome = page === '/' || homes.some((home) => trimSlashes(home) === page);
  const stem = isHome ? `${trimSlashes(page)}/index` : page;
  return tab ? `${stem}.${tab}.md` : `${stem}.md`;
}

/** What the page being read tells about its twin. */
export interface PageTwinInput {
  /** The route path of the page (the router's pathname, without the base path). */
  pathname: string;
  /** The page's source file as dumi records it (`docs/demo/simple.md`); undefined for the not-found page. */
  filename?: string;
  /** The key of the content tab shown, if any. */
  tab?: string | null;
  homes: LocaleHomes;
  /** The base path of the site (`/`, `/table/`). */
  base: string;
}

/**
 * The address of the Markdown twin of the page being read, under the base path, or undefined for
 * a page made from no Markdown file (the not-found page), which has none.
 */
export function pageTwinHref({
  pathname,
  filename,
  tab,
  homes,
  base,
}: PageTwinInput): string | undefined {
  if (!filename || !/\.md$/.test(filename)) return undefined;
  return `${base.replace(/\/+$/, '')}${twinPath(pathname, homes, tab)}`;
}
