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
import {
  addRecent,
  clearRecent,
  queryOfUrl,
  readRecent,
  urlWithQuery,
} from '@site/client/search/recent';
import { RESULT_KINDS, type ResultKind, type SearchHint } from '@site/shared/search/types';
import { useSearch } from '@site/client/search/useSearch';
import { SearchIcon } from './icons';
import Recent from './Recent';
import Results from './Results';
import 'dumi/theme-default/slots/SearchBar/index.less';
import './index.less';

const isAppleDevice = () =>
  typeof navigator !== 'undefined' && /(mac|iphone|ipod|ipad)/i.test(navigator.platform);

/** True for targets where `/` is typing, not a shortcut. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * dumi's search box on the site's own index, loaded on first focus or shortcut (⌘K, `/`): results
 * labelled with their kind and heading path, a filter by kind (Tab from the box reaches it), the
 * query in the address (`?q=`), and the recent searches offered while the box is empty.
 */
export default function SearchBar() {
  const intl = useIntl();
  const locale = useLocale();
  const load = useCallback(() => loadSearcher(locale.id), [locale.id]);
  const { keywords, loading, result, setKeywords, kind, setKind, preload } = useSearch(load);
  const [recent, setRecent] = useState<string[]>([]);
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const kindLabels = Object.fromEntries(
    RESULT_KINDS.map((entry) => [entry, message(`search.kind.${entry}`)]),
  ) as Record<ResultKind, string>;
  const inputRef = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Rendered as ⌘ on the server and in the first client render alike; corrected after mount.
  const [symbol, setSymbol] = useState('⌘');
  const baseId = useId();
  const listId = `${baseId}-results`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  const hints = useMemo(() => flattenHints(result), [result]);
  const typed = keywords.trim() !== '';
  const showRecent = !typed && recent.length > 0;
  // The recent searches, then the option that clears them.
  const optionCount = showRecent ? recent.length + 1 : hints.length;
  // Tied to its result list and derived while rendering: a reset in an effect raced the arrow
  // key pressed right after a new list appeared.
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
  const open = focused && !dismissed && (typed || showRecent);

  // A link with `?q=` opens the same results.
  useEffect(() => {
    const query = queryOfUrl(window.location.search);
    if (!query) return;
    setKeywords(query);
    inputRef.current?.focus();
  }, [setKeywords]);

  useEffect(() => {
    const next = urlWithQuery(window.location.href, keywords);
    const { pathname, search, hash } = window.location;
    if (next !== pathname + search + hash)
      window.history.replaceState(window.history.state, '', next);
  }, [keywords]);

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
  }, []);

  /** After a result was opened (by click, the link navigates itself). */
  const close = () => {
    setDismissed(true);
    inputRef.current?.blur();
  };
  const remember = () => setRecent(addRecent(keywords));
  const choose = (hint: SearchHint) => {
    remember();
    close();
    history.push(hint.link);
  };
  const pickRecent = (query: string) => {
    setDismissed(false);
    setKeywords(query);
  };
  const forgetRecent = () => {
    clearRecent();
    setRecent([]);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (composing.current) return;
    const count = optionCount;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      if (!count || (loading && !showRecent)) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count,
      );
    } else if (event.key === 'Enter' && showRecent) {
      if (!open || activeIndex < 0) return;
      event.preventDefault();
      if (activeIndex < recent.length) pickRecent(recent[activeIndex]);
      else forgetRecent();
    } else if (event.key === 'Enter') {
      const hint = hints[activeIndex] ?? (loading ? undefined : hints[0]);
      if (open && hint) {
        event.preventDefault();
        choose(hint);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else event.currentTarget.blur();
    }
  };

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const placeholder = intl.formatMessage({ id: 'header.search.placeholder' });
  const total = hints.length;
  const announcement =
    !typed || loading
      ? ''
      : message(total ? 'search.count' : 'search.not.found', {
          count: total,
          kind: kind ? kindLabels[kind] : message('search.kind.all'),
        });
  return (
    <div
      className="dumi-default-search-bar"
      data-loading={loading || undefined}
      onFocus={() => {
        setFocused(true);
        setRecent(readRecent());
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        // Escape in the kind filter goes back to the box.
        if (event.key === 'Escape' && event.target !== inputRef.current) {
          event.preventDefault();
          inputRef.current?.focus();
        }
      }}
    >
      <SearchIcon className="dumi-default-search-bar-svg" />
      <input
        ref={inputRef}
        className="dumi-default-search-bar-input"
        type="text"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'search.label' })}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={keywords}
        onFocus={() => {
          setDismissed(false);
          preload();
        }}
        onMouseEnter={preload}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setKeywords(event.currentTarget.value);
        }}
        onChange={(event) => {
          setDismissed(false);
          setKeywords(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <span className="dumi-default-search-shortcut" aria-hidden="true">
        {symbol} K
      </span>
      <span role="status" className="site-visually-hidden">
        {open ? announcement : ''}
      </span>
      {open && (
        <div className="dumi-default-search-popover">
          <section>
            {showRecent ? (
              <Recent
                id={listId}
                label={message('search.recent')}
                clearLabel={message('search.recent.clear')}
                recent={recent}
                activeIndex={activeIndex}
                optionId={optionId}
                onHover={setActiveIndex}
                onPick={pickRecent}
                onClear={forgetRecent}
              />
            ) : (
              <>
                <div
                  className="site-search-kinds"
                  role="group"
                  aria-label={message('search.filter')}
                >
                  {[undefined, ...RESULT_KINDS].map((entry) => (
                    <button
                      key={entry ?? 'all'}
                      type="button"
                      aria-pressed={kind === entry}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => setKind(entry)}
                    >
                      {entry ? kindLabels[entry] : message('search.kind.all')}
                    </button>
                  ))}
                </div>
                <Results
                  id={listId}
                  label={intl.formatMessage({ id: 'search.results' })}
                  groups={result}
                  loading={loading}
                  activeIndex={activeIndex}
                  optionId={optionId}
                  onHover={setActiveIndex}
                  onSelect={() => {
                    remember();
                    close();
                  }}
                  kindLabels={kindLabels}
                />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
