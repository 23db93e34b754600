/**
 * How the layout (.dumi/theme/layouts/DocLayout) scrolls to the address's `#heading`: with the
 * browser's own smooth scrolling, at once for readers who ask for reduced motion. (dumi's layout
 * uses the `animated-scroll-to` library, 5 KB on every page; the site's own layout does not.)
 * A page offset or an element, scrolling the window.
 */
export type ScrollTarget = number | Element;

/** How far above its target dumi's layout stops (room for the fixed header). */
export const HASH_MARGIN = 80;

/** Where the window has to scroll to for `target`: a page offset as is, an element's top edge. */
export function scrollTopOf(target: ScrollTarget, win: Window = window): number {
  if (typeof target === 'number') return target;
  return target.getBoundingClientRect().top + win.scrollY;
}

/**
 * dumi's layout asks for `offsetTop - 80` of the URL's `#target`. `offsetTop` counts from the
 * element's offset parent, which is the page only when no ancestor is positioned, a table or a
 * contained box: for a row of the API reference (inside a table, inside a box with
 * `content-visibility`) it is a few hundred pixels from the table's top, wherever the table is.
 * When `top` is exactly that request, this returns the target's real place on the page instead;
 * any other offset comes back unchanged.
 */
export function hashTargetTop(top: number, win: Window = window): number {
  let id = '';
  try {
    id = decodeURIComponent(win.location.hash.slice(1));
  } catch {
    return top;
  }
  const element = id ? win.document.getElementById(id) : null;
  if (!element || !('offsetTop' in element)) return top;
  if ((element as HTMLElement).offsetTop - HASH_MARGIN !== top) return top;
  return scrollTopOf(element, win) - HASH_MARGIN;
}

/** `animated-scroll-to`'s call shape; its options (animation timing) do not apply. */
export default function scrollTo(
  target: ScrollTarget,
  _options?: object,
  win: Window = window,
): Promise<boolean> {
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const top = typeof target === 'number' ? hashTargetTop(target, win) : scrollTopOf(target, win);
  win.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  return Promise.resolve(true);
}
