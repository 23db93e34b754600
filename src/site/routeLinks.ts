/**
 * Plain links that still navigate inside the single-page app.
 *
 * A router `<Link>` costs a handful of hooks per link; the API reference renders more than 400
 * of them, which showed up as >100 ms of hydration on a throttled phone. These links are plain
 * `<a href data-route>` elements, and one click handler on their container sends a plain left
 * click through the router, leaving new-tab clicks (modifier keys, middle button) to the browser.
 */
import { BUILD_BASE } from '../buildConstants';

/** The site's base path (`/` or e.g. `/table/`), set at build time from BASE_PATH (src/config.ts). */
export const SITE_BASE = BUILD_BASE;

/** The address of a site route (`/demo/simple`) under the site's base path. */
export function siteHref(route: string, base: string = SITE_BASE): string {
  return base.replace(/\/$/, '') + route;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
  preventDefault(): void;
}

/**
 * Handles a click inside a container of route links: a plain left click on `a[data-route]`
 * navigates with `navigate(route)` instead of loading the page. Returns whether it did.
 */
export function followRouteLink(event: ClickLike, navigate: (route: string) => void): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Element | null;
  const link = target?.closest?.('a[data-route]');
  const route = link?.getAttribute('data-route');
  if (!route || link?.getAttribute('target')) return false;
  event.preventDefault();
  navigate(route);
  return true;
}
