import { render, screen } from '@testing-library/react';
import Table from 'rc-table';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Node {
  key: string;
  name: string;
  children?: Node[];
}

afterEach(() => {
  vi.restoreAllMocks();
});

const tree: Node[] = [{ key: 'a', name: 'Parent', children: [{ key: 'a1', name: 'Child' }] }];

// docs/demo/nested.md and docs/demo/sub-table.md, "Pitfalls".
describe('tree data (children) together with expandable.expandedRowRender', () => {
  it('renders both once the row is expanded: the expanded row and, below it, the children, and warns in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Table<Node>
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
        data={tree}
        expandable={{
          expandedRowRender: (record) => `Details of ${record.name}`,
          defaultExpandedRowKeys: ['a'],
        }}
      />,
    );
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Parent', 'Details of Parent', 'Child']);
    expect(error.mock.calls.flat().join(' ')).toMatch(
      /`expandedRowRender` should not use with nested Table/,
    );
  });
});
