/**
 * Stands in for `react-router` in the bundle (see src/node/patches/index.ts): the same module, with
 * `matchRoutes` remembering its answers.
 *
 * dumi's `useRouteMeta`/`useMatchedRoute` matches the whole route table against the address in
 * every component that asks for the page's metadata (header, sidebar, table of contents, content,
 * footer, the site's slots: about twenty calls per page, two each), and umi's renderer matches it
 * again. Each call flattens and ranks all ~170 routes and compiles their patterns: ~100 ms of a
 * throttled phone CPU during hydration, for the same answer. Here each route table (by identity
 * and number of routes, so a table changed in place is matched afresh) and address is matched
 * once. Callers get a fresh array, since dumi pops from it.
 */
import { matchRoutes as matchRoutesUncached, type RouteObject } from 'react-router/index.js';

export * from 'react-router/index.js';

type Matches = ReturnType<typeof matchRoutesUncached>;

const answers = new WeakMap<RouteObject[], Map<string, Matches>>();

const countRoutes = (routes: RouteObject[]): number =>
  routes.reduce((sum, route) => sum + 1 + (route.children ? countRoutes(route.children) : 0), 0);

export function matchRoutes(
  routes: RouteObject[],
  location: Parameters<typeof matchRoutesUncached>[1],
  basename?: string,
): Matches {
  const pathname = typeof location === 'string' ? location : (location.pathname ?? '/');
  const key = `${countRoutes(routes)} ${basename ?? '/'} ${pathname}`;
  let known = answers.get(routes);
  if (!known) {
    known = new Map();
    answers.set(routes, known);
  }
  if (!known.has(key)) known.set(key, matchRoutesUncached(routes, location, basename));
  const matches = known.get(key) ?? null;
  return matches && [...matches];
}
