/**
 * The heading level of each demo's title, decided where the page is written.
 *
 * A demo's title heads the demo, so it sits one level below the heading it follows: right under
 * the page's `# Title` it is an `<h2>`, under `## Example` an `<h3>`. dumi's previewer titles every
 * demo `<h5>`, which skips levels in the outline screen readers navigate by. The remark plugin
 * (src/plugins/remarkDemoHeadingLevel.ts) writes the level into each `<code src>` tag as a `level`
 * attribute; dumi passes a demo tag's attributes to the previewer, which renders that heading
 * (.dumi/theme/builtins/Previewer).
 */

/** The part of a Markdown syntax tree (mdast) this module reads and writes. */
export interface HeadingTreeNode {
  type: string;
  depth?: number;
  value?: string;
  children?: HeadingTreeNode[];
}

/** A demo tag in raw HTML: `<code src="…" …>`, without a `level` attribute yet. */
const DEMO_TAG = /<code(?=[\s>])(?![^>]*\slevel=)([^>]*\ssrc=)/g;

/** The level of a demo title after a heading of `depth` (1–6): one below it, at most 6. */
export function demoTitleLevel(depth: number): number {
  return Math.min(6, Math.max(1, depth) + 1);
}

/**
 * Gives every `<code src>` demo tag in the tree's HTML nodes a `level` attribute: one below the
 * heading before it in document order (2 before any heading). Returns how many tags it set.
 */
export function setDemoHeadingLevels(tree: HeadingTreeNode): number {
  let depth = 1;
  let set = 0;
  const visit = (node: HeadingTreeNode) => {
    if (node.type === 'heading' && node.depth) depth = node.depth;
    if (node.type === 'html' && node.value) {
      node.value = node.value.replace(DEMO_TAG, (_tag, rest: string) => {
        set += 1;
        return `<code level="${demoTitleLevel(depth)}"${rest}`;
      });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return set;
}

/** The heading element for a demo title at `level` (a previewer prop: a string from the tag, or absent). */
export function demoTitleTag(level: unknown): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const value = Math.round(Number(level));
  return value >= 2 && value <= 6 ? (`h${value}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6') : 'h2';
}
