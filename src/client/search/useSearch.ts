import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResultGroup } from '../../shared/search/types';

/** Milliseconds from the last keystroke to the search. */
export const SEARCH_DELAY = 200;

export interface SearchEngine {
  search(keywords: string): SearchResultGroup[];
}

export interface SearchState {
  keywords: string;
  /** From a keystroke until its results (or failure) are in. */
  loading: boolean;
  result: SearchResultGroup[];
  /** Empty input clears at once; anything else searches after SEARCH_DELAY. */
  setKeywords: (keywords: string) => void;
  /** Loads the index ahead of the first search (focus, ⌘K). */
  preload: () => void;
}

/** Debounced search over a lazily loaded engine; an older query's results never win. */
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
