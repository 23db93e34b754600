/**
 * Runs `apply` now and again (once per frame at most) whenever nodes are added or removed under
 * `root` or the window is resized; returns a function that stops watching. Attribute changes are
 * not observed, so an `apply` that only sets attributes or re-adds what is missing cannot loop.
 */
export function watchDom(root: Element, apply: () => void): () => void {
  const view = root.ownerDocument.defaultView;
  if (!view) return () => undefined;
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      apply();
    });
  };
  const observer = new view.MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  view.addEventListener('resize', schedule);
  apply();
  return () => {
    observer.disconnect();
    view.removeEventListener('resize', schedule);
    if (frame) view.cancelAnimationFrame(frame);
  };
}
