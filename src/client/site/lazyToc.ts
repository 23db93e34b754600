import type { TocEntry } from './toc';

/** A page's contents as the browser build has them: empty, with a way to load them (patch `lazy-toc`). */
export type PageToc = TocEntry[] & { load?: () => Promise<{ toc: TocEntry[] }> };

type Loading =
  | { status: 'pending'; promise: Promise<void> }
  | { status: 'done'; toc: TocEntry[] }
  | { status: 'failed' };

const loads = new WeakMap<PageToc, Loading>();

/**
 * The page's contents, for a component inside a Suspense boundary: the entries when dumi's
 * metadata has them (the server build, the dev server), else those the `load` of patch
 * `lazy-toc` brings, suspending until they arrive. During hydration the boundary keeps the
 * prerendered contents meanwhile. The contents come in the page's chunk: when it fails, the page
 * shows its own notice with Reload, and the contents stay empty rather than take the layout down.
 */
export function readToc(toc: PageToc): TocEntry[] {
  if (toc.length || !toc.load) return toc;
  let loading = loads.get(toc);
  if (!loading) {
    const promise = toc.load().then(
      (module) => void loads.set(toc, { status: 'done', toc: module.toc }),
      () => void loads.set(toc, { status: 'failed' }),
    );
    loading = { status: 'pending', promise };
    loads.set(toc, loading);
  }
  if (loading.status === 'done') return loading.toc;
  if (loading.status === 'failed') return [];
  throw loading.promise;
}
