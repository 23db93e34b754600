/** What search needs from a page; deliberately only the Markdown this site writes. */

import { ACCESSIBILITY_MARKER, accessibilityMarkdown, demoFacts } from '../demos/accessibility';

/** Other keys are kept as parsed. */
export interface FrontMatter {
  title?: string;
  description?: string;
  keywords?: string[];
  group?: { title?: string; order?: number } | string;
  debug?: boolean;
  [key: string]: unknown;
}

export interface PageSection {
  depth: number;
  title: string;
  /** As dumi gives it (github-slugger). */
  id: string;
  paragraphs: string[];
}

export interface PageDemo {
  /** As written, e.g. `../../../demos/fixed-columns.tsx`. */
  src: string;
  title: string;
  description: string;
  /** e.g. `docs-demo-fixed-columns-demo-fixed-columns`. */
  id: string;
}

export interface ParsedPage {
  frontmatter: FrontMatter;
  title: string;
  sections: PageSection[];
  demos: PageDemo[];
}

function scalar(raw: string): unknown {
  const value = raw.trim();
  if (value === '') return '';
  if (/^(['"]).*\1$/.test(value)) return value.slice(1, -1);
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value.startsWith('[') && value.endsWith(']')) {
    return value
      .slice(1, -1)
      .split(',')
      .map((item) => scalar(item))
      .filter((item) => item !== '');
  }
  return value;
}

/** The YAML this site's front matter uses: scalars, lists, one level of nested mapping. */
export function parseFrontMatter(yaml: string): FrontMatter {
  const result: Record<string, unknown> = {};
  const lines = yaml.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^([\w.-]+):\s*(.*)$/.exec(lines[i]);
    if (!match) continue;
    const [, key, rest] = match;
    if (rest.trim().startsWith('[') && !rest.includes(']')) {
      let flow = rest;
      while (i + 1 < lines.length && !flow.includes(']')) flow += ` ${lines[++i].trim()}`;
      result[key] = scalar(flow);
    } else if (rest.trim() === '') {
      const nested: Record<string, unknown> = {};
      const list: unknown[] = [];
      while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1])) {
        const line = lines[++i].trim();
        const item = /^-\s+(.*)$/.exec(line);
        const pair = /^([\w.-]+):\s*(.*)$/.exec(line);
        if (item) list.push(scalar(item[1]));
        else if (pair) nested[pair[1]] = scalar(pair[2]);
        else if (line.startsWith('[')) {
          let flow = line;
          while (i + 1 < lines.length && !flow.includes(']')) flow += ` ${lines[++i].trim()}`;
          list.push(...(scalar(flow) as unknown[]));
        }
      }
      result[key] = list.length ? list : nested;
    } else {
      result[key] = scalar(rest);
    }
  }
  if (result.keywords !== undefined && !Array.isArray(result.keywords)) {
    result.keywords = String(result.keywords)
      .split(',')
      .map((word) => word.trim());
  }
  return result as FrontMatter;
}

/** Inline Markdown to plain text. */
export function stripInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** As github-slugger (dumi's): repeated slugs get `-1`, `-2`… through `seen`. */
export function slugify(text: string, seen: Map<string, number> = new Map()): string {
  const base = text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
  let slug = base;
  const count = seen.get(base);
  if (count !== undefined) {
    slug = `${base}-${count + 1}`;
    seen.set(base, count + 1);
  } else {
    seen.set(base, 0);
  }
  return slug;
}

/** `docs/demo/scrollX` → `docs-demo-scroll-x`, as dumi names files. */
export function kebabPath(path: string): string {
  return (path.match(/[A-Za-z0-9]+/g) ?? [])
    .flatMap((word) => word.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' '))
    .map((word) => word.toLowerCase())
    .join('-');
}

/** The element id dumi gives a `<code src>` demo. */
export function demoElementId(pageFile: string, demoSrc: string): string {
  const pagePath = pageFile
    .replace(/\\/g, '/')
    .replace(/(\.[\w-]+)?\.md$/, '')
    .replace(/(^|\/)index$/, '');
  const base = (
    demoSrc
      .replace(/\/index\.[jt]sx?$/, '')
      .split('/')
      .pop() ?? ''
  ).replace(/\.[^.]+$/, '');
  return [kebabPath(pagePath), 'demo', base.toLowerCase()].filter(Boolean).join('-');
}

function attribute(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : '';
}

/** The paragraphs of a demo page's Accessibility section as plain text; none without facts. */
function accessibilityText(demos: readonly PageDemo[], file: string): string[] {
  const demo = demos
    .map(({ src }) => (src.split('/').pop() ?? src).replace(/\.tsx?$/, ''))
    .find((name) => !name.startsWith('_'));
  const facts = demo === undefined ? undefined : demoFacts(process.cwd(), demo);
  // The first paragraph, the table's name and where it comes from, when the table has one: that a
  // table has none, and the rest, repeat across pages, and the index keeps to its budget
  // (tests/unit/search/site-index.test.ts).
  if (!facts?.tables.some((table) => table.name)) return [];
  return accessibilityMarkdown(facts, file.endsWith('.zh-CN.md') ? 'zh' : 'en')
    .slice(0, 1)
    .map((block) => stripInline(block));
}

/** `file`: e.g. `docs/demo/fixed-columns.zh-CN.md`, for the demos' element ids. */
export function parseMarkdownPage(markdown: string, file: string): ParsedPage {
  let body = markdown.replace(/\r\n/g, '\n');
  let frontmatter: FrontMatter = {};
  const fm = /^---\n([\s\S]*?)\n---\n?/.exec(body);
  if (fm) {
    frontmatter = parseFrontMatter(fm[1]);
    body = body.slice(fm[0].length);
  }
  const slugs = new Map<string, number>();
  const sections: PageSection[] = [];
  const demos: PageDemo[] = [];
  let current: PageSection = { depth: 1, title: '', id: '', paragraphs: [] };
  sections.push(current);
  let block: string[] = [];
  const flush = () => {
    const text = stripInline(block.join(' '));
    if (text) current.paragraphs.push(text);
    block = [];
  };
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      flush();
      while (i + 1 < lines.length && !lines[i + 1].trim().startsWith(fence[1])) i += 1;
      i += 1;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const title = stripInline(heading[2]);
      current = { depth: heading[1].length, title, id: slugify(title, slugs), paragraphs: [] };
      sections.push(current);
      continue;
    }
    if (/^\s*<code\s/.test(line)) {
      flush();
      let tag = line;
      while (!/>/.test(tag) && i + 1 < lines.length) tag += ` ${lines[++i]}`;
      const src = attribute(tag, 'src');
      if (src) {
        const id = slugify(demoElementId(file, src), slugs);
        demos.push({
          src,
          title: stripInline(attribute(tag, 'title')),
          description: stripInline(attribute(tag, 'description')),
          id,
        });
      }
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      flush();
      const start = i;
      while (!lines[i].includes('-->') && i + 1 < lines.length) i += 1;
      // The Accessibility marker stands for its section's text, which search indexes too.
      const comment = lines
        .slice(start, i + 1)
        .join(' ')
        .trim();
      if (ACCESSIBILITY_MARKER.test(comment))
        current.paragraphs.push(...accessibilityText(demos, file));
      continue;
    }
    if (/^\s*<\/?[A-Za-z]/.test(line)) {
      flush();
      continue;
    }
    if (line.trim() === '' || /^\s*\|?\s*:?-{3,}/.test(line)) {
      flush();
      continue;
    }
    if (/^\s*([-*+]|\d+[.)])\s+/.test(line) || /^\s*\|/.test(line)) flush();
    block.push(line.replace(/^\s*([-*+]|\d+[.)]|>)\s+/, '').replace(/\|/g, ' '));
  }
  flush();
  const h1 = sections.find((section) => section.depth === 1 && section.title);
  const title = String(frontmatter.title ?? h1?.title ?? '');
  // The untitled lead-in before the first heading belongs to the intro, as does the H1's text.
  const [lead, ...rest] = sections;
  const intro = rest.find((section) => section.depth === 1);
  if (intro) intro.paragraphs.unshift(...lead.paragraphs);
  const kept = intro ? rest : lead.paragraphs.length ? sections : rest;
  return { frontmatter, title, sections: kept, demos };
}
