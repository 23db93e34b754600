import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseFrontMatter, type FrontMatter } from './markdown';
import { isDebugPage } from '../../shared/site/debugPages';
import { pagePath, underBase } from '../../shared/site/paths';

/** `base`: `/`, `/zh-CN`. */
export interface SiteLocale {
  id: string;
  base: string;
}

/** dumi serves every locale but the first under `/<id>`. */
export function siteLocales(ids: readonly string[]): SiteLocale[] {
  return ids.map((id, index) => ({ id, base: index === 0 ? '/' : `/${id}` }));
}

/** A page, or a content tab of a page. */
export interface SitePage {
  /** e.g. `docs/demo/simple.zh-CN.md`. */
  file: string;
  /** Without the base path: `/zh-CN/demo/simple`. */
  route: string;
  /** `docs/changelog.$tab-upgrade.md` → `upgrade`, shown at `route?tab=upgrade`. */
  tab?: string;
  locale: string;
  markdown: string;
  frontmatter: FrontMatter;
}

export function frontMatterOf(markdown: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown);
  return match ? parseFrontMatter(match[1]) : {};
}

/** `x.zh-CN.md` → `zh-CN`; a file without a locale suffix is in the first locale. */
export function localeOfFile(file: string, locales: readonly SiteLocale[]): SiteLocale {
  const suffix = /\.([\w-]+)\.md$/.exec(file)?.[1];
  return locales.find((locale) => locale.id === suffix) ?? locales[0];
}

/** `changelog.$tab-upgrade.md` → `upgrade`. */
export function tabKeyOfFile(file: string): string | undefined {
  return /\$tab-([^./]+)/.exec(basename(file))?.[1];
}

/** As dumi routes it: `docs/demo/index.zh-CN.md` → `/zh-CN/demo`; a tab has its page's route. */
export function routeOfFile(file: string, locales: readonly SiteLocale[]): string {
  const locale = localeOfFile(file, locales);
  const path = file
    .replace(/\\/g, '/')
    .replace(/^docs\//, '')
    .replace(/\.md$/, '')
    .replace(new RegExp(`\\.${locale.id}$`), '')
    .replace(/\.\$tab-[^./]+$/, '')
    .replace(/(^|\/)index$/, '');
  return pagePath(underBase(locale.base, `/${path}`));
}

/** `changelog.$tab-upgrade.md` for `changelog.md`. */
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

export interface RouteLike {
  absPath?: string;
  path?: string;
  file?: string;
  isLayout?: boolean;
}

/** The Markdown pages of dumi's route table, each followed by its content tabs. */
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

/** Every page under `<cwd>/docs` with its tabs; debug-only pages only with `keepDebug`. */
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
