import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/aria';

const table = () => screen.getByRole('table', { name: 'Fleet health' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowIndexes = () => bodyRows().map((row) => row.getAttribute('aria-rowindex'));
const servers = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);
const uptimeHeader = () => screen.getByRole('columnheader', { name: /Uptime/ });

describe('demo: aria', () => {
  it('names and describes the table through aria-labelledby and aria-describedby', () => {
    render(<App />);
    expect(table()).toHaveAccessibleDescription(
      '30-day uptime per server. Use the Uptime button to reverse the order.',
    );
    expect(table()).toHaveAttribute('aria-rowcount', '11');
  });

  it('numbers the header row and the rendered rows within the whole data set', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(within(table()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rowIndexes()).toEqual(['2', '3', '4', '5']);
    expect(screen.getByText('Page 1 of 3')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rowIndexes()).toEqual(['6', '7', '8', '9']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rowIndexes()).toEqual(['10', '11']);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('puts aria-sort on the Uptime header cell and flips it with the rows', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(uptimeHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(servers()).toEqual(['db-01', 'api-01', 'web-01', 'db-02']);
    for (const name of ['Server', 'Region', 'CPU']) {
      expect(screen.getByRole('columnheader', { name })).not.toHaveAttribute('aria-sort');
    }

    await user.click(within(uptimeHeader()).getByRole('button', { name: 'Uptime' }));
    expect(uptimeHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(servers()).toEqual(['search-01', 'api-02', 'web-03', 'cache-01']);
  });

  it('goes back to the first page when the order is reversed', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rowIndexes()).toEqual(['6', '7', '8', '9']);
    await user.click(within(uptimeHeader()).getByRole('button', { name: 'Uptime' }));
    expect(rowIndexes()).toEqual(['2', '3', '4', '5']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});
