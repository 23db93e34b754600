import { comparePropUses, propsUsed, propUseAnchor, propUseName } from './propsUsed';
import type { KnownProps, PropUse } from './propsUsed';

/**
 * The "Props used" list of a demo page, generated at build time: a page marks the spot with an
 * HTML comment under its heading, and the remark plugin (src/plugins/remarkPropsUsed.ts) replaces
 * the comment with a list of links to the API reference, one per rc-table prop the page's demos
 * use (the same analysis search and the API table use). Works on the Markdown syntax tree
 * (mdast), so the links are ordinary Markdown links and dumi treats them like hand-written ones.
 *
 * ```md
 * ## Props used
 *
 * <!-- props-used: generated at build time from the demo's source -->
 * ```
 */

/** Matches the marker comment: `<!-- props-used -->`, optionally followed by an explanation. */
export const PROPS_USED_MARKER = /^<!--\s*props-used(?:[\s:][\s\S]*)?-->\s*$/;

/** The mdast nodes this module reads and writes (a subset of the `mdast` types). */
export interface MdNode {
  type: string;
  /** Raw text of `html`, `text` and `inlineCode` nodes. */
  value?: string;
  /** Target of `link` nodes. */
  url?: string;
  children?: MdNode[];
  [key: string]: unknown;
}

/**
 * Home page of the API reference per locale suffix of a page file (`x.zh-CN.md`); pages
 * without a suffix are English, whose reference is at `/`.
 */
export const API_HOMES: Readonly<Record<string, string>> = { 'zh-CN': '/zh-CN' };

/** Path of the API reference for a page file: `/` for `simple.md`, `/zh-CN` for `simple.zh-CN.md`. */
export function apiHome(pageFile: string, homes: Readonly<Record<string, string>> = API_HOMES) {
  const suffix = /\.([\w-]+)\.md$/.exec(pageFile)?.[1];
  return (suffix && homes[suffix]) || '/';
}

/** The `src` of every `<code src="…">` demo in a page's tree, in page order, without repeats. */
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

/** One link per prop, in today's hand-written form: [`expandable.rowExpandable`](/#prop-…). */
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

/** What {@link fillPropsUsed} needs besides the tree. */
export interface FillOptions {
  /** Path of the page file, for the locale and for error messages. */
  page: string;
  /** Source of the demo a `<code src>` names, or undefined when there is no such file. */
  readDemo: (src: string) => string | undefined;
  /** rc-table's declared props (see `rcTableProps`): keys rc-table lacks are left out. */
  known: KnownProps;
  /** API reference path; defaults to {@link apiHome} of `page`. */
  home?: string;
}

/**
 * Replaces each top-level marker comment of a page with the list of props its demos use
 * (the union over all `<code src>` demos on the page). Returns true when a marker was found;
 * a page without one is left untouched. Throws, naming the page, when a demo file is missing,
 * when the page has no demo, or when the demos use no rc-table prop at all (a sign the analysis
 * missed the table).
 */
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

/**
 * The props a page's demos use (`sources`: the `src` of each `<code src>`): the union over the
 * demos, sorted as the API reference orders them. The list {@link fillPropsUsed} writes, and the
 * Markdown twin of the page (src/docs/markdownTwin.ts) too. Throws, naming the page, when there is
 * no demo, a demo file is missing, or the demos use no rc-table prop at all.
 */
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
