import { history, Link, useIntl, useLocation, useRouteMeta, useTabMeta } from 'dumi';
import 'dumi/theme-default/slots/Toc/index.less';
import React, { Suspense, useEffect, useMemo, useState } from 'react';
import { readToc, type PageToc } from '@site/client/site/lazyToc';
import { currentHeading, tocEntries } from '@site/client/site/toc';

/**
 * The table of contents, prerendered (dumi's appears after hydration), with a local heading. In
 * the browser the contents come with the page's chunk (patch `lazy-toc`): until they do, the
 * boundary keeps what the server rendered.
 */
const Toc: React.FC = () => (
  <Suspense fallback={null}>
    <TocList />
  </Suspense>
);

const TocList: React.FC = () => {
  const intl = useIntl();
  const meta = useRouteMeta();
  const tabMeta = useTabMeta();
  const { pathname, search, hash } = useLocation();
  const toc = readToc((tabMeta?.toc ?? meta.toc) as PageToc);
  const entries = useMemo(() => tocEntries(toc), [toc]);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!entries.length) return undefined;
    const header = document.querySelector('.dumi-default-header');
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const index = currentHeading({
        tops: entries.map(
          ({ id }) => document.getElementById(id)?.getBoundingClientRect().top ?? null,
        ),
        offset: header?.clientHeight ?? 0,
        atBottom: window.scrollY + window.innerHeight >= root.scrollHeight - 2,
        viewportHeight: window.innerHeight,
      });
      // Above the first heading the first entry stays marked.
      setActive(Math.max(index, 0));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [entries, pathname, search]);

  if (!entries.length) return null;
  const label = intl.formatMessage({ id: 'a11y.landmark.toc' });
  const beside = meta.frontmatter.toc === 'content';
  return (
    <nav className="site-landmark" aria-label={label}>
      {beside && <h2 className="site-toc-title">{label}</h2>}
      <ul className="dumi-default-toc">
        {entries.map(({ id, depth, title }, index) => (
          <li key={id} data-depth={depth}>
            <Link
              to={`${search}#${encodeURIComponent(id)}`}
              title={title}
              className={index === active ? 'active' : undefined}
              aria-current={index === active ? 'location' : undefined}
              // Following the link of the heading already in the address scrolls to it again.
              onClickCapture={() => {
                if (decodeURIComponent(hash).slice(1) === id)
                  history.replace(`${pathname}${search}`);
              }}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

export default Toc;
