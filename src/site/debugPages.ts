/**
 * Pages marked `debug: true` in their front matter (e.g. the hover-perf check) are for
 * development only: dumi 2 hides debug *demos* but not debug *pages*, so the site drops them.
 */

/** True when a Markdown source has `debug: true` in its front matter. */
export function isDebugPage(markdown: string): boolean {
  const match = markdown.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  return !!match && /^debug:\s*true\s*$/m.test(match[1]);
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
