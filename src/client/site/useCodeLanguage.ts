import { useSyncExternalStore } from 'react';
import {
  shownCodeLanguage,
  watchCodeLanguage,
  type CodeLanguage,
} from '../../shared/site/codeLanguage';

const serverLanguage = (): CodeLanguage => 'ts';

/** The shown code language; TypeScript on the server and in hydration. */
export function useCodeLanguage(): CodeLanguage {
  return useSyncExternalStore(watchCodeLanguage, () => shownCodeLanguage(), serverLanguage);
}
