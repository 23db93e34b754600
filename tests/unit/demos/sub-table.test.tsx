import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/sub-table';
import { tabTo } from './tabTo';

const customerRow = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const expand = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(customerRow(name).querySelector('.rc-table-row-expand-icon') as Element);

describe('demo: sub-table', () => {
  it('shows one summary row per customer and no nested table yet', () => {
    render(<App />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(within(customerRow('Nordlicht GmbH')).getAllByRole('cell')[4]).toHaveTextContent(
      '€4,650.00',
    );
  });

  it('opens a nested invoice table inside the expanded row', async () => {
    const user = userEvent.setup();
    render(<App />);
    await expand(user, 'Nordlicht GmbH');

    const nested = screen.getByRole('table', { name: 'Invoices for Nordlicht GmbH' });
    expect(nested.closest('tr')).toHaveClass('rc-table-expanded-row');
    expect(
      within(nested)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Invoice', 'Issued', 'Amount', 'Status']);
    const rows = within(nested).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'INV-2026-0311',
      'INV-2026-0398',
      'INV-2026-0472',
    ]);
    expect(within(rows[2]).getAllByRole('cell')[3]).toHaveTextContent('Open');
  });

  it('keeps each customer’s invoices in its own table and hides them on collapse', async () => {
    const user = userEvent.setup();
    render(<App />);
    await expand(user, 'Café Lumière');
    await expand(user, 'Baltic Freight AS');
    expect(screen.getAllByRole('table')).toHaveLength(3);
    const cafe = screen.getByRole('table', { name: 'Invoices for Café Lumière' });
    expect(within(cafe).getAllByRole('row')).toHaveLength(2);

    await expand(user, 'Café Lumière');
    expect(
      screen.getByRole('table', { hidden: true, name: 'Invoices for Café Lumière' }),
    ).not.toBeVisible();
  });

  it('opens a customer from the keyboard: Tab to its named button, Enter, then Space to close', async () => {
    const user = userEvent.setup();
    render(<App />);
    const cafe = screen.getByRole('button', { name: 'Expand Café Lumière' });
    expect(cafe).toHaveAttribute('aria-expanded', 'false');

    await tabTo(user, cafe);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: 'Invoices for Café Lumière' })).toBeVisible();
    expect(cafe).toHaveAccessibleName('Collapse Café Lumière');
    expect(cafe).toHaveAttribute('aria-expanded', 'true');
    expect(cafe).toHaveFocus();

    await user.keyboard(' ');
    expect(
      screen.getByRole('table', { hidden: true, name: 'Invoices for Café Lumière' }),
    ).not.toBeVisible();
    expect(cafe).toHaveAttribute('aria-expanded', 'false');
  });
});
