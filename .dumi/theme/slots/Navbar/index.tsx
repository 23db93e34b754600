import { Link, useLocation, useNavData } from 'dumi';
import 'dumi/theme-default/slots/Navbar/index.less';
import React from 'react';
import { navState } from '@site/client/site/navState';

/** The flat header navigation, the page marked `aria-current`; dumi's also brings sub-menus. */
const Navbar: React.FC = () => {
  const nav = useNavData();
  const { pathname } = useLocation();
  return (
    <ul className="dumi-default-navbar">
      {nav.map(({ link, title }) => {
        if (!link) return null;
        const state = navState(link, pathname);
        return (
          <li key={link}>
            <Link
              to={link}
              className={state ? 'active' : undefined}
              aria-current={state === 'page' ? 'page' : undefined}
            >
              {title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
};

export default Navbar;
