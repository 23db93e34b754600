/** Scrolling with the browser's smooth scrolling, in place of dumi's `animated-scroll-to`. */
export type ScrollTarget = number | Element;

/** Room dumi's layout leaves above its target for the fixed header. */
export const HASH_MARGIN = 80;

export function scrollTopOf(target: ScrollTarget, win: Window = window): number {
  if (typeof target === 'number') return target;
  return target.getBoundingClientRect().top + win.scrollY;
}

// dumi's layout asks for `offsetTop - 80` of the `#target`, but `offsetTop` counts from the offset
// parent (a table row's is the table): for that request, the target's real page offset.
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
