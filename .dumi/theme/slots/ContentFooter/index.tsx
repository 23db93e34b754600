import { ReactComponent as IconLeft } from '@ant-design/icons-svg/inline-svg/outlined/arrow-left.svg';
import { ReactComponent as IconClock } from '@ant-design/icons-svg/inline-svg/outlined/clock-circle.svg';
import { Link, useIntl, useLocation, useRouteMeta, useSidebarData, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ContentFooter/index.less';
import React from 'react';
import { VISUALLY_HIDDEN_CLASS } from '@site/client/a11y/structure';
import { isoDay, pagerLinks } from '@site/client/site/pager';

/** Last update and previous/next links, prerendered (dumi's footer adds them after hydration). */
const ContentFooter: React.FC = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const sidebar = useSidebarData();
  const { themeConfig } = useSiteData();
  const { frontmatter } = useRouteMeta();
  const { prev, next } = pagerLinks(sidebar, pathname);
  const updated =
    themeConfig.lastUpdated && frontmatter.lastUpdated ? Number(frontmatter.lastUpdated) : 0;
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <footer className="dumi-default-content-footer">
      {updated > 0 && (
        <dl>
          <dt className={VISUALLY_HIDDEN_CLASS}>{text('a11y.page.info')}</dt>
          <dd>
            <IconClock aria-hidden focusable={false} />
            <span className="dumi-default-mobile-hidden">
              {text('content.footer.last.updated')}
            </span>
            <time dateTime={new Date(updated).toISOString()}>{isoDay(updated)}</time>
          </dd>
        </dl>
      )}
      {(prev || next) && (
        <nav aria-label={text('a11y.landmark.pager')}>
          {prev && (
            <Link to={prev.link} data-prev>
              <small>
                <IconLeft aria-hidden focusable={false} />
                {text('content.footer.actions.previous')}
              </small>
              {prev.title}
            </Link>
          )}
          {next && (
            <Link to={next.link} data-next>
              <small>
                {text('content.footer.actions.next')}
                <IconLeft aria-hidden focusable={false} />
              </small>
              {next.title}
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
};

export default ContentFooter;
