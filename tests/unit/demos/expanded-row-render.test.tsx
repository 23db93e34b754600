import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/expanded-row-render';
import { tabTo } from './tabTo';

const rowOf = (orderId: string) => screen.getByText(orderId).closest('tr') as HTMLElement;
const iconIn = (row: HTMLElement) => row.querySelector('.rc-table-row-expand-icon');
const keysShown = () => screen.getByText(/^\[/).textContent;

describe('demo: expanded-row-render', () => {
  it('renders the first order expanded and shows the controlled keys', () => {
    render(<App />);
    expect(screen.getByText(/1 × Burr grinder \(GR-M2\)/)).toBeVisible();
    expect(keysShown()).toBe('["SO-1041"]');
  });

  it('expands a row through its icon and lists the new key on screen', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(iconIn(rowOf('SO-1044')) as Element);
    expect(screen.getByText(/4 × Single-origin beans, 250 g/)).toBeVisible();
    expect(keysShown()).toBe('["SO-1041","SO-1044"]');

    await user.click(iconIn(rowOf('SO-1041')) as Element);
    expect(screen.getByText(/1 × Burr grinder/)).not.toBeVisible();
    expect(keysShown()).toBe('["SO-1044"]');
  });

  it('expands on a row click only while "Expand row by click" is checked', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByText('Aiko Fujimoto'));
    expect(screen.queryByText(/Gooseneck kettle/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Expand row by click' }));
    await user.click(screen.getByText('Aiko Fujimoto'));
    expect(screen.getByText(/1 × Gooseneck kettle/)).toBeVisible();
    expect(keysShown()).toBe('["SO-1041","SO-1043"]');
  });

  it('gives the cancelled order no expand icon while rowExpandable is on', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(iconIn(rowOf('SO-1042'))).toHaveClass('rc-table-row-spaced');
    expect(iconIn(rowOf('SO-1043'))).toHaveClass('rc-table-row-collapsed');

    await user.click(screen.getByRole('checkbox', { name: 'Only orders with items can expand' }));
    expect(iconIn(rowOf('SO-1042'))).toHaveClass('rc-table-row-collapsed');
    await user.click(iconIn(rowOf('SO-1042')) as Element);
    expect(screen.getByText(/it has no line items/)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Only orders with items can expand' }));
    expect(keysShown()).toBe('["SO-1041"]');
    expect(iconIn(rowOf('SO-1042'))).toHaveClass('rc-table-row-spaced');
  });

  it('moves the expand icon to the chosen column index', async () => {
    const user = userEvent.setup();
    render(<App />);
    const iconCellIndex = () =>
      within(rowOf('SO-1043'))
        .getAllByRole('cell')
        .findIndex((cell) => cell.classList.contains('rc-table-row-expand-icon-cell'));
    expect(iconCellIndex()).toBe(0);

    await user.click(screen.getByRole('radio', { name: '2 (after Customer)' }));
    expect(iconCellIndex()).toBe(2);
    expect(within(rowOf('SO-1043')).getAllByRole('cell')[1]).toHaveTextContent('Aiko Fujimoto');
  });

  it('fixes the expand column (and the columns before it) to the left edge', async () => {
    const user = userEvent.setup();
    render(<App />);
    const iconCell = () => rowOf('SO-1043').querySelector('.rc-table-row-expand-icon-cell');
    expect(iconCell()).not.toHaveClass('rc-table-cell-fix-left');

    await user.click(screen.getByRole('checkbox', { name: 'Fix the expand column' }));
    expect(iconCell()).toHaveClass('rc-table-cell-fix-left');

    await user.click(screen.getByRole('radio', { name: '1 (after Order)' }));
    const cells = within(rowOf('SO-1043')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('SO-1043');
    expect(cells[0]).toHaveClass('rc-table-cell-fix-left');
    expect(cells[1]).toHaveClass('rc-table-row-expand-icon-cell', 'rc-table-cell-fix-left');
    expect(cells[2]).not.toHaveClass('rc-table-cell-fix-left');
  });

  it('expands an order from the keyboard through a named button with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('button', { name: 'Collapse order SO-1041' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The cancelled order cannot expand: no button, only rc-table's hidden placeholder.
    expect(within(rowOf('SO-1042')).queryByRole('button')).toBeNull();

    const order = screen.getByRole('button', { name: 'Expand order SO-1043' });
    expect(order).toHaveAttribute('aria-expanded', 'false');
    await tabTo(user, order);
    await user.keyboard('{Enter}');
    expect(screen.getByText(/1 × Gooseneck kettle/)).toBeVisible();
    expect(keysShown()).toBe('["SO-1041","SO-1043"]');
    expect(order).toHaveAccessibleName('Collapse order SO-1043');
    expect(order).toHaveAttribute('aria-expanded', 'true');
    expect(order).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByText(/1 × Gooseneck kettle/)).not.toBeVisible();
    expect(keysShown()).toBe('["SO-1041"]');
  });

  it('toggles once per key press while "Expand row by click" is checked', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('checkbox', { name: 'Expand row by click' }));
    const order = screen.getByRole('button', { name: 'Expand order SO-1044' });
    await tabTo(user, order);
    await user.keyboard('{Enter}');
    expect(keysShown()).toBe('["SO-1041","SO-1044"]');
    expect(order).toHaveAttribute('aria-expanded', 'true');
  });
});
