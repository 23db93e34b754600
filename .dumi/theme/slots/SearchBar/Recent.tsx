export interface RecentProps {
  id: string;
  label: string;
  clearLabel: string;
  recent: string[];
  /** Into the recent searches, then the clear option last; -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: (query: string) => void;
  onClear: () => void;
}

/** The recent searches offered by the empty box, and an option to forget them, as a listbox. */
export default function Recent({
  id,
  label,
  clearLabel,
  recent,
  activeIndex,
  optionId,
  onHover,
  onPick,
  onClear,
}: RecentProps) {
  const option = (index: number, text: string, onClick: () => void, extra?: string) => (
    <li
      key={index}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      data-active={index === activeIndex || undefined}
      className={extra}
      onMouseEnter={() => onHover(index)}
      onClick={onClick}
    >
      {text}
    </li>
  );
  return (
    <div className="site-search-recent" onMouseDown={(event) => event.preventDefault()}>
      <p className="site-search-recent-title" id={`${id}-title`} aria-hidden="true">
        {label}
      </p>
      <ul role="listbox" id={id} aria-label={label}>
        {recent.map((query, index) => option(index, query, () => onPick(query)))}
        {option(recent.length, clearLabel, onClear, 'site-search-recent-clear')}
      </ul>
    </div>
  );
}
