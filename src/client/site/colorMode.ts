import { COLOR_STORAGE_KEY } from '../../shared/site/headScripts';

export const COLOR_MODES = ['light', 'dark', 'auto'] as const;

export type ColorPreference = (typeof COLOR_MODES)[number];

// Every change after the head script goes through `show`: nothing needs to watch the attribute.
const listeners = new Set<() => void>();

/** The colour mode the page shows (`auto` resolved), from `<html data-prefers-color>`. */
export function shownColorMode(doc: Document = document): 'light' | 'dark' {
  return doc.documentElement.getAttribute('data-prefers-color') === 'dark' ? 'dark' : 'light';
}

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

function resolve(preference: ColorPreference, win: Window): 'light' | 'dark' {
  if (preference !== 'auto') return preference;
  return win.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function show(mode: 'light' | 'dark', doc: Document): void {
  const before = shownColorMode(doc);
  doc.documentElement.setAttribute('data-prefers-color', mode);
  if (mode !== before) listeners.forEach((listener) => listener());
}

/** Holds the choice even where storage is refused. */
let chosen: ColorPreference | null = null;

/** The stored preference; nothing or anything else stored means light. */
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

/** Keeps an `auto` preference in step with the system's mode; returns the unsubscribe. */
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
