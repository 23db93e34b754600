import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResultGroup } from './types';

/** Spec §4/§9: a search runs this long after the last keystroke. */
export const SEARCH_DELAY = 200;

/** What `useSearch` needs from an index: anything with a `search` method. */
export interface SearchEngine {
  search(keywords: string): SearchResultGroup[];
}

/** State and actions of the search box. */
export interface SearchState {
  keywords: string;
  /** True from a keystroke until its results (or failure) are in. */
  loading: boolean;
  result: SearchResultGroup[];
  /** Sets what was typed: empty input clears at once, anything else searches after 200 ms. */
  setKeywords: (keywords: string) => void;
  /** Starts loading the index ahead of the first search (focus, ⌘K). */
  preload: () => void;
}

/**
 * Debounced search over a lazily loaded engine. Results of an older query never overwrite those
 * of a newer one.
 */
export function useSearch(load: () => Promise<SearchEngine>): SearchState {
  const [keywords, setKeywordsState] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<SearchResultGroup[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => () => clearTimeout(timer.current), []);

  const preload = useCallback(() => {
    loadRef.current().catch(() => undefined);
  }, []);

  const setKeywords = useCallback((value: string) => {
    setKeywordsState(value);
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (!value.trim()) {
      setLoading(false);
      setResult([]);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      loadRef
        .current()
        .then((engine) => engine.search(value))
        .catch(() => [] as SearchResultGroup[])
        .then((groups) => {
          if (ticket !== latest.current) return;
          setResult(groups);
          setLoading(false);
        });
    }, SEARCH_DELAY);
  }, []);

  return { keywords, loading, result, setKeywords, preload };
}
