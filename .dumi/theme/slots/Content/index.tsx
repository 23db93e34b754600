import { useLocation } from 'dumi';
import OriginalContent from 'dumi/theme-original/slots/Content';
import React from 'react';
import { MAIN_CONTENT_ID } from '@site/client/a11y/skipLink';
import LoadFailed from './LoadFailed';
import RouteErrorBoundary from './RouteErrorBoundary';

/** dumi's content area: the skip link's target, and a recovery notice for a page that fails. */
const Content: React.FC<{ children: React.ReactNode }> = ({ children }) => {
  const { pathname } = useLocation();
  return (
    <OriginalContent>
      <span id={MAIN_CONTENT_ID} tabIndex={-1} className="site-skip-target" />
      <RouteErrorBoundary resetKey={pathname} fallback={(error) => <LoadFailed error={error} />}>
        {children}
      </RouteErrorBoundary>
    </OriginalContent>
  );
};

export default Content;
