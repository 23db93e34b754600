import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import type { ReactNode } from 'react';
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

  it('is never set with showTitle: false', () => {
    expect(cellTitle({ showTitle: false }, (text) => text)).toBeNull();
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

interface Server {
  id: number;
  name: string;
}
const serverColumns = [{ title: 'Name', dataIndex: 'name', key: 'name', width: 400 }];
const servers: Server[] = [{ id: 1, name: 'api-eu-1' }];

// docs/demo/scroll-x.md, "Pitfalls": the container that scrolls, and how a keyboard reaches it.
describe('keyboard access to the box rc-table scrolls', () => {
  it('is a plain <div> that the Tab key passes by', async () => {
    const { container } = render(
      <>
        <Table<Server> columns={serverColumns} data={servers} rowKey="id" scroll={{ x: 1200 }} />
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
