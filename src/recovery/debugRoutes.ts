import { isDebugFrontmatter } from '../site/debugPages';

export interface DebugRouteMeta {
  frontmatter?: { debug?: unknown };
}

/**
 * Clears `frontmatter.debug` of the given routes, so that dumi's runtime `patchRoutes` (which runs
 * after the site's) keeps them in a production build; returns the ids of the debug pages.
 */
export function keepDebugRoutes(
  ids: readonly string[],
  metaOf: (id: string) => DebugRouteMeta | undefined,
): string[] {
  const kept: string[] = [];
  for (const id of ids) {
    const frontmatter = metaOf(id)?.frontmatter;
    if (frontmatter && isDebugFrontmatter(frontmatter)) {
      frontmatter.debug = false;
      kept.push(id);
    }
  }
  return kept;
}
