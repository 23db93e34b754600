import { basename } from 'node:path';
import { comparePropUses, propsUsed, propUseAnchor, propUseName } from './propsUsed';
import type { KnownProps, PropUse } from './propsUsed';

// A page's `<!-- props-used -->` comment becomes links to the API reference, one per prop used.

export const PROPS_USED_MARKER = /^<!--\s*props-used(?:[\s:][\s\S]*)?-->\s*$/;

/** The part of an mdast node read and written here. */
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  [key: string]: unknown;
}

/** The API reference by locale suffix of a page file (`x.zh-CN.md`); else `/`. */
export const API_HOMES: Readonly<Record<string, string>> = { 'zh-CN': '/zh-CN' };

/** `/` for `simple.md`, `/zh-CN` for `simple.zh-CN.md`. */
export function apiHome(pageFile: string, homes: Readonly<Record<string, string>> = API_HOMES) {
  const suffix = /\.([\w-]+)\.md$/.exec(pageFile)?.[1];
  return (suffix && homes[suffix]) || '/';
}

/** The `src` of every `<code src="…">` demo in the tree, without repeats. */
export function demoSources(tree: MdNode): string[] {
  const sources: string[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'html' && node.value) {
      for (const match of node.value.matchAll(/<code\b[^>]*?\ssrc=(["'])(.*?)\1/g)) {
        if (!sources.includes(match[2])) sources.push(match[2]);
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return sources;
}

/** The demo a page shows: its first `<code src>` that is not a fixture (`_example`), by file name. */
export function pageDemo(tree: MdNode): string | undefined {
  return demoSources(tree)
    .map((src) => basename(src).replace(/\.tsx?$/, ''))
    .find((name) => !name.startsWith('_'));
}

/** One link per prop: [`expandable.rowExpandable`](/#prop-…). */
export function propsUsedList(uses: readonly PropUse[], home: string): MdNode {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: uses.map((use) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: `${home}#${propUseAnchor(use)}`,
              children: [{ type: 'inlineCode', value: propUseName(use) }],
            },
          ],
        },
      ],
    })),
  };
}

export interface FillOptions {
  /** The page file, for the locale and for error messages. */
  page: string;
  /** Source of the demo a `<code src>` names, or undefined when there is no such file. */
  readDemo: (src: string) => string | undefined;
  known: KnownProps;
  /** Defaults to {@link apiHome} of `page`. */
  home?: string;
}

/** Replaces each top-level marker with the props the page's demos use; false without a marker. */
export function fillPropsUsed(tree: MdNode, options: FillOptions): boolean {
  const children = tree.children ?? [];
  const spots = children.filter(
    (node) => node.type === 'html' && PROPS_USED_MARKER.test(node.value ?? ''),
  );
  if (!spots.length) return false;
  const uses = pagePropUses(demoSources(tree), options);
  const home = options.home ?? apiHome(options.page);
  tree.children = children.map((node) => (spots.includes(node) ? propsUsedList(uses, home) : node));
  return true;
}

/** Throws when a demo is missing or none uses an rc-table prop (the analysis missed the table). */
export function pagePropUses(
  sources: readonly string[],
  options: Pick<FillOptions, 'page' | 'readDemo' | 'known'>,
): PropUse[] {
  if (!sources.length) {
    throw new Error(`${options.page}: a props-used marker needs a <code src="…"> demo on the page`);
  }
  const found = new Map<string, PropUse>();
  for (const src of sources) {
    const source = options.readDemo(src);
    if (source === undefined) {
      throw new Error(`${options.page}: the demo "${src}" of the Props used list was not found`);
    }
    for (const use of propsUsed(source, src, options.known)) {
      found.set(`${use.section}:${use.name}`, use);
    }
  }
  if (!found.size) {
    throw new Error(`${options.page}: found no rc-table props in ${sources.join(', ')}`);
  }
  return [...found.values()].sort(comparePropUses);
}
