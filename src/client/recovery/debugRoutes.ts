import { isDebugFrontmatter } from '../../shared/site/debugPages';

export interface DebugRouteMeta {
  frontmatter?: { debug?: unknown };
}

/** Clears `frontmatter.debug`, so that dumi's `patchRoutes` (run after the site's) keeps them. */
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
