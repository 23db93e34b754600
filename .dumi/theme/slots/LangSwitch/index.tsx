import { Link, useLocale, useLocation, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/LangSwitch/index.less';
import React from 'react';
import { localePath, type RoutedLocale } from '../../../../src/site/localePath';

/**
 * A link to the same page in the site's other language, named in that language and marked as
 * such (`lang`, `hreflang`), so a screen reader reads "中文" with a Chinese voice on an English
 * page. The site has two locales; dumi's own switch also carries a `<select>` for three or more
 * and its icon, which every page would download for nothing.
 */
const LangSwitch: React.FC = () => {
  const { locales } = useSiteData();
  const current = useLocale() as RoutedLocale;
  const { pathname } = useLocation();
  const other = locales.find(({ id }) => id !== current.id) as
    | (RoutedLocale & { name: string })
    | undefined;
  if (!other || !('base' in current) || !('base' in other)) return null;
  return (
    <Link
      className="dumi-default-lang-switch"
      to={localePath(pathname, current, other)}
      lang={other.id}
      hrefLang={other.id}
    >
      {other.name}
    </Link>
  );
};

export default LangSwitch;
