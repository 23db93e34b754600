import { useIntl, useSidebarData } from 'dumi';
import OriginalSidebar from 'dumi/theme-original/slots/Sidebar';
import React from 'react';

/** dumi's sidebar as a named navigation landmark. */
const Sidebar: React.FC = () => {
  const intl = useIntl();
  const sidebar = useSidebarData();
  if (!sidebar?.length) return null;
  return (
    <nav className="site-landmark" aria-label={intl.formatMessage({ id: 'a11y.landmark.sidebar' })}>
      <OriginalSidebar />
    </nav>
  );
};

export default Sidebar;
