import { siteHref } from '../../shared/site/routeLinks';
import { escapeText } from './apiMarkdown';
import type { SidebarGroup } from './sidebar';
import type { SiteLocale, SitePage } from './sitePages';
import { twinPath } from '../../shared/docs/twinPath';
import { underBase, withoutTrailingSlash } from '../../shared/site/paths';

// `llms.txt` sections follow the sidebar: pages outside a titled group first, in the nav's order.

export interface LlmsSection {
  title: string;
  pages: SitePage[];
}

export interface LlmsInput {
  locale: SiteLocale;
  pages: readonly SitePage[];
  /** Per navigation path. */
  sidebar: ReadonlyMap<string, SidebarGroup[]>;
  nav: readonly string[];
  /** The sidebar's name for a group without a title. */
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

function language(locale: SiteLocale): 'en' | 'zh' {
  return locale.id.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function tabsOf(page: SitePage, pages: readonly SitePage[]): SitePage[] {
  return pages.filter((each) => each.tab && each.route === page.route);
}

/** Every page and tab in exactly one section; one the sidebar does not list lands in the first. */
export function llmsSections(input: LlmsInput): LlmsSection[] {
  const { locale, pages, sidebar } = input;
  const own = pages.filter((page) => page.locale === locale.id);
  const prefix = withoutTrailingSlash(locale.base);
  const navPaths = [...input.nav.map(withoutTrailingSlash), ...[...sidebar.keys()].sort()].filter(
    (path, index, all) => sidebar.has(path) && all.indexOf(path) === index,
  );
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

export function twinHref(page: SitePage, base: string, homes: readonly string[]): string {
  return siteHref(twinPath(page.route, homes, page.tab), base);
}

/** Its title is the site's, its description the summary. */
function homeOf(input: LlmsInput): SitePage | undefined {
  const prefix = withoutTrailingSlash(input.locale.base);
  return input.pages.find(
    (page) => page.locale === input.locale.id && !page.tab && page.route === (prefix || '/'),
  );
}

const oneLine = (value: unknown) =>
  escapeText(
    String(value ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Title, summary and how to read the site. */
function head(input: LlmsInput): string {
  const home = homeOf(input);
  const full = siteHref(underBase(input.locale.base, '/llms-full.txt'), input.base);
  return [
    `# ${oneLine(home?.frontmatter.title) || 'rc-table'}`,
    `> ${oneLine(home?.frontmatter.description)}`,
    ABOUT[language(input.locale)](input.version, full),
  ].join('\n\n');
}

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

/** The head of `llms.txt`, then the twin of every page in that order. */
export function llmsFullTxt(input: LlmsInput, twinOf: (page: SitePage) => string): string {
  const pages = llmsSections(input).flatMap((section) => section.pages);
  return `${[head(input), ...pages.map((page) => twinOf(page).trim())].join('\n\n---\n\n')}\n`;
}
