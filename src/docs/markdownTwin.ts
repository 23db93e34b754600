import { join } from 'node:path';
import type { ApiRow, ApiSection, ApiTypeEntry } from '../api/model';
import { apiLocale } from '../api/model';
import type { DemoUsage } from '../search/crossref';
import type { KnownProps } from '../search/propsUsed';
import { propUseAnchor, propUseName } from '../search/propsUsed';
import { pagePropUses, PROPS_USED_MARKER } from '../search/propsUsedMarkdown';
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
  /** rc-table's declared props (src/search/propsUsed.ts), for the "Props used" list. */
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

/**
 * The Markdown twin of `page` (see the module comment). Throws, naming the page, when a demo file
 * or an `<ApiTable>` section it names does not exist.
 */
export function markdownTwin(page: SitePage, context: TwinContext): string {
  const pageAbsFile = join(context.cwd, page.file);
  const localeHome = context.locale.base;
  const pageUrl = siteHref(page.route, context.base) + (page.tab ? `?tab=${page.tab}` : '');
  /** An address of the page's Markdown as the twin writes it. */
  const href = (url: string): string => {
    if (url.startsWith('#')) return pageUrl + url;
    if (url.startsWith('/') && !url.startsWith('//')) return siteHref(url, context.base);
    return url;
  };
  const inline = (text: string) => inlineMarkdown(text, href);
  const apiOptions = (depth: number) => ({
    locale: apiLocale(context.locale.id),
    usedBy: context.api.usedBy,
    anchorHref: (anchor: string) => href(`${localeHome}#${anchor}`),
    pageHref: href,
    depth,
  });
  const demoSrcs = [...page.markdown.matchAll(/<code\b[^>]*?\ssrc=(["'])(.*?)\1/g)].map(
    (match) => match[2],
  );

  const body = page.markdown.replace(/^---\n[\s\S]*?\n---\n?/, '');
  const lines = body.split('\n');
  const blocks: string[] = [];
  let depth = 1;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) blocks.push(inline(prose.join('\n')));
    prose = [];
  };
  /** Lines up to (and with) the first that matches `end`, starting at `start`. */
  const until = (start: number, end: (line: string) => boolean): number => {
    let i = start;
    while (i < lines.length - 1 && !end(lines[i])) i += 1;
    return i;
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const [, indent, marks, info] = fence;
      const close = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      const last = until(i + 1, (each) => close.test(each));
      // dumi reads `| pure` and the like after the language; Markdown readers know only the language.
      const lang = info.replace(/\|.*$/, '').trim();
      blocks.push([`${indent}${marks}${lang}`, ...lines.slice(i + 1, last + 1)].join('\n'));
      i = last;
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      flush();
      const last = until(i, (each) => each.includes('-->'));
      const comment = lines
        .slice(i, last + 1)
        .join('\n')
        .trim();
      if (PROPS_USED_MARKER.test(comment)) {
        const uses = pagePropUses(demoSrcs, {
          page: page.file,
          known: context.known,
          readDemo: (src) => demoSourceFiles(context.cwd, pageAbsFile, src)[0]?.code,
        });
        blocks.push(
          uses
            .map(
              (use) =>
                `- [${codeSpan(propUseName(use))}](${href(`${localeHome}#${propUseAnchor(use)}`)})`,
            )
            .join('\n'),
        );
      }
      i = last;
      continue;
    }
    if (/^\s*<code\s/.test(line)) {
      flush();
      const last = until(i, (each) => /<\/code>|\/>/.test(each));
      const tag = lines.slice(i, last + 1).join(' ');
      const src = tagAttribute(tag, 'src');
      if (src) {
        const title = tagAttribute(tag, 'title');
        const description = tagAttribute(tag, 'description');
        if (title) blocks.push(`${'#'.repeat(demoTitleLevel(depth))} ${inline(title)}`);
        if (description) blocks.push(inline(description));
        for (const file of demoSourceFiles(context.cwd, pageAbsFile, src)) {
          blocks.push(codeBlock(file.code, `${file.lang} title="${file.path}"`));
        }
      }
      i = last;
      continue;
    }
    if (/^\s*<ApiTable\b/.test(line)) {
      flush();
      const last = until(i, (each) => /<\/ApiTable>|\/>/.test(each));
      const section = tagAttribute(lines.slice(i, last + 1).join(' '), 'section');
      if (section === 'types') {
        blocks.push(apiTypesMarkdown(context.api.types, apiOptions(depth)));
      } else if (section && context.api.rows.some((row) => row.section === section)) {
        blocks.push(apiSectionMarkdown(context.api.rows, section as ApiSection, apiOptions(depth)));
      } else {
        throw new Error(
          `${page.file}: <ApiTable section="${section}"> names no section of the API reference`,
        );
      }
      i = last;
      continue;
    }
    if (/^\s*<DemoGallery\b/.test(line)) {
      flush();
      const last = until(i, (each) => /<\/DemoGallery>|\/>/.test(each));
      const nav = page.route;
      const groups = (context.sidebar.get(nav) ?? []).filter((group) => group.title);
      const hashes = '#'.repeat(Math.min(6, depth + 1));
      for (const group of groups) {
        blocks.push(`${hashes} ${escapeText(group.title ?? '')}`);
        blocks.push(
          group.pages
            .map((each) => {
              const description = each.frontmatter.description;
              const link = `- [${escapeText(String(each.frontmatter.title))}](${href(each.route)})`;
              return description ? `${link}: ${escapeText(String(description))}` : link;
            })
            .join('\n'),
        );
      }
      i = last;
      continue;
    }
    const container = CONTAINER_START.exec(line);
    if (container) {
      flush();
      const last = until(i + 1, (each) => CONTAINER_END.test(each));
      const [, type, title] = container;
      const label = title || context.messages[`container.${type}`] || type;
      const inner = markdownTwin(
        { ...page, markdown: lines.slice(i + 1, last).join('\n') },
        context,
      );
      const quoted = [`**${inline(label)}**`, '', ...inner.trimEnd().split('\n')].map((each) =>
        each ? `> ${each}` : '>',
      );
      blocks.push(quoted.join('\n'));
      i = last;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      depth = heading[1].length;
      blocks.push(inline(line.trimEnd()));
      continue;
    }
    if (/^\s*<\/?[A-Za-z]/.test(line) && !INLINE_TAG.test(line) && !prose.length) {
      // A block of HTML or JSX the twin has no Markdown for (none on the site's pages today).
      throw new Error(`${page.file}:${i + 1}: no Markdown for the HTML block ${line.trim()}`);
    }
    if (line.trim() === '') flush();
    else prose.push(line);
  }
  flush();
  return `${blocks.join('\n\n')}\n`;
}
