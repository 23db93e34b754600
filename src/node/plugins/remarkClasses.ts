import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { demoSources, type MdNode } from '../api/propsUsedMarkdown';
import { blockNodes, CLASS_MARKERS, FACTS_DIR, markerBlocks } from '../demos/classesSection';
import { keptFileName } from '../../shared/site/keptSections';
import { underBase } from '../../shared/site/paths';
import { keptStore } from './remarkKeptSections';

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
  const demo = demoSources(tree)
    .map((src) => basename(src).replace(/\.tsx?$/, ''))
    .find((name) => !name.startsWith('_'));
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

/** Links to the site's pages as raw HTML writes them: under the base, routed by `data-route`. */
function routeLinks(node: MdNode, base: string): MdNode {
  const children = node.children?.map((child) => routeLinks(child, base));
  if (node.type === 'link' && node.url?.startsWith('/'))
    return {
      ...node,
      url: underBase(base, node.url),
      data: { hProperties: { dataRoute: node.url } },
      children,
    };
  return children ? { ...node, children } : node;
}

/**
 * The demo section's nodes as one `<KeptSection>` (.dumi/theme/builtins/KeptSection): its HTML is
 * prerendered and kept on hydration, and fetched only after a client-side move, so a demo page's
 * JavaScript does not carry the table a second time. The file goes where remarkKeptSections
 * writes its own, which src/node/plugins/keptSections.ts serves and publishes.
 */
export async function keepClasses(tree: MdNode, base: string, store: string): Promise<void> {
  const children = tree.children ?? [];
  const start = children.findIndex((node) => (node.data as { keepClasses?: boolean })?.keepClasses);
  if (start < 0) return;
  let end = start;
  while ((children[end]?.data as { keepClasses?: boolean })?.keepClasses) end += 1;
  const [{ toHast }, { toHtml }] = await Promise.all([
    import('mdast-util-to-hast'),
    import('hast-util-to-html'),
  ]);
  const nodes = children.slice(start, end).map((node) => routeLinks(node, base));
  const html = toHtml(toHast({ type: 'root', children: nodes } as never)!);
  const content = JSON.stringify([html]);
  const src = keptFileName(createHash('md5').update(content).digest('hex').slice(0, 8));
  const file = join(store, src);
  if (!existsSync(file)) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, content);
  }
  children.splice(start, end - start, {
    type: 'html',
    value: `<KeptSection src="${src}" part="0"></KeptSection>`,
  });
}

/**
 * The options `.dumirc.ts` gives: a hash of what the sections are made from (the facts, what
 * rc-table's classes mean, the stylesheet), so that dumi's cache of a page changes with them.
 */
export function classesOptions(
  base: string,
  cwd: string = process.cwd(),
): { base: string; store: string; revision: string } {
  const hash = createHash('sha256');
  const facts = join(cwd, FACTS_DIR);
  const files = existsSync(facts)
    ? readdirSync(facts)
        .sort()
        .map((file) => join(facts, file))
    : [];
  for (const file of [
    ...files,
    join(cwd, 'src/shared/demos/classOrigins.ts'),
    join(cwd, 'src/shared/demos/classRows.ts'),
    join(cwd, 'src/node/demos/classesSection.ts'),
    join(cwd, 'src/styles/table.css'),
    join(cwd, '.dumi/global.less'),
  ])
    hash.update(readFileSync(file));
  return { base, store: keptStore(cwd), revision: hash.digest('hex').slice(0, 16) };
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
