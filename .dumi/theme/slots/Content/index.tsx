import { useIntl, useLocation } from 'dumi';
import OriginalContent from 'dumi/theme-original/slots/Content';
import React, { useEffect, useRef } from 'react';
import { labelScrollRegions } from '../../../../src/a11y/scrollRegions';
import { MAIN_CONTENT_ID } from '../../../../src/a11y/skipLink';
import { watchDom } from '../../../../src/a11y/watch';
import LoadFailed from './LoadFailed';
import RouteErrorBoundary from './RouteErrorBoundary';

/**
 * dumi's content area, starting with the skip link's target. Once the page runs (after hydration,
 * so server and client markup agree) it makes rc-table's scrolling regions in the main landmark
 * reachable by keyboard. A page that fails to load or
 * render shows the recovery notice in its place (RouteErrorBoundary, LoadFailed).
 */
const Content: React.FC<{ children: React.ReactNode }> = ({ children }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const anchor = useRef<HTMLSpanElement>(null);
  const scrollLabel = intl.formatMessage({ id: 'a11y.scroll.region' });
  useEffect(() => {
    const root = anchor.current?.closest('main') ?? anchor.current?.parentElement;
    if (!root) return undefined;
    return watchDom(root, () => labelScrollRegions(root, scrollLabel));
  }, [scrollLabel]);
  return (
    <OriginalContent>
      <span id={MAIN_CONTENT_ID} ref={anchor} tabIndex={-1} className="site-skip-target" />
      <RouteErrorBoundary resetKey={pathname} fallback={(error) => <LoadFailed error={error} />}>
        {children}
      </RouteErrorBoundary>
    </OriginalContent>
  );
};

export default Content;
