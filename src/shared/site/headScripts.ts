// Inline `<head>` scripts: serialised with `toString()`, each uses only its arguments and globals.

import { CODE_LANGUAGE_ATTRIBUTE, CODE_LANGUAGE_STORAGE_KEY } from './codeLanguage';

/** localStorage key shared with dumi's own colour switch. */
export const COLOR_STORAGE_KEY = 'dumi:prefers-color';

/** Applies the stored colour preference to `<html data-prefers-color>`; unknown means light. */
export function applyColorMode(
  doc: Document,
  storage: Pick<Storage, 'getItem'> | null,
  prefersDark: () => boolean,
  key: string,
): 'light' | 'dark' {
  let stored: string | null = null;
  try {
    stored = storage ? storage.getItem(key) : null;
  } catch {
    stored = null;
  }
  let color: 'light' | 'dark' = 'light';
  if (stored === 'dark') color = 'dark';
  else if (stored === 'auto') color = prefersDark() ? 'dark' : 'light';
  doc.documentElement.setAttribute('data-prefers-color', color);
  return color;
}

/** Applies the stored code language to `<html data-code-language>`; anything but `js` is `ts`. */
export function applyCodeLanguage(
  doc: Document,
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  attribute: string,
): 'ts' | 'js' {
  let stored: string | null = null;
  try {
    stored = storage ? storage.getItem(key) : null;
  } catch {
    stored = null;
  }
  const language = stored === 'js' ? 'js' : 'ts';
  doc.documentElement.setAttribute(attribute, language);
  return language;
}

/** `/changelog/` → `/changelog` without a reload, leaving the site root (`base`) alone. */
export function stripTrailingSlash(loc: Location, hist: History, base: string): string | null {
  const path = loc.pathname;
  if (path.length <= 1 || !path.endsWith('/') || path === base) return null;
  const next = path.replace(/\/+$/, '') + loc.search + loc.hash;
  hist.replaceState(hist.state, '', next);
  return next;
}

/**
 * `/table` → `/table/`: the site root keeps its slash under a base path. dumi's entry strips the
 * slash of every address, the root's too, so a reload would cost a static host's redirect back.
 * Runs from umi's `onRouteChange` (.dumi/app.tsx), after dumi's entry code.
 */
export function restoreBaseSlash(loc: Location, hist: History, base: string): string | null {
  if (base === '/' || loc.pathname !== base.slice(0, -1)) return null;
  const next = base + loc.search + loc.hash;
  hist.replaceState(hist.state, '', next);
  return next;
}

export const colorModeHeadScript = `(${applyColorMode.toString()})(document,(function(){try{return navigator.cookieEnabled?window.localStorage:null}catch(e){return null}})(),function(){return !!(window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches)},${JSON.stringify(COLOR_STORAGE_KEY)});`;

export const codeLanguageHeadScript = `(${applyCodeLanguage.toString()})(document,(function(){try{return navigator.cookieEnabled?window.localStorage:null}catch(e){return null}})(),${JSON.stringify(CODE_LANGUAGE_STORAGE_KEY)},${JSON.stringify(CODE_LANGUAGE_ATTRIBUTE)});`;

export const trailingSlashHeadScript = (base: string) =>
  `(${stripTrailingSlash.toString()})(location,history,${JSON.stringify(base)});`;
