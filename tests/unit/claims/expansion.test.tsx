import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { describe, expect, it, vi } from 'vitest';
import ChildrenIndent from '../../../demos/children-indent';
import ExpandedRowRender from '../../../demos/expanded-row-render';
import Nested from '../../../demos/nested';
import SubTable from '../../../demos/sub-table';
import VirtualList from '../../../demos/virtual-list';
import { expandButton } from '../../../demos/_data/expandButton';
import { claimCount, claimValue } from '../../support/claimText';
import { tabTo } from '../demos/tabTo';
import { errorsDuring } from './fixtures';

/**
 * The statements of the "Expansion and trees" and "Performance" pages (docs/demo) about what
 * rc-table 7.30.3 and their demos do, where no other test proves them. jsdom has no layout: a
 * test that scrolls gives the scrolling box the sizes a browser would measure.
 */

interface Node {
  key: string;
  name: string;
  children?: Node[];
}

const tree: Node[] = [
  {
    key: 'a',
    name: 'Ada',
    children: [{ key: 'a1', name: 'Ann', children: [{ key: 'a2', name: 'Amy' }] }],
  },
  { key: 'b', name: 'Bob' },
];
const columns: ColumnsType<Node> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 100 },
  { title: 'Key', dataIndex: 'key', key: 'key', width: 100 },
];
const flat: Node[] = [
  { key: 'a', name: 'Ada' },
  { key: 'b', name: 'Bob' },
];
const expandedRowRender = (node: Node) => `Detail of ${node.name}`;

describe('tree indentation in rc-table', () => {
  it('has no default indentSize: without it no level gets a padding', () => {
    const { container } = render(
      <Table<Node> columns={columns} data={tree} expandable={{ defaultExpandAllRows: true }} />,
    );
    const indents = [...container.querySelectorAll<HTMLElement>('.rc-table-row-indent')];
    expect(indents.map((indent) => indent.className.match(/indent-level-\d/)![0])).toEqual([
      'indent-level-0',
      'indent-level-1',
      'indent-level-2',
      'indent-level-0',
    ]);
    for (const indent of indents) expect(indent.style.paddingLeft).toBe('');
  });

  it('puts the indent and the icon in the column expandIconColumnIndex names, the first by default', () => {
    /** The index of the cell holding the indent, in each body row. */
    const indentColumns = (container: HTMLElement) =>
      [...container.querySelectorAll('tbody tr')].map((row) =>
        [...row.children].findIndex((cell) => cell.querySelector('.rc-table-row-indent')),
      );
    const first = render(
      <Table<Node> columns={columns} data={tree} expandable={{ defaultExpandAllRows: true }} />,
    );
    expect(indentColumns(first.container)).toEqual([0, 0, 0, 0]);
    expect(
      first.container.querySelectorAll('td:first-child .rc-table-row-expand-icon'),
    ).toHaveLength(4);
    first.unmount();

    const second = render(
      <Table<Node>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true, expandIconColumnIndex: 1, indentSize: 10 }}
      />,
    );
    expect(indentColumns(second.container)).toEqual([1, 1, 1, 1]);
    expect(
      second.container.querySelectorAll('td:nth-child(2) .rc-table-row-expand-icon'),
    ).toHaveLength(4);
    second.unmount();

    const none = render(
      <Table<Node>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true, showExpandColumn: false, indentSize: 10 }}
      />,
    );
    expect(none.container.querySelector('.rc-table-row-indent')).toBeNull();
    expect(none.container.querySelector('.rc-table-row-expand-icon')).toBeNull();
  });

  it('reads defaultExpandAllRows once: rows added later start closed', () => {
    const more: Node[] = [
      ...tree,
      { key: 'c', name: 'Cy', children: [{ key: 'c1', name: 'Cal' }] },
    ];
    const { rerender } = render(
      <Table<Node> columns={columns} data={tree} expandable={{ defaultExpandAllRows: true }} />,
    );
    expect(screen.getByRole('cell', { name: 'Amy' })).toBeInTheDocument();
    rerender(
      <Table<Node> columns={columns} data={more} expandable={{ defaultExpandAllRows: true }} />,
    );
    expect(screen.getByRole('cell', { name: 'Cy' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Cal' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Amy' })).toBeInTheDocument();
  });
});

describe('the default expand icon', () => {
  it('is a span that Tab skips and Enter and Space ignore; expandButton makes a named button of it', async () => {
    const user = userEvent.setup();
    const plain = render(<Table<Node> columns={columns} data={tree} />);
    const icon = plain.container.querySelector<HTMLElement>('.rc-table-row-expand-icon')!;
    expect(icon.tagName).toBe('SPAN');
    expect(icon).not.toHaveAttribute('tabindex');
    expect(icon).not.toHaveAttribute('role');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await user.tab();
    expect(document.body).toHaveFocus();
    icon.focus();
    await user.keyboard('{Enter} ');
    expect(screen.queryByRole('cell', { name: 'Ann' })).toBeNull();
    await user.click(icon);
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
    plain.unmount();

    render(
      <Table<Node>
        columns={columns}
        data={tree}
        expandable={{ expandIcon: expandButton<Node>((node) => node.name) }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Expand Ada' });
    expect(button).toHaveClass('rc-table-row-expand-icon', 'rc-table-row-collapsed');
    await tabTo(user, button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Collapse Ada' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
  });
});

describe('a custom expandIcon', () => {
  it('calling onExpand updates the expanded keys and fires onExpand and onExpandedRowsChange', () => {
    const onExpand = vi.fn();
    const onExpandedRowsChange = vi.fn();
    render(
      <Table<Node>
        columns={columns}
        data={flat}
        expandable={{
          expandedRowRender,
          onExpand,
          onExpandedRowsChange,
          expandIcon: ({ record, onExpand: toggle }) => (
            <button type="button" onClick={(event) => toggle(record, event)}>
              Toggle {record.name}
            </button>
          ),
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Bob' }));
    expect(screen.getByText('Detail of Bob')).toBeVisible();
    expect(onExpand).toHaveBeenCalledWith(true, flat[1]);
    expect(onExpandedRowsChange).toHaveBeenCalledWith(['b']);
  });

  it('with expandRowByClick, toggles once in the expand column but twice in tree data unless it stops the click', () => {
    const naive = ({
      record,
      onExpand,
    }: {
      record: Node;
      onExpand: (r: Node, e: never) => void;
    }) =>
      record.children || !('children' in record) ? (
        <button type="button" onClick={(event) => onExpand(record, event as never)}>
          Toggle {record.name}
        </button>
      ) : null;
    const rows = render(
      <Table<Node>
        columns={columns}
        data={flat}
        expandable={{ expandedRowRender, expandRowByClick: true, expandIcon: naive }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Ada' }));
    expect(screen.getByText('Detail of Ada')).toBeVisible();
    rows.unmount();

    render(
      <Table<Node>
        columns={columns}
        data={tree}
        expandable={{ expandRowByClick: true, expandIcon: naive }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Ada' }));
    // Opened by the button, closed again by the row the click bubbled to.
    expect(screen.queryByRole('cell', { name: 'Ann' })).toBeNull();
  });
});

describe('expanded keys and expanded rows', () => {
  it('keeps the key of a row that can no longer expand until the page removes it', () => {
    const onExpandedRowsChange = vi.fn();
    const table = (rowExpandable: (node: Node) => boolean) => (
      <Table<Node>
        columns={[...columns]}
        data={flat}
        expandable={{ expandedRowRender, rowExpandable, onExpandedRowsChange }}
      />
    );
    const { container, rerender } = render(table(() => true));
    const icon = (index: number) =>
      container.querySelectorAll<HTMLElement>('.rc-table-row-expand-icon')[index];
    fireEvent.click(icon(1));
    expect(onExpandedRowsChange).toHaveBeenLastCalledWith(['b']);
    rerender(table((node) => node.key === 'a'));
    expect(icon(1)).toHaveClass('rc-table-row-spaced');
    fireEvent.click(icon(0));
    expect(onExpandedRowsChange).toHaveBeenLastCalledWith(['b', 'a']);
  });

  it('keeps one set of keys for the whole tree: opening a row opens every row with its key', () => {
    const cousins: Node[] = [
      {
        key: 'a',
        name: 'Ada',
        children: [{ key: 'x', name: 'Xia', children: [{ key: 'x1', name: 'Xu' }] }],
      },
      {
        key: 'b',
        name: 'Bob',
        children: [{ key: 'x', name: 'Xeno', children: [{ key: 'x2', name: 'Xiu' }] }],
      },
    ];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <Table<Node>
        columns={columns}
        data={cousins}
        expandable={{ defaultExpandedRowKeys: ['a', 'b'], indentSize: 10 }}
      />,
    );
    expect(screen.queryByRole('cell', { name: 'Xu' })).toBeNull();
    const xia = screen.getByRole('cell', { name: 'Xia' });
    fireEvent.click(xia.querySelector<HTMLElement>('.rc-table-row-expand-icon')!);
    expect(screen.getByRole('cell', { name: 'Xu' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Xiu' })).toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(6);
    error.mockRestore();
  });

  it('hides a closed expanded row and keeps its content mounted for the next opening', () => {
    const Detail = vi.fn(({ node }: { node: Node }) => <p>Detail of {node.name}</p>);
    const { container } = render(
      <Table<Node>
        columns={columns}
        data={flat}
        expandable={{ expandedRowRender: (node) => <Detail node={node} /> }}
      />,
    );
    const icon = () => container.querySelector<HTMLElement>('.rc-table-row-expand-icon')!;
    fireEvent.click(icon());
    const detail = screen.getByText('Detail of Ada');
    fireEvent.click(icon());
    expect(detail).toBeInTheDocument();
    expect(detail.closest('tr')).not.toBeVisible();
    fireEvent.click(icon());
    expect(screen.getByText('Detail of Ada')).toBe(detail);
    expect(detail.closest('tr')).toBeVisible();
  });
});

describe('demo: children-indent (claims)', () => {
  it('closing website/src hides every row beneath it, from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<ChildrenIndent />);
    expect(screen.getByRole('cell', { name: /Invoice\.tsx/ })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Collapse website/src' });
    await tabTo(user, button);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('cell', { name: /Invoice\.tsx/ })).toBeNull();
    expect(screen.queryByRole('cell', { name: /main\.tsx/ })).toBeNull();
    await user.keyboard(' ');
    expect(screen.getByRole('cell', { name: /Invoice\.tsx/ })).toBeInTheDocument();
  });
});

describe('demo: nested (claims)', () => {
  it('opens Discovery and closes Build with their buttons, by click or key', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    expect(screen.queryByRole('cell', { name: /Customer interviews/ })).toBeNull();
    expect(screen.getByRole('cell', { name: /Cart page/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand Discovery' }));
    expect(screen.getByRole('cell', { name: /Customer interviews/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse Build' }));
    expect(screen.queryByRole('cell', { name: /Cart page/ })).toBeNull();

    const discovery = screen.getByRole('button', { name: 'Collapse Discovery' });
    await tabTo(user, discovery);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('cell', { name: /Customer interviews/ })).toBeNull();
    await user.keyboard(' ');
    expect(screen.getByRole('cell', { name: /Customer interviews/ })).toBeInTheDocument();
  });

  it('gives a parent the sum of its subtasks, as many hours for Build as its page names', async () => {
    const hours = Number(
      claimValue(
        'nested/parent-sums-hours',
        /\*\*Build\*\* \((\d+) h\)/,
        /\*\*Build\*\*的Estimate（(\d+) h）/,
      ),
    );
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const hoursOf = (name: string) =>
      Number(
        within(screen.getByRole('cell', { name: new RegExp(name) }).closest('tr')!)
          .getAllByRole('cell')
          .at(-1)!
          .textContent!.replace(' h', ''),
      );
    expect(hoursOf('^Build')).toBe(hours);
    const build = screen.getByRole('cell', { name: /^Build/ }).closest('tr')!;
    const children = [...document.querySelectorAll('tbody tr.rc-table-row-level-1')].filter(
      (row) => {
        let previous = row.previousElementSibling;
        while (previous && !previous.matches('.rc-table-row-level-0'))
          previous = previous.previousElementSibling;
        return previous === build;
      },
    );
    const sum = children.reduce(
      (total, row) => total + Number(row.lastElementChild!.textContent!.replace(' h', '')),
      0,
    );
    expect(sum).toBe(hours);
  });
});

describe('demo: sub-table (claims)', () => {
  it('shows Nordlicht GmbH’s invoices, the last one open, which makes its balance', async () => {
    const id = 'sub-table/nordlicht-invoices';
    const count = claimCount(id, /a table of (\w+) invoices/, /包含(\S)张发票/);
    const balance = claimValue(id, /(€[\d,]+\.\d\d) balance/, /(€[\d,]+\.\d\d)余额/);
    const user = userEvent.setup();
    render(<SubTable />);
    const row = screen.getByRole('cell', { name: 'Nordlicht GmbH' }).closest('tr')!;
    expect(row).toHaveTextContent(balance);
    await user.click(screen.getByRole('button', { name: 'Expand Nordlicht GmbH' }));
    const invoices = within(
      screen.getByRole('table', { name: 'Invoices for Nordlicht GmbH' }),
    ).getAllByRole('row');
    // A header row, then the invoices.
    expect(invoices).toHaveLength(1 + count);
    expect(invoices[count]).toHaveTextContent(balance);
    expect(invoices[count]).not.toHaveTextContent(/^paid/i);
    expect(invoices[1]).toHaveTextContent(/paid/i);
  });
});

describe('demo: expanded-row-render (claims)', () => {
  it('gives the rows a pointer cursor through onRow while "Expand row by click" is checked', async () => {
    const user = userEvent.setup();
    const { container } = render(<ExpandedRowRender />);
    const row = () => container.querySelector<HTMLElement>('tbody tr.rc-table-row')!;
    expect(row().style.cursor).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Expand row by click' }));
    expect(row()).toHaveStyle({ cursor: 'pointer' });
  });
});

describe('components.body as a function', () => {
  it('is called with scroll.y or sticky, not without both; rc-table warns whenever scroll.y is missing', () => {
    const body = vi.fn((rows: readonly Node[]) => (
      <div data-testid="virtual">{rows.length} rows</div>
    ));
    const tries = [{ scroll: { y: 100 } }, { sticky: true }, {}].map((extra) => {
      body.mockClear();
      let container = document.body;
      let unmount = () => {};
      const said = errorsDuring(() => {
        ({ container, unmount } = render(
          <Table<Node> columns={columns} data={flat} components={{ body }} {...extra} />,
        ));
      });
      const result = {
        called: body.mock.calls.length > 0,
        bodyRows: container.querySelectorAll('tbody tr').length,
        warned: said.includes('`components.body` with render props is only work on `scroll.y`'),
      };
      unmount();
      return result;
    });
    expect(tries).toEqual([
      { called: true, bodyRows: 0, warned: false },
      { called: true, bodyRows: 0, warned: true },
      { called: false, bodyRows: 2, warned: true },
    ]);
  });

  it('leaves render, onCell, onRow, rowClassName, expandable rows, caption, an unfixed summary and aria attributes out', () => {
    const render_ = vi.fn(() => 'x');
    const onCell = vi.fn(() => ({}));
    const onRow = vi.fn(() => ({}));
    const rowClassName = vi.fn(() => 'r');
    const rowRender = vi.fn(expandedRowRender);
    const body = () => <div data-testid="virtual" />;
    const { container } = render(
      <Table<Node>
        columns={[{ ...columns[0], render: render_, onCell }, columns[1]]}
        data={flat}
        scroll={{ y: 100 }}
        components={{ body }}
        onRow={onRow}
        rowClassName={rowClassName}
        expandable={{ expandedRowRender: rowRender, defaultExpandAllRows: true, columnWidth: 40 }}
        caption="People"
        aria-label="People"
        {...({ role: 'grid' } as object)}
        summary={() => (
          <Table.Summary>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />,
    );
    expect(screen.getByTestId('virtual')).toBeInTheDocument();
    for (const fn of [render_, onCell, onRow, rowClassName, rowRender])
      expect(fn).not.toHaveBeenCalled();
    // The header row is the only table row left; the body is whatever the function returned.
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(0);
    expect(container.querySelector('caption')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
    expect(container.querySelector('[aria-label], [role="grid"]')).toBeNull();
  });

  it('needs a number width on every column: without one rc-table warns and gives its header column no width', () => {
    const body = () => <div data-testid="virtual" />;
    let container = document.body;
    const said = errorsDuring(() => {
      ({ container } = render(
        <Table<Node>
          columns={[columns[0], { ...columns[1], width: undefined }]}
          data={flat}
          scroll={{ y: 100 }}
          components={{ body }}
        />,
      ));
    });
    expect(said).toContain('Each column should have a fixed `width` value');
    const cols = container.querySelectorAll<HTMLElement>('.rc-table-header col');
    expect(cols[0].style.width).toBe('100px');
    expect([...cols].filter((col) => col.style.width)).toHaveLength(1);
  });
});

describe('demo: virtual-list (claims)', () => {
  it('counts all 100,000 orders once they are built, and shows order #100000 at the bottom', async () => {
    const ROW = 40;
    const { container } = render(<VirtualList />);
    expect(
      await screen.findByText('100,000 orders', undefined, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status');
    const grid = container.querySelector<HTMLElement>('.rc-table-body')!;
    Object.defineProperties(grid, {
      clientHeight: { configurable: true, value: 400 },
      clientWidth: { configurable: true, value: 600 },
      scrollHeight: { configurable: true, value: 100_000 * ROW },
      scrollWidth: { configurable: true, value: 1060 },
    });
    expect(screen.queryByText('#100000')).toBeNull();
    grid.scrollTop = 100_000 * ROW - 400;
    fireEvent.scroll(grid);
    expect(screen.getByText('#100000')).toBeInTheDocument();
  }, 20_000);
});
