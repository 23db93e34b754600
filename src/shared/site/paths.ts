/**
 * The one way the site trims and joins its paths. The site's base is `/` or `/table/`
 * (src/node/config.ts makes it start and end with `/`), a locale's base `/` or `/zh-CN`, a route
 * `/demo/simple`; each of them may come with a trailing slash or without one.
 */

/** `path` without trailing slashes: `/table/` → `/table`, `/` → `` (a prefix for a route). */
export const withoutTrailingSlash = (path: string): string => path.replace(/\/+$/, '');

/** `path` as a page is compared: without trailing slashes, `/` for the root. */
export const pagePath = (path: string): string => withoutTrailingSlash(path) || '/';

/** `route` under `base`: (`/table/`, `/demo/simple`) → `/table/demo/simple`. */
export const underBase = (base: string, route: string): string =>
  withoutTrailingSlash(base) + route;

/** `base` ending in one slash: `/table` → `/table/`, `` → `/`. */
export const withTrailingSlash = (base: string): string => `${withoutTrailingSlash(base)}/`;
