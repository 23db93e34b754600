import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { propsUsed, rcTableProps, type PropUse } from '../api/propsUsed';
import { pagesOfRoutes, siteLocales, type RouteLike } from './sitePages';

/**
 * The site's pages as the build reads them for what it generates beside dumi's own output (the
 * search index, the API reference's links to the demos): every routed Markdown page, its
 * `$tab-` files, and the rc-table props each of its demos uses.
 */

/** One routed Markdown page. */
export interface PageSource {
  /** Route path, e.g. `/demo/fixed-columns` or `/zh-CN`; a tab adds `?tab=<key>`. */
  link: string;
  /** Page file relative to the project root, e.g. `docs/demo/fixed-columns.md`. */
  file: string;
  markdown: string;
  /** Props used by each demo of the page, keyed by the `<code src>` value as written. */
  demoProps?: Record<string, PropUse[]>;
}

export type { RouteLike } from './sitePages';

/** Resolves a `<code src>` to a file on disk (a file, or a folder's index.tsx). */
export function demoFile(pageFile: string, src: string): string | undefined {
  const base = resolve(dirname(pageFile), src);
  return [base, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Props used per demo file, kept for the process: each demo is read once per build. */
const propsCache = new Map<string, PropUse[]>();

/**
 * Every routed Markdown page (and its `$tab-` files, src/docs/sitePages.ts) with the props its
 * demos use, per locale. Debug-only pages are included; the readers leave them out
 * (src/site/debugPages.ts).
 */
export function collectPages(
  cwd: string,
  routes: readonly RouteLike[],
  localeIds: readonly string[],
): Map<string, PageSource[]> {
  const byLocale = new Map<string, PageSource[]>(localeIds.map((id) => [id, []]));
  const known = rcTableProps(cwd);
  for (const page of pagesOfRoutes(cwd, routes, siteLocales(localeIds))) {
    const absFile = join(cwd, page.file);
    const demoProps: Record<string, PropUse[]> = {};
    for (const match of page.markdown.matchAll(/<code\s[^>]*?src=["']([^"']+)["']/g)) {
      const path = demoFile(absFile, match[1]);
      if (!path) continue;
      const key = `${cwd}\0${path}`;
      if (!propsCache.has(key))
        propsCache.set(key, propsUsed(readFileSync(path, 'utf8'), path, known));
      demoProps[match[1]] = propsCache.get(key) ?? [];
    }
    // dumi shows `page.$tab-<key>.md` as `page?tab=<key>`.
    const link = page.tab ? `${page.route}?tab=${page.tab}` : page.route;
    byLocale.get(page.locale)?.push({ link, file: page.file, markdown: page.markdown, demoProps });
  }
  return byLocale;
}
