import { siteTableCss } from '@site/shared/playground/tableCss';

/**
 * The /classes page written with another `prefixCls`: the class names in its code and its
 * stylesheet's selectors. Loaded when a reader first types a prefix (.dumi/theme/builtins/ClassPrefix).
 */

const DEFAULT = 'rc-table';

/** Whether `prefix` can start a class name in a selector without escapes. */
export const isPrefix = (prefix: string): boolean => /^-?[A-Za-z_][\w-]*$/.test(prefix);

/** A class name (`rc-table-cell`, `rc-table-row-level-<n>`) written with `prefix`. */
export function prefixName(name: string, prefix: string): string {
  return /^rc-table(?=-|$)/.test(name) ? `${prefix}${name.slice(DEFAULT.length)}` : name;
}

/** A stylesheet's class selectors (`.rc-table`, `.rc-table-cell`) written with `prefix`. */
export function prefixCss(css: string, prefix: string): string {
  return css.replace(/\.rc-table(?=[-\s.,:{>+~)[]|$)/g, `.${prefix}`);
}

const originals = new WeakMap<Text, string>();

/** The text nodes under `element`. */
function textNodes(element: Element): Text[] {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Sets each text node to `change` of the text it had when first seen. */
function rewrite(nodes: readonly Text[], change: (text: string) => string): void {
  for (const node of nodes) {
    if (!originals.has(node)) originals.set(node, node.data);
    const next = change(originals.get(node)!);
    if (node.data !== next) node.data = next;
  }
}

/**
 * Writes the class names inside `root` (a `code` that holds one, as `rc-table-cell`) and the
 * selectors of its code blocks with `prefix`, from the text first seen.
 */
export function rewritePrefix(root: Element, prefix: string): void {
  for (const block of root.querySelectorAll('pre'))
    rewrite(textNodes(block), (text) => prefixCss(text, prefix));
  for (const code of root.querySelectorAll('code')) {
    if (code.closest('pre')) continue;
    rewrite(textNodes(code), (text) =>
      /^rc-table(?:-[\w<>-]*)?$/.test(text) ? prefixName(text, prefix) : text,
    );
  }
}

/** The site's stylesheet written with `prefix`, to copy. */
export const stylesheetWith = (prefix: string): string => prefixCss(siteTableCss(), prefix);
