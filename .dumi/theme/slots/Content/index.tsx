import { useIntl, useLocation } from 'dumi';
import OriginalContent from 'dumi/theme-original/slots/Content';
import React, { useEffect, useRef } from 'react';
import { labelScrollRegions } from '../../../../src/a11y/scrollRegions';
import { MAIN_CONTENT_ID } from '../../../../src/a11y/skipLink';
import { alignHeadingLevels, ensureDefinitionTerms } from '../../../../src/a11y/structure';
import { watchDom } from '../../../../src/a11y/watch';
import LoadFailed from './LoadFailed';
import RouteErrorBoundary from './RouteErrorBoundary';

/**
 * dumi's content area, starting with the skip link's target. Once the page runs (after hydration,
 * so server and client markup agree) it repairs what the default theme and rc-table leave out in
 * the main landmark: keyboard-scrollable table regions, valid definition lists, a heading outline
 * without skipped levels. A page that fails to load or
 * render shows the recovery notice in its place (RouteErrorBoundary, LoadFailed).
 */
const Content: React.FC<{ children: React.ReactNode }> = ({ children }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const anchor = useRef<HTMLSpanElement>(null);
  const scrollLabel = intl.formatMessage({ id: 'a11y.scroll.region' });
  const sidebarTerm = intl.formatMessage({ id: 'a11y.landmark.sidebar' });
  const footerTerm = intl.formatMessage({ id: 'a11y.page.info' });
  useEffect(() => {
    const root = anchor.current?.closest('main') ?? anchor.current?.parentElement;
    if (!root) return undefined;
    return watchDom(root, () => {
      labelScrollRegions(root, scrollLabel);
      ensureDefinitionTerms(root, (list) =>
        list.closest('.dumi-default-sidebar') ? sidebarTerm : footerTerm,
      );
      alignHeadingLevels(root, '.dumi-default-previewer-desc > h5, .dumi-default-container > h4');
    });
  }, [scrollLabel, sidebarTerm, footerTerm]);
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
