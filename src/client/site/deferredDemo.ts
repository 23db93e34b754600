/** Child indexes leading from `root` down to `node`, or null when `node` is not inside `root`. */
export function pathFrom(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  let current: Element | null = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

export function elementAt(root: Element, path: number[]): Element | null {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current ?? null;
}

export interface DemandWatch {
  /** The live demo is in `root`: the held focus and click move to its matching elements. */
  ready(root: HTMLElement): void;
  dispose(): void;
}

/** Calls `onDemand` once `element` is in view or has the pointer or focus (`<code src defer>`). */
export function watchDemand(element: HTMLElement, onDemand: () => void): DemandWatch {
  let demanded = false;
  let disposed = false;
  let heldClick: number[] | null = null;
  let focused: number[] | null = null;
  let observer: IntersectionObserver | null = null;
  const demand = () => {
    if (demanded) return;
    demanded = true;
    observer?.disconnect();
    onDemand();
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    event.preventDefault();
    heldClick = pathFrom(element, event.target);
    demand();
  };
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? pathFrom(element, event.target) : null;
    demand();
  };
  // Focus leaving for another element forgets it; focus lost to nothing (the prerendered markup
  // being replaced, the window losing focus) does not.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !element.contains(next)) focused = null;
  };
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) demand();
    });
    observer.observe(element);
  } else {
    demand();
  }
  element.addEventListener('pointerenter', demand);
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
  element.addEventListener('click', onClick, true);
  const dispose = () => {
    disposed = true;
    observer?.disconnect();
    element.removeEventListener('pointerenter', demand);
    element.removeEventListener('focusin', onFocusIn);
    element.removeEventListener('focusout', onFocusOut);
    element.removeEventListener('click', onClick, true);
  };
  return {
    ready(root) {
      if (disposed) return;
      dispose();
      const active = document.activeElement;
      const focusTarget = focused && elementAt(root, focused);
      if (focusTarget instanceof HTMLElement && (!active || active === document.body))
        focusTarget.focus();
      // Dispatched rather than `.click()`: the target may be the icon inside a button (SVG).
      const clickTarget = heldClick && elementAt(root, heldClick);
      clickTarget?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    },
    dispose,
  };
}
