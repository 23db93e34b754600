import { useLocation, useRouteMeta, useSiteData, useTabMeta } from 'dumi';
import { pageTwinHref } from '../../../src/docs/twinPath';
import { SITE_BASE } from '../../../src/site/routeLinks';
import { TAB_QUERY_KEY } from '../../../src/site/tabQuery';

/**
 * The address of the Markdown twin of the page (or content tab) being read, under the base path;
 * undefined on a page made from no Markdown file. The rule is src/docs/twinPath.ts, the one the
 * build writes the twins by.
 */
export default function usePageTwin(): string | undefined {
  const { pathname, search } = useLocation();
  const { frontmatter } = useRouteMeta();
  const { locales } = useSiteData();
  const tab = useTabMeta() ? new URLSearchParams(search).get(TAB_QUERY_KEY) : undefined;
  return pageTwinHref({
    pathname,
    filename: frontmatter.filename,
    tab,
    homes: locales.map((locale) => ('base' in locale ? locale.base : '/')),
    base: SITE_BASE,
  });
}
