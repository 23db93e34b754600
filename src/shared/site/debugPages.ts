/** Which pages are debug-only (front matter `debug: true`), decided here and nowhere else. */

export function isDebugFrontmatter(frontmatter: { debug?: unknown } | undefined): boolean {
  return frontmatter?.debug === true;
}

export function isDebugPage(markdown: string): boolean {
  const match = markdown.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  return !!match && /^debug:\s*true\s*$/m.test(match[1]);
}

export function dropsDebugPages(env: string | undefined, config: { debugPages: boolean }): boolean {
  return env === 'production' && !config.debugPages;
}

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
