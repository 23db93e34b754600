import { useLocation, useRouteMeta, useSiteData } from 'dumi';
import { pageTwinHref } from '../../../src/docs/twinPath';
import { BUILD_BASE } from '../../../src/buildConstants';
import { TAB_QUERY_KEY } from '../../../src/site/tabQuery';

/**
 * The address of the Markdown twin of the page (or content tab) being read, under the base path,
 * for the layout's head link; undefined on a page made from no Markdown file (the not-found page).
 * The rule is src/docs/twinPath.ts, the one the build writes the twins by.
 */
export default function usePageTwin(): string | undefined {
  const { pathname, search } = useLocation();
  const { frontmatter, tabs } = useRouteMeta();
  const { locales } = useSiteData();
  // The tab the address names, if the page has it (as dumi's useTabMeta finds it).
  const key = new URLSearchParams(search).get(TAB_QUERY_KEY);
  return pageTwinHref({
    pathname,
    filename: frontmatter.filename,
    tab: tabs?.some((tab) => tab.key === key) ? key : undefined,
    homes: locales.map((locale) => ('base' in locale ? locale.base : '/')),
    base: BUILD_BASE,
  });
}
