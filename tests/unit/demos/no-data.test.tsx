import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/no-data';

const bodyRows = () =>
  screen.getAllByRole('row').filter((row) => row.closest('tbody') && row.dataset.rowKey);
const emptyCell = () => document.querySelector('.rc-table-placeholder');

describe('demo: no-data', () => {
  it('toggles between the default "No Data" text and the order rows', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(emptyCell()).toHaveTextContent('No Data');
    expect(bodyRows()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Show orders' }));
    expect(emptyCell()).toBeNull();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('Northwind Cycles')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show orders' }));
    expect(bodyRows()).toHaveLength(0);
    expect(emptyCell()).toHaveTextContent('No Data');
  });

  it('shows a custom node whose button fills the table', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.selectOptions(screen.getByLabelText('emptyText'), 'node');
    expect(emptyCell()).toHaveTextContent('No orders to show');
    expect(emptyCell()).not.toHaveTextContent('No Data');

    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Show orders' })).toBeChecked();
  });

  it('calls the emptyText function, which explains why the table is empty', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.selectOptions(screen.getByLabelText('emptyText'), 'function');
    expect(emptyCell()).toHaveTextContent('4 orders are not loaded yet.');

    await user.click(screen.getByRole('checkbox', { name: 'Show orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter customers' }), 'book');
    expect(bodyRows()).toHaveLength(1);
    expect(emptyCell()).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Filter customers' }), 'shop');
    expect(bodyRows()).toHaveLength(0);
    expect(emptyCell()).toHaveTextContent('No customer matches "bookshop".');
  });
});
