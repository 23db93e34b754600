import manifest from '@@/plugin-searchIndex/manifest';
import type { Searcher } from './query';
import type { SearchIndexData } from '../../shared/search/types';

const searchers = new Map<string, Promise<Searcher>>();

/** Loads the index of `locale` (else the first) once, and flexsearch with ./query on demand. */
export function loadSearcher(locale: string): Promise<Searcher> {
  const url = manifest[locale] ?? Object.values(manifest)[0];
  let pending = searchers.get(url);
  if (!pending) {
    pending = Promise.all([
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexData>;
      }),
      import('./query'),
    ]).then(([data, { Searcher: SearcherClass }]) => new SearcherClass(data));
    // A failed load may be retried on the next focus.
    pending.catch(() => searchers.delete(url));
    searchers.set(url, pending);
  }
  return pending;
}
