import type { SearchHint, SearchResultGroup } from '../../shared/search/types';

/** In display order, for keyboard navigation. */
export function flattenHints(groups: readonly SearchResultGroup[]): SearchHint[] {
  return groups.flatMap((group) => group.hints);
}
