import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/jsx';

describe('demo: jsx', () => {
  it('builds a two-level header from Table.ColumnGroup and Table.Column children', () => {
    const { container } = render(<App />);
    const headerRows = container.querySelectorAll('thead tr');
    expect(headerRows).toHaveLength(2);

    const top = within(headerRows[0] as HTMLElement).getAllByRole('columnheader');
    expect(top.map((th) => th.textContent)).toEqual([
      'Train',
      'Route',
      'Schedule',
      'Platform',
      'Status',
    ]);
    const group = top.find((th) => th.textContent === 'Route');
    expect(group).toHaveAttribute('colspan', '2');
    expect(top[0]).toHaveAttribute('rowspan', '2');

    const leaves = within(headerRows[1] as HTMLElement).getAllByRole('columnheader');
    expect(leaves.map((th) => th.textContent)).toEqual(['From', 'To', 'Departs', 'Arrives']);
  });

  it('renders each record with the leaf columns in order, including render output', () => {
    render(<App />);
    const rows = screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    expect(rows).toHaveLength(4);
    const cells = within(rows[1])
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['ICE 105', 'Utrecht', 'Frankfurt', '08:17', '11:50', '18', 'On time']);
    expect(within(rows[2]).getByText('Delayed')).toHaveStyle({ fontWeight: '600' });
  });
});
