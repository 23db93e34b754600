import { join } from 'node:path';
import type { MdNode } from '../api/propsUsedMarkdown';
import {
  pageLanguage,
  planReleaseHistory,
  RELEASE_HISTORY_MARKER,
  releaseHistory,
  type Block,
  type Inline,
  type NotedRelease,
} from '../changelog/page';
import type { ReleaseHistory } from '../changelog/history';
import { revisionOf } from '../site/revision';

/** dumi stores the page path in the processor's data. */
interface ProcessorLike {
  data(key: string): unknown;
}

function inlineNodes(parts: readonly Inline[]): MdNode[] {
  return parts.map((part) =>
    typeof part === 'string'
      ? { type: 'text', value: part }
      : { type: 'link', url: part.url, children: [{ type: 'text', value: part.text }] },
  );
}

/** Markdown nodes of the blocks src/node/changelog/page.ts plans. */
export function blockNodes(blocks: readonly Block[]): MdNode[] {
  return blocks.map((block) => ({ type: 'paragraph', children: inlineNodes(block.paragraph) }));
}

const isVersionHeading = (node: MdNode) =>
  node.type === 'heading' && node.depth === 2 && /^\d+\.\d+\.\d+$/.test(textOf(node).trim());

function textOf(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** The `datetime` of a paragraph's `<time>`, if it has one. */
function timeOf(node: MdNode): string | undefined {
  if (node.type !== 'paragraph') return undefined;
  const html = (node.children ?? [])
    .filter((child) => child.type === 'html')
    .map((child) => child.value)
    .join('');
  return /<time\s+datetime="([^"]*)"/.exec(html)?.[1];
}

/**
 * Adds the release history to a page that has the `<!-- release-history -->` marker (see
 * src/node/changelog/page.ts); false, and the tree untouched, without one.
 */
export function fillReleaseHistory(
  tree: MdNode,
  page: string,
  history: ReleaseHistory = releaseHistory,
): boolean {
  const children = tree.children ?? [];
  const isMarker = (node: MdNode) =>
    node.type === 'html' && RELEASE_HISTORY_MARKER.test(node.value ?? '');
  if (!children.some(isMarker)) return false;

  const noted: NotedRelease[] = [];
  for (const node of children) {
    if (isVersionHeading(node)) noted.push({ version: textOf(node).trim() });
    const last = noted[noted.length - 1];
    const time = timeOf(node);
    if (time && last && last.date === undefined) last.date = time;
  }
  const plan = planReleaseHistory(noted, pageLanguage(page), history);

  const out: MdNode[] = [];
  let current: string | undefined;
  let dated = false;
  for (const node of children) {
    if (current && node.type === 'heading' && Number(node.depth) <= 2) {
      out.push(...blockNodes(plan.endOfSection.get(current) ?? []));
      current = undefined;
    }
    if (isMarker(node)) {
      out.push(...blockNodes(plan.summary));
      continue;
    }
    out.push(node);
    if (isVersionHeading(node)) {
      current = textOf(node).trim();
      dated = false;
    } else if (current && !dated && timeOf(node)) {
      dated = true;
      out.push(...blockNodes(plan.underDate.get(current) ?? []));
    }
  }
  if (current) out.push(...blockNodes(plan.endOfSection.get(current) ?? []));
  tree.children = out;
  return true;
}

/**
 * The plugin's options in `.dumirc.ts`: dumi's Markdown loader caches a page by its text and the
 * loader options, so a hash of the release history and of the code that renders it, passed as an
 * option, makes a change to either render the changelog pages again.
 */
export function releaseHistoryOptions(): { revision: string } {
  return {
    revision: revisionOf(
      ['../changelog/releases.json', '../changelog/page.ts', 'remarkReleaseHistory.ts'].map(
        (file) => join(__dirname, file),
      ),
    ),
  };
}

/** Fills the changelog pages' `<!-- release-history -->` marker and the sections it governs. */
export default function remarkReleaseHistory(this: ProcessorLike) {
  return (tree: MdNode, file: { path?: string }) => {
    fillReleaseHistory(tree, String(this.data('fileAbsPath') ?? file.path ?? ''));
  };
}
