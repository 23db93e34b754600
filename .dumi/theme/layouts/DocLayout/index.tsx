import { ReactComponent as IconSidebar } from '@ant-design/icons-svg/inline-svg/outlined/align-left.svg';
import {
  Helmet,
  useIntl,
  useLocation,
  useOutlet,
  useRouteMeta,
  useSidebarData,
  useSiteData,
} from 'dumi';
import Content from 'dumi/theme/slots/Content';
import ContentFooter from 'dumi/theme/slots/ContentFooter';
import Footer from 'dumi/theme/slots/Footer';
import Header from 'dumi/theme/slots/Header';
import Sidebar from 'dumi/theme/slots/Sidebar';
import Toc from 'dumi/theme/slots/Toc';
import 'dumi/theme-default/layouts/DocLayout/index.less';
import './index.less';
import React, { useEffect, useState } from 'react';
import { installClassOutlines } from '@site/client/docs/classOutline';
import scrollTo, { HASH_MARGIN } from '@site/client/site/scrollTo';
import usePageTwin from '../../common/usePageTwin';

/**
 * dumi's layout without its English "TABLE OF CONTENTS" `<h4>` (the Toc slot titles itself), with a
 * `<noscript>` note, and without Hero and Features, which no page uses.
 */
const DocLayout: React.FC = () => {
  const intl = useIntl();
  const outlet = useOutlet();
  const sidebar = useSidebarData();
  const { hash, pathname } = useLocation();
  const { loading, hostname } = useSiteData();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { frontmatter: fm } = useRouteMeta();
  const twin = usePageTwin();
  const showSidebar = fm.sidebar !== false && (sidebar?.length ?? 0) > 0;

  // A demo page's class names outline their elements in the live demo.
  useEffect(() => installClassOutlines(), []);

  // Scroll to the address's #heading, also when it arrives with a page chunk loaded later.
  useEffect(() => {
    const id = hash.replace('#', '');
    if (!id) return undefined;
    const timer = window.setTimeout(() => {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(id));
      } catch {
        return;
      }
      if (target) void scrollTo(target.offsetTop - HASH_MARGIN);
    }, 1);
    return () => window.clearTimeout(timer);
  }, [loading, hash]);

  return (
    <div
      className="dumi-default-doc-layout"
      data-mobile-sidebar-active={sidebarOpen || undefined}
      onClick={() => setSidebarOpen(false)}
    >
      <Helmet>
        <html lang={intl.locale.replace(/-.+$/, '')} />
        {fm.title && <title>{fm.title}</title>}
        {fm.title && <meta property="og:title" content={fm.title} />}
        {/* The description and keywords: the page's own PageHead (src/node/plugins/rehypePageHead.ts). */}
        {hostname && <link rel="canonical" href={hostname + pathname} />}
        {twin && <link rel="alternate" type="text/markdown" href={twin} />}
      </Helmet>
      {/* While a page's chunk loads after a client-side move: a bar, as dumi's nprogress drew. */}
      {loading && <div className="site-route-progress" aria-hidden="true" />}
      <noscript>
        <p className="site-noscript">{intl.formatMessage({ id: 'layout.noscript' })}</p>
      </noscript>
      <Header />
      {showSidebar && (
        <div className="dumi-default-doc-layout-mobile-bar">
          <button
            type="button"
            className="dumi-default-sidebar-btn"
            aria-expanded={sidebarOpen}
            onClick={(event) => {
              event.stopPropagation();
              setSidebarOpen((open) => !open);
            }}
          >
            <IconSidebar aria-hidden="true" focusable="false" />
            {intl.formatMessage({ id: 'layout.sidebar.btn' })}
          </button>
        </div>
      )}
      <main>
        {showSidebar && <Sidebar />}
        <Content>
          <article>{outlet}</article>
          <ContentFooter />
          <Footer />
        </Content>
        {fm.toc === 'content' && (
          <div className="dumi-default-doc-layout-toc-wrapper">
            <Toc />
          </div>
        )}
      </main>
    </div>
  );
};

export default DocLayout;
