/**
 * dumi keeps a page's chosen tab in the `tab` query parameter (see dumi's `useTabMeta`). Pages are
 * prerendered with their first tab (`Doc`), so a page opened with `?tab=<key>` shows other markup
 * than the prerendered one and must be rendered on the client instead of hydrated.
 */

/** dumi's query parameter for the chosen content tab. */
export const TAB_QUERY_KEY = 'tab';

/** True when the address (its `search` part) selects a tab other than the default `Doc` tab. */
export function selectsContentTab(search: string): boolean {
  return !!new URLSearchParams(search).get(TAB_QUERY_KEY);
}
