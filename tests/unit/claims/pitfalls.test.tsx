import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import type { ComponentType, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FocusableTable } from '../../../demos/_data/keyboardScroll';

/** What the "Pitfalls" sections of the demo pages say rc-table 7.30.3 does, rendered. */

interface Message {
  key: string;
  text: string;
}

const Wrapped = ({ text }: { text: string }) => <span>{text}</span>;

/** The title rc-table gives the body cell of a column with `ellipsis`, for what `render` returns. */
function cellTitle(
  ellipsis: ColumnType<Message>['ellipsis'],
  content: (text: string) => ReactNode,
) {
  const { unmount } = render(
    <Table<Message>
      columns={[{ title: 'Text', dataIndex: 'text', key: 'text', ellipsis, render: content }]}
      data={[{ key: '1', text: 'A long message' }]}
    />,
  );
  const title = screen.getByRole('cell').getAttribute('title');
  unmount();
  return title;
}

// docs/demo/ellipsis-custom-tooltip.md and docs/demo/ellipsis.md, "Pitfalls"; the ellipsis API row.
describe('the native title of ellipsis: true', () => {
  it('is set for a string, a number, or an element whose only child is a string', () => {
    expect(cellTitle(true, (text) => text)).toBe('A long message');
    expect(cellTitle(true, () => 42)).toBe('42');
    expect(cellTitle(true, (text) => <span>{text}</span>)).toBe('A long message');
  });

  it('is not set for a component whose text is a prop, nor for richer content', () => {
    expect(cellTitle(true, (text) => <Wrapped text={text} />)).toBeNull();
    expect(
      cellTitle(true, (text) => (
        <span>
          <b>{text}</b>
        </span>
      )),
    ).toBeNull();
  });

  it('is never set on a body cell with showTitle: false', () => {
    expect(cellTitle({ showTitle: false }, (text) => text)).toBeNull();
  });

  // docs/demo/ellipsis.md, the introduction: showTitle only concerns the body cells
  // (node_modules/rc-table/lib/Cell/index.js, line 49: `showTitle || rowType === 'header'`).
  it('is still set on the header cell with showTitle: false', () => {
    render(
      <Table<Message>
        columns={[
          { title: 'Latest reply', dataIndex: 'text', key: 'text', ellipsis: { showTitle: false } },
        ]}
        data={[{ key: '1', text: 'A long message' }]}
      />,
    );
    expect(screen.getByRole('columnheader')).toHaveAttribute('title', 'Latest reply');
    expect(screen.getByRole('cell')).not.toHaveAttribute('title');
  });
});

interface Node {
  key: string;
  name: string;
  children?: Node[];
}

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

// docs/demo/children-indent.md, "Pitfalls": the top-level indentSize of older code.
describe('a top-level indentSize', () => {
  const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];

  it('warns on a table without expandable', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Table<Node> columns={columns} data={tree} {...({ indentSize: 20 } as object)} />);
    expect(error.mock.calls.flat().join(' ')).toMatch(
      /expanded related props have been moved into `expandable`/,
    );
  });

  it('still indents the tree, silently, next to an expandable prop', () => {
    const { container } = render(
      <Table<Node>
        columns={columns}
        data={tree}
        {...({ indentSize: 20 } as object)}
        expandable={{ defaultExpandAllRows: true }}
      />,
    );
    expect(container.querySelector('.indent-level-1')).toHaveStyle({ paddingLeft: '20px' });
  });
});

interface Server {
  id: number;
  name: string;
}
const serverColumns = [{ title: 'Name', dataIndex: 'name', key: 'name', width: 400 }];
const servers: Server[] = [{ id: 1, name: 'api-eu-1' }];

// docs/demo/scroll-x.md, "Pitfalls": the container that scrolls, and how a keyboard reaches it.
// Whether Tab stops on a scrollable box without tabindex is the browser's choice (jsdom never
// does), so all rc-table can be shown to do is render the box without one.
describe('keyboard access to the box rc-table scrolls', () => {
  it('is a plain <div> without tabindex or role', () => {
    const { container } = render(
      <Table<Server> columns={serverColumns} data={servers} rowKey="id" scroll={{ x: 1200 }} />,
    );
    const box = container.querySelector('.rc-table-content')!;
    expect(box.tagName).toBe('DIV');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('role');
    expect(getComputedStyle(box).overflowX).toBe('auto');
  });

  it('holds the table components.table renders; FocusableTable puts a Tab stop there', async () => {
    const { container } = render(
      <Table<Server>
        components={{ table: FocusableTable }}
        columns={serverColumns}
        data={servers}
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
      <Table<Server>
        components={{ table: FocusableTable }}
        columns={serverColumns}
        data={servers}
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

interface Book {
  isbn: string;
  title: string;
}
const books: Book[] = [{ isbn: '1', title: 'Never Let Me Go' }];
type CellProps = ThHTMLAttributes<HTMLTableCellElement> & TdHTMLAttributes<HTMLTableCellElement>;
const Cell = (props: CellProps) => <td {...props} />;
const HeaderCell = (props: CellProps) => <th {...props} />;
/** Cell components of types of their own, as components declared inside a render get. */
const newCellTypes = () => ({
  header: (props: CellProps) => <th {...props} />,
  body: (props: CellProps) => <td {...props} />,
});

/** A table whose `components` is a new object literal on every render. */
function InlineComponents({
  header,
  body,
}: {
  header: ComponentType<CellProps>;
  body: ComponentType<CellProps>;
}) {
  return (
    <Table<Book>
      columns={[{ title: 'Title', dataIndex: 'title', key: 'title' }]}
      data={books}
      rowKey="isbn"
      components={{ header: { cell: header }, body: { cell: body } }}
    />
  );
}

// docs/demo/column-resize.md and docs/demo/styled-components.md, "Pitfalls". rc-table reads the
// types out of `components` through `getComponent`, which a new object only makes a new function
// (node_modules/rc-table/lib/Table.js, lines 165-167); the types decide what React remounts.
describe('a components object that is new on every render', () => {
  const cells = () => [
    screen.getByRole('columnheader', { name: 'Title' }),
    screen.getByRole('cell', { name: 'Never Let Me Go' }),
  ];

  it('remounts nothing while it holds the same component types', () => {
    const { rerender } = render(<InlineComponents header={HeaderCell} body={Cell} />);
    const before = cells();
    rerender(<InlineComponents header={HeaderCell} body={Cell} />);
    cells().forEach((cell, index) => expect(cell).toBe(before[index]));
  });

  it('remounts every cell when the cell components are new types', () => {
    const { rerender } = render(<InlineComponents {...newCellTypes()} />);
    const before = cells();
    rerender(<InlineComponents {...newCellTypes()} />);
    before.forEach((cell) => expect(cell).not.toBeInTheDocument());
  });
});

interface Host {
  key: string;
  host: string;
  status: string;
  region: string;
}
const hosts: Host[] = [{ key: 'a', host: 'api-eu-1', status: 'up', region: 'eu-west' }];

/** The `left` of the header cells of `columns`, once rc-table has measured a 120 px wide cell. */
async function fixedOffsets(columns: ColumnType<Host>[]) {
  // jsdom has no layout: give every element a width and a place in the page, as a browser would.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  render(<Table<Host> columns={columns} data={hosts} scroll={{ x: 1200 }} />);
  const headers = () => screen.getAllByRole('columnheader');
  await waitFor(() => expect(headers()[1]).toHaveStyle({ left: '120px' }));
  return headers().map((header) => [header.style.position, header.style.left]);
}

// docs/demo/fixed-columns.md, "Pitfalls", and docs/changelog.$tab-upgrade.md, "Smaller changes".
// The offsets come from the widths MeasureCell reports (node_modules/rc-table/lib/Body/MeasureCell.js,
// line 26; lib/Table.js, lines 250-257), not from `width`.
describe('the offset of a fixed column', () => {
  it('is measured: fixed columns without a width stick where the columns before them end', async () => {
    expect(
      await fixedOffsets([
        { title: 'Host', dataIndex: 'host', key: 'host', fixed: 'left' },
        { title: 'Status', dataIndex: 'status', key: 'status', fixed: 'left' },
        { title: 'Region', dataIndex: 'region', key: 'region' },
      ]),
    ).toEqual([
      ['sticky', '0px'],
      ['sticky', '120px'],
      ['', ''],
    ]);
  });

  it('follows the measured width, not the width prop', async () => {
    expect(
      await fixedOffsets([
        { title: 'Host', dataIndex: 'host', key: 'host', fixed: 'left', width: 80 },
        { title: 'Status', dataIndex: 'status', key: 'status', fixed: 'left', width: 80 },
        { title: 'Region', dataIndex: 'region', key: 'region' },
      ]),
    ).toEqual([
      ['sticky', '0px'],
      ['sticky', '120px'],
      ['', ''],
    ]);
  });

  it('is never measured without scroll.x: every fixed column sticks at 0', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const { container } = render(
      <Table<Host>
        columns={[
          { title: 'Host', dataIndex: 'host', key: 'host', fixed: 'left' },
          { title: 'Status', dataIndex: 'status', key: 'status', fixed: 'left' },
          { title: 'Region', dataIndex: 'region', key: 'region' },
        ]}
        data={hosts}
      />,
    );
    // What would measure the cells: MeasureRow, rendered only with scroll.x, scroll.y or sticky.
    expect(container.querySelector('.rc-table-measure-row')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [host, status] = screen.getAllByRole('columnheader');
    expect(host).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(status).toHaveStyle({ position: 'sticky', left: '0px' });
  });

  it('comes with table-layout: fixed, and a column without a width gets no width of its own', () => {
    const { container } = render(
      <Table<Host>
        columns={[
          { title: 'Host', dataIndex: 'host', key: 'host', fixed: 'left' },
          { title: 'Region', dataIndex: 'region', key: 'region' },
        ]}
        data={hosts}
        scroll={{ x: 1200 }}
      />,
    );
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    expect(container.querySelectorAll('col[style*="width"]')).toHaveLength(0);
  });
});

interface Order {
  key: string;
  id: string;
}
const orders: Order[] = [
  { key: 'a', id: 'SO-1041' },
  { key: 'b', id: 'SO-1042' },
];

/** A table with an expand column whose `rowExpandable` answers `canExpand`. */
function Expandable({ canExpand, columns }: { canExpand: boolean; columns: ColumnType<Order>[] }) {
  return (
    <Table<Order>
      columns={columns}
      data={orders}
      expandable={{ expandedRowRender: (order) => order.id, rowExpandable: () => canExpand }}
    />
  );
}

// docs/demo/expanded-row-render.md, "Pitfalls": the expand column is memoised on `columns`, the
// expanded keys, `expandIcon`, the row key and `direction` (node_modules/rc-table/lib/hooks/
// useColumns.js, line 230), not on `rowExpandable` or `expandRowByClick`.
describe('the expand column after rowExpandable changes', () => {
  const columns: ColumnType<Order>[] = [{ title: 'Order', dataIndex: 'id', key: 'id' }];
  const icons = (container: HTMLElement) =>
    container.querySelectorAll('.rc-table-row-expand-icon.rc-table-row-collapsed');

  it('keeps the old behaviour with the same columns array, and follows a new one', () => {
    const { container, rerender } = render(<Expandable canExpand={false} columns={columns} />);
    expect(icons(container)).toHaveLength(0);
    rerender(<Expandable canExpand columns={columns} />);
    expect(icons(container)).toHaveLength(0);
    rerender(<Expandable canExpand columns={[...columns]} />);
    expect(icons(container)).toHaveLength(2);
  });
});

// docs/demo/simple.md and docs/demo/key.md, "Pitfalls".
describe('row keys', () => {
  it('without rowKey or a key field: no data-row-key, and warnings from rc-table and React', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <Table<{ id: string }>
        columns={[{ title: 'Id', dataIndex: 'id', key: 'id' }]}
        data={[{ id: 'x' }, { id: 'y' }]}
      />,
    );
    expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);
    const said = error.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(said).toMatch(/Each record in table should have a unique `key` prop/);
    expect(said).toMatch(/Each child in a list should have a unique "key" prop/);
  });

  it('duplicated: React warns, and expanding one of the two rows expands both', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Table<Order>
        columns={[{ title: 'Order', dataIndex: 'id', key: 'id' }]}
        data={[
          { key: 'a', id: 'SO-1041' },
          { key: 'a', id: 'SO-1042' },
        ]}
        expandable={{
          expandedRowRender: (order) => `Lines of ${order.id}`,
          defaultExpandedRowKeys: ['a'],
        }}
      />,
    );
    expect(screen.getByText('Lines of SO-1041')).toBeInTheDocument();
    expect(screen.getByText('Lines of SO-1042')).toBeInTheDocument();
    expect(error.mock.calls.flat().join(' ')).toMatch(/Encountered two children with the same key/);
  });
});

// docs/demo/fixed-columns-and-header.md and docs/demo/scroll-xy.md, "Pitfalls": the header table
// takes the widths measured in the body (node_modules/rc-table/lib/Table.js, line 482;
// lib/FixedHolder/index.js, line 169).
describe('the header table of a table with scroll.y', () => {
  it('gets the measured widths of the body columns, for columns without a width', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const { container } = render(
      <Table<Host>
        columns={[
          { title: 'Host', dataIndex: 'host', key: 'host' },
          { title: 'Status', dataIndex: 'status', key: 'status' },
        ]}
        data={hosts}
        scroll={{ y: 200 }}
      />,
    );
    const headerCols = () => [...container.querySelectorAll('.rc-table-header col')];
    await waitFor(() =>
      expect(
        headerCols()
          .slice(0, 2)
          .map((col) => (col as HTMLElement).style.width),
      ).toEqual(['120px', '120px']),
    );
    // The body's own <col> elements carry no width: there is none in `columns`.
    expect(container.querySelectorAll('.rc-table-body col[style*="width"]')).toHaveLength(0);
  });
});
