import type { SiteLocale, SitePage } from './sitePages';
import { withoutTrailingSlash } from '../../shared/site/paths';

export interface SidebarGroup {
  title?: string;
  order: number;
  pages: SitePage[];
}

interface Sortable {
  order: number;
  title?: string;
  route?: string;
}

/** dumi's order for sidebar groups and their pages (`useRouteDataComparer`). */
function compare(a: Sortable, b: Sortable, locale: string): number {
  return (
    a.order - b.order ||
    (a.route !== undefined && b.route !== undefined
      ? a.route.split('/').length - b.route.split('/').length
      : 0) ||
    (a.title ? a.title.localeCompare(b.title ?? '', locale) : -1)
  );
}

/** The page's navigation item, as dumi's `getRouteParentPath` finds it; none for a home page. */
export function navPathOf(page: SitePage, locale: SiteLocale): string | undefined {
  const prefix = withoutTrailingSlash(locale.base);
  const clear = page.route.slice(prefix.length).replace(/^\/+/, '');
  if (!clear) return undefined;
  const segments = clear.split('/');
  const isIndex = /(^|\/)index(\.[\w-]+)?\.md$/.test(page.file);
  const depth = Math.min(Math.max(isIndex ? segments.length : segments.length - 1, 1), 2);
  return `${prefix}/${segments.slice(0, depth).join('/')}`;
}

/** The sidebar per navigation path, as dumi's `useFullSidebarData` builds it. */
export function sidebarOf(
  pages: readonly SitePage[],
  locale: SiteLocale,
): Map<string, SidebarGroup[]> {
  const byNav = new Map<string, Map<string, SidebarGroup>>();
  for (const page of pages) {
    if (page.locale !== locale.id || page.tab) continue;
    const nav = navPathOf(page, locale);
    if (!nav) continue;
    const group = page.frontmatter.group;
    const title = typeof group === 'string' ? group : group?.title || undefined;
    const order = typeof group === 'object' ? (group.order ?? 0) : 0;
    const groups = byNav.get(nav) ?? new Map<string, SidebarGroup>();
    byNav.set(nav, groups);
    const key = title ?? '';
    const existing = groups.get(key);
    groups.set(key, {
      title,
      order: existing?.order || order,
      pages: [...(existing?.pages ?? []), page],
    });
  }
  const pageOrder = (page: SitePage) => ({
    order: Number(page.frontmatter.order) || 0,
    title: String(page.frontmatter.title ?? ''),
    route: page.route,
  });
  const sidebars = new Map<string, SidebarGroup[]>();
  for (const [nav, groups] of byNav) {
    const sorted = [...groups.values()].sort((a, b) => compare(a, b, locale.id));
    for (const group of sorted) {
      group.pages.sort((a, b) => compare(pageOrder(a), pageOrder(b), locale.id));
    }
    sidebars.set(nav, sorted);
  }
  return sidebars;
}
