import { history } from 'dumi';
import { useSyncExternalStore } from 'react';
import { asOfRelease } from '@site/shared/api/asOf';
import releases from './releases';

const subscribeToHistory = (onChange: () => void) => history.listen(onChange);
const readSearch = () => window.location.search;
const serverSearch = () => '';

/**
 * The release the address asks the API reference to be shown as of (`?as-of=7.24.0`); undefined
 * for the newest release and for a value that is no release. The prerendered page and hydration
 * read no address (the newest release); the address applies right after.
 */
export function useAsOf(): string | undefined {
  const search = useSyncExternalStore(subscribeToHistory, readSearch, serverSearch);
  return asOfRelease(search, releases);
}
