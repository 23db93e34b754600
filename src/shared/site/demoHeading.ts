// A demo's title is one level below the heading it follows (dumi's `<h5>` skips levels); the
// level reaches the Previewer as the `level` attribute of the `<code src>` tag.

export interface HeadingTreeNode {
  type: string;
  depth?: number;
  value?: string;
  children?: HeadingTreeNode[];
}

const DEMO_TAG = /<code(?=[\s>])(?![^>]*\slevel=)([^>]*\ssrc=)/g;

/** One below `depth`, at most 6. */
export function demoTitleLevel(depth: number): number {
  return Math.min(6, Math.max(1, depth) + 1);
}

/** Sets the `level` of every `<code src>` tag in the tree; returns how many it set. */
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

/** The heading element for a previewer's `level` prop (a string, or absent). */
export function demoTitleTag(level: unknown): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const value = Math.round(Number(level));
  return value >= 2 && value <= 6 ? (`h${value}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6') : 'h2';
}
