import { forwardRef, useRef, type KeyboardEvent } from 'react';

interface SearchInputProps {
  open: boolean;
  listId: string;
  /** The option the arrows have reached, announced as the active descendant. */
  activeId: string | undefined;
  label: string;
  placeholder: string;
  value: string;
  onFocus: () => void;
  onPreload: () => void;
  /** The text typed; while an input method composes, only once it has. */
  onType: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The search box: a combobox that controls the list of results or recent searches. */
export default forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { open, listId, activeId, label, placeholder, value, onFocus, onPreload, onType, onKeyDown },
  ref,
) {
  const composing = useRef(false);
  return (
    <input
      ref={ref}
      className="dumi-default-search-bar-input"
      type="text"
      role="combobox"
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-autocomplete="list"
      aria-activedescendant={activeId}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      onFocus={onFocus}
      onMouseEnter={onPreload}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        onType(event.currentTarget.value);
      }}
      onChange={(event) => onType(event.target.value)}
      onKeyDown={(event) => {
        if (!composing.current) onKeyDown(event);
      }}
    />
  );
});
