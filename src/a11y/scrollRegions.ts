/**
 * rc-table's scroll containers (and the virtual list's holder) scroll, but nothing inside them
 * can take focus, so a keyboard user cannot scroll them (axe: scrollable-region-focusable). The
 * theme marks each one that really scrolls as a focusable, named group; demos stay untouched.
 */
export const SCROLL_REGION_SELECTOR = [
  '.rc-table-content',
  '.rc-table-body',
  '.rc-table-header',
  '.rc-table-tbody-virtual-holder',
  '.rc-virtual-list-holder',
].join(',');

/** Marks the attributes this module set, so it can take them back when a region stops scrolling. */
const MARK = 'data-a11y-scroll-region';

const SCROLLING_OVERFLOW = /(auto|scroll|overlay)/;

/** Whether the element has content beyond its box in a direction it is allowed to scroll. */
export function isScrollable(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(element);
  const x = SCROLLING_OVERFLOW.test(style.overflowX) && element.scrollWidth > element.clientWidth;
  const y = SCROLLING_OVERFLOW.test(style.overflowY) && element.scrollHeight > element.clientHeight;
  return x || y;
}

/**
 * Gives every scrolling table region under `root` `tabindex="0"`, `role="group"` and `label`;
 * regions that no longer scroll lose what this function gave them. Returns how many are marked.
 */
export function labelScrollRegions(root: ParentNode, label: string, scrollable = isScrollable): number {
  let marked = 0;
  root.querySelectorAll(SCROLL_REGION_SELECTOR).forEach((element) => {
    if (scrollable(element)) {
      marked += 1;
      if (element.hasAttribute(MARK) || element.hasAttribute('tabindex')) return;
      element.setAttribute(MARK, '');
      element.setAttribute('tabindex', '0');
      if (!element.hasAttribute('role')) element.setAttribute('role', 'group');
      if (!element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
    } else if (element.hasAttribute(MARK)) {
      element.removeAttribute(MARK);
      element.removeAttribute('tabindex');
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
    }
  });
  return marked;
}
