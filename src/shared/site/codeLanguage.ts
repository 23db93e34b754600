/** The site-wide language of the demos' code, on `<html data-code-language>` (./headScripts.ts). */

export const CODE_LANGUAGE_STORAGE_KEY = 'site:code-language';

export const CODE_LANGUAGE_ATTRIBUTE = 'data-code-language';

export type CodeLanguage = 'ts' | 'js';

/** In the order the switch offers them. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['ts', 'js'];

export function shownCodeLanguage(doc: Document = document): CodeLanguage {
  return doc.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE) === 'js' ? 'js' : 'ts';
}

function siteStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

const watchers = new Set<() => void>();

function show(language: CodeLanguage, doc: Document): void {
  if (doc.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE) === language) return;
  doc.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, language);
  for (const watcher of [...watchers]) watcher();
}

/** Shows code in `language` on this page and (stored) on every other. */
export function chooseCodeLanguage(language: CodeLanguage, doc: Document = document): void {
  show(language, doc);
  try {
    siteStorage(doc.defaultView ?? window)?.setItem(CODE_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or blocked: the choice holds for this page.
  }
}

/** Calls `onChange` when the language changes, here or in another tab; returns the unsubscribe. */
export function watchCodeLanguage(onChange: () => void, doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const onStorage = (event: StorageEvent) => {
    if (event.key === CODE_LANGUAGE_STORAGE_KEY) show(event.newValue === 'js' ? 'js' : 'ts', doc);
  };
  watchers.add(onChange);
  win.addEventListener('storage', onStorage);
  return () => {
    watchers.delete(onChange);
    win.removeEventListener('storage', onStorage);
  };
}
