/**
 * Which pages are debug-only, decided here and nowhere else: a page whose front matter says
 * `debug: true` (a fixture such as the crashing demo or the hover-performance check). Such a page
 * is in the dev server (`npm start`) and in a build with `SITE_DEBUG_PAGES=1` (the sub-path e2e
 * build, which tests the crash fixture); every other production build leaves it out, and search,
 * the API reference's demo links and the playground export check leave it out with it.
 *
 * dumi itself hides debug *demos* but not debug *pages* in production, and its runtime deletes a
 * route marked debug only when the route's metadata says so; src/plugins/debugPages.ts drops the
 * routes at build time, src/recovery/debugRoutes.ts keeps them in a `SITE_DEBUG_PAGES=1` build.
 */

/** True when parsed front matter marks the page debug-only. */
export function isDebugFrontmatter(frontmatter: { debug?: unknown } | undefined): boolean {
  return frontmatter?.debug === true;
}

/** True when a Markdown source has `debug: true` in its front matter. */
export function isDebugPage(markdown: string): boolean {
  const match = markdown.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  return !!match && /^debug:\s*true\s*$/m.test(match[1]);
}

/**
 * True when a build leaves the debug pages out: production builds do, unless the configuration
 * keeps them (`SITE_DEBUG_PAGES=1`, src/config.ts).
 */
export function dropsDebugPages(env: string | undefined, config: { debugPages: boolean }): boolean {
  return env === 'production' && !config.debugPages;
}

/** A route as dumi's route table holds it; only the fields used here. */
export interface RouteLike {
  id: string;
  file?: string;
}

/** Removes the routes of debug pages; `read` returns a route file's source, or null. */
export function withoutDebugPages<T extends RouteLike>(
  routes: Record<string, T>,
  read: (file: string) => string | null,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(routes).filter(([, route]) => {
      if (!route.file || !/\.md$/.test(route.file)) return true;
      const source = read(route.file);
      return source === null || !isDebugPage(source);
    }),
  );
}
