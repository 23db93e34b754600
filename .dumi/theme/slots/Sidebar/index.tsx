import { NavLink, useIntl, useLocation, useRouteMeta, useSidebarData } from 'dumi';
import Toc from 'dumi/theme/slots/Toc';
import 'dumi/theme-default/slots/Sidebar/index.less';
import React from 'react';
import './index.less';

/**
 * The sidebar as a named navigation landmark: one definition list per group, its title the term
 * and its pages the definitions. dumi's own sidebar leaves the term out of a group without a
 * title (the demo overview), which is not a valid list; here such a group gets a term that only
 * screen readers read. A page whose front matter asks for `toc: menu` lists its sections under
 * its link, as in dumi. Titles wrap rather than being cut off (index.less), so a link needs no
 * tooltip repeating its text.
 */
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
