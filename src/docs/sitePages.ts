import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseFrontMatter, type FrontMatter } from './markdown';
import { isDebugPage } from '../site/debugPages';

/** A locale of the site: its id and the path its pages start with (`/`, `/zh-CN`). */
export interface SiteLocale {
  id: string;
  base: string;
}

/** The site's locales as .dumirc.ts declares them; dumi serves every locale but the first under `/<id>`. */
export function siteLocales(ids: readonly string[]): SiteLocale[] {
  return ids.map((id, index) => ({ id, base: index === 0 ? '/' : `/${id}` }));
}

/** One page of the site, or one content tab of a page, with its Markdown source. */
export interface SitePage {
  /** The Markdown file, relative to the project root with `/`: `docs/demo/simple.zh-CN.md`. */
  file: string;
  /** The route path the page is served at, without the base path: `/zh-CN/demo/simple`. */
  route: string;
  /** The key of a content tab (`docs/changelog.$tab-upgrade.md` → `upgrade`), shown at `route?tab=<key>`. */
  tab?: string;
  /** Locale id: `en-US`, `zh-CN`. */
  locale: string;
  markdown: string;
  frontmatter: FrontMatter;
}

/** Front matter of a Markdown source (empty when it has none). */
export function frontMatterOf(markdown: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown);
  return match ? parseFrontMatter(match[1]) : {};
}

/** The locale of a page file: `x.zh-CN.md` → `zh-CN`; files without a locale suffix are in the first locale. */
export function localeOfFile(file: string, locales: readonly SiteLocale[]): SiteLocale {
  const suffix = /\.([\w-]+)\.md$/.exec(file)?.[1];
  return locales.find((locale) => locale.id === suffix) ?? locales[0];
}

/** The key of a content-tab file (`changelog.$tab-upgrade.md` → `upgrade`), else undefined. */
export function tabKeyOfFile(file: string): string | undefined {
  return /\$tab-([^./]+)/.exec(basename(file))?.[1];
}

/**
 * The route of a page file under `docs/`, as dumi's conventional routing gives it:
 * `docs/index.md` → `/`, `docs/demo/index.zh-CN.md` → `/zh-CN/demo`, `docs/demo/simple.md` →
 * `/demo/simple`. A content-tab file has the route of the page it belongs to.
 */
export function routeOfFile(file: string, locales: readonly SiteLocale[]): string {
  const locale = localeOfFile(file, locales);
  const path = file
    .replace(/\\/g, '/')
    .replace(/^docs\//, '')
    .replace(/\.md$/, '')
    .replace(new RegExp(`\\.${locale.id}$`), '')
    .replace(/\.\$tab-[^./]+$/, '')
    .replace(/(^|\/)index$/, '');
  const prefix = locale.base.replace(/\/+$/, '');
  return `${prefix}/${path}`.replace(/\/+$/, '') || '/';
}

/** The content-tab files of a page file, beside it: `changelog.$tab-upgrade.md` for `changelog.md`. */
export function tabFilesOf(absFile: string): string[] {
  const dir = dirname(absFile);
  const name = basename(absFile);
  return readdirSync(dir)
    .filter((entry) => entry.includes('$tab-') && entry.replace(/\.\$tab-[^.]+/, '') === name)
    .sort()
    .map((entry) => join(dir, entry));
}

function readPage(
  cwd: string,
  absFile: string,
  route: string,
  locales: readonly SiteLocale[],
): SitePage {
  const markdown = readFileSync(absFile, 'utf8').replace(/\r\n/g, '\n');
  const file = relative(cwd, absFile).split('\\').join('/');
  const tab = tabKeyOfFile(file);
  return {
    file,
    route,
    ...(tab ? { tab } : {}),
    locale: localeOfFile(file, locales).id,
    markdown,
    frontmatter: frontMatterOf(markdown),
  };
}

/** A route of dumi's route table, as far as this module reads it. */
export interface RouteLike {
  absPath?: string;
  path?: string;
  file?: string;
  isLayout?: boolean;
}

/**
 * The pages of dumi's route table (Markdown routes only, no layouts or parameterised routes), each
 * followed by its content tabs, which dumi takes out of the routes and shows as `?tab=<key>`.
 */
export function pagesOfRoutes(
  cwd: string,
  routes: readonly RouteLike[],
  locales: readonly SiteLocale[],
): SitePage[] {
  const pages: SitePage[] = [];
  for (const route of routes) {
    const link = route.absPath ?? route.path;
    if (!route.file?.endsWith('.md') || route.isLayout || !link || /[:*]/.test(link)) continue;
    const path = `/${link.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');
    pages.push(readPage(cwd, route.file, path, locales));
    for (const tab of tabFilesOf(route.file)) pages.push(readPage(cwd, tab, path, locales));
  }
  return pages;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory()
        ? markdownFiles(path)
        : path.endsWith('.md')
          ? [path]
          : [];
    });
}

/**
 * Every page under `<cwd>/docs` with its content tabs, routed by file name as dumi routes them
 * (see {@link routeOfFile}). `debug: true` pages are left out unless `keepDebug`, as the
 * production build leaves them out (src/plugins/debugPages.ts).
 */
export function readSitePages(
  cwd: string,
  locales: readonly SiteLocale[],
  { keepDebug = false }: { keepDebug?: boolean } = {},
): SitePage[] {
  return markdownFiles(join(cwd, 'docs'))
    .filter((file) => !tabKeyOfFile(file))
    .filter((file) => keepDebug || !isDebugPage(readFileSync(file, 'utf8')))
    .flatMap((file) => {
      const route = routeOfFile(relative(cwd, file), locales);
      return [file, ...tabFilesOf(file)].map((each) => readPage(cwd, each, route, locales));
    });
}
