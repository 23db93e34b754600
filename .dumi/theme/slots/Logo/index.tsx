import { Link, useLocale, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/Logo/index.less';
import React from 'react';

/** The logo repeats the name beside it: decorative (empty alt), so screen readers hear it once. */
const Logo: React.FC = () => {
  const { themeConfig } = useSiteData();
  const locale = useLocale();
  return (
    <Link className="dumi-default-logo" to={'base' in locale ? locale.base : '/'}>
      {themeConfig.logo ? <img src={themeConfig.logo} alt="" width={32} height={32} /> : null}
      {themeConfig.name}
    </Link>
  );
};

export default Logo;
