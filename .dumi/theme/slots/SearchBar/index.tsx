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
import { SearchIcon } from './icons';
import Results from './Results';
import 'dumi/theme-default/slots/SearchBar/index.less';

const isAppleDevice = () =>
  typeof navigator !== 'undefined' && /(mac|iphone|ipod|ipad)/i.test(navigator.platform);

/** True for targets where `/` is typing, not a shortcut. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/** dumi's search box on the site's own index, loaded on first focus or shortcut (⌘K, `/`). */
export default function SearchBar() {
  const intl = useIntl();
  const locale = useLocale();
  const load = useCallback(() => loadSearcher(locale.id), [locale.id]);
  const { keywords, loading, result, setKeywords, preload } = useSearch(load);
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
  const open = focused && !dismissed && keywords.trim() !== '';

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
  const choose = (hint: SearchHint) => {
    close();
    history.push(hint.link);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (composing.current) return;
    const count = hints.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      if (!count || loading) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count,
      );
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
  return (
    <div className="dumi-default-search-bar" data-loading={loading || undefined}>
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
          setFocused(true);
          setDismissed(false);
          preload();
        }}
        onBlur={() => setFocused(false)}
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
      {open && (
        <div className="dumi-default-search-popover">
          <section>
            <Results
              id={listId}
              label={intl.formatMessage({ id: 'search.results' })}
              groups={result}
              loading={loading}
              activeIndex={activeIndex}
              optionId={optionId}
              onHover={setActiveIndex}
              onSelect={close}
            />
          </section>
        </div>
      )}
    </div>
  );
}
