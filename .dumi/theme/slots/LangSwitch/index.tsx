import { Link, useLocale, useLocation, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/LangSwitch/index.less';
import React from 'react';
import { localePath, type RoutedLocale } from '../../../../src/site/localePath';

/**
 * The same page in the other language, named in it (`lang`, `hreflang`: "中文" in a Chinese voice).
 * Two locales need no `<select>`, which dumi's switch brings.
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
