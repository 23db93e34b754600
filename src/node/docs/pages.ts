import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { propsUsed, rcTableProps, type PropUse } from '../api/propsUsed';
import { pagesOfRoutes, siteLocales, type RouteLike } from './sitePages';

/** One routed Markdown page, for the search index and the API reference's demo links. */
export interface PageSource {
  /** e.g. `/zh-CN/demo/fixed-columns`; a tab adds `?tab=<key>`. */
  link: string;
  file: string;
  markdown: string;
  /** Keyed by the `<code src>` value as written. */
  demoProps?: Record<string, PropUse[]>;
}

export type { RouteLike } from './sitePages';

/** A `<code src>` on disk: a file, or a folder's index.tsx. */
export function demoFile(pageFile: string, src: string): string | undefined {
  const base = resolve(dirname(pageFile), src);
  return [base, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Each demo is read once per build. */
const propsCache = new Map<string, PropUse[]>();

/** Every routed page and tab per locale, debug-only pages included (the readers leave them out). */
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
