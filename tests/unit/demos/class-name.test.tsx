import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/class-name';
import { tabTo } from './tabTo';

const row = (sku: string) => document.querySelector(`tr[data-row-key="${sku}"]`) as HTMLElement;
const expandedRows = () => Array.from(document.querySelectorAll('tr.rc-table-expanded-row'));

describe('demo: class-name', () => {
  it('puts className on the table wrapper and the column className on header and cells', () => {
    const { container } = render(<App />);
    expect(container.querySelector('.rc-table')).toHaveClass('inventory-table');
    expect(screen.getByRole('columnheader', { name: 'In stock' })).toHaveClass('stock-column');
    const stockCell = within(row('HW-1020')).getByText('1840');
    expect(stockCell).toHaveClass('stock-column');
    expect(within(row('HW-1020')).getByText('Hex bolt M8 × 40')).not.toHaveClass('stock-column');
    expect(container.querySelector('style')?.textContent).toContain('.inventory-table');
  });

  it('derives a row class from each record with the function form', () => {
    render(<App />);
    expect(row('HW-1020')).toHaveClass('stock-ok');
    expect(row('HW-1187')).toHaveClass('stock-low');
    expect(row('EL-0311')).toHaveClass('stock-out');
    expect(row('PL-0452')).toHaveClass('stock-ok');
  });

  it('gives every row the same class with the string form', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.selectOptions(screen.getByLabelText('rowClassName'), 'string');
    for (const sku of ['HW-1020', 'HW-1187', 'EL-0311', 'PL-0452']) {
      expect(row(sku)).toHaveClass('inventory-row');
      expect(row(sku)).not.toHaveClass('stock-ok', 'stock-low', 'stock-out');
    }
  });

  it('marks expanded rows with expandedRowClassName', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(expandedRows()).toHaveLength(1);
    expect(expandedRows()[0]).toHaveClass('inventory-expanded');
    expect(expandedRows()[0]).toHaveTextContent('Reorder 300 units from Volta.');

    const expandIcon = row('HW-1187').querySelector('.rc-table-row-expand-icon') as HTMLElement;
    await user.click(expandIcon);
    expect(expandedRows()).toHaveLength(2);
    expect(expandedRows().every((tr) => tr.classList.contains('inventory-expanded'))).toBe(true);
    expect(screen.getByText('Reorder 120 units from Timberfix.')).toBeInTheDocument();
  });

  it('expands a row from the keyboard through a named button with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('button', { name: 'Collapse Cable tie 200 mm' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const screws = screen.getByRole('button', { name: 'Expand Wood screw 4 × 50' });
    expect(screws).toHaveAttribute('aria-expanded', 'false');

    await tabTo(user, screws);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Reorder 120 units from Timberfix.')).toBeVisible();
    expect(screws).toHaveAccessibleName('Collapse Wood screw 4 × 50');
    expect(screws).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard(' ');
    expect(screen.getByText('Reorder 120 units from Timberfix.')).not.toBeVisible();
    expect(screws).toHaveAttribute('aria-expanded', 'false');
  });
});
