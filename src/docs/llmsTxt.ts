import { siteHref } from '../site/routeLinks';
import { escapeText } from './apiMarkdown';
import type { SidebarGroup } from './sidebar';
import type { SiteLocale, SitePage } from './sitePages';
import { twinPath } from './twinPath';

/**
 * `llms.txt` and `llms-full.txt` of a locale, in the format of llmstxt.org: the site's title as
 * the `#` heading, a one-paragraph summary as a block quote, a paragraph on how to read the site,
 * then `##` sections of links to every page's Markdown twin, each with the page's description.
 * The sections follow the sidebar: the pages outside any titled group (the home page, the demo
 * overview, the changelog and its upgrade guide, in the order of the header navigation) under the
 * name the sidebar gives an untitled group, then one section per sidebar group.
 */

/** One section of `llms.txt`: a title and its pages (a page's content tabs follow it). */
export interface LlmsSection {
  title: string;
  pages: SitePage[];
}

/** What the two files of a locale are made of. */
export interface LlmsInput {
  locale: SiteLocale;
  /** The locale's pages and content tabs. */
  pages: readonly SitePage[];
  /** The locale's sidebar per navigation path (src/docs/sidebar.ts). */
  sidebar: ReadonlyMap<string, SidebarGroup[]>;
  /** The header navigation's links in order (src/site/nav.ts), which orders the sections. */
  nav: readonly string[];
  /** The sidebar's name for a group without a title (`sidebar.group.untitled`). */
  untitled: string;
  /** The documented rc-table version. */
  version: string;
  base: string;
  homes: readonly string[];
}

const ABOUT: Record<string, (version: string, full: string) => string> = {
  en: (version, full) =>
    `Documentation of rc-table ${version}: a page for every feature with a live demo and its full source, the API reference generated from rc-table's type declarations, and the changelog. Every page is also served as Markdown at its address plus \`.md\` (a home page at \`index.md\`); the links below point to those files, and [llms-full.txt](${full}) holds all of them in one file.`,
  zh: (version, full) =>
    `rc-table ${version} 的文档：每项功能一个页面，附在线示例及其完整源码；API 参考根据 rc-table 的类型声明生成；另有更新日志。每个页面都有一份 Markdown 版本，地址是页面地址加上 \`.md\`（首页为 \`index.md\`）；下面的链接指向这些文件，[llms-full.txt](${full}) 则把它们合成了一个文件。`,
};

/** The language of the site's own sentences for a locale id. */
function language(locale: SiteLocale): 'en' | 'zh' {
  return locale.id.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** A page's content tabs, in file order. */
function tabsOf(page: SitePage, pages: readonly SitePage[]): SitePage[] {
  return pages.filter((each) => each.tab && each.route === page.route);
}

/**
 * The sections of a locale's `llms.txt`, in order. Every page and tab of the locale is in exactly
 * one section: one the sidebar does not list lands in the first.
 */
export function llmsSections(input: LlmsInput): LlmsSection[] {
  const { locale, pages, sidebar } = input;
  const own = pages.filter((page) => page.locale === locale.id);
  const prefix = locale.base.replace(/\/+$/, '');
  const navPaths = [
    ...input.nav.map((link) => link.replace(/\/+$/, '')),
    ...[...sidebar.keys()].sort(),
  ].filter((path, index, all) => sidebar.has(path) && all.indexOf(path) === index);
  const overview: SitePage[] = own.filter((page) => !page.tab && page.route === (prefix || '/'));
  const titled: LlmsSection[] = [];
  for (const path of navPaths) {
    for (const group of sidebar.get(path) ?? []) {
      if (group.title) titled.push({ title: group.title, pages: [...group.pages] });
      else overview.push(...group.pages);
    }
  }
  const sections = [{ title: input.untitled, pages: overview }, ...titled];
  const listed = new Set(sections.flatMap((section) => section.pages));
  sections[0].pages.push(...own.filter((page) => !page.tab && !listed.has(page)));
  return sections
    .map((section) => ({
      title: section.title,
      pages: section.pages.flatMap((page) => [page, ...tabsOf(page, own)]),
    }))
    .filter((section) => section.pages.length);
}

/** The address of a page's twin under the base path. */
export function twinHref(page: SitePage, base: string, homes: readonly string[]): string {
  return siteHref(twinPath(page.route, homes, page.tab), base);
}

/** The home page of a locale: its title is the site's, its description the summary. */
function homeOf(input: LlmsInput): SitePage | undefined {
  const prefix = input.locale.base.replace(/\/+$/, '');
  return input.pages.find(
    (page) => page.locale === input.locale.id && !page.tab && page.route === (prefix || '/'),
  );
}

/** Text of a front-matter field on one line. */
const oneLine = (value: unknown) =>
  escapeText(
    String(value ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The head of both files: title, summary and how to read the site. */
function head(input: LlmsInput): string {
  const home = homeOf(input);
  const full = siteHref(`${input.locale.base.replace(/\/+$/, '')}/llms-full.txt`, input.base);
  return [
    `# ${oneLine(home?.frontmatter.title) || 'rc-table'}`,
    `> ${oneLine(home?.frontmatter.description)}`,
    ABOUT[language(input.locale)](input.version, full),
  ].join('\n\n');
}

/** The `llms.txt` of a locale. */
export function llmsTxt(input: LlmsInput): string {
  const sections = llmsSections(input).map((section) => {
    const items = section.pages.map((page) => {
      const link = `- [${oneLine(page.frontmatter.title)}](${twinHref(page, input.base, input.homes)})`;
      const description = oneLine(page.frontmatter.description);
      return description ? `${link}: ${description}` : link;
    });
    return `## ${escapeText(section.title)}\n\n${items.join('\n')}`;
  });
  return `${[head(input), ...sections].join('\n\n')}\n`;
}

/**
 * The `llms-full.txt` of a locale: the head of `llms.txt`, then the twin of every page in the
 * order `llms.txt` lists them, separated by thematic breaks. `twinOf` gives a page's twin.
 */
export function llmsFullTxt(input: LlmsInput, twinOf: (page: SitePage) => string): string {
  const pages = llmsSections(input).flatMap((section) => section.pages);
  return `${[head(input), ...pages.map((page) => twinOf(page).trim())].join('\n\n---\n\n')}\n`;
}
