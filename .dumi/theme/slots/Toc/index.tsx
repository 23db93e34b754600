import { useIntl, useRouteMeta, useTabMeta } from 'dumi';
import OriginalToc from 'dumi/theme-original/slots/Toc';
import React from 'react';

/**
 * dumi's table of contents as a named navigation landmark. Beside the content it gets a localised
 * heading in the page outline, replacing the layout's fixed English `h4` (hidden in global.less).
 */
const Toc: React.FC = () => {
  const intl = useIntl();
  const meta = useRouteMeta();
  const tabMeta = useTabMeta();
  const label = intl.formatMessage({ id: 'a11y.landmark.toc' });
  const entries = (tabMeta?.toc ?? meta.toc).filter(({ depth }) => depth > 1 && depth < 4);
  const beside = meta.frontmatter.toc === 'content' && entries.length > 0;
  return (
    <nav className="site-landmark" aria-label={label}>
      {beside && <h2 className="site-toc-title">{label}</h2>}
      <OriginalToc />
    </nav>
  );
};

export default Toc;
