import { history, useIntl, useLocale } from 'dumi';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { loadSearcher } from '@site/client/search/client';
import { flattenHints } from '@site/client/search/flatten';
import type { SearchHint } from '@site/shared/search/types';
import { useSearch } from '@site/client/search/useSearch';
import {
  kindLabelsOf,
  useActiveIndex,
  useQueryInAddress,
  useRecentSearches,
  useShortcutFocus,
} from '@site/client/search/searchBoxHooks';
import { comboboxKey } from '@site/client/search/combobox';

/**
 * The search box's state: the query and its results (loaded on first focus), the kind filter, the
 * recent searches, whether the list is open, the option the arrows reached, and the keys.
 */
export function useSearchBox() {
  const intl = useIntl();
  const locale = useLocale();
  const load = useCallback(() => loadSearcher(locale.id), [locale.id]);
  const { keywords, loading, result, setKeywords, kind, setKind, preload } = useSearch(load);
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const kindLabels = kindLabelsOf(message);
  const inputRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const symbol = useShortcutFocus(inputRef);
  useQueryInAddress(keywords, setKeywords, inputRef);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  const hints = useMemo(() => flattenHints(result), [result]);
  const typed = keywords.trim() !== '';
  const recent = useRecentSearches();
  const showRecent = !typed && recent.list.length > 0;
  const [activeIndex, setActiveIndex] = useActiveIndex(result);
  const open = focused && !dismissed && (typed || showRecent);

  /** After a result was opened (by click, the link navigates itself). */
  const close = () => {
    setDismissed(true);
    inputRef.current?.blur();
  };
  const choose = (hint: SearchHint) => {
    recent.remember(keywords);
    close();
    history.push(hint.link);
  };
  const pickRecent = (query: string) => {
    setDismissed(false);
    setKeywords(query);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) =>
    comboboxKey(event, {
      open,
      loading,
      recent: showRecent ? recent.list : undefined,
      hints,
      activeIndex,
      setActiveIndex,
      setDismissed,
      pickRecent,
      forgetRecent: recent.forget,
      choose,
    });

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const announcement =
    !typed || loading
      ? ''
      : message(hints.length ? 'search.count' : 'search.not.found', {
          count: hints.length,
          kind: kindLabels[kind ?? 'all'],
        });
  return {
    message,
    kindLabels,
    inputRef,
    symbol,
    keywords,
    setKeywords,
    kind,
    setKind,
    loading,
    result,
    preload,
    recent,
    showRecent,
    open,
    setFocused,
    setDismissed,
    listId,
    optionId,
    activeIndex,
    setActiveIndex,
    onKeyDown,
    pickRecent,
    close,
    announcement,
  };
}
