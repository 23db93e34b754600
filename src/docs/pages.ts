import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { propsUsed, rcTableProps, type PropUse } from '../api/propsUsed';

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

/** A route of dumi's route table, as far as it is read here. */
export interface RouteLike {
  absPath?: string;
  path?: string;
  file?: string;
  isLayout?: boolean;
}

/** The locale of a page file: `x.zh-CN.md` → `zh-CN`; unsuffixed files use the first locale. */
export function fileLocale(file: string, localeIds: readonly string[]): string {
  const suffix = /\.([\w-]+)\.md$/.exec(file)?.[1];
  return suffix && localeIds.includes(suffix) ? suffix : localeIds[0];
}

/** Resolves a `<code src>` to a file on disk (a file, or a folder's index.tsx). */
export function demoFile(pageFile: string, src: string): string | undefined {
  const base = resolve(dirname(pageFile), src);
  return [base, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Tab files of a page file: `changelog.$tab-upgrade.md` for `changelog.md`. */
function tabFiles(pageFile: string): Array<{ file: string; key: string }> {
  const dir = dirname(pageFile);
  const name = basename(pageFile);
  return readdirSync(dir)
    .filter((entry) => entry.includes('$tab-') && entry.replace(/\$tab-[^.]+\./, '') === name)
    .map((entry) => ({ file: join(dir, entry), key: /\$tab-([^.]+)/.exec(entry)?.[1] ?? '' }));
}

/** Props used per demo file, kept for the process: each demo is read once per build. */
const propsCache = new Map<string, PropUse[]>();

/**
 * Every routed Markdown page (and its `$tab-` files) with the props its demos use, per locale.
 * Debug-only pages are included; the readers leave them out (src/site/debugPages.ts).
 */
export function collectPages(
  cwd: string,
  routes: readonly RouteLike[],
  localeIds: readonly string[],
): Map<string, PageSource[]> {
  const byLocale = new Map<string, PageSource[]>(localeIds.map((id) => [id, []]));
  const known = rcTableProps(cwd);
  const addPage = (absFile: string, link: string) => {
    const markdown = readFileSync(absFile, 'utf8');
    const demoProps: Record<string, PropUse[]> = {};
    for (const match of markdown.matchAll(/<code\s[^>]*?src=["']([^"']+)["']/g)) {
      const path = demoFile(absFile, match[1]);
      if (!path) continue;
      const key = `${cwd}\0${path}`;
      if (!propsCache.has(key)) propsCache.set(key, propsUsed(readFileSync(path, 'utf8'), path, known));
      demoProps[match[1]] = propsCache.get(key) ?? [];
    }
    const file = relative(cwd, absFile).split('\\').join('/');
    byLocale.get(fileLocale(file, localeIds))?.push({ link, file, markdown, demoProps });
  };
  for (const route of routes) {
    const link = route.absPath ?? route.path;
    if (!route.file?.endsWith('.md') || route.isLayout || !link || /[:*]/.test(link)) continue;
    addPage(route.file, link);
    // dumi takes `page.$tab-<key>.md` out of the routes and shows it as `page?tab=<key>`.
    for (const tab of tabFiles(route.file)) addPage(tab.file, `${link}?tab=${tab.key}`);
  }
  return byLocale;
}
