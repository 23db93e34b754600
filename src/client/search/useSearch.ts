import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResultKind, SearchResultGroup } from '../../shared/search/types';

/** Milliseconds from the last keystroke to the search. */
export const SEARCH_DELAY = 200;

export interface SearchEngine {
  search(keywords: string, options?: { kind?: ResultKind }): SearchResultGroup[];
}

export interface SearchState {
  keywords: string;
  /** From a keystroke until its results (or failure) are in. */
  loading: boolean;
  result: SearchResultGroup[];
  /** Empty input clears at once; anything else searches after SEARCH_DELAY. */
  setKeywords: (keywords: string) => void;
  /** The kind the results are narrowed to; undefined for all. */
  kind: ResultKind | undefined;
  /** Searches the current keywords again at once, narrowed to `kind`. */
  setKind: (kind: ResultKind | undefined) => void;
  /** Loads the index ahead of the first search (focus, ⌘K). */
  preload: () => void;
}

/** Debounced search over a lazily loaded engine; an older query's results never win. */
export function useSearch(load: () => Promise<SearchEngine>): SearchState {
  const [keywords, setKeywordsState] = useState('');
  const [kind, setKindState] = useState<ResultKind | undefined>();
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<SearchResultGroup[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const current = useRef({ keywords: '', kind: undefined as ResultKind | undefined });

  useEffect(() => () => clearTimeout(timer.current), []);

  const preload = useCallback(() => {
    loadRef.current().catch(() => undefined);
  }, []);

  const run = useCallback((delay: number) => {
    const { keywords: value, kind: only } = current.current;
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
        .then((engine) => engine.search(value, only ? { kind: only } : undefined))
        .catch(() => [] as SearchResultGroup[])
        .then((groups) => {
          if (ticket !== latest.current) return;
          setResult(groups);
          setLoading(false);
        });
    }, delay);
  }, []);

  const setKeywords = useCallback(
    (value: string) => {
      setKeywordsState(value);
      current.current = { ...current.current, keywords: value };
      run(SEARCH_DELAY);
    },
    [run],
  );

  const setKind = useCallback(
    (value: ResultKind | undefined) => {
      setKindState(value);
      current.current = { ...current.current, kind: value };
      run(0);
    },
    [run],
  );

  return { keywords, loading, result, setKeywords, kind, setKind, preload };
}
