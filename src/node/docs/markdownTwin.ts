import { basename, join } from 'node:path';
import type { ApiRow, ApiSection, ApiTypeEntry } from '../../shared/api/model';
import { apiLocale } from '../../shared/api/model';
import type { DemoUsage } from '../api/demoUsage';
import type { KnownProps } from '../api/propsUsed';
import { propUseAnchor, propUseName } from '../api/propsUsed';
import { pagePropUses, PROPS_USED_MARKER } from '../api/propsUsedMarkdown';
import { expandReleaseHistory } from '../changelog/page';
import { demoTitleLevel } from '../../shared/site/demoHeading';
import { siteHref } from '../../shared/site/routeLinks';
import {
  apiSectionMarkdown,
  apiTypesMarkdown,
  codeBlock,
  codeSpan,
  escapeText,
} from './apiMarkdown';
import {
  configuratorMessages,
  type ConfiguratorMessageId,
} from '../../shared/configurator/messages';
import { configuratorCode } from '../../shared/configurator/code';
import { CONTROL_NAMES, CONTROLS, DEFAULT_STATE } from '../../shared/configurator/state';
import { blocksMarkdown, markerBlocks } from '../demos/classesSection';
import { ACCESSIBILITY_MARKER, accessibilityMarkdown, demoFacts } from '../demos/accessibility';
import { demoSourceFiles } from './demoSources';
import type { SidebarGroup } from './sidebar';
import type { SiteLocale, SitePage } from './sitePages';

/** What a page's twin is made from besides its own source (the README says what a twin holds). */
export interface TwinContext {
  cwd: string;
  base: string;
  locale: SiteLocale;
  /** For the containers' labels. */
  messages: Readonly<Record<string, string>>;
  api: { rows: readonly ApiRow[]; types: readonly ApiTypeEntry[]; usedBy?: DemoUsage };
  sidebar: ReadonlyMap<string, SidebarGroup[]>;
  known: KnownProps;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** `src="…"` or `src='…'`. */
export function tagAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeEntities(match[1] ?? match[2]) : undefined;
}

/** A run of backticks up to the next run of the same length. */
const CODE_SPAN = /(`+)[\s\S]*?(?<!`)\1(?!`)/g;

function outsideCode(text: string, change: (part: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    out += change(text.slice(last, match.index)) + match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  return out + change(text.slice(last));
}

/** Inline Markdown without HTML tags (their text kept), links to the site under the base path. */
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

const CONTAINER_START = /^:::\s*(\w+)\s*(.*?)\s*$/;
const CONTAINER_END = /^:::\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})\s+\S/;
/** A line that starts with an element of running text (`<time>` under a changelog heading). */
const INLINE_TAG = /^\s*<(?:a|abbr|b|bdi|br|code|em|i|kbd|small|span|strong|sub|sup|time)\b/i;

interface PageScope {
  page: SitePage;
  context: TwinContext;
  pageAbsFile: string;
  /** Under the base path, anchors with their page. */
  href: (url: string) => string;
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

function demoSrcsOf(markdown: string): string[] {
  return [...markdown.matchAll(/<code\b[^>]*?\ssrc=(["'])(.*?)\1/g)].map((match) => match[2]);
}

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

/** What a classes marker stands for, as Markdown; nothing for another comment. */
function classBlocks(comment: string, { page, context, pageAbsFile, href }: PageScope): string[] {
  const demo = demoSrcsOf(page.markdown)
    .map((src) => basename(src).replace(/\.tsx?$/, ''))
    .find((name) => !name.startsWith('_'));
  const found = markerBlocks(comment, pageAbsFile, context.cwd, demo);
  return found ? blocksMarkdown(found, href) : [];
}

/** A demo page's Accessibility section, from its demo's facts (src/node/demos/accessibility.ts). */
function accessibilityBlocks({ page, context, href }: PageScope): string[] {
  const demo = demoSrcsOf(page.markdown)
    .map((src) => (src.split('/').pop() ?? src).replace(/\.tsx?$/, ''))
    .find((name) => !name.startsWith('_'));
  const facts = demo === undefined ? undefined : demoFacts(context.cwd, demo);
  if (!facts)
    throw new Error(`${page.file}: no facts of the demo "${demo}" for its Accessibility section`);
  return accessibilityMarkdown(facts, page.file.endsWith('.zh-CN.md') ? 'zh' : 'en', href);
}

/** Title (at the previewer's level), description and files of a `<code src>` demo. */
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

/** The titled sidebar groups of the page's section, each a list. */
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

/**
 * The configurator as Markdown: every control with its address parameter and values, and the code
 * of the table with every choice at its default.
 */
function configuratorBlocks(depth: number, { context, href, page }: PageScope): string[] {
  const hashes = '#'.repeat(Math.min(6, depth + 1));
  const messages = configuratorMessages(context.locale.id);
  const message = (id: string) => messages[id as ConfiguratorMessageId] ?? id;
  const example = `\`${href(page.route)}?sticky=1&scrollY=300\``;
  const controls = CONTROL_NAMES.map((name) => {
    const control = CONTROLS[name];
    const code = (value: unknown) => `\`${value === true ? 1 : value === false ? 0 : value}\``;
    const values =
      control.kind === 'boolean'
        ? '`1`, `0`'
        : control.kind === 'number'
          ? `${code(control.min)}–${code(control.max)}`
          : control.kind === 'colour'
            ? '`rrggbb`'
            : control.values.map(code).join(', ');
    // A colour travels in the address without its `#`.
    const fallback = control.kind === 'colour' ? control.default.slice(1) : control.default;
    return `- ${escapeText(message(name))}: \`${name}\` = ${values} (${escapeText(message('twin.default'))} ${code(fallback)})`;
  });
  return [
    `${hashes} ${escapeText(message('choices'))}`,
    escapeText(message('twin.address')).replace('{example}', example),
    controls.join('\n'),
    `${hashes} ${escapeText(message('code'))}`,
    ['```tsx', configuratorCode(DEFAULT_STATE, 'ts').trimEnd(), '```'].join('\n'),
  ];
}

/** A block quote headed by the container's title or its type's label. */
function containerBlock(type: string, title: string, inner: string, scope: PageScope): string {
  const label = title || scope.context.messages[`container.${type}`] || type;
  const twin = markdownTwin({ ...scope.page, markdown: inner }, scope.context);
  return [`**${scope.inline(label)}**`, '', ...twin.trimEnd().split('\n')]
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** Throws for a missing demo or `<ApiTable>` section, or HTML the twin has no Markdown for. */
export function markdownTwin(page: SitePage, context: TwinContext): string {
  const scope = scopeOf(page, context);
  // The changelog's release history is generated (src/node/changelog/page.ts), as on the page.
  const lines = expandReleaseHistory(page.markdown, page.file)
    .replace(/^---\n[\s\S]*?\n---\n?/, '')
    .split('\n');
  const blocks: string[] = [];
  let depth = 1;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) blocks.push(scope.inline(prose.join('\n')));
    prose = [];
  };
  const until = (start: number, end: (line: string) => boolean): number => {
    let i = start;
    while (i < lines.length - 1 && !end(lines[i])) i += 1;
    return i;
  };
  const tag = (first: number, last: number) => lines.slice(first, last + 1).join(' ');

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    const container = CONTAINER_START.exec(line);
    const heading = HEADING.exec(line);
    // A line of HTML inside a paragraph is inline HTML; before one, it starts a block.
    const htmlBlock =
      /^\s*<(?:!--|\/?[A-Za-z])/.test(line) && !INLINE_TAG.test(line) && !prose.length;
    const builtin =
      /^\s*<(?:!--|code\s|ApiTable\b|ApiVersionPicker\b|ClassPrefix\b|DemoGallery\b|Configurator\b)/.test(
        line,
      );
    if (fence || container || heading || htmlBlock || builtin || !line.trim()) flush();
    if (fence) {
      const [, indent, marks, info] = fence;
      const close = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      const last = until(i + 1, (each) => close.test(each));
      // dumi reads `| pure` and the like after the language; other readers do not.
      const lang = info.replace(/\|.*$/, '').trim();
      blocks.push([`${indent}${marks}${lang}`, ...lines.slice(i + 1, last + 1)].join('\n'));
      i = last;
    } else if (/^\s*<!--/.test(line)) {
      const last = until(i, (each) => each.includes('-->'));
      // Comments are not page text; the "Props used" marker stands for its list, the classes
      // markers for their tables and stylesheet (src/node/demos/classesSection.ts).
      if (PROPS_USED_MARKER.test(tag(i, last).trim())) blocks.push(propsUsedList(scope));
      else if (ACCESSIBILITY_MARKER.test(tag(i, last).trim()))
        blocks.push(...accessibilityBlocks(scope));
      else blocks.push(...classBlocks(tag(i, last), scope));
      i = last;
    } else if (/^\s*<code\s/.test(line)) {
      const last = until(i, (each) => /<\/code>|\/>/.test(each));
      blocks.push(...demoBlocks(tag(i, last), depth, scope));
      i = last;
    } else if (/^\s*<ApiTable\b/.test(line)) {
      const last = until(i, (each) => /<\/ApiTable>|\/>/.test(each));
      blocks.push(apiBlock(tag(i, last), depth, scope));
      i = last;
    } else if (/^\s*<ApiVersionPicker\b/.test(line)) {
      // The twin gives every row's release in its Since column, so it needs no picker.
      i = until(i, (each) => /<\/ApiVersionPicker>|\/>/.test(each));
    } else if (/^\s*<ClassPrefix\b/.test(line)) {
      // The twin is written with rc-table's own prefix; the field only rewrites the page.
      i = until(i, (each) => /<\/ClassPrefix>|\/>/.test(each));
    } else if (/^\s*<DemoGallery\b/.test(line)) {
      const last = until(i, (each) => /<\/DemoGallery>|\/>/.test(each));
      blocks.push(...galleryBlocks(depth, scope));
      i = last;
    } else if (/^\s*<Configurator\b/.test(line)) {
      const last = until(i, (each) => /<\/Configurator>|\/>/.test(each));
      blocks.push(...configuratorBlocks(depth, scope));
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
