import { useLocation, useRouteMeta, useSiteData } from 'dumi';
import { pageTwinHref } from '@site/shared/docs/twinPath';
import { BUILD_BASE } from '@site/shared/buildConstants';
import { TAB_QUERY_KEY } from '@site/client/site/tabQuery';

/** The address of the page's Markdown twin, for the layout's head link. */
export default function usePageTwin(): string | undefined {
  const { pathname, search } = useLocation();
  const { frontmatter, tabs } = useRouteMeta();
  const { locales } = useSiteData();
  const key = new URLSearchParams(search).get(TAB_QUERY_KEY);
  return pageTwinHref({
    pathname,
    filename: frontmatter.filename,
    tab: tabs?.some((tab) => tab.key === key) ? key : undefined,
    homes: locales.map((locale) => ('base' in locale ? locale.base : '/')),
    base: BUILD_BASE,
  });
}
