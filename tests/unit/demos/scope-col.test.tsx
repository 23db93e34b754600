import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/scope-col';

describe('demo: scope-col', () => {
  it('marks group headers scope="colgroup" and spans them over their columns', () => {
    render(<App />);
    for (const name of ['Departure', 'Arrival']) {
      const th = screen.getByRole('columnheader', { name });
      expect(th).toHaveAttribute('scope', 'colgroup');
      expect(th).toHaveAttribute('colspan', '2');
    }
  });

  it('marks every single-column header scope="col"', () => {
    const { container } = render(<App />);
    const cols = Array.from(
      container.querySelectorAll('thead th[scope="col"]'),
      (th) => th.textContent,
    );
    expect(cols).toEqual(['Flight', 'Status', 'Airport', 'Time', 'Airport', 'Time']);
    expect(container.querySelectorAll('thead th:not([scope])')).toHaveLength(0);
    expect(container.querySelectorAll('thead td')).toHaveLength(0);
  });

  it('lists the rendered scope of each header cell under the table', () => {
    render(<App />);
    const items = within(screen.getByRole('list', { name: 'Header cells and their scope' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Flight: scope="col"',
      'Departure: scope="colgroup"',
      'Arrival: scope="colgroup"',
      'Status: scope="col"',
      'Airport: scope="col"',
      'Time: scope="col"',
      'Airport: scope="col"',
      'Time: scope="col"',
    ]);
  });

  it('names the table through its caption', () => {
    render(<App />);
    expect(screen.getByRole('table', { name: 'Departures, Monday 6 April' })).toBeInTheDocument();
  });
});
