import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import App from '../../../demos/dropdown';

const orderIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const trigger = () =>
  within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button');

describe('demo: dropdown', () => {
  it('renders the menu button inside the Status header cell', () => {
    render(<App />);
    expect(trigger()).toHaveAccessibleName('Filter and sort orders: All');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(orderIds()).toEqual(['SO-1206', 'SO-1203', 'SO-1198', 'SO-1194', 'SO-1191', 'SO-1187']);
  });

  it('opens from the header and filters the rows by status', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'All' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Shipped' }));
    expect(orderIds()).toEqual(['SO-1198', 'SO-1191']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 6 orders, newest first');
    expect(trigger()).toHaveAccessibleName('Filter and sort orders: Shipped');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sorts the rows from the same menu', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitemradio', { name: 'Oldest first' }));
    expect(orderIds()).toEqual(['SO-1187', 'SO-1191', 'SO-1194', 'SO-1198', 'SO-1203', 'SO-1206']);

    await user.click(trigger());
    expect(screen.getByRole('menuitemradio', { name: 'Oldest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Pending' }));
    expect(orderIds()).toEqual(['SO-1194', 'SO-1206']);
  });

  it('works from the keyboard: focus moves into the menu, arrows pick, Escape closes', async () => {
    // jsdom has no layout, so rc-menu would find no visible item to focus; pretend they are laid out.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    // rc-dropdown and rc-menu read `keyCode`, which user-event leaves at 0: send it as a browser would.
    const press = (key: string, keyCode: number) =>
      fireEvent.keyDown(document.activeElement!, { key, keyCode });
    const user = userEvent.setup();
    render(<App />);

    trigger().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'All' })).toHaveFocus());
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Shipped' })).toHaveFocus(),
    );
    press('Enter', 13);
    expect(orderIds()).toEqual(['SO-1198', 'SO-1191']);
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Shipped' })).toHaveFocus(),
    );
    press('Escape', 27);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });
});
