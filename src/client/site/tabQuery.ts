/** dumi's query parameter for the chosen content tab (`useTabMeta`). */
export const TAB_QUERY_KEY = 'tab';

/** True when `search` selects a tab other than the prerendered `Doc` one. */
export function selectsContentTab(search: string): boolean {
  return !!new URLSearchParams(search).get(TAB_QUERY_KEY);
}
