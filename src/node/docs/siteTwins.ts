import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { descriptions } from '../api/descriptions';
import { extractApi, extractTypes, readRcTableVersion, resolveRcTableLib } from '../api/extract';
import {
  buildApiRows,
  buildApiTypes,
  type ApiRow,
  type ApiTypeEntry,
} from '../../shared/api/model';
import { demoUsage, type DemoUsage } from '../api/demoUsage';
import { apiHistory } from '../api/history';
import { rcTableProps, type KnownProps } from '../api/propsUsed';
import { NAV } from '../site/nav';
import { llmsFullTxt, llmsTxt, type LlmsInput } from './llmsTxt';
import { markdownTwin } from './markdownTwin';
import { collectPages } from './pages';
import { sidebarOf } from './sidebar';
import type { SiteLocale, SitePage } from './sitePages';
import { twinPath } from '../../shared/docs/twinPath';
import { withoutTrailingSlash } from '../../shared/site/paths';

/** Everything the Markdown twins and the `llms.txt` files are made from. */
export interface TwinSources {
  cwd: string;
  base: string;
  locales: readonly SiteLocale[];
  pages: readonly SitePage[];
  /** Per locale id. */
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
  api: { rows: readonly ApiRow[]; types: readonly ApiTypeEntry[] };
  /** Per locale id. */
  usage: Readonly<Record<string, DemoUsage>>;
  known: KnownProps;
  version: string;
}

/** `path` in the output folder, e.g. `/demo/simple.md`. */
export interface OutputFile {
  path: string;
  content: string;
}

/** Reads what the twins are made of, as the HTML build reads it. */
export function readTwinSources(
  cwd: string,
  base: string,
  locales: readonly SiteLocale[],
  pages: readonly SitePage[],
): TwinSources {
  const libDir = resolveRcTableLib(cwd);
  const props = extractApi(libDir);
  const routes = pages
    .filter((page) => !page.tab)
    .map((page) => ({ absPath: page.route, file: join(cwd, page.file) }));
  const byLocale = collectPages(
    cwd,
    routes,
    locales.map((locale) => locale.id),
  );
  return {
    cwd,
    base,
    locales,
    pages,
    messages: Object.fromEntries(
      locales.map((locale) => [
        locale.id,
        JSON.parse(readFileSync(join(cwd, '.dumi/theme/locales', `${locale.id}.json`), 'utf8')),
      ]),
    ),
    api: {
      rows: buildApiRows(props, descriptions, apiHistory),
      types: buildApiTypes(extractTypes(libDir, props)),
    },
    usage: Object.fromEntries(
      [...byLocale].map(([locale, sources]) => [locale, demoUsage(sources)]),
    ),
    known: rcTableProps(cwd),
    version: readRcTableVersion(cwd),
  };
}

/** Which {@link twinPath} gives an `index.md`. */
export function localeHomes(locales: readonly SiteLocale[]): string[] {
  return locales.map((locale) => locale.base);
}

/** A twin per page and tab, and each locale's `llms.txt` and `llms-full.txt`. */
export function siteTwinFiles(sources: TwinSources): OutputFile[] {
  const homes = localeHomes(sources.locales);
  const files: OutputFile[] = [];
  for (const locale of sources.locales) {
    const pages = sources.pages.filter((page) => page.locale === locale.id);
    const sidebar = sidebarOf(pages, locale);
    const messages = sources.messages[locale.id] ?? {};
    const twins = new Map<SitePage, string>();
    for (const page of pages) {
      const content = markdownTwin(page, {
        cwd: sources.cwd,
        base: sources.base,
        locale,
        messages,
        api: { ...sources.api, usedBy: sources.usage[locale.id] },
        sidebar,
        known: sources.known,
      });
      twins.set(page, content);
      files.push({ path: twinPath(page.route, homes, page.tab), content });
    }
    const input: LlmsInput = {
      locale,
      pages,
      sidebar,
      nav: (NAV[locale.id] ?? []).map((item) => item.link),
      untitled: messages['sidebar.group.untitled'] ?? 'Overview',
      version: sources.version,
      base: sources.base,
      homes,
    };
    const folder = withoutTrailingSlash(locale.base);
    files.push({ path: `${folder}/llms.txt`, content: llmsTxt(input) });
    files.push({
      path: `${folder}/llms-full.txt`,
      content: llmsFullTxt(input, (page) => twins.get(page) ?? ''),
    });
  }
  return files;
}
