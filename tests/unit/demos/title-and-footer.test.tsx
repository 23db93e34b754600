import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/title-and-footer';

const title = () => document.querySelector('.rc-table-title');
const footer = () => document.querySelector('.rc-table-footer');
const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('demo: title-and-footer', () => {
  it('passes the rows of the first page to title and footer', () => {
    render(<App />);
    expect(bodyRows()).toHaveLength(4);
    expect(title()).toHaveTextContent('Invoices INV-0417 to INV-0420');
    expect(footer()).toHaveTextContent('Page total: €7,348.25 across 4 invoices');
  });

  it('recomputes title and footer when the page changes', async () => {
    const user = userEvent.setup();
    render(<App />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Invoices INV-0421 to INV-0424');
    expect(footer()).toHaveTextContent('Page total: €9,840.40 across 4 invoices');

    await user.click(next);
    expect(bodyRows()).toHaveLength(2);
    expect(title()).toHaveTextContent('Invoices INV-0425 to INV-0426');
    expect(footer()).toHaveTextContent('Page total: €3,700.85 across 2 invoices');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(footer()).toHaveTextContent('Page total: €9,840.40 across 4 invoices');
  });
});
