import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from 'rc-table';
import { describe, expect, it } from 'vitest';
import { FocusableTable } from '../../../demos/_data/keyboardScroll';

interface Row {
  id: number;
  name: string;
}
const columns = [{ title: 'Name', dataIndex: 'name', key: 'name', width: 400 }];
const data: Row[] = [{ id: 1, name: 'api-eu-1' }];

// docs/demo/scroll-x.md, "Pitfalls": the container that scrolls, and how a keyboard reaches it.
describe('keyboard access to the box rc-table scrolls', () => {
  it('is a plain <div> that the Tab key passes by', async () => {
    const { container } = render(
      <>
        <Table<Row> columns={columns} data={data} rowKey="id" scroll={{ x: 1200 }} />
        <button type="button">After</button>
      </>,
    );
    const box = container.querySelector('.rc-table-content')!;
    expect(box.tagName).toBe('DIV');
    expect(box).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('After');
  });

  it('holds the table components.table renders; FocusableTable puts a Tab stop there', async () => {
    const { container } = render(
      <Table<Row>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: 1200 }}
      />,
    );
    const table = container.querySelector('.rc-table-content > table')!;
    await userEvent.tab();
    expect(document.activeElement).toBe(table);
  });

  it('with a fixed header, is the body box, and components.table is the table inside it', async () => {
    const { container } = render(
      <Table<Row>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: 1200, y: 200 }}
      />,
    );
    const bodyTable = container.querySelector('.rc-table-body > table')!;
    expect(bodyTable).toHaveAttribute('tabindex', '0');
    // The header's table stays rc-table's own.
    expect(container.querySelector('.rc-table-header table')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    expect(document.activeElement).toBe(bodyTable);
  });
});
