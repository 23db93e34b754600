import { render, screen } from '@testing-library/react';
import Table, { Summary } from 'rc-table';
import type { TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Proofs of the API reference rows (src/node/api/descriptions.ts) that no test in
 * api-reference.test.tsx proves whole: each test here proves one row, as the row says it.
 */

interface Person {
  key: string;
  name: string;
  age: number;
}

const data: Person[] = [
  { key: 'a', name: 'Ada', age: 36 },
  { key: 'b', name: 'Bob', age: 41 },
];
const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Age', dataIndex: 'age', key: 'age' },
];

/** A `summary` prop returning `<Summary fixed={fixed}>` with one row. */
function total(fixed?: boolean | 'top' | 'bottom') {
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

/** The block holding the summary: the body, header or summary `<div>`, or the only one. */
const summaryHolder = () =>
  screen
    .getByText('Total')
    .closest('div.rc-table-body, div.rc-table-header, div.rc-table-summary, div.rc-table-content');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('API rows: summary', () => {
  it("fixed: true/'bottom' below the body, 'top' under the header, only as the returned element with a fixed header or sticky", () => {
    const place = (props: Partial<TableProps<Person>>) => {
      const view = render(<Table<Person> columns={columns} data={data} {...props} />);
      const holder = screen.queryByText('Total') && summaryHolder();
      const result = {
        holder: holder?.className.split(' ')[0] ?? null,
        after: holder?.previousElementSibling?.className ?? null,
      };
      view.unmount();
      return result;
    };
    expect(place({ scroll: { y: 100 }, summary: total(true) })).toEqual({
      holder: 'rc-table-summary',
      after: 'rc-table-body',
    });
    expect(place({ scroll: { y: 100 }, summary: total('bottom') }).holder).toBe('rc-table-summary');
    expect(place({ scroll: { y: 100 }, summary: total('top') }).holder).toBe('rc-table-header');
    expect(place({ sticky: true, summary: total(true) }).holder).toBe('rc-table-summary');
    // Neither a fixed header nor sticky: fixed is not read.
    expect(place({ summary: total(true) }).holder).toBe('rc-table-content');
    // Wrapped in a fragment, the <Summary> element is not what summary returns.
    expect(place({ scroll: { y: 100 }, summary: () => <>{total(true)()}</> }).holder).toBe(
      'rc-table-body',
    );
    expect(place({ scroll: { y: 100 }, showHeader: false, summary: total('top') }).holder).toBe(
      null,
    );
  });
});
