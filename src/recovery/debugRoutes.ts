import { isDebugFrontmatter } from '../site/debugPages';

/**
 * dumi's runtime (`dumi/meta/runtime.ts` `patchRoutes`) deletes every route whose front matter has
 * `debug: true` (a debug-only page, src/site/debugPages.ts) from production builds. A build with `SITE_DEBUG_PAGES=1` (the sub-path e2e build,
 * which tests the crashing demo fixture) keeps them by clearing that flag first; the site's
 * `.dumi/app.tsx` `patchRoutes` runs before dumi's own.
 */

/** The part of a route's metadata read here. */
export interface DebugRouteMeta {
  frontmatter?: { debug?: unknown };
}

/**
 * Clears `frontmatter.debug` on the metadata of the given routes so dumi keeps them; returns the
 * ids of the routes that were debug pages.
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
