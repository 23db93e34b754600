import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/grouping-columns';

const headerRows = (container: HTMLElement) => Array.from(container.querySelectorAll('thead tr'));
const th = (name: string) => screen.getByRole('columnheader', { name });

describe('demo: grouping-columns', () => {
  it('renders a header of three rows, one per level of the column tree', () => {
    const { container } = render(<App />);
    const rows = headerRows(container);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Store', '2025 revenue', 'Full year'],
      ['First half', 'Second half', 'Total', 'vs 2024'],
      ['Q1', 'Q2', 'Q3', 'Q4'],
    ]);
  });

  it('spans group headers over their leaves and leaves down to the last header row', () => {
    render(<App />);
    expect(th('Store')).toHaveAttribute('rowspan', '3');
    expect(th('2025 revenue')).toHaveAttribute('colspan', '4');
    expect(th('First half')).toHaveAttribute('colspan', '2');
    expect(th('Full year')).toHaveAttribute('colspan', '2');
    expect(th('Total')).toHaveAttribute('rowspan', '2');
    expect(th('Q1')).not.toHaveAttribute('colspan');
  });

  it('lines body cells up with the leaf columns in order', () => {
    render(<App />);
    const body = screen.getAllByRole('row').slice(3);
    expect(body).toHaveLength(5);
    const cells = within(body[0])
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'Harbour Street (Bristol)',
      '$412k',
      '$438k',
      '$455k',
      '$590k',
      '$1,895k',
      '+6.5%',
    ]);
  });
});
