// dumi's build resolves `dumi/theme/slots/*` to the site's or its own slots; these are their types.
/// <reference types="dumi/theme-modules" />
import { useIntl, useRouteMeta, useSiteData } from 'dumi';
import ColorSwitch from 'dumi/theme/slots/ColorSwitch';
import HeaderExtra from 'dumi/theme/slots/HeaderExtra';
import LangSwitch from 'dumi/theme/slots/LangSwitch';
import Logo from 'dumi/theme/slots/Logo';
import Navbar from 'dumi/theme/slots/Navbar';
import SearchBar from 'dumi/theme/slots/SearchBar';
import SocialIcon from 'dumi/theme/slots/SocialIcon';
import 'dumi/theme-default/slots/Header/index.less';
import React, { useMemo, useRef, useState } from 'react';
import { focusMainContent, MAIN_CONTENT_ID } from '@site/client/a11y/skipLink';

/** What the menu button shows and hides on phones. */
export const HEADER_MENU_ID = 'site-header-menu';

const IconMenu = () => (
  <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false">
    <path d="M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z" />
  </svg>
);
const IconClose = () => (
  <svg viewBox="64 64 896 896" fillRule="evenodd" aria-hidden="true" focusable="false">
    <path d="M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z" />
  </svg>
);

/** dumi's header after a skip link, with a named menu button (`aria-expanded`, Escape closes). */
const Header: React.FC = () => {
  const intl = useIntl();
  const { frontmatter } = useRouteMeta();
  const { themeConfig } = useSiteData();
  const [showMenu, setShowMenu] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const socialIcons = useMemo(() => {
    const links: Record<string, string | undefined> = themeConfig.socialLinks ?? {};
    return Object.keys(links)
      .slice(0, 5)
      .map((icon) => ({ icon, link: links[icon] }))
      .filter((item): item is { icon: string; link: string } => Boolean(item.link));
  }, [themeConfig.socialLinks]);

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
      <header
        className="site-landmark"
        aria-label={intl.formatMessage({ id: 'a11y.landmark.header' })}
      >
        {/* Following a link in the open menu (any click in the header) closes it, as in dumi. */}
        <div
          className="dumi-default-header"
          data-static={Boolean(frontmatter.hero) || undefined}
          data-mobile-active={showMenu || undefined}
          onClick={() => setShowMenu(false)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !showMenu) return;
            setShowMenu(false);
            menuButton.current?.focus();
          }}
        >
          <div className="dumi-default-header-content">
            <section className="dumi-default-header-left">
              <Logo />
            </section>
            <section id={HEADER_MENU_ID} className="dumi-default-header-right">
              <Navbar />
              <div className="dumi-default-header-right-aside">
                <SearchBar />
                <LangSwitch />
                {themeConfig.prefersColor?.switch && <ColorSwitch />}
                {socialIcons.map((item) => (
                  <SocialIcon icon={item.icon} link={item.link} key={item.link} />
                ))}
                <HeaderExtra />
              </div>
            </section>
            <button
              ref={menuButton}
              type="button"
              className="dumi-default-header-menu-btn"
              aria-label={intl.formatMessage({ id: 'header.menu' })}
              aria-expanded={showMenu}
              aria-controls={HEADER_MENU_ID}
              onClick={(event) => {
                event.stopPropagation();
                setShowMenu((shown) => !shown);
              }}
            >
              {showMenu ? <IconClose /> : <IconMenu />}
            </button>
          </div>
        </div>
      </header>
    </>
  );
};

export default Header;
