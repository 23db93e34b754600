import { pagePath } from '../../shared/site/paths';

/** A sidebar link, as dumi's `useSidebarData` gives it. */
export interface PagerItem {
  title: string;
  link: string;
}

export interface PagerGroup {
  children: PagerItem[];
}

/** The pages before and after `pathname` in the sidebar's order. */
export function pagerLinks(
  sidebar: PagerGroup[] | undefined,
  pathname: string,
): { prev?: PagerItem; next?: PagerItem } {
  const items = (sidebar ?? []).flatMap((group) => group.children);
  const here = pagePath(pathname);
  const index = items.findIndex((item) => pagePath(item.link) === here);
  if (index === -1) return {};
  return { prev: items[index - 1], next: items[index + 1] };
}

/** `YYYY-MM-DD` (UTC): the same on server and client, and no slow `Intl.DateTimeFormat` needed. */
export function isoDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}
