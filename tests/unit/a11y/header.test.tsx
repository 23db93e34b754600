import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Header, { HEADER_MENU_ID } from '../../../.dumi/theme/slots/Header';
import { siteMessages as messages } from '../siteMessages';

const { state, slot } = vi.hoisted(() => ({
  state: { locale: 'en-US' },
  /** Stand-in for one of dumi's slots (which only its build resolves): a link named after it. */
  slot: (name: string) => ({ default: () => <a href={`#${name}`}>{name}</a> }),
}));

vi.mock('dumi', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => messages(state.locale)[id] ?? id }),
  useRouteMeta: () => ({ frontmatter: {} }),
  useSiteData: () => ({
    themeConfig: {
      prefersColor: { switch: true },
      socialLinks: { github: 'https://github.com/react-component/table' },
    },
  }),
}));

vi.mock('dumi/theme/slots/ColorSwitch', () => slot('ColorSwitch'));
vi.mock('dumi/theme/slots/HeaderExtra', () => ({ default: () => null }));
vi.mock('dumi/theme/slots/LangSwitch', () => slot('LangSwitch'));
vi.mock('dumi/theme/slots/Logo', () => slot('Logo'));
vi.mock('dumi/theme/slots/Navbar', () => slot('Navbar'));
vi.mock('dumi/theme/slots/RtlSwitch', () => ({ default: () => null }));
vi.mock('dumi/theme/slots/SearchBar', () => slot('SearchBar'));
vi.mock('dumi/theme/slots/SocialIcon', () => slot('SocialIcon'));

beforeEach(() => {
  state.locale = 'en-US';
});

const header = () => document.querySelector('.dumi-default-header')!;

describe('Header: the menu button shown on phones', () => {
  it('is named in the page language, in the prerendered HTML already', () => {
    const html = renderToString(<Header />);
    expect(html).toMatch(
      new RegExp(
        `<button type="button" class="dumi-default-header-menu-btn" aria-label="Menu" aria-expanded="false" aria-controls="${HEADER_MENU_ID}"`,
      ),
    );
    state.locale = 'zh-CN';
    render(<Header />);
    expect(screen.getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('controls the navigation and settings it shows, and tells whether they are shown', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).toHaveClass('dumi-default-header-right');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Navbar' }));
    expect(menu).toContainElement(screen.getByRole('link', { name: 'ColorSwitch' }));
    expect(header()).not.toHaveAttribute('data-mobile-active');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Menu');
    expect(header()).toHaveAttribute('data-mobile-active');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(header()).not.toHaveAttribute('data-mobile-active');
  });

  it('closes when a link in the menu is followed, or on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Navbar' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    screen.getByRole('link', { name: 'SearchBar' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps the skip link first and the header a named landmark', () => {
    render(<Header />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to content');
    expect(screen.getByRole('banner', { name: 'Site' })).toContainElement(
      screen.getByRole('button', { name: 'Menu' }),
    );
  });
});
