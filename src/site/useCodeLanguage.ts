import { useSyncExternalStore } from 'react';
import { shownCodeLanguage, watchCodeLanguage, type CodeLanguage } from './codeLanguage';

const serverLanguage = (): CodeLanguage => 'ts';

/**
 * The shown code language, kept up to date. The server (and hydration) render TypeScript; a
 * component mounted later (a code panel opened by the reader) starts with the chosen language.
 */
export function useCodeLanguage(): CodeLanguage {
  return useSyncExternalStore(watchCodeLanguage, () => shownCodeLanguage(), serverLanguage);
}
