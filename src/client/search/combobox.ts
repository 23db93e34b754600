import type { KeyboardEvent } from 'react';
import type { SearchHint } from '../../shared/search/types';

/** What the box's keys act on. */
export interface ComboboxState {
  open: boolean;
  loading: boolean;
  /** The recent searches while they are offered, else undefined (the results are). */
  recent: string[] | undefined;
  hints: SearchHint[];
  activeIndex: number;
  setActiveIndex: (next: number | ((index: number) => number)) => void;
  setDismissed: (dismissed: boolean) => void;
  pickRecent: (query: string) => void;
  forgetRecent: () => void;
  choose: (hint: SearchHint) => void;
}

/** The arrows move through the options, Enter takes one, Escape closes the list, then the box. */
export function comboboxKey(event: KeyboardEvent<HTMLInputElement>, c: ComboboxState): void {
  const { recent, hints, activeIndex } = c;
  // The recent searches, then the option that clears them; or the results.
  const count = recent ? recent.length + 1 : hints.length;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    c.setDismissed(false);
    if (!count || (c.loading && !recent)) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    c.setActiveIndex((index) =>
      index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count,
    );
  } else if (event.key === 'Enter') {
    if (!c.open) return;
    if (recent) {
      if (activeIndex < 0) return;
      event.preventDefault();
      if (activeIndex < recent.length) c.pickRecent(recent[activeIndex]);
      else c.forgetRecent();
      return;
    }
    const hint = hints[activeIndex] ?? (c.loading ? undefined : hints[0]);
    if (hint) {
      event.preventDefault();
      c.choose(hint);
    }
  } else if (event.key === 'Escape') {
    event.preventDefault();
    if (c.open) c.setDismissed(true);
    else event.currentTarget.blur();
  }
}
