import { Link, useLocale, useLocation, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/LangSwitch/index.less';
import React from 'react';
import { localePath, type RoutedLocale } from '@site/client/site/localePath';

/** The page in the other language, named in it (`lang`: "中文" is read in a Chinese voice). */
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
