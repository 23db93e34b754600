/** The colour modes a reader can choose, in the order the switch lists them. */
export const COLOR_MODES = ['light', 'dark', 'auto'] as const;

/** A stored colour preference; anything else stored means light. */
export type ColorPreference = (typeof COLOR_MODES)[number];

/** The colour mode the page shows, `light` or `dark` (`auto` resolved), from `<html data-prefers-color>`. */
export function shownColorMode(doc: Document = document): 'light' | 'dark' {
  return doc.documentElement.getAttribute('data-prefers-color') === 'dark' ? 'dark' : 'light';
}

/**
 * Calls `onChange` whenever the shown colour mode changes (the switch, or the system's mode under
 * `auto`, both end on the attribute); returns the function that stops watching. With
 * `shownColorMode` it is a store for `useSyncExternalStore`, for code that only needs to follow
 * the mode and so need not load dumi's colour-mode hook with it.
 */
export function watchShownColorMode(onChange: () => void, doc: Document = document): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-prefers-color'] });
  return () => observer.disconnect();
}
