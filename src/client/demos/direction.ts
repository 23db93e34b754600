/**
 * Whether a page shows its demos right to left: `?dir=rtl` in the address, which the switch on
 * every demo sets and clears in place (replaceState), so that a link reproduces what is shown.
 * The prerendered page is left to right; the address is read once the page has hydrated.
 */
import { useSyncExternalStore } from 'react';
import { isRtlSearch, withDirection } from '../../shared/demos/rtl';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const readRtl = () => isRtlSearch(window.location.search);

/** Puts the choice into the address, keeping the router's state and the hash. */
export function setDemoRtl(rtl: boolean): void {
  const { pathname, search, hash } = window.location;
  const next = withDirection(search, rtl);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  listeners.forEach((listener) => listener());
}

/** The page's direction for demos: `true` for right to left. */
export function useDemoRtl(): boolean {
  return useSyncExternalStore(subscribe, readRtl, () => false);
}
