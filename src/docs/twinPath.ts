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
