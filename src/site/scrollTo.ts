/**
 * Stands in for `animated-scroll-to` in the bundle (src/plugins/bundle.ts): dumi's layout scrolls
 * to the URL's `#heading` with it. The browser's own smooth scrolling does the same without a
 * 5 KB animation library on every page, and jumps at once for readers who ask for reduced motion.
 * Supports what the layout uses: a page offset or an element, scrolling the window.
 */
export type ScrollTarget = number | Element;

/** Where the window has to scroll to for `target`: a page offset as is, an element's top edge. */
export function scrollTopOf(target: ScrollTarget, win: Window = window): number {
  if (typeof target === 'number') return target;
  return target.getBoundingClientRect().top + win.scrollY;
}

/** `animated-scroll-to`'s call shape; its options (animation timing) do not apply. */
export default function scrollTo(target: ScrollTarget, _options?: object, win: Window = window): Promise<boolean> {
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: Math.max(0, scrollTopOf(target, win)), behavior: reduceMotion ? 'auto' : 'smooth' });
  return Promise.resolve(true);
}
