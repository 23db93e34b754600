/** The searches a reader opened a result of, newest first, kept in local storage. */

export const RECENT_KEY = 'rc-table-site:recent-searches';
/** How many the empty box offers. */
export const MAX_RECENT = 5;

/** The kept searches; none when storage is unavailable or holds something else. */
export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** Puts `query` first (once), keeps {@link MAX_RECENT}, and returns the new list. */
export function addRecent(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readRecent();
  const next = [trimmed, ...readRecent().filter((entry) => entry !== trimmed)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage may be full or denied: the list then lasts as long as the page.
  }
  return next;
}

export function clearRecent(): void {
  try {
    localStorage.removeItem(RECENT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The `?q=` of the address: a link to the same results. */
export function queryOfUrl(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The address with `q` set to `query`, or without it when `query` is empty; other parameters kept. */
export function urlWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query.trim()) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  return url.pathname + url.search + url.hash;
}
