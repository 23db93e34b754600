/**
 * `route-match-cache`: `react-router` with `matchRoutes` remembering its answers. dumi's
 * `useRouteMeta` matches the whole route table in every component that reads the page's metadata,
 * and umi's renderer matches it again: the same answer, many times per page. Each table (by
 * identity and size, so a table changed in place is matched afresh) and address is matched once;
 * callers get a fresh array, since dumi pops from it.
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
