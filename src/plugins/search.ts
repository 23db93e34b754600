import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { IApi } from 'dumi';
import { buildSearchIndex, type PageSource } from '../search/build';
import { demoUsage } from '../search/crossref';
import { propsUsed, rcTableProps, type PropUse } from '../search/propsUsed';

/** A route of dumi's route table, as far as this plugin reads it. */
interface RouteLike {
  absPath?: string;
  path?: string;
  file?: string;
  isLayout?: boolean;
}

/** An emitted index: its public file name and content. */
interface Asset {
  fileName: string;
  content: string;
  /** Demo pages per API anchor, for the API reference's cross-reference. */
  usage: ReturnType<typeof demoUsage>;
}

/** The locale of a page file: `x.zh-CN.md` → `zh-CN`; unsuffixed files use the first locale. */
export function fileLocale(file: string, localeIds: readonly string[]): string {
  const suffix = /\.([\w-]+)\.md$/.exec(file)?.[1];
  return suffix && localeIds.includes(suffix) ? suffix : localeIds[0];
}

/** Resolves a `<code src>` to a file on disk (a file, or a folder's index.tsx). */
function demoFile(pageFile: string, src: string): string | undefined {
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

/**
 * Reads every routed Markdown page (and its `$tab-` files), analyses the demos' sources and builds one index per locale.
 * Returns the assets keyed by locale id.
 */
export function buildIndexAssets(
  cwd: string,
  routes: RouteLike[],
  localeIds: readonly string[],
): Map<string, Asset> {
  const byLocale = new Map<string, PageSource[]>(localeIds.map((id) => [id, []]));
  const propsCache = new Map<string, PropUse[]>();
  const known = rcTableProps(cwd);
  const addPage = (absFile: string, link: string) => {
    const markdown = readFileSync(absFile, 'utf8');
    const demoProps: Record<string, PropUse[]> = {};
    for (const match of markdown.matchAll(/<code\s[^>]*?src=["']([^"']+)["']/g)) {
      const path = demoFile(absFile, match[1]);
      if (!path) continue;
      if (!propsCache.has(path))
        propsCache.set(path, propsUsed(readFileSync(path, 'utf8'), path, known));
      demoProps[match[1]] = propsCache.get(path) ?? [];
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
  const assets = new Map<string, Asset>();
  for (const [locale, pages] of byLocale) {
    const data = buildSearchIndex(locale, pages);
    const content = JSON.stringify(data);
    const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
    assets.set(locale, {
      fileName: `search-index.${locale}.${hash}.json`,
      content,
      usage: demoUsage(data),
    });
  }
  return assets;
}

/**
 * Site search index: builds one flexsearch-ready index per locale from the route table (page
 * titles, sections, paragraphs, demos and the rc-table props each demo uses), writes the asset
 * URLs to `@@/plugin-searchIndex/manifest` for the SearchBar, serves the assets in dev and emits
 * them next to the pages in a build (`search-index.<locale>.<hash>.json`). Also writes
 * `@@/plugin-searchIndex/demoUsage`: the demo pages using each prop, for the API reference.
 */
export default function searchIndexPlugin(api: IApi): void {
  api.describe({ key: 'searchIndex' });
  let assets = new Map<string, Asset>();

  const localeIds = (): string[] => {
    const locales = (api.config.locales ?? []) as Array<{ id: string }>;
    return locales.length ? locales.map((locale) => locale.id) : ['en-US'];
  };
  const publicPath = (): string => String(api.config.publicPath || '/').replace(/\/?$/, '/');

  api.addTmpGenerateWatcherPaths(() => [join(api.cwd, 'docs'), join(api.cwd, 'demos')]);

  api.onGenerateFiles(() => {
    const routes = Object.values(api.appData.routes ?? {}) as RouteLike[];
    assets = buildIndexAssets(api.cwd, routes, localeIds());
    const manifest = Object.fromEntries(
      [...assets].map(([locale, asset]) => [locale, publicPath() + asset.fileName]),
    );
    api.writeTmpFile({
      path: 'manifest.ts',
      content: `/** Search index URL per locale. */\nexport default ${JSON.stringify(manifest)} as Record<string, string>;\n`,
    });
    const usage = Object.fromEntries([...assets].map(([locale, asset]) => [locale, asset.usage]));
    api.writeTmpFile({
      path: 'demoUsage.ts',
      content: `/** Demo pages per API anchor, per locale. */\nexport default ${JSON.stringify(usage)};\n`,
    });
  });

  // Dev server: answer index requests from memory.
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const name = (req.path || req.url || '').split('?')[0].split('/').pop() ?? '';
      const asset = [...assets.values()].find((entry) => entry.fileName === name);
      if (!asset) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(asset.content);
    },
  ]);

  api.onBuildComplete(({ err }) => {
    if (err) return;
    mkdirSync(api.paths.absOutputPath, { recursive: true });
    for (const asset of assets.values()) {
      writeFileSync(join(api.paths.absOutputPath, asset.fileName), asset.content);
    }
  });
}
