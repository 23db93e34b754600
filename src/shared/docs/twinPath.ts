/** Where a page's Markdown twin lives (the README's rule), for every writer and reader of it. */

/** `/` and the base of every other locale (`/zh-CN`). */
export type LocaleHomes = readonly string[];

const trimSlashes = (path: string) => path.replace(/\/+$/, '');

/** `/demo` → `/demo.md`, `/zh-CN` → `/zh-CN/index.md`, tab `upgrade` → `/changelog.upgrade.md`. */
export function twinPath(route: string, homes: LocaleHomes, tab?: string | null): string {
  const page = trimSlashes(route.split(/[?#]/)[0]) || '/';
  const isHome = page === '/' || homes.some((home) => trimSlashes(home) === page);
  const stem = isHome ? `${trimSlashes(page)}/index` : page;
  return tab ? `${stem}.${tab}.md` : `${stem}.md`;
}

export interface PageTwinInput {
  /** Without the base path. */
  pathname: string;
  /** As dumi records it; undefined for the not-found page. */
  filename?: string;
  tab?: string | null;
  homes: LocaleHomes;
  base: string;
}

/** The address of the page's twin; undefined for a page made from no Markdown file. */
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
