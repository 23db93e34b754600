import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import {
  _el as resizeTargets,
  _rs as reportResize,
} from 'rc-resize-observer/lib/utils/observerUtil';
import { resetWarned } from 'rc-util/lib/warning';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClassName from '../../../demos/class-name';
import HideHeader from '../../../demos/hide-header';
import Jsx from '../../../demos/jsx';
import Key from '../../../demos/key';
import NoData from '../../../demos/no-data';
import RowAndCellClick from '../../../demos/row-and-cell-click';
import Simple from '../../../demos/simple';
import TitleAndFooter from '../../../demos/title-and-footer';
import Aria from '../../../demos/aria';
import ScopeCol from '../../../demos/scope-col';
import ScopeRow from '../../../demos/scope-row';
import { claimCount, claimValue, claimValues } from '../../support/claimText';

/**
 * What the "Try it" and "Pitfalls" items of the Basics and Accessibility demo pages say about
 * rc-table 7.30.3 and their demos, where no other test shows it (tests/claims/basics.ts and
 * accessibility.ts name the proof of each item).
 */

// rc-util prints each warning once per page load: start every test afresh.
beforeEach(() => resetWarned());
afterEach(() => {
  vi.restoreAllMocks();
});

const RC_TABLE_SHEET = readFileSync(
  createRequire(import.meta.url).resolve('rc-table/assets/index.css'),
  'utf8',
);

/** Runs `run` with rc-table's stylesheet, and `extra` rules after it, in the document. */
function withSheet(extra: string, run: () => void) {
  const style = document.createElement('style');
  style.textContent = `${RC_TABLE_SHEET}\n${extra}`;
  document.head.append(style);
  try {
    run();
  } finally {
    style.remove();
  }
}

interface Item {
  key: string;
  name: string;
  stock: number;
}

const items: Item[] = [
  { key: 'a', name: 'Hex bolt', stock: 0 },
  { key: 'b', name: 'Cable tie', stock: 12 },
];
const itemColumns: ColumnsType<Item> = [
  { title: 'Item', dataIndex: 'name', key: 'name' },
  { title: 'Stock', dataIndex: 'stock', key: 'stock' },
];

// docs/demo/class-name.md
describe('class-name', () => {
  it('a background on a row class is hidden by the cells; a rule on the cells shows', () => {
    withSheet(
      '.shop tr.low { background: rgb(255, 0, 0); } .shop tr.out > td { background: rgb(0, 0, 255); }',
      () => {
        render(
          <Table<Item>
            className="shop"
            columns={itemColumns}
            data={items}
            rowClassName={(_item, index) => (index === 0 ? 'low' : 'out')}
          />,
        );
        const [low, out] = screen.getAllByRole('row').slice(1);
        expect(getComputedStyle(low).backgroundColor).toBe('rgb(255, 0, 0)');
        for (const td of within(low).getAllByRole('cell'))
          expect(getComputedStyle(td).backgroundColor).toBe('rgb(255, 255, 255)');
        for (const td of within(out).getAllByRole('cell'))
          expect(getComputedStyle(td).backgroundColor).toBe('rgb(0, 0, 255)');
      },
    );
  });

  // Specificity is left to the browser (jsdom applies rules in source order): rc-table's own
  // rule for body cells is `.rc-table tbody tr td` (assets/index.css, line 143).
  it('className goes on the outer element, so rules scoped under it reach only that table', () => {
    withSheet('.shop tbody tr td { color: rgb(0, 128, 0); }', () => {
      const { container } = render(
        <>
          <Table<Item> className="shop" columns={itemColumns} data={items} />
          <Table<Item> columns={itemColumns} data={items} />
        </>,
      );
      const [shop, other] = container.querySelectorAll<HTMLElement>(':scope > .rc-table');
      expect(shop).toHaveClass('shop');
      expect(other).not.toHaveClass('shop');
      const colour = (table: HTMLElement) =>
        getComputedStyle(within(table).getAllByRole('cell')[0]).color;
      expect(colour(shop)).toBe('rgb(0, 128, 0)');
      expect(colour(other)).not.toBe('rgb(0, 128, 0)');
    });
  });

  it('rowClassName skips the expanded row, which gets only expandedRowClassName, a function', () => {
    const { container, unmount } = render(
      <Table<Item>
        columns={itemColumns}
        data={items}
        rowClassName="item-row"
        expandable={{
          defaultExpandedRowKeys: ['a'],
          expandedRowRender: (item) => `Details of ${item.name}`,
          expandedRowClassName: () => 'item-details',
        }}
      />,
    );
    const detail = screen.getByText('Details of Hex bolt').closest('tr')!;
    expect(detail).toHaveClass('item-details');
    expect(detail).not.toHaveClass('item-row');
    expect(container.querySelectorAll('tr.item-row')).toHaveLength(2);
    unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Table<Item>
          columns={itemColumns}
          data={items}
          expandable={{
            defaultExpandedRowKeys: ['a'],
            expandedRowRender: (item) => `Details of ${item.name}`,
            // @ts-expect-error the typings allow only a function
            expandedRowClassName: 'item-details',
          }}
        />,
      ),
    ).toThrow(TypeError);
  });

  it('the default expand icon is a bare <span>: no Tab stop, no role, Enter does nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Table<Item>
        columns={itemColumns}
        data={items}
        expandable={{ expandedRowRender: (item) => `Details of ${item.name}` }}
      />,
    );
    const icon = container.querySelector('.rc-table-row-expand-icon') as HTMLElement;
    expect(icon.tagName).toBe('SPAN');
    expect(icon).not.toHaveAttribute('tabindex');
    expect(icon).not.toHaveAttribute('role');
    expect(screen.queryByRole('button')).toBeNull();
    await user.tab();
    expect(document.body).toHaveFocus();
    icon.focus();
    await user.keyboard('{Enter} ');
    expect(screen.queryByText('Details of Hex bolt')).toBeNull();
    await user.click(icon);
    expect(screen.getByText('Details of Hex bolt')).toBeInTheDocument();
  });

  it('demo: the expand icon is a named button with aria-expanded, opened by Tab and Enter', async () => {
    const user = userEvent.setup();
    render(<ClassName />);
    const expanded = () => [...document.querySelectorAll('tr.rc-table-expanded-row')];
    const before = expanded().length;
    const label = claimValue(
      'class-name/default-icon-not-a-control',
      /naming the item \("(Expand [^"]+)"\)/,
      /哪件商品（“(Expand [^”]+)”）/,
    );
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('rc-table-row-expand-icon', 'rc-table-row-collapsed');
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded()).toHaveLength(before + 1);
    for (const tr of expanded()) expect(tr).toHaveClass('inventory-expanded');
    expect(
      screen.getByRole('button', { name: label.replace(/^Expand/, 'Collapse') }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});

// docs/demo/hide-header.md
describe('hide-header', () => {
  const bodyRowTexts = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent);

  it('demo: ticking Show header adds the Detail / Value header above the same rows', async () => {
    const user = userEvent.setup();
    render(<HideHeader />);
    const rows = bodyRowTexts();
    const toggle = screen.getByRole('checkbox', { name: 'Show header' });
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    await user.click(toggle);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Detail',
      'Value',
    ]);
    expect(bodyRowTexts()).toEqual(rows);
    await user.click(toggle);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
  });

  it('demo: the labels are <th scope="row"> with and without the header', async () => {
    const user = userEvent.setup();
    render(<HideHeader />);
    const labels = () =>
      [...document.querySelectorAll('tbody tr')].map((tr) => tr.firstElementChild!);
    for (const shown of [false, true]) {
      expect(screen.getByRole('checkbox', { name: 'Show header' })).toHaveProperty(
        'checked',
        shown,
      );
      for (const cell of labels()) {
        expect(cell.tagName).toBe('TH');
        expect(cell).toHaveAttribute('scope', 'row');
      }
      expect(screen.getAllByRole('rowheader')).toHaveLength(labels().length);
      await user.click(screen.getByRole('checkbox', { name: 'Show header' }));
    }
  });

  it('demo: without the header, the caption names the table and each row has its row header', () => {
    render(<HideHeader />);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.getByRole('table')).toHaveAccessibleName('Shipment SO-2303');
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(within(row).getAllByRole('rowheader')).toHaveLength(1);
  });
});

// docs/demo/jsx.md
describe('jsx', () => {
  interface Train {
    id: string;
    train: string;
    from: string;
    to: string;
  }
  const trains: Train[] = [{ id: 't1', train: 'IC 612', from: 'Utrecht', to: 'Amsterdam' }];
  const headerRows = () =>
    screen
      .getAllByRole('row')
      .filter((tr) => tr.closest('thead'))
      .map((tr) =>
        within(tr)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      );

  it('demo: Route and Schedule span two columns; Train, Platform and Status both header rows', () => {
    render(<Jsx />);
    const th = (name: string) => screen.getByRole('columnheader', { name });
    for (const group of ['Route', 'Schedule']) expect(th(group)).toHaveAttribute('colspan', '2');
    for (const single of ['Train', 'Platform', 'Status'])
      expect(th(single)).toHaveAttribute('rowspan', '2');
    expect(headerRows()).toEqual([
      ['Train', 'Route', 'Schedule', 'Platform', 'Status'],
      ['From', 'To', 'Departs', 'Arrives'],
    ]);
  });

  it('the header follows the JSX: a column moved into another group moves there', () => {
    const { rerender } = render(
      <Table<Train> data={trains} rowKey="id">
        <Table.Column<Train> title="Train" dataIndex="train" key="train" />
        <Table.ColumnGroup<Train> title="Route" key="route">
          <Table.Column<Train> title="From" dataIndex="from" key="from" />
          <Table.Column<Train> title="To" dataIndex="to" key="to" />
        </Table.ColumnGroup>
      </Table>,
    );
    expect(headerRows()).toEqual([
      ['Train', 'Route'],
      ['From', 'To'],
    ]);
    rerender(
      <Table<Train> data={trains} rowKey="id">
        <Table.ColumnGroup<Train> title="Route" key="route">
          <Table.Column<Train> title="Train" dataIndex="train" key="train" />
          <Table.Column<Train> title="From" dataIndex="from" key="from" />
          <Table.Column<Train> title="To" dataIndex="to" key="to" />
        </Table.ColumnGroup>
      </Table>,
    );
    expect(headerRows()).toEqual([['Route'], ['Train', 'From', 'To']]);
    expect(screen.getByRole('columnheader', { name: 'Route' })).toHaveAttribute('colspan', '3');
  });

  it('reads elements without rendering them: a wrapper is not called, and its props are the column', () => {
    const called = vi.fn();
    function ToColumn(props: { title: string; dataIndex: keyof Train; label: string }) {
      called();
      return <Table.Column<Train> title={props.label} dataIndex={props.dataIndex} />;
    }
    const shown = (name: string) => name !== 'hidden';
    render(
      <Table<Train> data={trains} rowKey="id">
        <ToColumn title="Wrapper title" dataIndex="train" label="Never read" key="train" />
        <>
          <Table.Column<Train> title="From" dataIndex="from" key="from" />
        </>
        {[<Table.Column<Train> title="Train again" dataIndex="train" key="again" />]}
        {shown('to') && <Table.Column<Train> title="To" dataIndex="to" key="to" />}
        {shown('hidden') && <Table.Column<Train> title="Hidden" dataIndex="to" key="hidden" />}
      </Table>,
    );
    expect(called).not.toHaveBeenCalled();
    expect(headerRows()).toEqual([['Wrapper title', 'From', 'Train again', 'To']]);
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent(
      'IC 612',
    );
  });

  it("the JSX key is the column's key; without keys, a column's cells remount when one before it goes", () => {
    const onHeaderRow = vi.fn((_columns: readonly object[]) => ({}));
    render(
      <Table<Train> data={trains} rowKey="id" onHeaderRow={onHeaderRow}>
        <Table.Column<Train> title="Train" dataIndex="train" key="number" />
      </Table>,
    );
    expect(onHeaderRow.mock.calls[0][0]).toEqual([expect.objectContaining({ key: 'number' })]);

    let mounts = 0;
    function Probe() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <span>probe</span>;
    }
    const table = (withFirst: boolean, keyed: boolean) => (
      <Table<Train> data={trains} rowKey="id">
        {withFirst && (
          <Table.Column<Train>
            title="Note"
            render={() => 'note'}
            key={keyed ? 'note' : undefined}
          />
        )}
        <Table.Column<Train>
          title="Probe"
          render={() => <Probe />}
          key={keyed ? 'probe' : undefined}
        />
      </Table>
    );
    for (const keyed of [false, true]) {
      mounts = 0;
      const { rerender, unmount } = render(table(true, keyed));
      rerender(table(false, keyed));
      expect(mounts, keyed ? 'keyed' : 'unkeyed').toBe(keyed ? 1 : 2);
      unmount();
    }
  });
});

// docs/demo/key.md
describe('key', () => {
  const noteFor = (name: string) => screen.getByLabelText(`Note for ${name}`) as HTMLInputElement;
  const serverNames = () =>
    [...document.querySelectorAll('tbody tr[data-row-key]')].map(
      (tr) => within(tr as HTMLElement).getAllByRole('cell')[0].textContent!,
    );

  it('demo: switching rowKey to the function changes every key and clears the typed notes', async () => {
    const user = userEvent.setup();
    render(<Key />);
    const keys = () =>
      [...document.querySelectorAll('tbody tr[data-row-key]')].map((tr) =>
        tr.getAttribute('data-row-key'),
      );
    const before = keys();
    const [first, second] = serverNames();
    await user.type(noteFor(first), 'drain');
    await user.type(noteFor(second), 'patch');
    await user.selectOptions(screen.getByLabelText('rowKey'), 'function');
    const after = keys();
    expect(after.filter((key) => before.includes(key))).toEqual([]);
    expect(serverNames().slice(0, 2)).toEqual([first, second]);
    expect(noteFor(first)).toHaveValue('');
    expect(noteFor(second)).toHaveValue('');
  });

  it('demo: with the id key, notes stay with their servers through Remove, Add server and Reverse order', async () => {
    const user = userEvent.setup();
    render(<Key />);
    const [first, , third, fourth] = serverNames();
    await user.type(noteFor(third), 'backup');
    await user.type(noteFor(fourth), 'warm');
    await user.click(screen.getByRole('button', { name: `Remove ${first}` }));
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    const added = serverNames().at(-1)!;
    await user.click(screen.getByRole('button', { name: 'Reverse order' }));
    expect(serverNames()[0]).toBe(added);
    expect(serverNames()).not.toContain(first);
    expect(noteFor(third)).toHaveValue('backup');
    expect(noteFor(fourth)).toHaveValue('warm');
    expect(noteFor(added)).toHaveValue('');
  });

  it('demo: removing every row shows the emptyText, All servers removed', async () => {
    const user = userEvent.setup();
    render(<Key />);
    for (const name of serverNames())
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);
    // The demo scrolls sideways, so rc-table shows the placeholder once it has measured the
    // table's width. jsdom has no layout and no resize events: give every element a width and
    // report a resize of everything observed, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 600, 40),
    );
    const entries = [...resizeTargets!.keys()].map((target) => ({ target }));
    await act(async () => reportResize!(entries as ResizeObserverEntry[]));
    expect(document.querySelector('.rc-table-placeholder')).toHaveTextContent(
      'All servers removed',
    );
  });

  it('a key repeated in nested children: React warns, and expanding the parent expands the child', () => {
    interface Part {
      key: string;
      name: string;
      children?: Part[];
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parts: Part[] = [
      {
        key: 'p1',
        name: 'Frame',
        children: [{ key: 'p1', name: 'Bolt', children: [{ key: 'p3', name: 'Washer' }] }],
      },
    ];
    render(
      <Table<Part>
        columns={[{ title: 'Part', dataIndex: 'name', key: 'name' }]}
        data={parts}
        expandable={{ defaultExpandedRowKeys: ['p1'] }}
      />,
    );
    expect(error.mock.calls.flat().join(' ')).toMatch(/Encountered two children with the same key/);
    // Only Frame was expanded by key, yet Bolt, which shares it, shows its own child too.
    expect(screen.getByRole('cell', { name: 'Washer' })).toBeInTheDocument();
  });

  it('keyed by index, a row keeps its state in place when the records move', () => {
    interface Server {
      id: string;
    }
    const NoteCell = ({ id }: Server) => <input aria-label={`Note ${id}`} defaultValue="" />;
    const table = (servers: Server[], byIndex: boolean) => (
      <Table<Server>
        columns={[
          { title: 'Server', dataIndex: 'id', key: 'id' },
          { title: 'Note', key: 'note', render: (_, server) => <NoteCell {...server} /> },
        ]}
        data={servers}
        rowKey={byIndex ? (_, index) => String(index) : 'id'}
      />
    );
    const a = { id: 'web-01' };
    const b = { id: 'web-02' };
    for (const byIndex of [true, false]) {
      const { rerender, unmount } = render(table([a, b], byIndex));
      fireEvent.change(screen.getByLabelText('Note web-01'), { target: { value: 'drain' } });
      rerender(table([b, a], byIndex));
      const firstRowInput = within(screen.getAllByRole('row')[1]).getByRole('textbox');
      // By index, the typed text stays in the first row, now next to web-02.
      expect(firstRowInput).toHaveValue(byIndex ? 'drain' : '');
      unmount();
    }
  });
});

// docs/demo/no-data.md
describe('no-data', () => {
  const placeholder = () => document.querySelector('.rc-table-placeholder');

  it('emptyText left out shows No Data; emptyText={undefined} leaves the placeholder row empty', () => {
    const { unmount } = render(<Table<Item> columns={itemColumns} data={[]} />);
    expect(placeholder()).toHaveTextContent('No Data');
    unmount();
    render(<Table<Item> columns={itemColumns} data={[]} emptyText={undefined} />);
    expect(placeholder()).not.toBeNull();
    expect(placeholder()).toHaveTextContent(/^$/);
  });

  it('has no loading state: empty data shows No Data whatever else is passed', () => {
    const props = { loading: true } as object;
    render(<Table<Item> columns={itemColumns} data={[]} {...props} />);
    expect(placeholder()).toHaveTextContent('No Data');
    expect(document.querySelector('[aria-busy], [class*="loading"], [class*="spin"]')).toBeNull();
  });

  it('demo: the placeholder is a row of <tbody>, and Tab reaches its Show all orders button', async () => {
    const user = userEvent.setup();
    render(<NoData />);
    await user.selectOptions(screen.getByLabelText('emptyText'), 'node');
    expect(placeholder()!.tagName).toBe('TR');
    expect(placeholder()!.parentElement!.tagName).toBe('TBODY');
    const button = within(placeholder() as HTMLElement).getByRole('button', {
      name: 'Show all orders',
    });
    for (let stops = 0; stops < 10 && document.activeElement !== button; stops += 1)
      await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(placeholder()).toBeNull();
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(4);
  });
});

// docs/demo/row-and-cell-click.md
describe('row-and-cell-click', () => {
  it('demo: Tab reaches a row, and Enter on it is logged', async () => {
    const user = userEvent.setup();
    render(<RowAndCellClick />);
    const rows = [...document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
    for (
      let stops = 0;
      stops < 10 && !rows.includes(document.activeElement as HTMLElement);
      stops += 1
    )
      await user.tab();
    const row = document.activeElement as HTMLElement;
    expect(rows).toContain(row);
    await user.keyboard('{Enter}');
    const log = within(screen.getByRole('list', { name: 'Event log' })).getAllByRole('listitem');
    expect(log[0]).toHaveTextContent(`onRow keydown Enter: ${row.dataset.rowKey}`);
  });

  it('a click runs the cell handler, then the row handler; stopPropagation in the cell stops the row', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const table = (stop: boolean) => (
      <Table<Item>
        columns={[
          {
            title: 'Item',
            dataIndex: 'name',
            key: 'name',
            onCell: () => ({
              onClick: (event) => {
                calls.push('cell');
                if (stop) event.stopPropagation();
              },
            }),
          },
        ]}
        data={items}
        onRow={() => ({ onClick: () => calls.push('row') })}
      />
    );
    const { rerender } = render(table(false));
    await user.click(screen.getByRole('cell', { name: 'Hex bolt' }));
    expect(calls).toEqual(['cell', 'row']);
    calls.length = 0;
    rerender(table(true));
    await user.click(screen.getByRole('cell', { name: 'Hex bolt' }));
    expect(calls).toEqual(['cell']);
  });

  it('a double click on a row runs its click handler twice first', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <Table<Item>
        columns={itemColumns}
        data={items}
        onRow={() => ({
          onClick: () => calls.push('click'),
          onDoubleClick: () => calls.push('dblclick'),
        })}
      />,
    );
    await user.dblClick(screen.getByRole('cell', { name: 'Hex bolt' }));
    expect(calls).toEqual(['click', 'click', 'dblclick']);
  });

  it('rows and cells are not focusable unless onRow gives them a tabIndex', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table<Item> columns={itemColumns} data={items} />);
    for (const element of document.querySelectorAll('tr, td, th'))
      expect(element).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(document.body).toHaveFocus();
    rerender(<Table<Item> columns={itemColumns} data={items} onRow={() => ({ tabIndex: 0 })} />);
    await user.tab();
    expect(document.activeElement).toBe(document.querySelector('tbody tr'));
  });

  it('onRow and onCell run for every row on every render', () => {
    const onRow = vi.fn(() => ({}));
    const onCell = vi.fn(() => ({}));
    const columns: ColumnsType<Item> = [{ title: 'Item', dataIndex: 'name', key: 'name', onCell }];
    const { rerender } = render(<Table<Item> columns={columns} data={items} onRow={onRow} />);
    const afterFirst = [onRow.mock.calls.length, onCell.mock.calls.length];
    expect(afterFirst[0]).toBeGreaterThanOrEqual(items.length);
    expect(afterFirst[1]).toBeGreaterThanOrEqual(items.length);
    rerender(<Table<Item> columns={columns} data={items} onRow={onRow} className="again" />);
    expect(onRow.mock.calls.length - afterFirst[0]).toBeGreaterThanOrEqual(items.length);
    expect(onCell.mock.calls.length - afterFirst[1]).toBeGreaterThanOrEqual(items.length);
  });

  it('the removed onRow* props only earn a warning to use onRow', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRowClick = vi.fn();
    const removed = {
      onRowClick,
      onRowDoubleClick: onRowClick,
      onRowContextMenu: onRowClick,
      onRowMouseEnter: onRowClick,
      onRowMouseLeave: onRowClick,
    } as object;
    render(<Table<Item> columns={itemColumns} data={items} {...removed} />);
    const said = error.mock.calls.flat().join('\n');
    for (const name of Object.keys(removed))
      expect(said).toContain(`\`${name}\` is removed, please use \`onRow\` instead.`);
    fireEvent.click(screen.getByRole('cell', { name: 'Hex bolt' }));
    fireEvent.doubleClick(screen.getByRole('cell', { name: 'Hex bolt' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});

// docs/demo/simple.md
describe('simple', () => {
  it('without keys: no data-row-key, warnings from rc-table and React, and state stays in place', () => {
    interface Person {
      name: string;
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = (people: Person[]) => (
      <Table<Person>
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          {
            title: 'Note',
            key: 'note',
            render: (_, person) => <input aria-label={`Note for ${person.name}`} />,
          },
        ]}
        data={people}
      />
    );
    const ada = { name: 'Ada' };
    const bob = { name: 'Bob' };
    const { container, rerender } = render(table([ada, bob]));
    expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);
    const said = error.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(said).toMatch(/Each record in table should have a unique `key` prop/);
    expect(said).toMatch(/Each child in a list should have a unique "key" prop/);
    fireEvent.change(screen.getByLabelText('Note for Ada'), { target: { value: 'lead' } });
    rerender(table([bob, ada]));
    // The input stayed in the first row, now Bob's: its label changed, its text did not.
    expect(screen.getByLabelText('Note for Bob')).toHaveValue('lead');
    expect(screen.getByLabelText('Note for Ada')).toHaveValue('');
  });

  it('demo: the Started cell shows 11 Mar 2019 for the record’s 2019-03-11', () => {
    render(<Simple />);
    const row = screen.getByRole('cell', { name: 'Amara Okafor' }).closest('tr')!;
    const started = within(row).getAllByRole('cell')[3];
    expect(screen.getAllByRole('columnheader')[3]).toHaveTextContent('Started');
    expect(started).toHaveTextContent(/^11 Mar 2019$/);
    expect(screen.queryByText('2019-03-11')).toBeNull();
  });
});

// docs/demo/title-and-footer.md
describe('title-and-footer', () => {
  const title = () => document.querySelector('.rc-table-title');
  const footer = () => document.querySelector('.rc-table-footer');

  it('demo: Next page titles the invoices its page names, and the footer counts them; the last page holds two invoices', async () => {
    const id = 'title-and-footer/next-page-title';
    const range = claimValue(
      id,
      /title changes to `(INV-\d+ to INV-\d+)`/,
      /标题变为`(INV-\d+ to INV-\d+)`/,
    );
    const count = claimCount(id, /from the (\w+) invoices now on screen/, /按屏幕上的(\S)张发票/);
    const user = userEvent.setup();
    render(<TitleAndFooter />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    expect(title()).toHaveTextContent(`Invoices ${range}`);
    expect(footer()).toHaveTextContent(new RegExp(`across ${count} invoices$`));
    while (!(next as HTMLButtonElement).disabled) await user.click(next);
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2);
    expect(footer()).toHaveTextContent(/across 2 invoices$/);
  });

  it('title without expandable warns about expand props; with expandable={{}} it is silent and still shown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const titled = { title: () => 'Stock list' } as object;
    const { unmount } = render(<Table<Item> columns={itemColumns} data={items} {...titled} />);
    expect(error.mock.calls.flat().join('\n')).toContain(
      'Warning: expanded related props have been moved into `expandable`.',
    );
    unmount();
    resetWarned();
    error.mockClear();
    render(<Table<Item> columns={itemColumns} data={items} {...titled} expandable={{}} />);
    expect(error).not.toHaveBeenCalled();
    expect(title()).toHaveTextContent('Stock list');
  });

  // The typings' deprecation of `title` in favour of `caption`: lib/interface.d.ts, line 133.
  it('title is a panel outside the <table> given the data; caption is inside and names the table', () => {
    const { container } = render(
      <Table<Item>
        columns={itemColumns}
        data={items}
        expandable={{}}
        caption="Stock"
        {...({ title: (rows: Item[]) => `${rows.length} items` } as object)}
      />,
    );
    expect(title()).toHaveTextContent('2 items');
    expect(title()!.closest('table')).toBeNull();
    expect(container.querySelector('table > caption')).toHaveTextContent('Stock');
    expect(screen.getByRole('table')).toHaveAccessibleName('Stock');
  });

  it('title and footer are called again on every render', () => {
    const titleFn = vi.fn(() => 'Title');
    const footerFn = vi.fn(() => 'Footer');
    const table = (className: string) => (
      <Table<Item>
        className={className}
        columns={itemColumns}
        data={items}
        expandable={{}}
        footer={footerFn}
        {...({ title: titleFn } as object)}
      />
    );
    const { rerender } = render(table('a'));
    const [titles, footers] = [titleFn.mock.calls.length, footerFn.mock.calls.length];
    rerender(table('b'));
    expect(titleFn.mock.calls.length).toBeGreaterThan(titles);
    expect(footerFn.mock.calls.length).toBeGreaterThan(footers);
  });
});

// docs/demo/aria.md
describe('aria', () => {
  it('demo: two clicks on Next page reach the last page, whose servers have the aria-rowindex its page names', async () => {
    const numbers = claimValues(
      'aria/next-page-last-rows',
      /two servers, numbered (\d+) and (\d+)\./,
      /两台服务器，行号是(\d+)和(\d+)。/,
    );
    const user = userEvent.setup();
    render(<Aria />);
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const first = rows().map((row) => row.textContent);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rows().map((row) => row.textContent)).not.toEqual(first.slice(0, 2));
    expect(rows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(numbers);
    expect(screen.getByText('Page 3 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('demo: aria-sort is on the sorted header cell only, never on its button', () => {
    render(<Aria />);
    const sorted = document.querySelectorAll('[aria-sort]');
    expect(sorted).toHaveLength(1);
    expect(sorted[0].tagName).toBe('TH');
    expect(sorted[0]).toHaveTextContent('Uptime');
    expect(within(sorted[0] as HTMLElement).getByRole('button')).not.toHaveAttribute('aria-sort');
  });

  it('aria-label and aria-labelledby both reach the <table>; aria-labelledby names it', () => {
    render(
      <>
        <h2 id="stock-heading">Stock by warehouse</h2>
        <Table<Item>
          columns={itemColumns}
          data={items}
          aria-label="Stock"
          aria-labelledby="stock-heading"
        />
      </>,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-label', 'Stock');
    expect(table).toHaveAttribute('aria-labelledby', 'stock-heading');
    expect(table).toHaveAccessibleName('Stock by warehouse');
  });
});

// docs/demo/scope-col.md
describe('scope-col', () => {
  it('demo: Arrival heads the second Airport and Time, whose cells name it in headers', () => {
    render(<ScopeCol />);
    const arrival = screen.getByRole('columnheader', { name: 'Arrival' });
    expect(arrival).toHaveAttribute('scope', 'colgroup');
    expect(arrival).toHaveAttribute('colspan', '2');
    const airports = screen.getAllByRole('columnheader', { name: 'Airport' });
    expect(airports).toHaveLength(2);
    for (const th of airports) expect(th).toHaveAttribute('scope', 'col');
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[2];
    const cells = within(firstRow).getAllByRole('cell');
    // Flight, Departure Airport and Time, then Arrival Airport and Time.
    for (const cell of cells.slice(3, 5))
      expect(cell.getAttribute('headers')!.split(' ')).toContain(arrival.id);
    for (const cell of cells.slice(1, 3))
      expect(cell.getAttribute('headers')!.split(' ')).not.toContain(arrival.id);
  });

  it('demo: the caption names the table', () => {
    render(<ScopeCol />);
    const caption = claimValue('scope-col/caption-names-table', /"([^"]+)"/, /“([^”]+)”/);
    expect(screen.getByRole('table')).toHaveAccessibleName(caption);
  });

  it('a column without a title gets an empty <td> header cell with no scope', () => {
    const { container } = render(
      <Table<Item>
        columns={[...itemColumns, { key: 'actions', render: () => <button>Edit</button> }]}
        data={items}
      />,
    );
    const cells = [...container.querySelectorAll('thead tr > *')];
    expect(cells.map((cell) => cell.tagName)).toEqual(['TH', 'TH', 'TD']);
    expect(cells[2]).toBeEmptyDOMElement();
    expect(cells[2]).not.toHaveAttribute('scope');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('a group with a single child gets scope col, a wider one colgroup', () => {
    render(
      <Table<Item>
        columns={[
          { title: 'One', key: 'one', children: [itemColumns[0]] },
          { title: 'Two', key: 'two', children: [itemColumns[1], { ...itemColumns[1], key: 'x' }] },
        ]}
        data={items}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'One' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('columnheader', { name: 'Two' })).toHaveAttribute('scope', 'colgroup');
  });

  it('onHeaderCell cannot change the scope rc-table sets', () => {
    render(
      <Table<Item>
        columns={[
          {
            title: 'Item',
            dataIndex: 'name',
            key: 'name',
            onHeaderCell: () => ({ scope: 'row', id: 'item-header' }) as object,
          },
        ]}
        data={items}
      />,
    );
    const th = screen.getByRole('columnheader', { name: 'Item' });
    expect(th).toHaveAttribute('id', 'item-header');
    expect(th).toHaveAttribute('scope', 'col');
  });

  it('an icon title names the header only with a text alternative', () => {
    const icon = <svg viewBox="0 0 16 16" width="16" height="16" />;
    render(
      <Table<Item>
        columns={[
          { title: icon, dataIndex: 'name', key: 'name' },
          {
            title: <svg viewBox="0 0 16 16" width="16" height="16" role="img" aria-label="Stock" />,
            dataIndex: 'stock',
            key: 'stock',
          },
        ]}
        data={items}
      />,
    );
    const [bare, named] = screen.getAllByRole('columnheader');
    expect(bare).toHaveAccessibleName('');
    expect(named).toHaveAccessibleName('Stock');
  });
});

// docs/demo/scope-row.md
describe('scope-row', () => {
  const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

  it('demo: Team cells are <th scope="rowgroup">, Engineer cells <th scope="row">, one per row', () => {
    render(<ScopeRow />);
    const rows = rowsOf();
    for (const row of rows) {
      const rowHeaders = row.querySelectorAll('th[scope="row"]');
      expect(rowHeaders).toHaveLength(1);
    }
    const teams = [...document.querySelectorAll('tbody th[scope="rowgroup"]')];
    expect(teams.map((th) => th.textContent)).toEqual(['Payments', 'Identity', 'Storage']);
    expect(teams.map((th) => th.getAttribute('rowspan'))).toEqual(['2', '3', null]);
  });

  it('demo: each Weekend cell names its engineer and its team header cells in headers', () => {
    render(<ScopeRow />);
    const weekendIndex = screen
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'Weekend');
    let team = '';
    for (const row of rowsOf()) {
      const teamCell = row.querySelector('th[scope="rowgroup"]');
      if (teamCell) team = teamCell.textContent!;
      const engineer = row.querySelector('th[scope="row"]')!.textContent!;
      // Every column before Weekend renders a cell in a team's first row; one fewer below it.
      const cells = [...row.children];
      const weekend = cells[weekendIndex - (teamCell ? 0 : 1)];
      const named = weekend
        .getAttribute('headers')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent);
      expect(named).toEqual([team, engineer, 'Weekend']);
    }
  });

  it('rowScope rowgroup without rowSpan heads each row on its own, repeating the group name', () => {
    interface Shift {
      id: number;
      team: string;
      engineer: string;
    }
    const shifts: Shift[] = [
      { id: 1, team: 'Payments', engineer: 'Fatima' },
      { id: 2, team: 'Payments', engineer: 'Oliver' },
    ];
    render(
      <Table<Shift>
        rowKey="id"
        columns={[
          { title: 'Team', dataIndex: 'team', key: 'team', rowScope: 'rowgroup' },
          { title: 'Engineer', dataIndex: 'engineer', key: 'engineer' },
        ]}
        data={shifts}
      />,
    );
    const teams = [...document.querySelectorAll('tbody th')];
    expect(teams).toHaveLength(2);
    for (const th of teams) {
      expect(th).toHaveTextContent('Payments');
      expect(th).toHaveAttribute('scope', 'rowgroup');
      expect(th).not.toHaveAttribute('rowspan');
    }
  });

  it('demo: row headers are <th>, which this site’s theme paints like the header cells', () => {
    // jsdom does not resolve custom properties: compare the declared backgrounds.
    withSheet(readFileSync('src/styles/table.css', 'utf8'), () => {
      render(<ScopeRow />);
      const background = (cell: HTMLElement) =>
        getComputedStyle(cell).getPropertyValue('background');
      const header = screen.getByRole('columnheader', { name: 'Team' });
      const rowHeader = screen.getByRole('rowheader', { name: 'Fatima Zahra' });
      expect(rowHeader.tagName).toBe('TH');
      expect(background(header)).toBe('var(--demo-header-bg)');
      expect(background(rowHeader)).toBe('var(--demo-header-bg)');
      expect(background(screen.getAllByRole('cell')[0])).toBe('var(--demo-bg)');
    });
  });
});
