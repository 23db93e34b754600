import { join } from 'node:path';
import { pageDemo, type MdNode } from '../api/propsUsedMarkdown';
import {
  ACCESSIBILITY_MARKER,
  accessibilityNodes,
  demoFacts,
  FACTS_FOLDER,
} from '../demos/accessibility';
import { keepRuns, keptStore, markedRun, writeToStore } from './remarkKeptSections';
import { revisionOf } from '../site/revision';

/** dumi stores the page path in the processor's data. */
interface ProcessorLike {
  data(key: string): unknown;
}

/**
 * Replaces a demo page's top-level `<!-- accessibility -->` marker with its Accessibility section
 * (src/node/demos/accessibility.ts), in the page's language; throws when the demo has no facts, so
 * that no page ships the marker without its section.
 */
export function fillAccessibility(tree: MdNode, page: string, cwd: string): boolean {
  const children = tree.children ?? [];
  if (!children.some((node) => node.type === 'html' && ACCESSIBILITY_MARKER.test(node.value ?? '')))
    return false;
  const demo = pageDemo(tree);
  const facts = demo === undefined ? undefined : demoFacts(cwd, demo);
  if (!facts)
    throw new Error(
      `${page}: no facts of the demo "${demo}" for its Accessibility section (run npm run demos:facts)`,
    );
  const lang = page.endsWith('.zh-CN.md') ? 'zh' : 'en';
  tree.children = children.flatMap((node) =>
    node.type === 'html' && ACCESSIBILITY_MARKER.test(node.value ?? '')
      ? (accessibilityNodes(facts, lang) as MdNode[]).map((each) => ({
          ...each,
          data: { keepAccessibility: true },
        }))
      : [node],
  );
  return true;
}

/**
 * The section's nodes as one `<KeptSection>` (.dumi/theme/builtins/KeptSection), as the Classes
 * section is kept: its HTML is prerendered and kept on hydration, and fetched only after a
 * client-side move, so the section adds nothing to the page's JavaScript. The file goes where
 * remarkKeptSections writes its own, which src/node/plugins/keptSections.ts serves and publishes.
 */
export function keepAccessibility(tree: MdNode, base: string, store: string): Promise<void> {
  return keepRuns(tree, markedRun(tree, 'keepAccessibility'), base, writeToStore(store));
}

/**
 * The options `.dumirc.ts` gives: the base and the kept sections' store, and a hash of the facts
 * and of the code that writes the section, so that dumi's cache of a page changes with them.
 */
export function accessibilityOptions(
  base: string,
  cwd: string = process.cwd(),
): { base: string; store: string; revision: string } {
  return {
    base,
    store: keptStore(cwd),
    revision: revisionOf([join(cwd, FACTS_FOLDER), join(cwd, 'src/node/demos/accessibility.ts')]),
  };
}

/** Fills each demo page's Accessibility section at build time, kept out of its JavaScript. */
export default function remarkAccessibility(
  this: ProcessorLike,
  options: { base: string; store: string } = { base: '/', store: keptStore(process.cwd()) },
) {
  return async (tree: MdNode, file: { path?: string }) => {
    const page = String(this.data('fileAbsPath') ?? file.path ?? '');
    if (fillAccessibility(tree, page, process.cwd()))
      await keepAccessibility(tree, options.base, options.store);
  };
}
