import { screen } from '@testing-library/react';
import { Summary } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { resetWarned } from 'rc-util/lib/warning';
import { vi } from 'vitest';

/** The record of the API claims' tables. */
export interface Person {
  key: string;
  name: string;
  age: number;
}

export const data: Person[] = [
  { key: 'a', name: 'Ada', age: 36 },
  { key: 'b', name: 'Bob', age: 41 },
];

export const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Age', dataIndex: 'age', key: 'age' },
];

/** A `summary` prop returning `<Summary fixed={fixed}>` with one row. */
export function total(fixed?: boolean | 'top' | 'bottom') {
  return function renderSummary() {
    return (
      <Summary fixed={fixed}>
        <Summary.Row>
          <Summary.Cell index={0}>Total</Summary.Cell>
          <Summary.Cell index={1}>77</Summary.Cell>
        </Summary.Row>
      </Summary>
    );
  };
}

/** The block holding the summary's `<tfoot>`: the body, header or summary `<div>`, or the only one. */
export const summaryHolder = () =>
  screen
    .getByText('Total')
    .closest('div.rc-table-body, div.rc-table-header, div.rc-table-summary, div.rc-table-content');

/**
 * What rc-table prints with console.error while `run` renders. rc-util prints each warning once
 * per page load, so the record of printed warnings is cleared first.
 */
export function errorsDuring(run: () => void): string {
  resetWarned();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  error.mockClear();
  run();
  const said = error.mock.calls.flat().join('\n');
  error.mockRestore();
  return said;
}
