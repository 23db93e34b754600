/**
 * Remark plugin (registered by src/plugins/markdownTwins.ts) that puts the page's actions right
 * under its title: after the first top-level `# heading` of every page and content tab, a
 * `<PageActions></PageActions>` builtin (.dumi/theme/builtins/PageActions: "Copy page" and the
 * link to the page's Markdown twin). The tag is part of the page as dumi compiles it, so the
 * actions are prerendered with the page and hydrate with it, like `<ApiTable>` or a demo.
 */

/** The builtin's tag as the page gets it. */
export const PAGE_ACTIONS_TAG = '<PageActions></PageActions>';

/** The part of a Markdown syntax tree (mdast) this plugin reads and writes. */
export interface MdRoot {
  type: string;
  depth?: number;
  value?: string;
  children?: MdRoot[];
}

/**
 * Inserts the actions after the first heading of depth 1 among the root's children. Returns
 * whether it did: a page without a `#` title (none on this site) gets no actions.
 */
export function insertPageActions(tree: MdRoot): boolean {
  const children = tree.children ?? [];
  const index = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (index < 0) return false;
  children.splice(index + 1, 0, { type: 'html', value: PAGE_ACTIONS_TAG });
  tree.children = children;
  return true;
}

export default function remarkPageActions() {
  return (tree: MdRoot) => {
    insertPageActions(tree);
  };
}
