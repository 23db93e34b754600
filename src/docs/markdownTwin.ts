import { join } from 'node:path';
import type { ApiRow, ApiSection, ApiTypeEntry } from '../api/model';
import { apiLocale } from '../api/model';
import type { DemoUsage } from '../api/demoUsage';
import type { KnownProps } from '../api/propsUsed';
import { propUseAnchor, propUseName } from '../api/propsUsed';
import { pagePropUses, PROPS_USED_MARKER } from '../api/propsUsedMarkdown';
import { demoTitleLevel } from '../site/demoHeading';
import { siteHref } from '../site/routeLinks';
import {
  apiSectionMarkdown,
  apiTypesMarkdown,
  codeBlock,
  codeSpan,
  escapeText,
} from './apiMarkdown';
import { demoSourceFiles } from './demoSources';
import type { SidebarGroup } from './sidebar';
import type { SiteLocale, SitePage } from './sitePages';

/**
 * The Markdown twin of a page: what the HTML page says, as plain Markdown for language-model tools
 * and for readers who copy the page. It is made from the page's own source at build time
 * (src/plugins/markdownTwins.ts), so the two cannot drift:
 *
 * - the prose stays as written, without front matter, HTML comments or inline HTML (`<kbd>Tab</kbd>`
 *   becomes `Tab`); links to the site's pages and anchors carry the base path;
 * - a `<code src>` demo becomes its title (a heading at the level the previewer gives it), its
 *   description and the full source of the demo: the entry file and every file it imports from
 *   `demos/`, each a fenced code block titled with its path and equal to the file byte for byte;
 * - the generated "Props used" list, `<ApiTable>` and `<DemoGallery>` become the Markdown lists
 *   and tables of what they render, from the same data;
 * - `:::warning` and the other containers become block quotes headed by their label.
 */

/** What a page's twin is made from besides its own source. */
export interface TwinContext {
  /** The project root: demos are read from here. */
  cwd: string;
  /** The base path of the site (`/`, `/table/`): every link to the site carries it. */
  base: string;
  /** The locale of the page. */
  locale: SiteLocale;
  /** The UI strings of the page's locale (.dumi/theme/locales), for the containers' labels. */
  messages: Readonly<Record<string, string>>;
  /** The API reference (src/api/model.ts) and the demo pages using each prop, in this locale. */
  api: { rows: readonly ApiRow[]; types: readonly ApiTypeEntry[]; usedBy?: DemoUsage };
  /** The locale's sidebar per navigation path (src/docs/sidebar.ts), for `<DemoGallery>`. */
  sidebar: ReadonlyMap<string, SidebarGroup[]>;
  /** rc-table's declared props (src/api/propsUsed.ts), for the "Props used" list. */
  known: KnownProps;
}

/** Decodes the character references an attribute value may hold. */
function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The value of an attribute of a tag written in a page: `src="…"` or `src='…'`. */
export function tagAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeEntities(match[1] ?? match[2]) : undefined;
}

/** Code spans of a Markdown text: a run of backticks up to the next run of the same length. */
const CODE_SPAN = /(`+)[\s\S]*?(?<!`)\1(?!`)/g;

/** Applies `change` to the parts of `text` outside code spans. */
function outsideCode(text: string, change: (part: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    out += change(text.slice(last, match.index)) + match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  return out + change(text.slice(last));
}

/**
 * Inline Markdown of the page made to stand alone: HTML tags are dropped with their text kept
 * (`<kbd>Tab</kbd>` → `Tab`, `<time datetime="…">2023-01-08</time>` → `2023-01-08`), and links to
 * the site (`/demo/simple`, `#prop-rowkey`) become addresses under the base path. Code spans are
 * left as written.
 */
export function inlineMarkdown(text: string, href: (url: string) => string): string {
  return outsideCode(text, (part) =>
    part
      .replace(/<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/g, '')
      .replace(
        /\]\(([^()\s]+)((?:\s+"[^"]*")?)\)/g,
        (_all, url: string, title: string) => `](${href(url)}${title})`,
      ),
  );
}

/** One `:::type [title]` … `:::` container of dumi's Markdown. */
const CONTAINER_START = /^:::\s*(\w+)\s*(.*?)\s*$/;
const CONTAINER_END = /^:::\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})\s+\S/;
/** A line that starts with an element of running text (`<time>` under a changelog heading). */
const INLINE_TAG = /^\s*<(?:a|abbr|b|bdi|br|code|em|i|kbd|small|span|strong|sub|sup|time)\b/i;

/** What the parts of one page's twin are written with. */
interface PageScope {
  page: SitePage;
  context: TwinContext;
  /** The page file's absolute path, which demo paths are relative to. */
  pageAbsFile: string;
  /** An address of the page's Markdown as the twin writes it: under the base path, anchors with their page. */
  href: (url: string) => string;
  /** Inline Markdown of the page as the twin writes it. */
  inline: (text: string) => string;
}

function scopeOf(page: SitePage, context: TwinContext): PageScope {
  const pageUrl = siteHref(page.route, context.base) + (page.tab ? `?tab=${page.tab}` : '');
  const href = (url: string): string => {
    if (url.startsWith('#')) return pageUrl + url;
    if (url.startsWith('/') && !url.startsWith('//')) return siteHref(url, context.base);
    return url;
  };
  return {
    page,
    context,
    pageAbsFile: join(context.cwd, page.file),
    href,
    inline: (text) => inlineMarkdown(text, href),
  };
}

/** The `src` of every `<code src>` demo of a page, in page order. */
function demoSrcsOf(markdown: string): string[] {
  return [...markdown.matchAll(/<code\b[^>]*?\ssrc=(["'])(.*?)\1/g)].map((match) => match[2]);
}

/** The "Props used" list the marker comment stands for: a link to the API reference per prop. */
function propsUsedList({ page, context, pageAbsFile, href }: PageScope): string {
  const uses = pagePropUses(demoSrcsOf(page.markdown), {
    page: page.file,
    known: context.known,
    readDemo: (src) => demoSourceFiles(context.cwd, pageAbsFile, src)[0]?.code,
  });
  return uses
    .map((use) => {
      const target = href(`${context.locale.base}#${propUseAnchor(use)}`);
      return `- [${codeSpan(propUseName(use))}](${target})`;
    })
    .join('\n');
}

/** A `<code src>` demo: its title at the level the previewer gives it, its description, its files. */
function demoBlocks(tag: string, depth: number, scope: PageScope): string[] {
  const src = tagAttribute(tag, 'src');
  if (!src) return [];
  const title = tagAttribute(tag, 'title');
  const description = tagAttribute(tag, 'description');
  return [
    ...(title ? [`${'#'.repeat(demoTitleLevel(depth))} ${scope.inline(title)}`] : []),
    ...(description ? [scope.inline(description)] : []),
    ...demoSourceFiles(scope.context.cwd, scope.pageAbsFile, src).map((file) =>
      codeBlock(file.code, `${file.lang} title="${file.path}"`),
    ),
  ];
}

/** An `<ApiTable section>`: the section's props as tables, or the Types section. */
function apiBlock(tag: string, depth: number, { page, context, href }: PageScope): string {
  const section = tagAttribute(tag, 'section');
  const options = {
    locale: apiLocale(context.locale.id),
    usedBy: context.api.usedBy,
    anchorHref: (anchor: string) => href(`${context.locale.base}#${anchor}`),
    pageHref: href,
    depth,
  };
  if (section === 'types') return apiTypesMarkdown(context.api.types, options);
  if (section && context.api.rows.some((row) => row.section === section)) {
    return apiSectionMarkdown(context.api.rows, section as ApiSection, options);
  }
  throw new Error(
    `${page.file}: <ApiTable section="${section}"> names no section of the API reference`,
  );
}

/** `<DemoGallery>`: the titled sidebar groups of the page's section, each a list of its pages. */
function galleryBlocks(depth: number, { page, context, href }: PageScope): string[] {
  const groups = (context.sidebar.get(page.route) ?? []).filter((group) => group.title);
  const hashes = '#'.repeat(Math.min(6, depth + 1));
  return groups.flatMap((group) => [
    `${hashes} ${escapeText(group.title ?? '')}`,
    group.pages
      .map((each) => {
        const description = each.frontmatter.description;
        const link = `- [${escapeText(String(each.frontmatter.title))}](${href(each.route)})`;
        return description ? `${link}: ${escapeText(String(description))}` : link;
      })
      .join('\n'),
  ]);
}

/** A `:::type [title]` container: a block quote headed by its title or its type's label. */
function containerBlock(type: string, title: string, inner: string, scope: PageScope): string {
  const label = title || scope.context.messages[`container.${type}`] || type;
  const twin = markdownTwin({ ...scope.page, markdown: inner }, scope.context);
  return [`**${scope.inline(label)}**`, '', ...twin.trimEnd().split('\n')]
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * The Markdown twin of `page` (see the module comment). Throws, naming the page, when a demo file
 * or an `<ApiTable>` section it names does not exist, or when it holds an HTML block the twin has
 * no Markdown for.
 */
export function markdownTwin(page: SitePage, context: TwinContext): string {
  const scope = scopeOf(page, context);
  const lines = page.markdown.replace(/^---\n[\s\S]*?\n---\n?/, '').split('\n');
  const blocks: string[] = [];
  let depth = 1;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) blocks.push(scope.inline(prose.join('\n')));
    prose = [];
  };
  /** The index of the first line from `start` on that matches `end` (or the last line). */
  const until = (start: number, end: (line: string) => boolean): number => {
    let i = start;
    while (i < lines.length - 1 && !end(lines[i])) i += 1;
    return i;
  };
  /** The text of lines `first` to `last`, joined into one line (a tag written over several). */
  const tag = (first: number, last: number) => lines.slice(first, last + 1).join(' ');

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    const container = CONTAINER_START.exec(line);
    const heading = HEADING.exec(line);
    // A line of HTML inside a paragraph is inline HTML; before one, it starts a block.
    const htmlBlock =
      /^\s*<(?:!--|\/?[A-Za-z])/.test(line) && !INLINE_TAG.test(line) && !prose.length;
    const builtin = /^\s*<(?:!--|code\s|ApiTable\b|DemoGallery\b)/.test(line);
    if (fence || container || heading || htmlBlock || builtin || !line.trim()) flush();
    if (fence) {
      const [, indent, marks, info] = fence;
      const close = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      const last = until(i + 1, (each) => close.test(each));
      // dumi reads `| pure` and the like after the language; Markdown readers know only the language.
      const lang = info.replace(/\|.*$/, '').trim();
      blocks.push([`${indent}${marks}${lang}`, ...lines.slice(i + 1, last + 1)].join('\n'));
      i = last;
    } else if (/^\s*<!--/.test(line)) {
      const last = until(i, (each) => each.includes('-->'));
      // Comments are not page text; the "Props used" marker stands for its list.
      if (PROPS_USED_MARKER.test(tag(i, last).trim())) blocks.push(propsUsedList(scope));
      i = last;
    } else if (/^\s*<code\s/.test(line)) {
      const last = until(i, (each) => /<\/code>|\/>/.test(each));
      blocks.push(...demoBlocks(tag(i, last), depth, scope));
      i = last;
    } else if (/^\s*<ApiTable\b/.test(line)) {
      const last = until(i, (each) => /<\/ApiTable>|\/>/.test(each));
      blocks.push(apiBlock(tag(i, last), depth, scope));
      i = last;
    } else if (/^\s*<DemoGallery\b/.test(line)) {
      const last = until(i, (each) => /<\/DemoGallery>|\/>/.test(each));
      blocks.push(...galleryBlocks(depth, scope));
      i = last;
    } else if (container) {
      const last = until(i + 1, (each) => CONTAINER_END.test(each));
      const inner = lines.slice(i + 1, last).join('\n');
      blocks.push(containerBlock(container[1], container[2], inner, scope));
      i = last;
    } else if (heading) {
      depth = heading[1].length;
      blocks.push(scope.inline(line.trimEnd()));
    } else if (htmlBlock) {
      throw new Error(`${page.file}:${i + 1}: no Markdown for the HTML block ${line.trim()}`);
    } else if (line.trim()) {
      prose.push(line);
    }
  }
  flush();
  return `${blocks.join('\n\n')}\n`;
}
