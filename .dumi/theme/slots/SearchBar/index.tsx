import { lazy, Suspense, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { SearchIcon } from './icons';
import SearchInput from './SearchInput';
import { useSearchBox } from './useSearchBox';

// The list under the box (results, kinds, recent searches) loads with the index, on first focus
// or pointer: every page carries the box, few open it.
const loadPopover = () => import('./Popover');
const Popover = lazy(loadPopover);
import 'dumi/theme-default/slots/SearchBar/index.less';
import './index.less';

/** Escape in the kind filter goes back to the box. */
function escapeToBox(event: ReactKeyboardEvent, input: HTMLInputElement | null): void {
  if (event.key !== 'Escape' || event.target === input) return;
  event.preventDefault();
  input?.focus();
}

/**
 * dumi's search box on the site's own index, loaded on first focus or shortcut (⌘K, `/`): results
 * labelled with their kind and heading path, a filter by kind (Tab from the box reaches it), the
 * query in the address (`?q=`), and the recent searches offered while the box is empty.
 */
export default function SearchBar() {
  const {
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
  } = useSearchBox();
  return (
    <div
      className="dumi-default-search-bar"
      data-loading={loading || undefined}
      onFocus={() => {
        setFocused(true);
        recent.read();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => escapeToBox(event, inputRef.current)}
    >
      <SearchIcon className="dumi-default-search-bar-svg" />
      <SearchInput
        ref={inputRef}
        open={open}
        listId={listId}
        activeId={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        label={message('search.label')}
        placeholder={message('header.search.placeholder')}
        value={keywords}
        onFocus={() => {
          setDismissed(false);
          preload();
          void loadPopover();
        }}
        onPreload={() => {
          preload();
          void loadPopover();
        }}
        onType={(value) => {
          setDismissed(false);
          setKeywords(value);
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
        <Suspense fallback={null}>
          <Popover
            listId={listId}
            message={message}
            recent={showRecent ? recent.list : undefined}
            kind={kind}
            onKind={setKind}
            kindLabels={kindLabels}
            result={result}
            loading={loading}
            activeIndex={activeIndex}
            optionId={optionId}
            onHover={setActiveIndex}
            onPickRecent={pickRecent}
            onForgetRecent={recent.forget}
            onOpened={() => {
              recent.remember(keywords);
              close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
