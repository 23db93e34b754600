import { useCallback, useEffect, useState, type RefObject } from 'react';
import { addRecent, clearRecent, queryOfUrl, readRecent, urlWithQuery } from './recent';
import { RESULT_KINDS, type ResultKind } from '../../shared/search/types';

const isAppleDevice = () =>
  typeof navigator !== 'undefined' && /(mac|iphone|ipod|ipad)/i.test(navigator.platform);

/** True for targets where `/` is typing, not a shortcut. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * ⌘K (Ctrl+K) and `/` focus the box; returns the modifier's symbol, ⌘ on the server and in the
 * first client render alike, corrected after mount.
 */
export function useShortcutFocus(inputRef: RefObject<HTMLInputElement>): string {
  const [symbol, setSymbol] = useState('⌘');
  useEffect(() => {
    if (!isAppleDevice()) setSymbol('Ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !isEditable(event.target))) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
  return symbol;
}

/** The query lives in the address (`?q=`): a link with it opens the same results. */
export function useQueryInAddress(
  keywords: string,
  setKeywords: (query: string) => void,
  inputRef: RefObject<HTMLInputElement>,
): void {
  useEffect(() => {
    const query = queryOfUrl(window.location.search);
    if (!query) return;
    setKeywords(query);
    inputRef.current?.focus();
  }, [setKeywords, inputRef]);

  useEffect(() => {
    const next = urlWithQuery(window.location.href, keywords);
    const { pathname, search, hash } = window.location;
    if (next !== pathname + search + hash)
      window.history.replaceState(window.history.state, '', next);
  }, [keywords]);
}

/**
 * The option the arrow keys have reached (-1 for none), tied to its result list and derived while
 * rendering: a reset in an effect raced the arrow key pressed right after a new list appeared.
 */
export function useActiveIndex(
  result: unknown,
): [number, (next: number | ((index: number) => number)) => void] {
  const [selection, setSelection] = useState({ result, index: -1 });
  const activeIndex = selection.result === result ? selection.index : -1;
  const setActiveIndex = useCallback(
    (next: number | ((index: number) => number)) =>
      setSelection((previous) => {
        const index = previous.result === result ? previous.index : -1;
        return { result, index: typeof next === 'function' ? next(index) : next };
      }),
    [result],
  );
  return [activeIndex, setActiveIndex];
}

/** Each kind's label, and the label of all kinds, in the page's language. */
export function kindLabelsOf(message: (id: string) => string): Record<ResultKind | 'all', string> {
  return Object.fromEntries(
    [...RESULT_KINDS, 'all' as const].map((entry) => [entry, message(`search.kind.${entry}`)]),
  ) as Record<ResultKind | 'all', string>;
}

/** The recent searches (kept in local storage): read when the box gets focus, clearable. */
export function useRecentSearches() {
  const [list, setList] = useState<string[]>([]);
  return {
    list,
    read: () => setList(readRecent()),
    remember: (query: string) => setList(addRecent(query)),
    forget: () => {
      clearRecent();
      setList([]);
    },
  };
}
