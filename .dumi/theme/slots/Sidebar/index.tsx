import { NavLink, useIntl, useLocation, useRouteMeta, useSidebarData } from 'dumi';
import Toc from 'dumi/theme/slots/Toc';
import 'dumi/theme-default/slots/Sidebar/index.less';
import React from 'react';
import './index.less';

/** A `<dl>` per group; an untitled one gets a screen-reader term (dumi's omits it: invalid). */
const Sidebar: React.FC = () => {
  const intl = useIntl();
  const sidebar = useSidebarData();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  if (!sidebar?.length) return null;
  return (
    <nav className="site-landmark" aria-label={intl.formatMessage({ id: 'a11y.landmark.sidebar' })}>
      <div className="dumi-default-sidebar">
        {sidebar.map((group, index) => (
          <dl className="dumi-default-sidebar-group" key={group.title ?? `untitled-${index}`}>
            {group.title ? (
              <dt>{group.title}</dt>
            ) : (
              <dt className="site-visually-hidden">
                {intl.formatMessage({ id: 'sidebar.group.untitled' })}
              </dt>
            )}
            {group.children.map((page) => (
              <dd key={page.link}>
                <NavLink to={page.link} end>
                  {page.title}
                </NavLink>
                {page.link === pathname && meta.frontmatter.toc === 'menu' && <Toc />}
              </dd>
            ))}
          </dl>
        ))}
      </div>
    </nav>
  );
};

export default Sidebar;
