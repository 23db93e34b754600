import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MdNode } from '../api/propsUsedMarkdown';
import { keptFileName } from '../../shared/site/keptSections';
import { underBase } from '../../shared/site/paths';
import { revisionOf } from '../site/revision';

/** dumi stores the page path in the processor's data. */
interface ProcessorLike {
  data(key: string): unknown;
}

export interface KeptSectionOptions {
  /** The site's base path, for the links' `href`. */
  base: string;
  /** Where the files are written for the server render and the export (`src/node/plugins/keptSections.ts`). */
  store: string;
  /** A run shorter than this many characters of text stays in the page's JavaScript. */
  minChars: number;
  /** The pages whose runs are kept, as a regular expression over their path. */
  pages: string;
  /** Changes with this file, so that dumi's cache of a page does too. */
  revision?: string;
}

/** Beside dumi's own cache, which keeps the compiled pages that name these files. */
export const keptStore = (cwd: string): string =>
  join(cwd, 'node_modules/.cache/dumi/kept-sections');

/** The options `.dumirc.ts` gives. */
export function keptSectionOptions(base: string, cwd: string): KeptSectionOptions {
  return {
    base,
    store: keptStore(cwd),
    // The changelog: its notes are most of its weight, and its readers arrive on it directly.
    pages: String.raw`/docs/changelog(\.zh-CN)?\.md$`,
    minChars: 1,
    revision: revisionOf([__filename, join(__dirname, '../../shared/site/keptSections.ts')]),
  };
}

const BLOCKS = new Set(['paragraph', 'list', 'blockquote', 'thematicBreak']);
/** What a plain block may hold. */
const CONTENT = new Set([
  ...BLOCKS,
  'listItem',
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'break',
  'link',
  'html',
]);
const isComment = (node: MdNode) =>
  node.type === 'html' && /^<!--[\s\S]*-->$/.test(node.value ?? '');

/** Whether dumi would render `node` as plain HTML elements: no component, no relative link. */
function plain(node: MdNode): boolean {
  if (node.type === 'html' && !isComment(node) && /<[A-Z]/.test(node.value ?? '')) return false;
  if (node.type === 'link' && !/^(\/|#|https?:|mailto:)/.test(node.url ?? '')) return false;
  return (node.children ?? []).every((child) => CONTENT.has(child.type) && plain(child));
}

const textLength = (node: MdNode): number =>
  (node.type === 'html' ? 0 : (node.value?.length ?? 0)) +
  (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);

/** The top-level runs of plain blocks, by index range (comments between them included). */
export function plainRuns(tree: MdNode, minChars: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const children = tree.children ?? [];
  let start = -1;
  const close = (end: number) => {
    let last = end;
    while (last > start && isComment(children[last - 1])) last -= 1;
    const chars = children.slice(start, last).reduce((sum, node) => sum + textLength(node), 0);
    if (start > -1 && chars >= minChars) runs.push([start, last]);
    start = -1;
  };
  children.forEach((node, index) => {
    const fits = (BLOCKS.has(node.type) && plain(node)) || (start > -1 && isComment(node));
    if (fits && start < 0) start = index;
    else if (!fits && start > -1) close(index);
  });
  if (start > -1) close(children.length);
  return runs;
}

/**
 * Site links as the site's own HTML writes them (`a[data-route]`, one click handler routes them);
 * comments out, as dumi drops them.
 */
function prepare(node: MdNode, base: string): MdNode {
  const children = (node.children ?? [])
    .filter((child) => !isComment(child))
    .map((child) => prepare(child, base));
  if (node.type === 'link' && node.url?.startsWith('/')) {
    return {
      ...node,
      url: underBase(base, node.url),
      data: { hProperties: { dataRoute: node.url } },
      children,
    };
  }
  return node.children ? { ...node, children } : node;
}

type ToHtml = (nodes: MdNode[]) => string;

async function htmlWriter(): Promise<ToHtml> {
  const [{ toHast }, { toHtml }] = await Promise.all([
    import('mdast-util-to-hast'),
    import('hast-util-to-html'),
  ]);
  return (nodes) =>
    toHtml(toHast({ type: 'root', children: nodes } as never, { allowDangerousHtml: true })!, {
      allowDangerousHtml: true,
    });
}

/** Where a page's file of runs goes: its name (`kept/<hash>.json`) and content. */
export type WriteKept = (fileName: string, content: string) => void;

/** Writes into `store` once (the name is the content's hash). */
export const writeToStore =
  (store: string): WriteKept =>
  (fileName, content) => {
    const file = join(store, fileName);
    if (existsSync(file)) return;
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, content);
  };

/**
 * Replaces each run of the page's top-level nodes (`[start, end)`, in order) with a
 * `<KeptSection>` and writes their HTML into one file: the one way a page's prose, or a section the
 * build writes (the Accessibility and Classes sections), leaves its JavaScript.
 */
export async function keepRuns(
  tree: MdNode,
  runs: ReadonlyArray<[number, number]>,
  base: string,
  write: WriteKept,
): Promise<void> {
  if (!runs.length) return;
  const toHtml = await htmlWriter();
  const children = tree.children ?? [];
  const parts = runs.map(([start, end]) =>
    toHtml(
      children
        .slice(start, end)
        .filter((node) => !isComment(node))
        .map((node) => prepare(node, base)),
    ),
  );
  const content = JSON.stringify(parts);
  const src = keptFileName(createHash('md5').update(content).digest('hex').slice(0, 8));
  write(src, content);
  for (let part = runs.length - 1; part >= 0; part -= 1) {
    const [start, end] = runs[part];
    children.splice(start, end - start, {
      type: 'html',
      value: `<KeptSection src="${src}" part="${part}"></KeptSection>`,
    });
  }
}

/** The run of consecutive top-level nodes whose `data[mark]` a plugin set, as `keepRuns` takes it. */
export function markedRun(tree: MdNode, mark: string): Array<[number, number]> {
  const children = tree.children ?? [];
  const marked = (node: MdNode | undefined) =>
    Boolean((node?.data as Record<string, unknown> | undefined)?.[mark]);
  const start = children.findIndex((node) => marked(node));
  if (start < 0) return [];
  let end = start;
  while (marked(children[end])) end += 1;
  return [[start, end]];
}

/** Replaces the page's long runs with `<KeptSection>` and writes their HTML into one file. */
export function keepSections(
  tree: MdNode,
  options: Pick<KeptSectionOptions, 'base' | 'minChars'>,
  write: WriteKept,
): Promise<void> {
  return keepRuns(tree, plainRuns(tree, options.minChars), options.base, write);
}

/**
 * Long runs of a page's prose (paragraphs and lists without components, like the changelog's
 * notes) leave the page's JavaScript: the page shows them as the prerendered HTML, which the
 * builtin `KeptSection` keeps, and fetches them only after a client-side move
 * (src/shared/site/keptSections.ts).
 */
export default function remarkKeptSections(this: ProcessorLike, options: KeptSectionOptions) {
  return async (tree: MdNode, file: { path?: string }) => {
    const page = String(this.data('fileAbsPath') ?? file.path ?? '');
    if (!new RegExp(options.pages).test(page)) return;
    await keepSections(tree, options, writeToStore(options.store));
  };
}
