/**
 * The language the demos' code is shown in, one choice for the whole site: TypeScript (the
 * default) or JavaScript. It lives on `<html data-code-language>`, set from localStorage by a head
 * script before the first paint (./headScripts.ts), so a code panel opens in the chosen language
 * at once, on every page and in every later visit. A choice made in another tab applies here too.
 */

/** localStorage key of the chosen language. */
export const CODE_LANGUAGE_STORAGE_KEY = 'site:code-language';

/** The `<html>` attribute that carries the shown language (`ts` or `js`). */
export const CODE_LANGUAGE_ATTRIBUTE = 'data-code-language';

/** `ts`: TypeScript, `js`: JavaScript. */
export type CodeLanguage = 'ts' | 'js';

/** The languages in the order the switch offers them. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['ts', 'js'];

/** The language the page shows code in, from `<html data-code-language>`. */
export function shownCodeLanguage(doc: Document = document): CodeLanguage {
  return doc.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE) === 'js' ? 'js' : 'ts';
}

/** localStorage, or `null` where it cannot be used (storage blocked). */
function siteStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Who is told when the shown language changes. */
const watchers = new Set<() => void>();

/** Shows `language` on `<html>` and tells the watchers, if it is not shown already. */
function show(language: CodeLanguage, doc: Document): void {
  if (doc.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE) === language) return;
  doc.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, language);
  for (const watcher of [...watchers]) watcher();
}

/** Shows code in `language` from now on, on this page and (stored) on every other. */
export function chooseCodeLanguage(language: CodeLanguage, doc: Document = document): void {
  show(language, doc);
  try {
    siteStorage(doc.defaultView ?? window)?.setItem(CODE_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or blocked: the choice holds for this page.
  }
}

/**
 * Calls `onChange` when the shown language changes, chosen here or (through storage) in another
 * tab of the site; returns the function that stops watching. With {@link shownCodeLanguage} it
 * is a store for `useSyncExternalStore`.
 */
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
