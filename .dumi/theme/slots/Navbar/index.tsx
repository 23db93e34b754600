import { Link, useLocation, useNavData } from 'dumi';
import 'dumi/theme-default/slots/Navbar/index.less';
import React from 'react';
import { navState } from '../../../../src/site/navState';

/**
 * The header's links to the site's sections (`themeConfig.nav`), the one the reader is in
 * highlighted, and the page itself marked `aria-current="page"`. The site's navigation is flat:
 * dumi's Navbar also builds drop-down sub-menus with a toggle button and icon, which every page
 * would download for nothing (tests/unit/site/navState.test.ts checks the config stays flat).
 */
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
