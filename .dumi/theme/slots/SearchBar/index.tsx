import { lazy, Suspense, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { SearchIcon } from './icons';
import SearchInput from './SearchInput';
import { useSearchBox } from './useSearchBox';

import 'dumi/theme-default/slots/SearchBar/index.less';
import './index.less';

// The list under the box (results, kinds, recent searches) loads with the index, on first focus
// or pointer: every page carries the box, few open it.
const loadPopover = () => import('./Popover');
const Popover = lazy(loadPopover);

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
  const box = useSearchBox();
  return (
    <div
      className="dumi-default-search-bar"
      data-loading={box.loading || undefined}
      onFocus={() => {
        box.setFocused(true);
        box.recent.read();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          box.setFocused(false);
      }}
      onKeyDown={(event) => escapeToBox(event, box.inputRef.current)}
    >
      <SearchIcon className="dumi-default-search-bar-svg" />
      <SearchInput
        ref={box.inputRef}
        open={box.open}
        listId={box.listId}
        activeId={box.open && box.activeIndex >= 0 ? box.optionId(box.activeIndex) : undefined}
        label={box.message('search.label')}
        placeholder={box.message('header.search.placeholder')}
        value={box.keywords}
        onFocus={() => {
          box.setDismissed(false);
          box.preload();
          void loadPopover();
        }}
        onPreload={() => {
          box.preload();
          void loadPopover();
        }}
        onType={(value) => {
          box.setDismissed(false);
          box.setKeywords(value);
        }}
        onKeyDown={box.onKeyDown}
      />
      <span className="dumi-default-search-shortcut" aria-hidden="true">
        {box.symbol} K
      </span>
      <span role="status" className="site-visually-hidden">
        {box.open ? box.announcement : ''}
      </span>
      {box.open && (
        <Suspense fallback={null}>
          <Popover
            listId={box.listId}
            message={box.message}
            recent={box.showRecent ? box.recent.list : undefined}
            kind={box.kind}
            onKind={box.setKind}
            kindLabels={box.kindLabels}
            result={box.result}
            loading={box.loading}
            activeIndex={box.activeIndex}
            optionId={box.optionId}
            onHover={box.setActiveIndex}
            onPickRecent={box.pickRecent}
            onForgetRecent={box.recent.forget}
            onOpened={() => {
              box.recent.remember(box.keywords);
              box.close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
