/** Where a page's Markdown twin lives (the README's rule), for every writer and reader of it. */
import { pagePath, underBase, withoutTrailingSlash } from '../site/paths';

/** `/` and the base of every other locale (`/zh-CN`). */
export type LocaleHomes = readonly string[];

/** `/demo` → `/demo.md`, `/zh-CN` → `/zh-CN/index.md`, tab `upgrade` → `/changelog.upgrade.md`. */
export function twinPath(route: string, homes: LocaleHomes, tab?: string | null): string {
  const page = pagePath(route.split(/[?#]/)[0]);
  const isHome = page === '/' || homes.some((home) => withoutTrailingSlash(home) === page);
  const stem = isHome ? `${withoutTrailingSlash(page)}/index` : page;
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
  return underBase(base, twinPath(pathname, homes, tab));
}
