import { useIntl } from 'dumi';
import OriginalHeader from 'dumi/theme-original/slots/Header';
import React from 'react';
import { focusMainContent, MAIN_CONTENT_ID } from '../../../../src/a11y/skipLink';

/**
 * dumi's header inside a named `header` landmark, preceded by the skip link, which is therefore
 * the first thing a keyboard user reaches on every page.
 */
const Header: React.FC = () => {
  const intl = useIntl();
  return (
    <>
      <a
        className="site-skip-link"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          if (focusMainContent()) event.preventDefault();
        }}
      >
        {intl.formatMessage({ id: 'a11y.skip.to.content' })}
      </a>
      <header className="site-landmark" aria-label={intl.formatMessage({ id: 'a11y.landmark.header' })}>
        <OriginalHeader />
      </header>
    </>
  );
};

export default Header;
