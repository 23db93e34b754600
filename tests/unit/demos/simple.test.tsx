import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/simple';

describe('demo: simple', () => {
  it('renders one header cell per column and one row per record', () => {
    render(<App />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Role', 'Office', 'Started', 'Salary']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
  });

  it('formats dates and salaries through render while keeping the raw data', () => {
    render(<App />);
    const first = screen.getAllByRole('row')[1];
    const cells = within(first)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['Amara Okafor', 'Staff Engineer', 'Lagos', '11 Mar 2019', '$148,000']);
  });
});
