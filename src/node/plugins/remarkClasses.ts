import { join } from 'node:path';
import { pageDemo, type MdNode } from '../api/propsUsedMarkdown';
import { blockNodes, CLASS_MARKERS, FACTS_DIR, markerBlocks } from '../demos/classesSection';
import { keepRuns, keptStore, markedRun, writeToStore } from './remarkKeptSections';
import { revisionOf } from '../site/revision';

/** dumi stores the page path in the processor's data. */
interface ProcessorLike {
  data(key: string): unknown;
}

/**
 * Replaces each top-level classes marker of a page (src/node/demos/classesSection.ts) with what it
 * stands for: a demo page's "Classes" table, or on /classes the reference, the custom properties
 * and the stylesheet. Other pages are left as they are.
 */
export function fillClasses(tree: MdNode, page: string, cwd: string): boolean {
  const children = tree.children ?? [];
  const demo = pageDemo(tree);
  let changed = false;
  tree.children = children.flatMap((node) => {
    if (node.type !== 'html' || !node.value?.trim().startsWith('<!--')) return [node];
    const blocks = markerBlocks(node.value, page, cwd, demo);
    if (!blocks) return [node];
    changed = true;
    const nodes = blockNodes(blocks);
    // A demo page's section leaves the page's JavaScript (see keepClasses).
    if (CLASS_MARKERS.demo.test(node.value.trim()))
      for (const each of nodes) each.data = { ...(each.data as object), keepClasses: true };
    return nodes;
  });
  return changed;
}

/**
 * The demo section's nodes as one `<KeptSection>` (.dumi/theme/builtins/KeptSection): its HTML is
 * prerendered and kept on hydration, and fetched only after a client-side move, so a demo page's
 * JavaScript does not carry the table a second time. The file goes where remarkKeptSections
 * writes its own, which src/node/plugins/keptSections.ts serves and publishes.
 */
export function keepClasses(tree: MdNode, base: string, store: string): Promise<void> {
  return keepRuns(tree, markedRun(tree, 'keepClasses'), base, writeToStore(store));
}

/**
 * The options `.dumirc.ts` gives: a hash of what the sections are made from (the facts, what
 * rc-table's classes mean, the stylesheet), so that dumi's cache of a page changes with them.
 */
export function classesOptions(
  base: string,
  cwd: string = process.cwd(),
): { base: string; store: string; revision: string } {
  const revision = revisionOf(
    [
      FACTS_DIR,
      'src/shared/demos/classOrigins.ts',
      'src/shared/demos/classRows.ts',
      'src/node/demos/classesSection.ts',
      'src/styles/table.css',
      '.dumi/global.less',
    ].map((path) => join(cwd, path)),
  );
  return { base, store: keptStore(cwd), revision };
}

export default function remarkClasses(
  this: ProcessorLike,
  options: { base: string; store: string } = { base: '/', store: keptStore(process.cwd()) },
) {
  return async (tree: MdNode, file: { path?: string }) => {
    const page = String(this.data('fileAbsPath') ?? file.path ?? '');
    if (fillClasses(tree, page, process.cwd()))
      await keepClasses(tree, options.base, options.store);
  };
}
