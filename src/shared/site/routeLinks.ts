/** `<a data-route>` links routed by one click handler: a router `<Link>` costs hooks per link. */
import { BUILD_BASE } from '../buildConstants';
import { underBase } from './paths';

/** The site's base path (`/` or e.g. `/table/`). */
export const SITE_BASE = BUILD_BASE;

/** The address of a site route (`/demo/simple`) under the site's base path. */
export function siteHref(route: string, base: string = SITE_BASE): string {
  return underBase(base, route);
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

/** Sends a plain left click on `a[data-route]` through `navigate`; returns whether it did. */
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
