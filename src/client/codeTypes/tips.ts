/**
 * What CSS cannot do for the type tooltips (src/client/codeTypes/codeTypes.less): Escape hides the
 * shown ones without moving the pointer or the focus (WCAG 1.4.13), and a demo's editable code,
 * under a transparent text field, shows the tooltip of the identifier under the pointer.
 */

const REF = '.code-types-ref';
/** Set on a reference whose tooltip Escape hid; removed once the pointer and focus have left. */
export const DISMISSED = 'data-code-types-dismissed';
/** Set on the reference under the pointer when a text field above the code takes the pointer. */
export const POINTED = 'data-code-types-pointed';

const installed = new WeakSet<Document>();

/**
 * Installs, once per document, the Escape key: every tooltip shown (by the pointer, by a name's
 * focus, or by `POINTED`) hides until the pointer leaves its reference or the focus does.
 */
export function installTipDismissal(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  const hovered = new Set<Element>();

  doc.addEventListener('pointerover', (event) => {
    const ref = (event.target as Element | null)?.closest?.(REF);
    if (ref) hovered.add(ref);
  });
  doc.addEventListener('pointerout', (event) => {
    const ref = (event.target as Element | null)?.closest?.(REF);
    const to = event.relatedTarget as Node | null;
    if (!ref || (to && ref.contains(to))) return;
    hovered.delete(ref);
    if (!ref.contains(doc.activeElement)) ref.removeAttribute(DISMISSED);
  });
  doc.addEventListener('focusout', (event) => {
    const ref = (event.target as Element | null)?.closest?.(REF);
    const to = (event as FocusEvent).relatedTarget as Node | null;
    if (!ref || (to && ref.contains(to)) || hovered.has(ref)) return;
    ref.removeAttribute(DISMISSED);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const shown = new Set<Element>(hovered);
    const focused = doc.activeElement?.closest?.(REF);
    if (focused) shown.add(focused);
    doc.querySelectorAll(`${REF}[${POINTED}]`).forEach((ref) => shown.add(ref));
    shown.forEach((ref) => ref.setAttribute(DISMISSED, ''));
  });
}

/**
 * For a text field laid over highlighted code: marks the reference under (x, y) with `POINTED`, and
 * only it, in `code`. Returns the marked reference.
 */
export function pointReference(code: Element, x: number, y: number): Element | undefined {
  const doc = code.ownerDocument;
  // Every browser the site targets has it; a DOM without layout (jsdom) has not.
  if (typeof doc.elementsFromPoint !== 'function') return undefined;
  const under = doc.elementsFromPoint(x, y);
  const ref = under
    .map((element) => element.closest(REF))
    .find((found): found is Element => Boolean(found && code.contains(found)));
  code.querySelectorAll(`${REF}[${POINTED}]`).forEach((marked) => {
    if (marked !== ref) {
      marked.removeAttribute(POINTED);
      marked.removeAttribute(DISMISSED);
    }
  });
  if (ref && !ref.hasAttribute(POINTED)) ref.setAttribute(POINTED, '');
  return ref ?? undefined;
}

/** Takes `POINTED` off every reference in `code` (the pointer left the text field). */
export function clearPointed(code: Element): void {
  code.querySelectorAll(`${REF}[${POINTED}]`).forEach((marked) => {
    marked.removeAttribute(POINTED);
    marked.removeAttribute(DISMISSED);
  });
}
