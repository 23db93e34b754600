/** Id of the element the skip link jumps to: the start of the page's main content. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves keyboard focus to the main content, as following the skip link's `#main-content` would,
 * but without touching the URL: the router would otherwise treat the hash as a navigation.
 * Returns whether a target was found.
 */
export function focusMainContent(doc: Document = document): boolean {
  const target = doc.getElementById(MAIN_CONTENT_ID);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
  return true;
}
