/** The address parameter naming the release the API reference is shown as of: `?as-of=7.24.0`. */
export const AS_OF_PARAM = 'as-of';

/**
 * The release `search` asks for: one of `releases` (oldest first), other than the newest, which
 * the reference describes anyway. Undefined for anything else, an unknown value included.
 */
export function asOfRelease(search: string, releases: readonly string[]): string | undefined {
  const value = new URLSearchParams(search).get(AS_OF_PARAM);
  if (!value || value === releases[releases.length - 1]) return undefined;
  return releases.includes(value) ? value : undefined;
}

/** `search` asking for `version`; without the parameter for the newest of `releases`. */
export function searchAsOf(search: string, version: string, releases: readonly string[]): string {
  const params = new URLSearchParams(search);
  if (version === releases[releases.length - 1]) params.delete(AS_OF_PARAM);
  else params.set(AS_OF_PARAM, version);
  const query = params.toString();
  return query ? `?${query}` : '';
}
