import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Dropdown from '../../../demos/dropdown';
import Ellipsis from '../../../demos/ellipsis';
import EllipsisCustomTooltip from '../../../demos/ellipsis-custom-tooltip';

/** What the demos of the "Columns and cells" group do when they are used (all.test.tsx renders each). */

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('demo: ellipsis', () => {
  it('truncates long text, with or without a native title, until truncation is switched off', async () => {
    const user = userEvent.setup();
    const { container } = render(<Ellipsis />);
    const truncated = () => container.querySelectorAll('td.rc-table-cell-ellipsis');
    const titled = () => container.querySelectorAll('td[title]');
    expect(truncated().length).toBeGreaterThan(titled().length);
    expect(titled().length).toBeGreaterThan(0);
    for (const cell of titled()) expect(cell).toHaveAttribute('title', cell.textContent!);

    await user.click(screen.getByRole('checkbox', { name: 'Truncate long text' }));
    expect(container.querySelectorAll('.rc-table-cell-ellipsis')).toHaveLength(0);
    expect(titled()).toHaveLength(0);
  });
});

describe('demo: ellipsis-custom-tooltip', () => {
  /** jsdom has no layout: pretend every span is 400px of text in a 200px cell, or that it fits. */
  const fakeOverflow = (truncated: boolean) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(truncated ? 400 : 200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
  };
  /** The text of the truncated Change cell of the first row. */
  const changeText = () => {
    const cell = within(bodyRows()[0]).getAllByRole('cell')[2];
    expect(cell).toHaveClass('rc-table-cell-ellipsis');
    return within(cell).getByText(cell.textContent!);
  };

  it('shows the full text in a tooltip when a truncated cell is hovered', async () => {
    fakeOverflow(true);
    const user = userEvent.setup();
    render(<EllipsisCustomTooltip />);
    const text = changeText();
    await user.hover(text);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(text.textContent!);
    expect(tooltip.closest('.rc-tooltip')).not.toHaveClass('rc-tooltip-hidden');
  });

  it('shows the tooltip on keyboard focus and hides it with Escape', async () => {
    fakeOverflow(true);
    const user = userEvent.setup();
    render(<EllipsisCustomTooltip />);
    await user.tab();
    const text = changeText();
    expect(text).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(text.textContent!);

    await user.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(tooltip.closest('.rc-tooltip')).toHaveClass('rc-tooltip-hidden');
  });

  it('shows no tooltip when the text fits', async () => {
    fakeOverflow(false);
    const user = userEvent.setup();
    render(<EllipsisCustomTooltip />);
    await user.hover(changeText());
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('demo: dropdown', () => {
  const column = (index: number) =>
    bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent!);
  const placed = () => column(2);
  const statuses = () => column(3);
  const trigger = () =>
    within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button');
  const sorted = (dates: string[], direction: 1 | -1) =>
    [...dates].sort((a, b) => direction * a.localeCompare(b));

  it('opens from the header and filters the rows by status', async () => {
    const user = userEvent.setup();
    render(<Dropdown />);
    const all = bodyRows().length;
    expect(trigger()).toHaveAccessibleName('Filter and sort orders: All');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'All' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Shipped' }));
    expect(new Set(statuses())).toEqual(new Set(['Shipped']));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${bodyRows().length} of ${all} orders`,
    );
    expect(trigger()).toHaveAccessibleName('Filter and sort orders: Shipped');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sorts the rows from the same menu, and keeps the sort under a filter', async () => {
    const user = userEvent.setup();
    render(<Dropdown />);
    expect(placed()).toEqual(sorted(placed(), -1));
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitemradio', { name: 'Oldest first' }));
    expect(placed()).toEqual(sorted(placed(), 1));

    await user.click(trigger());
    expect(screen.getByRole('menuitemradio', { name: 'Oldest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Pending' }));
    expect(new Set(statuses())).toEqual(new Set(['Pending']));
    expect(placed()).toEqual(sorted(placed(), 1));
  });

  it('works from the keyboard: focus moves into the menu, arrows pick, Escape closes', async () => {
    // jsdom has no layout, so rc-menu would find no visible item to focus; pretend they are laid out.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    // rc-dropdown and rc-menu read `keyCode`, which user-event leaves at 0: send it as a browser would.
    const press = (key: string, keyCode: number) =>
      fireEvent.keyDown(document.activeElement!, { key, keyCode });
    const user = userEvent.setup();
    render(<Dropdown />);

    trigger().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'All' })).toHaveFocus());
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Shipped' })).toHaveFocus(),
    );
    press('Enter', 13);
    expect(new Set(statuses())).toEqual(new Set(['Shipped']));
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
