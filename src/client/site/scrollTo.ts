/** Scrolling with the browser's smooth scrolling, in place of dumi's `animated-scroll-to`. */
export type ScrollTarget = number | Element;

/** Room dumi's layout leaves above its target for the fixed header. */
export const HASH_MARGIN = 80;

export function scrollTopOf(target: ScrollTarget, win: Window = window): number {
  if (typeof target === 'number') return target;
  return target.getBoundingClientRect().top + win.scrollY;
}

/** The element of the address's `#id`, when dumi's request is for its `offsetTop - 80`. */
function hashTarget(top: number, win: Window): HTMLElement | null {
  let id = '';
  try {
    id = decodeURIComponent(win.location.hash.slice(1));
  } catch {
    return null;
  }
  const element = id ? win.document.getElementById(id) : null;
  if (!element || !('offsetTop' in element)) return null;
  return (element as HTMLElement).offsetTop - HASH_MARGIN === top ? (element as HTMLElement) : null;
}

// dumi's layout asks for `offsetTop - 80` of the `#target`, but `offsetTop` counts from the offset
// parent (a table row's is the table): for that request, the target's real page offset.
export function hashTargetTop(top: number, win: Window = window): number {
  const element = hashTarget(top, win);
  return element ? scrollTopOf(element, win) - HASH_MARGIN : top;
}

/** How long a smooth scroll may take before its landing is checked without a `scrollend`. */
const SCROLL_END_FALLBACK = 1500;

/** Resolves when the window's scrolling has ended (or after the fallback, where `scrollend` is missing). */
function scrollEnd(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.removeEventListener('scrollend', done);
      win.clearTimeout(timer);
      resolve();
    };
    const timer = win.setTimeout(done, SCROLL_END_FALLBACK);
    win.addEventListener('scrollend', done);
  });
}

/** What a reader does to scroll on their own: after it, the page no longer steers. */
const READER_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Brings `element` to `HASH_MARGIN` below the top once scrolling has ended. Sections on the way
 * (the API tables, `content-visibility: auto`) take their real height only as they come into view,
 * which moves the target after its place was measured; a few jumps land on it, unless the reader
 * scrolls in the meantime.
 */
export async function landOn(element: Element, win: Window = window): Promise<void> {
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  READER_SCROLL.forEach((type) => win.addEventListener(type, stop, { passive: true }));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await scrollEnd(win);
      const off = element.getBoundingClientRect().top - HASH_MARGIN;
      if (stopped || Math.abs(off) < 2) return;
      win.scrollTo({ top: Math.max(0, win.scrollY + off), behavior: 'auto' });
    }
  } finally {
    READER_SCROLL.forEach((type) => win.removeEventListener(type, stop));
  }
}

/** `animated-scroll-to`'s call shape; its options (animation timing) do not apply. */
export default async function scrollTo(
  target: ScrollTarget,
  _options?: object,
  win: Window = window,
): Promise<boolean> {
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const element = typeof target === 'number' ? hashTarget(target, win) : target;
  const top = element
    ? scrollTopOf(element, win) - (typeof target === 'number' ? HASH_MARGIN : 0)
    : (target as number);
  win.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  if (element && typeof target === 'number') await landOn(element, win);
  return true;
}
