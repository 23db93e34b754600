/**
 * The "Copy page" code (./copyPage.ts) as a chunk of its own, loaded when the pointer or the focus
 * reaches the button, so a page loads only the button. Once loaded, the module is kept here and a
 * click copies in the same task (see `copyTwin`); a click that comes first waits for it.
 */
type CopyPageModule = typeof import('./copyPage');

let loaded: CopyPageModule | undefined;

/** Loads the copy code (once). */
export function loadCopyPage(): Promise<CopyPageModule> {
  return import(/* webpackChunkName: "copy-page" */ './copyPage').then(
    (module) => (loaded = module),
  );
}

/** Copies the twin at `href`: at once when the code is here, else once it has arrived. */
export function copyPage(href: string): Promise<boolean> {
  const copying = loaded
    ? loaded.copyTwin(href)
    : loadCopyPage().then((module) => module.copyTwin(href));
  return copying.catch(() => false);
}

/** Starts downloading the copy code and the twin, before the click. */
export function preloadPage(href: string): void {
  loadCopyPage()
    .then((module) => module.loadTwin(href))
    .catch(() => undefined);
}
