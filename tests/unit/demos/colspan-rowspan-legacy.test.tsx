import { render, screen, within } from '@testing-library/react';
import warning from 'rc-util/lib/warning';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import App from '../../../demos/colspan-rowspan-legacy';

/**
 * rc-table 7.30.3 warns (console.error, once per message) when `render` returns cell props.
 * The demo shows that legacy form on purpose, so this file expects exactly that warning and
 * nothing else; any other console output still fails.
 */
const LEGACY_WARNING =
  'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  warning.resetWarned();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  expect(consoleError.mock.calls).toEqual([[LEGACY_WARNING]]);
});

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('demo: colspan-rowspan-legacy', () => {
  it('merges each warehouse into one tall cell through render props.rowSpan', () => {
    render(<App />);
    const rows = bodyRows();
    expect(rows).toHaveLength(7);
    expect(within(rows[0]).getByRole('cell', { name: 'Rotterdam' })).toHaveAttribute(
      'rowspan',
      '4',
    );
    expect(within(rows[4]).getByRole('cell', { name: 'Lyon' })).toHaveAttribute('rowspan', '3');
    expect(screen.getAllByRole('cell', { name: 'Rotterdam' })).toHaveLength(1);
    expect(cellTexts(rows[1])).toEqual(['Stretch film, 500 m', 'SF-0500', '320']);
  });

  it('spans the total label over Item and SKU through render props.colSpan', () => {
    render(<App />);
    const total = bodyRows()[3];
    expect(cellTexts(total)).toEqual(['Warehouse total', '340']);
    expect(within(total).getByRole('cell', { name: 'Warehouse total' })).toHaveAttribute(
      'colspan',
      '2',
    );
    expect(cellTexts(bodyRows()[6])).toEqual(['Warehouse total', '57']);
  });
});
