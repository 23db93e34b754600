/**
 * The class names of a demo page's "Classes" section outline the elements of the live demo that
 * carry them: while the pointer is on one or it has the focus, and while its checkbox is ticked.
 * The outline is one rule in a stylesheet of its own, so no markup is changed; the checkboxes are
 * the build's (src/node/demos/classesSection.ts).
 */
import { OUTLINE_ATTRIBUTE } from '@site/shared/demos/outline';

/** Where the live demos are: the previewer's demo box. */
const DEMO_SCOPE = '.dumi-default-previewer-demo';

/** The rule that outlines `classes` in the demos, or '' for none. */
export function outlineRule(classes: readonly string[]): string {
  if (!classes.length) return '';
  const selector = classes.map((name) => `${DEMO_SCOPE} .${CSS.escape(name)}`).join(',\n');
  return `${selector} {
  outline: 2px dashed var(--demo-focus, #0969da) !important;
  outline-offset: -2px !important;
}`;
}

const target = (event: Event) =>
  event.target instanceof Element
    ? event.target.closest<HTMLElement>(`[${OUTLINE_ATTRIBUTE}]`)
    : null;

/** Listens on `doc` for the whole session; returns what stops it. */
export function installClassOutlines(doc: Document = document): () => void {
  let sheet: CSSStyleSheet | null = null;
  let active: HTMLElement | null = null;
  const render = () => {
    const pinned = [
      ...doc.querySelectorAll<HTMLElement>(`[${OUTLINE_ATTRIBUTE}]:has(> input:checked)`),
    ];
    const names = [...pinned, ...(active ? [active] : [])].map(
      (element) => element.getAttribute(OUTLINE_ATTRIBUTE)!,
    );
    if (!sheet) {
      if (!names.length) return;
      sheet = new CSSStyleSheet();
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    }
    sheet.replaceSync(outlineRule([...new Set(names)]));
  };
  const enter = (event: Event) => {
    const found = target(event);
    if (found === active) return;
    active = found;
    render();
  };
  const leave = (event: Event) => {
    const related = (event as FocusEvent | PointerEvent).relatedTarget;
    if (active && !(related instanceof Node && active.contains(related))) {
      active = null;
      render();
    }
  };
  const tick = (event: Event) => {
    if (target(event)) render();
  };
  doc.addEventListener('pointerover', enter);
  doc.addEventListener('focusin', enter);
  doc.addEventListener('pointerout', leave);
  doc.addEventListener('focusout', leave);
  doc.addEventListener('change', tick);
  return () => {
    doc.removeEventListener('pointerover', enter);
    doc.removeEventListener('focusin', enter);
    doc.removeEventListener('pointerout', leave);
    doc.removeEventListener('focusout', leave);
    doc.removeEventListener('change', tick);
    if (sheet) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((each) => each !== sheet);
  };
}
