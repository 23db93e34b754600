import { COLOR_STORAGE_KEY } from './headScripts';

/** The colour modes a reader can choose, in the order the switch lists them. */
export const COLOR_MODES = ['light', 'dark', 'auto'] as const;

/** A stored colour preference; anything else stored means light. */
export type ColorPreference = (typeof COLOR_MODES)[number];

/**
 * The site's colour mode, owned here. The head script (headScripts.ts) shows the stored
 * preference before the first paint; from then on the colour switch changes it through
 * `setColorPreference`, `followSystemColors` keeps `auto` in step with the system, and code that
 * only follows the mode (the embedded editor) subscribes with `subscribeShownColorMode`. Every
 * change goes through `show`, which sets `<html data-prefers-color>` and tells the subscribers:
 * nothing needs to watch the attribute.
 */

const listeners = new Set<() => void>();

/** The colour mode the page shows, `light` or `dark` (`auto` resolved), from `<html data-prefers-color>`. */
export function shownColorMode(doc: Document = document): 'light' | 'dark' {
  return doc.documentElement.getAttribute('data-prefers-color') === 'dark' ? 'dark' : 'light';
}

/** Calls `listener` after every change of the shown colour mode; returns the unsubscribe. */
export function subscribeShownColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storage(win: Window): Storage | null {
  try {
    return win.navigator.cookieEnabled ? win.localStorage : null;
  } catch {
    return null;
  }
}

/** The mode `preference` shows: itself, or the system's for `auto`. */
function resolve(preference: ColorPreference, win: Window): 'light' | 'dark' {
  if (preference !== 'auto') return preference;
  return win.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Shows `mode` and tells the subscribers if that changed what the page shows. */
function show(mode: 'light' | 'dark', doc: Document): void {
  const before = shownColorMode(doc);
  doc.documentElement.setAttribute('data-prefers-color', mode);
  if (mode !== before) listeners.forEach((listener) => listener());
}

/** The preference chosen on this page, if any (it holds even where storage is refused). */
let chosen: ColorPreference | null = null;

/** The stored preference: `light`, `dark` or `auto`; nothing or anything else stored means light. */
export function storedColorPreference(win: Window = window): ColorPreference {
  let stored: string | null = null;
  try {
    stored = storage(win)?.getItem(COLOR_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return (COLOR_MODES as readonly string[]).includes(stored ?? '')
    ? (stored as ColorPreference)
    : 'light';
}

/** Stores `preference` (remembered across pages and visits) and shows it. */
export function setColorPreference(
  preference: ColorPreference,
  doc: Document = document,
  win: Window = window,
): void {
  chosen = preference;
  try {
    storage(win)?.setItem(COLOR_STORAGE_KEY, preference);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page.
  }
  show(resolve(preference, win), doc);
}

/** Keeps an `auto` preference in step with the system's mode; returns the function that stops. */
export function followSystemColors(doc: Document = document, win: Window = window): () => void {
  const media = win.matchMedia?.('(prefers-color-scheme: dark)');
  if (!media) return () => undefined;
  const onChange = () => {
    const preference = chosen ?? storedColorPreference(win);
    if (preference === 'auto') show(resolve(preference, win), doc);
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
