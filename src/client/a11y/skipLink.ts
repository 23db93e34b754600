export const MAIN_CONTENT_ID = 'main-content';

/** Follows the skip link without touching the URL, which the router would take for a navigation. */
export function focusMainContent(doc: Document = document): boolean {
  const target = doc.getElementById(MAIN_CONTENT_ID);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
  return true;
}
