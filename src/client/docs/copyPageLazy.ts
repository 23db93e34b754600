/** The "Copy page" chunk; once loaded, kept here so that a click copies in its own task. */
type CopyPageModule = typeof import('./copyPage');

let loaded: CopyPageModule | undefined;

export function loadCopyPage(): Promise<CopyPageModule> {
  return import(/* webpackChunkName: "copy-page" */ './copyPage').then(
    (module) => (loaded = module),
  );
}

/** At once when the code is here, else once it has arrived. */
export function copyPage(href: string): Promise<boolean> {
  const copying = loaded
    ? loaded.copyTwin(href)
    : loadCopyPage().then((module) => module.copyTwin(href));
  return copying.catch(() => false);
}

/** Starts downloading the code and the twin before the click. */
export function preloadPage(href: string): void {
  loadCopyPage()
    .then((module) => module.loadTwin(href))
    .catch(() => undefined);
}
