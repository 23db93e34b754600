import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/scope-row';

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('demo: scope-row', () => {
  it('renders the Engineer column as row headers: th scope="row" in every row', () => {
    const { container } = render(<App />);
    const rowHeaders = Array.from(
      container.querySelectorAll('tbody th[scope="row"]'),
      (th) => th.textContent,
    );
    expect(rowHeaders).toEqual([
      'Fatima Zahra',
      'Oliver Brandt',
      'Chen Wei',
      'Sofia Romano',
      'Daniel Osei',
      'Hannah Kowalski',
    ]);
    for (const row of bodyRows()) {
      expect(
        within(row)
          .getAllByRole('rowheader')
          .some((th) => th.getAttribute('scope') === 'row'),
      ).toBe(true);
    }
  });

  it('renders each team once as th scope="rowgroup" spanning its rows', () => {
    const { container } = render(<App />);
    const groups = Array.from(container.querySelectorAll('tbody th[scope="rowgroup"]'));
    expect(groups.map((th) => [th.textContent, th.getAttribute('rowspan')])).toEqual([
      ['Payments', '2'],
      ['Identity', '3'],
      ['Storage', null],
    ]);
  });

  it('keeps data cells as td and the column headers as th scope="col"', () => {
    render(<App />);
    const [, second] = bodyRows();
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Thu–Fri', 'Sat–Sun', '+44 20 7946 0102']);
    for (const th of screen.getAllByRole('columnheader'))
      expect(th).toHaveAttribute('scope', 'col');
  });
});
