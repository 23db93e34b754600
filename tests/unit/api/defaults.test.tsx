import { render } from '@testing-library/react';
import Table, { Summary } from 'rc-table';
import { describe, expect, it } from 'vitest';
import { descriptions } from '../../../src/node/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../../src/node/api/extract';
import { buildApiRows } from '../../../src/shared/api/model';

const rows = buildApiRows(extractApi(resolveRcTableLib()), descriptions);
const defaultOf = (anchor: string) => rows.find((row) => row.anchor === anchor)?.default;

interface Item {
  key: string;
  name: string;
  children?: Item[];
}

/** The documented defaults, checked against what rc-table actually renders. */
describe('documented defaults match rc-table', () => {
  const columns = [{ title: 'Name', dataIndex: 'name' }];

  it("prefixCls 'rc-table', showHeader true, direction 'ltr'; tableLayout has none", () => {
    const { container } = render(
      <Table<Item> columns={columns} data={[{ key: 'a', name: 'A' }]} />,
    );
    expect(defaultOf('prop-prefixcls')).toBe("'rc-table'");
    expect(container.firstElementChild).toHaveClass('rc-table');
    expect(container.firstElementChild).not.toHaveClass('rc-table-rtl');
    expect(defaultOf('prop-showheader')).toBe('true');
    expect(container.querySelector('thead')).not.toBeNull();
    // Unset, it is 'auto' here but 'fixed' with scroll.y, sticky or ellipsis: no single default.
    expect(defaultOf('prop-tablelayout')).toBeUndefined();
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'auto' });
    expect(defaultOf('prop-direction')).toBe("'ltr'");
  });

  it("rowKey 'key' and emptyText 'No Data'", () => {
    const { container, getByText } = render(
      <Table<Item> columns={columns} data={[{ key: 'a', name: 'A' }]} />,
    );
    expect(defaultOf('prop-rowkey')).toBe("'key'");
    expect(container.querySelector('tbody tr')).toHaveAttribute('data-row-key', 'a');
    render(<Table<Item> columns={columns} data={[]} />);
    expect(defaultOf('prop-emptytext')).toBe("'No Data'");
    expect(getByText('No Data')).toBeInTheDocument();
  });

  it("childrenColumnName 'children', expandIconColumnIndex 0 and no default indentSize", () => {
    const data: Item[] = [{ key: 'a', name: 'A', children: [{ key: 'b', name: 'B' }] }];
    const { container } = render(
      <Table<Item>
        columns={[...columns, { title: 'Key', dataIndex: 'key' }]}
        data={data}
        expandable={{ defaultExpandAllRows: true }}
      />,
    );
    expect(defaultOf('prop-expandable-childrencolumnname')).toBe("'children'");
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(defaultOf('prop-expandable-expandiconcolumnindex')).toBe('0');
    expect(
      container.querySelector('tbody tr td')?.querySelector('.rc-table-row-expand-icon'),
    ).not.toBeNull();
    // 7.30.3 multiplies an unset indentSize: the indent gets no valid padding, so no default is documented.
    expect(defaultOf('prop-expandable-indentsize')).toBeUndefined();
    expect((container.querySelector('.indent-level-1') as HTMLElement).style.paddingLeft).toBe('');
  });

  it('showExpandColumn true: the expand column is inserted unless it is false', () => {
    const expandable = { expandedRowRender: (item: Item) => item.name };
    const data = [{ key: 'a', name: 'A' }];
    const shown = render(<Table<Item> columns={columns} data={data} expandable={expandable} />);
    expect(defaultOf('prop-expandable-showexpandcolumn')).toBe('true');
    expect(shown.container.querySelectorAll('tbody tr td')).toHaveLength(2);
    const hidden = render(
      <Table<Item>
        columns={columns}
        data={data}
        expandable={{ ...expandable, showExpandColumn: false }}
      />,
    );
    expect(hidden.container.querySelectorAll('tbody tr td')).toHaveLength(1);
  });

  it('Summary.Cell colSpan 1', () => {
    const { getByText } = render(
      <Table<Item>
        columns={[...columns, { title: 'Key', dataIndex: 'key' }]}
        data={[{ key: 'a', name: 'A' }]}
        summary={() => (
          <Summary.Row>
            <Summary.Cell index={0}>Total</Summary.Cell>
          </Summary.Row>
        )}
      />,
    );
    expect(defaultOf('prop-summary-cell-colspan')).toBe('1');
    expect((getByText('Total').closest('td') as HTMLTableCellElement).colSpan).toBe(1);
  });
});
