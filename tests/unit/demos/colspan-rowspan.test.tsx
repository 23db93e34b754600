import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/colspan-rowspan';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('demo: colspan-rowspan', () => {
  it('spans the "Time" header over the start and end columns', () => {
    render(<App />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Time', 'Main hall', 'Studio', 'Lab']);
    expect(headers[0]).toHaveAttribute('colspan', '2');
    expect(screen.queryByRole('columnheader', { name: 'End' })).not.toBeInTheDocument();
  });

  it('renders plenary slots as one cell across the three rooms (colSpan)', () => {
    render(<App />);
    const [keynote, , , lunch] = bodyRows();
    expect(cellTexts(keynote)).toEqual([
      '09:00',
      '09:45',
      'Opening keynote: Tables that read well',
    ]);
    expect(within(keynote).getAllByRole('cell')[2]).toHaveAttribute('colspan', '3');
    expect(cellTexts(lunch)).toHaveLength(3);
    expect(within(lunch).getAllByRole('cell')[2]).toHaveAttribute('colspan', '3');
  });

  it('merges the two-slot workshop into one cell (rowSpan) and drops the covered cell', () => {
    render(<App />);
    const rows = bodyRows();
    const workshop = within(rows[1]).getByRole('cell', {
      name: 'Workshop: testing table interactions',
    });
    expect(workshop).toHaveAttribute('rowspan', '2');
    expect(cellTexts(rows[1])).toHaveLength(5);
    expect(cellTexts(rows[2])).toEqual([
      '11:00',
      '11:45',
      'Rendering 100k rows',
      'Accessible sorting',
    ]);
    expect(screen.getAllByText('Workshop: testing table interactions')).toHaveLength(1);
    expect(
      within(rows[4]).getByRole('cell', { name: 'Open lab: bring your bugs' }),
    ).not.toHaveAttribute('rowspan');
  });
});
