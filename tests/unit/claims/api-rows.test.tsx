import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Table, { EXPAND_COLUMN } from 'rc-table';
import type { TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columns, data, errorsDuring, summaryHolder, total, type Person } from './fixtures';

/**
 * Proofs of the API reference rows (src/node/api/descriptions.ts) that no test in
 * api-reference.test.tsx proves whole: each test here proves one row, as the row says it.
 */

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

/**
 * Makes every `.rc-table-body` 800px wide inside 400px and 2000px tall, so that a sticky table
 * shows its scroll bar (jsdom lays nothing out). `viewport` is the height the page or a
 * container shows.
 */
function measureWideBody(viewport: { height: number }) {
  const isBody = (element: Element) => element.classList.contains('rc-table-body');
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isBody(this) ? 800 : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isBody(this) ? 400 : 0;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isBody(this) ? 2000 : viewport.height;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isBody(this) ? 2000 : 0;
  });
}

/** Lets rc-table's frame state (a resolved promise) settle. */
const settle = () => act(async () => {});

describe('API rows: sticky', () => {
  it('offsetHeader: the header sticks that far from the top, 0 when unset', async () => {
    const header = () => document.querySelector('div.rc-table-header') as HTMLElement;
    const unset = render(<Table<Person> columns={columns} data={data} sticky />);
    await settle();
    expect(header()).toHaveClass('rc-table-sticky-holder');
    expect(header().style.top).toBe('0px');
    unset.unmount();
    render(<Table<Person> columns={columns} data={data} sticky={{ offsetHeader: 64 }} />);
    await settle();
    expect(header().style.top).toBe('64px');
  });

  it('offsetSummary: a fixed summary sticks that far from the bottom, 0 when unset', async () => {
    const summary = () => document.querySelector('div.rc-table-summary') as HTMLElement;
    const unset = render(
      <Table<Person> columns={columns} data={data} sticky summary={total(true)} />,
    );
    await settle();
    expect(summary()).toHaveClass('rc-table-sticky-holder');
    expect(summary().style.bottom).toBe('0px');
    unset.unmount();
    render(
      <Table<Person>
        columns={columns}
        data={data}
        sticky={{ offsetSummary: 24 }}
        summary={total(true)}
      />,
    );
    await settle();
    expect(summary().style.bottom).toBe('24px');
  });

  it('offsetScroll: the sticky scroll bar sits that far from the bottom, 0 when unset', async () => {
    measureWideBody({ height: 500 });
    const bar = () => document.querySelector('.rc-table-sticky-scroll') as HTMLElement;
    const unset = render(<Table<Person> columns={columns} data={data} sticky />);
    await settle();
    expect(bar().style.bottom).toBe('0px');
    unset.unmount();
    render(<Table<Person> columns={columns} data={data} sticky={{ offsetScroll: 30 }} />);
    await settle();
    expect(bar().style.bottom).toBe('30px');
  });

  it('getContainer: the scroll bar follows the scrolling of the element it returns, else the window', async () => {
    const bar = () => document.querySelector('.rc-table-sticky-scroll');
    const viewport = { height: 500 };
    measureWideBody(viewport);
    const onWindow = render(<Table<Person> columns={columns} data={data} sticky />);
    await settle();
    expect(bar()).not.toBeNull();
    // The page now shows the table's bottom edge: the bar goes when the window scrolls.
    const innerHeight = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(3000);
    fireEvent.scroll(window);
    await settle();
    expect(bar()).toBeNull();
    onWindow.unmount();
    innerHeight.mockRestore();

    const pane = document.createElement('div');
    document.body.append(pane);
    render(<Table<Person> columns={columns} data={data} sticky={{ getContainer: () => pane }} />);
    await settle();
    expect(bar()).not.toBeNull();
    viewport.height = 3000;
    fireEvent.scroll(window);
    await settle();
    expect(bar()).not.toBeNull();
    fireEvent.scroll(pane);
    await settle();
    expect(bar()).toBeNull();
    pane.remove();
  });
});

describe('API rows: components', () => {
  function Marked(props: ComponentProps<'table'>) {
    return <table data-custom="" {...props} />;
  }
  const sized = columns.map((column) => ({ ...column, width: 100 }));
  const rowsBody = (rows: readonly Person[]) => <div data-testid="virtual">{rows.length}</div>;

  it('table: replaces <table>; with scroll.y or sticky only the body table, and none with a function body', () => {
    const custom = () =>
      Array.from(document.querySelectorAll('table'), (table) => [
        table.closest('div')?.className.split(' ')[0],
        table.hasAttribute('data-custom'),
      ]);
    const plain = render(
      <Table<Person> columns={columns} data={data} components={{ table: Marked }} />,
    );
    expect(custom()).toEqual([['rc-table-content', true]]);
    plain.unmount();
    for (const extra of [{ scroll: { y: 100 } }, { sticky: true }]) {
      const view = render(
        <Table<Person>
          columns={columns}
          data={data}
          components={{ table: Marked }}
          summary={total(true)}
          {...extra}
        />,
      );
      expect(custom()).toEqual([
        ['rc-table-header', false],
        ['rc-table-body', true],
        ['rc-table-summary', false],
      ]);
      view.unmount();
    }
    render(
      <Table<Person>
        columns={sized}
        data={data}
        scroll={{ y: 100 }}
        components={{ table: Marked, body: rowsBody }}
      />,
    );
    expect(custom()).toEqual([['rc-table-header', false]]);
  });

  it('header: wrapper, row and cell stand for <thead>, <tr> and <th>, and for the <td> of an untitled column', () => {
    const { container } = render(
      <Table<Person>
        columns={[columns[0], { dataIndex: 'age', key: 'age' }]}
        data={data}
        components={{
          header: {
            wrapper: (props: ComponentProps<'thead'>) => <thead data-part="wrapper" {...props} />,
            row: (props: ComponentProps<'tr'>) => <tr data-part="row" {...props} />,
            cell: (props: ComponentProps<'th'>) => <th data-part="cell" {...props} />,
          },
        }}
      />,
    );
    const thead = container.querySelector('thead') as HTMLElement;
    expect(thead).toHaveAttribute('data-part', 'wrapper');
    expect(thead.querySelector('tr')).toHaveAttribute('data-part', 'row');
    const cells = thead.querySelectorAll('tr > *');
    expect(cells).toHaveLength(2);
    cells.forEach((cell) => expect(cell).toHaveAttribute('data-part', 'cell'));
    expect(container.querySelector('tbody [data-part]')).toBeNull();
  });

  it('body: wrapper, row and cell stand for <tbody>, <tr>, <td> and a rowScope <th>; a function renders the whole body with scroll.y or sticky, and wants numeric widths', () => {
    const parts = render(
      <Table<Person>
        columns={[{ ...columns[0], rowScope: 'row' }, columns[1]]}
        data={data}
        components={{
          body: {
            wrapper: (props: ComponentProps<'tbody'>) => <tbody data-part="wrapper" {...props} />,
            row: (props: ComponentProps<'tr'>) => <tr data-part="row" {...props} />,
            cell: (props: ComponentProps<'td'>) => <td data-part="cell" {...props} />,
          },
        }}
      />,
    );
    const tbody = parts.container.querySelector('tbody') as HTMLElement;
    expect(tbody).toHaveAttribute('data-part', 'wrapper');
    expect(tbody.querySelectorAll('tr[data-part="row"]')).toHaveLength(2);
    expect(tbody.querySelectorAll('td[data-part="cell"]')).toHaveLength(4);
    expect(tbody.querySelector('th')).toBeNull();
    parts.unmount();

    // The function form: the whole body, without caption, unfixed summary, aria-* or role.
    const attributes = { 'aria-label': 'People', role: 'grid' } as object;
    const virtual = render(
      <Table<Person>
        columns={sized}
        data={data}
        scroll={{ y: 100 }}
        components={{ body: rowsBody }}
        caption="People"
        summary={total()}
        {...attributes}
      />,
    );
    expect(screen.getByTestId('virtual')).toHaveTextContent('2');
    expect(virtual.container.querySelector('tbody, caption, [aria-label], [role]')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
    virtual.unmount();

    // A column without a numeric width is warned about.
    const unsized = errorsDuring(() => {
      render(
        <Table<Person>
          columns={[sized[0], columns[1]]}
          data={data}
          scroll={{ y: 100 }}
          components={{ body: rowsBody }}
        />,
      ).unmount();
    });
    expect(unsized).toContain('Each column should have a fixed `width` value.');

    // With sticky but no scroll.y, it is used and warned about.
    const stickyOnly = errorsDuring(() => {
      render(<Table<Person> columns={sized} data={data} sticky components={{ body: rowsBody }} />);
      expect(screen.getByTestId('virtual')).toHaveTextContent('2');
      cleanup();
    });
    expect(stickyOnly).toContain('`components.body` with render props is only work on `scroll.y`.');

    // With neither, it is warned about and not used.
    const unscrolled = errorsDuring(() => {
      render(<Table<Person> columns={sized} data={data} components={{ body: rowsBody }} />);
    });
    expect(unscrolled).toContain('`components.body` with render props is only work on `scroll.y`.');
    expect(screen.queryByTestId('virtual')).toBeNull();
  });
});

describe('API rows: expandable', () => {
  const expandedRowRender = (person: Person) => `Detail of ${person.name}`;
  const details = () => screen.queryAllByText(/^Detail of/).map((node) => node.textContent);
  const icons = (container: HTMLElement) =>
    Array.from(container.querySelectorAll<HTMLElement>('tbody .rc-table-row-expand-icon'));

  interface Member extends Person {
    children?: Member[];
  }
  const tree: Member[] = [
    {
      key: 'a',
      name: 'Ada',
      age: 36,
      children: [
        { key: 'a1', name: 'Ann', age: 9, children: [{ key: 'a2', name: 'Amy', age: 1 }] },
      ],
    },
    { key: 'b', name: 'Bob', age: 41 },
  ];
  const names = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('tbody tr td:nth-last-child(2)'), (td) => td.textContent);

  it('expandedRowKeys: the rows it lists are expanded; a toggle only reports, until the keys change', () => {
    const onExpand = vi.fn();
    const table = (keys: string[]) => (
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, expandedRowKeys: keys, onExpand }}
      />
    );
    const { container, rerender } = render(table(['b']));
    expect(details()).toEqual(['Detail of Bob']);
    fireEvent.click(icons(container)[0]);
    expect(onExpand).toHaveBeenCalledWith(true, data[0]);
    expect(details()).toEqual(['Detail of Bob']);
    rerender(table(['a', 'b']));
    expect(details()).toEqual(['Detail of Ada', 'Detail of Bob']);
  });

  it('defaultExpandedRowKeys: the rows expanded on first render; later the table keeps its own state', () => {
    const table = (keys: string[]) => (
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, defaultExpandedRowKeys: keys }}
      />
    );
    const { container, rerender } = render(table(['b']));
    expect(details()).toEqual(['Detail of Bob']);
    rerender(table(['a']));
    expect(details()).toEqual(['Detail of Bob']);
    fireEvent.click(icons(container)[0]);
    expect(details()).toEqual(['Detail of Ada', 'Detail of Bob']);
  });

  it('expandedRowRender: renders an expanded row from (record, index, indent, expanded) and adds the expand column', () => {
    const without = render(<Table<Person> columns={columns} data={data} />);
    expect(without.container.querySelectorAll('tbody tr:first-child td')).toHaveLength(2);
    without.unmount();
    const spy = vi.fn(expandedRowRender);
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender: spy, defaultExpandedRowKeys: ['b'] }}
      />,
    );
    expect(container.querySelectorAll('tbody tr:first-child td')).toHaveLength(3);
    expect(container.querySelector('tbody tr td')).toHaveClass('rc-table-row-expand-icon-cell');
    expect(spy).toHaveBeenCalledWith(data[1], 1, 1, true);
    expect(screen.getByText('Detail of Bob').closest('tr')).toHaveClass('rc-table-expanded-row');
  });

  it('expandRowByClick: a click anywhere on the row toggles it; unset, only the icon does', () => {
    const unset = render(
      <Table<Person> columns={columns} data={data} expandable={{ expandedRowRender }} />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(details()).toEqual([]);
    fireEvent.click(icons(unset.container)[0]);
    expect(details()).toEqual(['Detail of Ada']);
    unset.unmount();
    render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, expandRowByClick: true }}
      />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Bob' }));
    expect(details()).toEqual(['Detail of Bob']);
    expect(screen.getByText('Detail of Bob').closest('tr')).toBeVisible();
    fireEvent.click(screen.getByRole('cell', { name: '41' }));
    expect(screen.getByText('Detail of Bob').closest('tr')).not.toBeVisible();
  });

  it('expandIcon: renders the control from { prefixCls, expanded, record, expandable, onExpand }; the built-in one is a span', () => {
    const builtIn = render(
      <Table<Person> columns={columns} data={data} expandable={{ expandedRowRender }} />,
    );
    expect(icons(builtIn.container).map((icon) => icon.tagName)).toEqual(['SPAN', 'SPAN']);
    builtIn.unmount();
    const seen = vi.fn();
    render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{
          expandedRowRender,
          expandIcon: ({ prefixCls, expanded, record, expandable, onExpand }) => {
            seen(prefixCls, expandable);
            return (
              <button type="button" onClick={(event) => onExpand(record, event)}>
                {expanded ? 'Close' : 'Open'} {record.name}
              </button>
            );
          },
        }}
      />,
    );
    expect(seen).toHaveBeenCalledWith('rc-table', true);
    fireEvent.click(screen.getByRole('button', { name: 'Open Bob' }));
    expect(details()).toEqual(['Detail of Bob']);
    expect(screen.getByRole('button', { name: 'Close Bob' })).toBeInTheDocument();
  });

  it('onExpand and onExpandedRowsChange: called for the icon, a row click and the onExpand of expandIcon, not for prop changes', () => {
    const onExpand = vi.fn();
    const onExpandedRowsChange = vi.fn();
    const table = (keys: string[], records = data) => (
      <Table<Person>
        columns={columns}
        data={records}
        expandable={{
          expandedRowRender,
          expandedRowKeys: keys,
          expandRowByClick: true,
          onExpand,
          onExpandedRowsChange,
          expandIcon: ({ record, onExpand: toggle }) => (
            <button type="button" onClick={(event) => toggle(record, event)}>
              Toggle {record.name}
            </button>
          ),
        }}
      />
    );
    const { rerender } = render(table([]));
    rerender(table(['a']));
    rerender(table(['a'], [...data, { key: 'c', name: 'Cy', age: 5 }]));
    expect(onExpand).not.toHaveBeenCalled();
    expect(onExpandedRowsChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('cell', { name: 'Bob' }));
    expect(onExpand).toHaveBeenLastCalledWith(true, data[1]);
    expect(onExpandedRowsChange).toHaveBeenLastCalledWith(['a', 'b']);
    // The expand control sits in the row: its click toggles once, not twice.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Ada' }));
    expect(onExpand).toHaveBeenLastCalledWith(false, data[0]);
    expect(onExpandedRowsChange).toHaveBeenLastCalledWith([]);
    expect(onExpand).toHaveBeenCalledTimes(2);

    const plain = vi.fn();
    const iconOnly = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, onExpand: plain }}
      />,
    );
    fireEvent.click(icons(iconOnly.container)[1]);
    expect(plain).toHaveBeenCalledExactlyOnceWith(true, data[1]);
  });

  it('defaultExpandAllRows: every row open on first render, nested ones too; unset, none; ignored with defaultExpandedRowKeys', () => {
    const count = (expandable: TableProps<Member>['expandable']) => {
      const view = render(<Table<Member> columns={columns} data={tree} expandable={expandable} />);
      const rows = view.container.querySelectorAll('tbody tr').length;
      view.unmount();
      return rows;
    };
    expect(count({})).toBe(2);
    expect(count({ defaultExpandAllRows: true })).toBe(4);
    expect(count({ defaultExpandAllRows: true, defaultExpandedRowKeys: ['a'] })).toBe(3);
  });

  it('indentSize: the left padding per level of each <prefix>-row-indent; unset, no indent', () => {
    const indents = (expandable: TableProps<Member>['expandable']) => {
      const view = render(
        <Table<Member>
          prefixCls="people"
          columns={columns}
          data={tree}
          expandable={{ defaultExpandAllRows: true, ...expandable }}
        />,
      );
      const padding = Array.from(
        view.container.querySelectorAll<HTMLElement>('.people-row-indent'),
        (indent) => indent.style.paddingLeft,
      );
      view.unmount();
      return padding;
    };
    expect(indents({ indentSize: 15 })).toEqual(['0px', '15px', '30px', '0px']);
    expect(indents({})).toEqual(['', '', '', '']);
  });

  it('expandIconColumnIndex: places the expand column or the tree icon; from 0 up it logs its deprecation with an expandedRowRender', () => {
    const deprecated = '`expandIconColumnIndex` is deprecated';
    let container = document.body;
    let unmount = () => {};
    const at1 = errorsDuring(() => {
      ({ container, unmount } = render(
        <Table<Person>
          columns={columns}
          data={data}
          expandable={{ expandedRowRender, expandIconColumnIndex: 1 }}
        />,
      ));
    });
    expect(container.querySelector('tbody td:nth-child(2)')).toHaveClass(
      'rc-table-row-expand-icon-cell',
    );
    expect(at1).toContain(deprecated);
    unmount();
    const unset = errorsDuring(() => {
      ({ container, unmount } = render(
        <Table<Person> columns={columns} data={data} expandable={{ expandedRowRender }} />,
      ));
    });
    expect(container.querySelector('tbody td:first-child')).toHaveClass(
      'rc-table-row-expand-icon-cell',
    );
    expect(unset).toBe('');
    unmount();
    const zero = errorsDuring(() => {
      render(
        <Table<Person>
          columns={columns}
          data={data}
          expandable={{ expandedRowRender, expandIconColumnIndex: 0 }}
        />,
      ).unmount();
    });
    expect(zero).toContain(deprecated);
    const treeView = render(
      <Table<Member> columns={columns} data={tree} expandable={{ expandIconColumnIndex: 1 }} />,
    );
    const first = treeView.container.querySelector('tbody tr') as HTMLElement;
    expect(first.querySelector('td:nth-child(2) .rc-table-row-expand-icon')).not.toBeNull();
    expect(first.querySelector('td:first-child .rc-table-row-expand-icon')).toBeNull();
  });

  it('showExpandColumn: only false leaves the column out; rows still expand, an EXPAND_COLUMN stays, tree icons go', () => {
    const cells = (container: HTMLElement) =>
      container.querySelectorAll('tbody tr:first-child td').length;
    const nullish = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, showExpandColumn: undefined }}
      />,
    );
    expect(cells(nullish.container)).toBe(3);
    nullish.unmount();
    const byClick = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, showExpandColumn: false, expandRowByClick: true }}
      />,
    );
    expect(cells(byClick.container)).toBe(2);
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(details()).toEqual(['Detail of Ada']);
    byClick.unmount();
    const byKeys = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, showExpandColumn: false, expandedRowKeys: ['b'] }}
      />,
    );
    expect(details()).toEqual(['Detail of Bob']);
    byKeys.unmount();
    const placed = render(
      <Table<Person>
        columns={[columns[0], EXPAND_COLUMN, columns[1]]}
        data={data}
        expandable={{ expandedRowRender, showExpandColumn: false }}
      />,
    );
    expect(cells(placed.container)).toBe(3);
    expect(icons(placed.container)).toHaveLength(2);
    placed.unmount();
    const treeView = render(
      <Table<Member> columns={columns} data={tree} expandable={{ showExpandColumn: false }} />,
    );
    expect(icons(treeView.container)).toHaveLength(0);
  });

  it('childrenColumnName: the field whose records become child rows, children when unset', () => {
    const members = [
      { key: 'a', name: 'Ada', age: 36, members: [{ key: 'a1', name: 'Ann', age: 9 }] },
      { key: 'b', name: 'Bob', age: 41, children: [{ key: 'b1', name: 'Ben', age: 7 }] },
    ];
    const unset = render(
      <Table<Person>
        columns={columns}
        data={members}
        expandable={{ defaultExpandAllRows: true }}
      />,
    );
    expect(names(unset.container)).toEqual(['Ada', 'Bob', 'Ben']);
    unset.unmount();
    const named = render(
      <Table<Person>
        columns={columns}
        data={members}
        expandable={{ childrenColumnName: 'members', defaultExpandAllRows: true }}
      />,
    );
    expect(names(named.container)).toEqual(['Ada', 'Ann', 'Bob']);
  });

  it('fixed: left at index 0 whatever its value, right at the last index, else as the next column; an EXPAND_COLUMN elsewhere stays; scrolls horizontally', () => {
    const pinned = (
      expandable: TableProps<Person>['expandable'],
      cols: ColumnsType<Person> = columns,
    ) => {
      let container = document.body;
      let unmount = () => {};
      errorsDuring(() => {
        ({ container, unmount } = render(
          <Table<Person>
            columns={cols}
            data={data}
            expandable={{ expandedRowRender, ...expandable }}
          />,
        ));
      });
      const cell = container.querySelector('tbody td.rc-table-row-expand-icon-cell') as HTMLElement;
      const side = ['left', 'right'].find((at) =>
        cell.classList.contains(`rc-table-cell-fix-${at}`),
      );
      const scrolls = container.firstElementChild?.classList.contains('rc-table-scroll-horizontal');
      unmount();
      return { side: side ?? null, scrolls };
    };
    const middle = [columns[0], EXPAND_COLUMN, { ...columns[1], fixed: 'right' as const }];
    expect(pinned({})).toEqual({ side: null, scrolls: false });
    expect(pinned({ fixed: true })).toEqual({ side: 'left', scrolls: true });
    expect(pinned({ fixed: 'right' }).side).toBe('left');
    expect(pinned({ fixed: 'right', expandIconColumnIndex: 0 }).side).toBe('left');
    expect(pinned({ fixed: true }, middle).side).toBe('left');
    expect(pinned({ fixed: true, expandIconColumnIndex: 2 }).side).toBe('right');
    const rightFixed = [columns[0], { ...columns[1], fixed: 'right' as const }];
    expect(pinned({ fixed: true, expandIconColumnIndex: 1 }, rightFixed).side).toBe('right');
    expect(pinned({ fixed: 'left', expandIconColumnIndex: 1 }, middle).side).toBe(null);
    expect(pinned({ fixed: 'left', showExpandColumn: false }, middle).side).toBe(null);
  });
});

describe('API rows: column', () => {
  const firstRow = (container: HTMLElement) =>
    Array.from(container.querySelectorAll<HTMLTableCellElement>('tbody tr[data-row-key="a"] > *'));

  it('title: the content of the header cell', () => {
    render(
      <Table<Person>
        columns={[{ ...columns[0], title: <em>Full name</em> }, columns[1]]}
        data={data}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Full name' });
    expect(header.querySelector('em')).toHaveTextContent('Full name');
  });

  it('key: taken from dataIndex (a path joined with -) when omitted; columns sharing a dataIndex need their own', () => {
    // A cell keeps its DOM node when its column moves only if the column's key moves with it.
    const moves = (before: ColumnsType<Person>, after: ColumnsType<Person>) => {
      const view = render(<Table<Person> columns={before} data={data} />);
      const cell = firstRow(view.container)[0];
      view.rerender(<Table<Person> columns={after} data={data} />);
      const moved = firstRow(view.container)[1] === cell;
      view.unmount();
      return moved;
    };
    const name = { title: 'Name', dataIndex: 'name' };
    const age = { title: 'Age', dataIndex: 'age' };
    expect(moves([name, age], [age, name])).toBe(true);
    // A path ['name', 'x'] gets the key 'name-x', which the second column now claims first.
    const path = { title: 'Path', dataIndex: ['name', 'x'] };
    const claimant = { title: 'Claimant', key: 'name-x', dataIndex: 'age' };
    expect(moves([path, claimant], [claimant, path])).toBe(false);
    const upper = { ...name, render: (value: string) => value.toUpperCase() };
    expect(moves([name, upper], [upper, name])).toBe(false);
    expect(
      moves(
        [
          { ...name, key: 'plain' },
          { ...upper, key: 'upper' },
        ],
        [
          { ...upper, key: 'upper' },
          { ...name, key: 'plain' },
        ],
      ),
    ).toBe(true);
  });

  it("fixed: pins the column left or right while the table scrolls horizontally; true means 'left'", () => {
    const { container } = render(
      <Table<Person>
        columns={[
          { ...columns[0], fixed: true, width: 100 },
          { title: 'Key', dataIndex: 'key', key: 'key', width: 100 },
          { ...columns[1], fixed: 'right', width: 100 },
        ]}
        data={data}
        scroll={{ x: 600 }}
      />,
    );
    const [first, middle, last] = firstRow(container);
    expect(first).toHaveClass('rc-table-cell-fix-left');
    expect(first).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(middle).not.toHaveClass('rc-table-cell-fix-left');
    expect(middle).not.toHaveClass('rc-table-cell-fix-right');
    expect(last).toHaveClass('rc-table-cell-fix-right');
    expect(last).toHaveStyle({ position: 'sticky', right: '0px' });
  });

  it('onHeaderCell: gets the column and returns attributes for its header cell', () => {
    const named = {
      ...columns[0],
      onHeaderCell: vi.fn(() => ({ className: 'sortable', 'aria-sort': 'ascending' as const })),
    };
    render(<Table<Person> columns={[named, columns[1]]} data={data} />);
    expect(named.onHeaderCell).toHaveBeenCalledWith(named);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveClass('sortable');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Age' })).not.toHaveAttribute('aria-sort');
  });

  it('ellipsis: cuts text, usually fixes the layout and titles plain content; unset, none of it', () => {
    const cells = (cols: ColumnsType<Person>) => {
      const view = render(<Table<Person> columns={cols} data={data} />);
      const result = {
        layout: (view.container.querySelector('table') as HTMLElement).style.tableLayout,
        ellipsis: firstRow(view.container).map((cell) =>
          cell.classList.contains('rc-table-cell-ellipsis'),
        ),
        body: firstRow(view.container).map((cell) => cell.getAttribute('title')),
        header: Array.from(view.container.querySelectorAll('thead th'), (cell) =>
          cell.getAttribute('title'),
        ),
      };
      view.unmount();
      return result;
    };
    expect(cells(columns)).toEqual({
      layout: 'auto',
      ellipsis: [false, false],
      body: [null, null],
      header: [null, null],
    });
    expect(
      cells([
        { ...columns[0], ellipsis: true },
        { ...columns[1], ellipsis: true },
        { ...columns[0], key: 'em', ellipsis: true, render: (value: string) => <em>{value}</em> },
        {
          ...columns[0],
          key: 'mixed',
          ellipsis: true,
          render: (value: string) => <em>{value}!</em>,
        },
        {
          ...columns[0],
          key: 'own',
          ellipsis: true,
          onCell: () => ({ title: 'Own' }),
          onHeaderCell: () => ({ title: 'Own head' }),
        },
        { ...columns[0], key: 'quiet', ellipsis: { showTitle: false } },
      ]),
    ).toEqual({
      layout: 'fixed',
      ellipsis: [true, true, true, true, true, true],
      body: ['Ada', '36', 'Ada', null, 'Own', null],
      header: ['Name', 'Age', 'Name', 'Name', 'Own head', 'Name'],
    });
  });

  it('rowScope: body cells become <th scope="row"> or <th scope="rowgroup">', () => {
    const { container } = render(
      <Table<Person>
        columns={[
          { ...columns[0], rowScope: 'row' },
          { ...columns[1], rowScope: 'rowgroup' },
        ]}
        data={data}
      />,
    );
    const [name, age] = firstRow(container);
    expect(name.tagName).toBe('TH');
    expect(name).toHaveAttribute('scope', 'row');
    expect(age.tagName).toBe('TH');
    expect(age).toHaveAttribute('scope', 'rowgroup');
    expect(screen.getByRole('rowheader', { name: 'Ada' })).toBe(name);
  });

  it('colSpan: merges header cells, 0 hides one; body cells keep their own', () => {
    const { container } = render(
      <Table<Person>
        columns={[
          { ...columns[0], title: 'Person', colSpan: 2 },
          { ...columns[1], colSpan: 0 },
        ]}
        data={data}
      />,
    );
    const headers = container.querySelectorAll<HTMLTableCellElement>('thead th');
    expect(headers).toHaveLength(1);
    expect(headers[0].colSpan).toBe(2);
    expect(firstRow(container).map((cell) => cell.colSpan)).toEqual([1, 1]);
  });

  it('render: (value, record, index) with the dataIndex field; { props, children } still spans, with a deprecation warning', () => {
    const spy = vi.fn((value: number) => `${value} years`);
    const plain = render(
      <Table<Person> columns={[columns[0], { ...columns[1], render: spy }]} data={data} />,
    );
    expect(spy).toHaveBeenCalledWith(41, data[1], 1);
    expect(screen.getByText('36 years')).toBeInTheDocument();
    plain.unmount();
    let container = document.body;
    const said = errorsDuring(() => {
      ({ container } = render(
        <Table<Person>
          columns={[
            {
              ...columns[0],
              render: (value: string) => ({ props: { colSpan: 2 }, children: value }),
            },
            { ...columns[1], render: () => ({ props: { colSpan: 0 }, children: null }) },
          ]}
          data={data}
        />,
      ));
    });
    expect(firstRow(container).map((cell) => cell.colSpan)).toEqual([2]);
    expect(said).toContain('`columns.render` return cell props is deprecated');
  });

  it('width: a number in pixels or a CSS length, on the column', () => {
    const { container } = render(
      <Table<Person>
        columns={[
          { ...columns[0], width: 120 },
          { ...columns[1], width: '30%' },
        ]}
        data={data}
      />,
    );
    const cols = container.querySelectorAll<HTMLElement>('colgroup col');
    expect(cols[0].style.width).toBe('120px');
    expect(cols[1].style.width).toBe('30%');
  });

  it('onCell: (record, index) gives attributes for each body cell; colSpan and rowSpan merge, 0 hides', () => {
    const onCell = vi.fn((person: Person, index?: number) => ({
      'data-person': person.key,
      colSpan: index === 0 ? 2 : 1,
      rowSpan: index === 0 ? 2 : 1,
    }));
    const { container } = render(
      <Table<Person>
        columns={[
          { ...columns[0], onCell },
          { ...columns[1], onCell: (_, index) => ({ colSpan: index === 0 ? 0 : 1 }) },
          {
            title: 'Key',
            dataIndex: 'key',
            key: 'key',
            onCell: (_, index) => ({ rowSpan: index === 0 ? 1 : 0 }),
          },
        ]}
        data={data}
      />,
    );
    expect(onCell).toHaveBeenCalledWith(data[1], 1);
    const rows = container.querySelectorAll('tbody tr');
    const first = rows[0].querySelectorAll<HTMLTableCellElement>('td');
    expect(first).toHaveLength(2);
    expect(first[0]).toHaveAttribute('data-person', 'a');
    expect([first[0].colSpan, first[0].rowSpan]).toEqual([2, 2]);
    expect(Array.from(rows[1].querySelectorAll('td'), (td) => td.textContent)).toEqual([
      'Bob',
      '41',
    ]);
  });

  it('onCellClick: never called; an onClick from onCell is', () => {
    const onCellClick = vi.fn();
    const onClick = vi.fn();
    render(
      <Table<Person>
        columns={[
          { ...columns[0], onCellClick } as ColumnsType<Person>[number],
          { ...columns[1], onCell: () => ({ onClick }) },
        ]}
        data={data}
      />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    fireEvent.click(screen.getByRole('cell', { name: '36' }));
    expect(onCellClick).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('API rows: table', () => {
  const MOVED = 'expanded related props have been moved into `expandable`.';
  const expandedRowRender = (person: Person) => `Detail of ${person.name}`;
  const details = () => screen.queryAllByText(/^Detail of/).map((node) => node.textContent);

  interface Member extends Person {
    children?: Member[];
    members?: Member[];
  }
  const tree: Member[] = [
    { key: 'a', name: 'Ada', age: 36, children: [{ key: 'a1', name: 'Ann', age: 9 }] },
    { key: 'b', name: 'Bob', age: 41, members: [{ key: 'b1', name: 'Ben', age: 7 }] },
  ];

  /**
   * Renders with `legacy` spread as top-level props (outside TableProps' types), and with
   * `expandable` only when given; returns the view and whether the moved-props warning was logged.
   */
  function legacyView(
    legacy: object,
    expandable?: TableProps<Member>['expandable'],
    records: Member[] = data,
  ) {
    let view = {} as ReturnType<typeof render>;
    const said = errorsDuring(() => {
      view = render(
        <Table<Member>
          columns={columns}
          data={records}
          {...legacy}
          {...(expandable ? { expandable } : {})}
        />,
      );
    });
    return { ...view, said, moved: said.includes(MOVED) };
  }
  const icon = (container: HTMLElement, index = 0) =>
    container.querySelectorAll<HTMLElement>('tbody .rc-table-row-expand-icon')[index];
  const bodyNames = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('tbody tr[data-row-key]'), (tr) =>
      tr.getAttribute('data-row-key'),
    );

  it("prefixCls: the prefix of every class rc-table renders, 'rc-table' when unset", () => {
    const classes = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('[class]'), (node) => node.className.split(' '))
        .flat()
        .filter(Boolean);
    const unset = render(<Table<Person> columns={columns} data={data} summary={total()} />);
    expect(classes(unset.container).every((name) => name.startsWith('rc-table'))).toBe(true);
    unset.unmount();
    const { container } = render(
      <Table<Person> prefixCls="people" columns={columns} data={data} summary={total()} />,
    );
    const names = classes(container);
    expect(names).toEqual(expect.arrayContaining(['people', 'people-cell', 'people-row']));
    expect(names.filter((name) => !name.startsWith('people'))).toEqual([]);
  });

  it('className, style and id: on the outermost <div>', () => {
    const { container } = render(
      <Table<Person>
        className="people"
        style={{ margin: '8px' }}
        id="people-table"
        columns={columns}
        data={data}
      />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper).toHaveClass('rc-table', 'people');
    expect(wrapper).toHaveStyle({ margin: '8px' });
    expect(wrapper).toHaveAttribute('id', 'people-table');
    expect(container.querySelectorAll('.people, [style*="margin"], #people-table')).toHaveLength(1);
  });

  it('children: Column and ColumnGroup elements declare the columns, unless columns is given', () => {
    const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
    const jsx = (
      <Table.ColumnGroup<Person> title="Person" key="person">
        <Table.Column<Person> title="Name" dataIndex="name" key="name" />
        <Table.Column<Person> title="Age" dataIndex="age" key="age" />
      </Table.ColumnGroup>
    );
    const declared = render(<Table<Person> data={data}>{jsx}</Table>);
    expect(headers()).toEqual(['Person', 'Name', 'Age']);
    expect(screen.getByRole('cell', { name: '41' })).toBeInTheDocument();
    declared.unmount();
    render(
      <Table<Person> data={data} columns={[{ title: 'Key', dataIndex: 'key', key: 'key' }]}>
        {jsx}
      </Table>,
    );
    expect(headers()).toEqual(['Key']);
  });

  it('data: one row per record, child records in children; none when unset', () => {
    const rows = render(
      <Table<Member> columns={columns} data={tree} expandable={{ defaultExpandAllRows: true }} />,
    );
    expect(bodyNames(rows.container)).toEqual(['a', 'a1', 'b']);
    rows.unmount();
    const { container } = render(<Table<Person> columns={columns} />);
    expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it("rowKey: a field name or (record, index) => key, 'key' when unset; a record without one is warned about", () => {
    const keys = (props: Partial<TableProps<Person>>) => {
      const view = render(<Table<Person> columns={columns} data={data} {...props} />);
      const result = bodyNames(view.container);
      view.unmount();
      return result;
    };
    expect(keys({})).toEqual(['a', 'b']);
    expect(keys({ rowKey: 'name' })).toEqual(['Ada', 'Bob']);
    const byFunction = vi.fn((person: Person) => `${person.name}-${person.age}`);
    expect(keys({ rowKey: byFunction })).toEqual(['Ada-36', 'Bob-41']);
    expect(byFunction).toHaveBeenCalledWith(data[1], 1);
    const said = errorsDuring(() => {
      render(<Table<Person> columns={columns} data={data} rowKey="id" />).unmount();
    });
    expect(said).toContain('Each record in table should have a unique `key` prop');
  });

  it("tableLayout: set, it wins in the body; unset, fixed columns with scroll.x decide first, then scroll.y, sticky or ellipsis; header tables are always 'fixed'", () => {
    const layouts = (props: Partial<TableProps<Person>>, cols: ColumnsType<Person> = columns) => {
      const view = render(<Table<Person> columns={cols} data={data} {...props} />);
      const of = (selector: string) =>
        (view.container.querySelector(selector) as HTMLElement | null)?.style.tableLayout;
      const result = {
        body: of('.rc-table-body table') ?? of('.rc-table-content table'),
        header: of('.rc-table-header table'),
      };
      view.unmount();
      return result;
    };
    const pinned: ColumnsType<Person> = [
      { ...columns[0], fixed: 'left', width: 100, ellipsis: true },
      { ...columns[1], width: 100 },
    ];
    const ellipsis: ColumnsType<Person> = [{ ...columns[0], ellipsis: true }, columns[1]];
    expect(layouts({}).body).toBe('auto');
    expect(layouts({ tableLayout: 'fixed' }).body).toBe('fixed');
    expect(layouts({ scroll: { x: 800 } }, pinned).body).toBe('fixed');
    expect(layouts({ scroll: { x: 'max-content', y: 100 }, sticky: true }, pinned).body).toBe(
      'auto',
    );
    expect(layouts({ scroll: { y: 100 } }).body).toBe('fixed');
    expect(layouts({ sticky: true }).body).toBe('fixed');
    expect(layouts({}, ellipsis).body).toBe('fixed');
    expect(layouts({ scroll: { x: 800 } }).body).toBe('auto');
    expect(layouts({ scroll: { y: 100 }, tableLayout: 'auto' })).toEqual({
      body: 'auto',
      header: 'fixed',
    });
    expect(layouts({ sticky: true, tableLayout: 'auto' }).header).toBe('fixed');
  });

  it('expandable: its settings make rows expandable and tree data foldable', () => {
    const rows = render(
      <Table<Person> columns={columns} data={data} expandable={{ expandedRowRender }} />,
    );
    fireEvent.click(icon(rows.container));
    expect(details()).toEqual(['Detail of Ada']);
    rows.unmount();
    const { container } = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ expandRowByClick: true, indentSize: 12 }}
      />,
    );
    expect(bodyNames(container)).toEqual(['a', 'b']);
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(bodyNames(container)).toEqual(['a', 'a1', 'b']);
  });

  it('indentSize: the top-level form indents tree levels, with the warning; expandable wins', () => {
    const level = (container: HTMLElement) =>
      (container.querySelector('.indent-level-1') as HTMLElement).style.paddingLeft;
    const alone = legacyView({ indentSize: 10, defaultExpandAllRows: true }, undefined, tree);
    expect(level(alone.container)).toBe('10px');
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { indentSize: 10 },
      { indentSize: 20, defaultExpandAllRows: true },
      tree,
    );
    expect(level(both.container)).toBe('20px');
    expect(both.moved).toBe(false);
  });

  it('expandedRowKeys: the top-level form expands the rows it lists, with the warning; expandable wins', () => {
    const alone = legacyView({ expandedRowRender, expandedRowKeys: ['a'] });
    expect(details()).toEqual(['Detail of Ada']);
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { expandedRowKeys: ['a'] },
      { expandedRowRender, expandedRowKeys: ['b'] },
    );
    expect(details()).toEqual(['Detail of Bob']);
    expect(both.moved).toBe(false);
  });

  it('defaultExpandedRowKeys: the top-level form expands the rows on first render, with the warning; expandable wins', () => {
    const alone = legacyView({ expandedRowRender, defaultExpandedRowKeys: ['a'] });
    expect(details()).toEqual(['Detail of Ada']);
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { defaultExpandedRowKeys: ['a'] },
      { expandedRowRender, defaultExpandedRowKeys: ['b'] },
    );
    expect(details()).toEqual(['Detail of Bob']);
    expect(both.moved).toBe(false);
  });

  it('expandedRowRender: the top-level form renders expanded rows, with the warning; expandable wins', () => {
    const alone = legacyView({ expandedRowRender, defaultExpandedRowKeys: ['a'] });
    expect(details()).toEqual(['Detail of Ada']);
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { expandedRowRender },
      { expandedRowRender: (person) => `Other of ${person.name}`, defaultExpandedRowKeys: ['a'] },
    );
    expect(details()).toEqual([]);
    expect(screen.getByText('Other of Ada')).toBeInTheDocument();
    expect(both.moved).toBe(false);
  });

  it('expandRowByClick: the top-level form toggles rows on a click, with the warning; expandable wins; unset, a click does not', () => {
    const alone = legacyView({ expandedRowRender, expandRowByClick: true });
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(details()).toEqual(['Detail of Ada']);
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { expandRowByClick: true },
      { expandedRowRender, expandRowByClick: false },
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(details()).toEqual([]);
    expect(both.moved).toBe(false);
    both.unmount();
    legacyView({ expandedRowRender });
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(details()).toEqual([]);
  });

  it('expandIcon: the top-level form renders the expand control, with the warning; expandable wins', () => {
    const mark = (label: string) =>
      function renderIcon() {
        return <i>{label}</i>;
      };
    const alone = legacyView({ expandedRowRender, expandIcon: mark('top') });
    expect(screen.getAllByText('top')).toHaveLength(2);
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { expandIcon: mark('top') },
      { expandedRowRender, expandIcon: mark('own') },
    );
    expect(screen.queryByText('top')).toBeNull();
    expect(screen.getAllByText('own')).toHaveLength(2);
    expect(both.moved).toBe(false);
  });

  it('onExpand: the top-level form is called on a toggle, with the warning; expandable wins', () => {
    const top = vi.fn();
    const alone = legacyView({ expandedRowRender, onExpand: top });
    fireEvent.click(icon(alone.container));
    expect(top).toHaveBeenCalledWith(true, data[0]);
    expect(alone.moved).toBe(true);
    alone.unmount();
    top.mockClear();
    const own = vi.fn();
    const both = legacyView({ onExpand: top }, { expandedRowRender, onExpand: own });
    fireEvent.click(icon(both.container));
    expect(own).toHaveBeenCalledWith(true, data[0]);
    expect(top).not.toHaveBeenCalled();
    expect(both.moved).toBe(false);
  });

  it('onExpandedRowsChange: the top-level form is called on a toggle, with the warning; expandable wins', () => {
    const top = vi.fn();
    const alone = legacyView({ expandedRowRender, onExpandedRowsChange: top });
    fireEvent.click(icon(alone.container));
    expect(top).toHaveBeenCalledWith(['a']);
    expect(alone.moved).toBe(true);
    alone.unmount();
    top.mockClear();
    const own = vi.fn();
    const both = legacyView(
      { onExpandedRowsChange: top },
      { expandedRowRender, onExpandedRowsChange: own },
    );
    fireEvent.click(icon(both.container));
    expect(own).toHaveBeenCalledWith(['a']);
    expect(top).not.toHaveBeenCalled();
    expect(both.moved).toBe(false);
  });

  it('defaultExpandAllRows: the top-level form opens every row, with the warning; expandable wins; unset, none', () => {
    const alone = legacyView({ defaultExpandAllRows: true }, undefined, tree);
    expect(bodyNames(alone.container)).toEqual(['a', 'a1', 'b']);
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView({ defaultExpandAllRows: true }, { defaultExpandAllRows: false }, tree);
    expect(bodyNames(both.container)).toEqual(['a', 'b']);
    expect(both.moved).toBe(false);
    both.unmount();
    expect(bodyNames(legacyView({}, undefined, tree).container)).toEqual(['a', 'b']);
  });

  it('expandIconColumnIndex: the top-level form places the expand column, with both warnings; expandable wins; unset, first', () => {
    const expandAt = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('tbody tr[data-row-key="a"] td')).findIndex((td) =>
        td.classList.contains('rc-table-row-expand-icon-cell'),
      );
    const alone = legacyView({ expandedRowRender, expandIconColumnIndex: 1 });
    expect(expandAt(alone.container)).toBe(1);
    expect(alone.moved).toBe(true);
    expect(alone.said).toContain('`expandIconColumnIndex` is deprecated');
    alone.unmount();
    const both = legacyView(
      { expandIconColumnIndex: 1 },
      { expandedRowRender, expandIconColumnIndex: 2 },
    );
    expect(expandAt(both.container)).toBe(2);
    expect(both.moved).toBe(false);
    both.unmount();
    const unset = legacyView({ expandedRowRender });
    expect(expandAt(unset.container)).toBe(0);
    expect(unset.said).not.toContain('`expandIconColumnIndex` is deprecated');
  });

  it('expandedRowClassName: the top-level form names the expanded row, with the warning; expandable wins', () => {
    const alone = legacyView({
      expandedRowRender,
      expandedRowClassName: () => 'top',
      defaultExpandedRowKeys: ['a'],
    });
    expect(screen.getByText('Detail of Ada').closest('tr')).toHaveClass('top');
    expect(alone.moved).toBe(true);
    alone.unmount();
    const both = legacyView(
      { expandedRowClassName: () => 'top' },
      { expandedRowRender, expandedRowClassName: () => 'own', defaultExpandedRowKeys: ['a'] },
    );
    const tr = screen.getByText('Detail of Ada').closest('tr');
    expect(tr).toHaveClass('own');
    expect(tr).not.toHaveClass('top');
    expect(both.moved).toBe(false);
  });

  it('childrenColumnName: the top-level form names the child field, with no warning; expandable wins; unset, children', () => {
    const alone = legacyView(
      { childrenColumnName: 'members', defaultExpandAllRows: true },
      undefined,
      tree,
    );
    expect(bodyNames(alone.container)).toEqual(['a', 'b', 'b1']);
    // The warning here comes from defaultExpandAllRows alone.
    alone.unmount();
    const quiet = legacyView({ childrenColumnName: 'members' }, undefined, tree);
    expect(quiet.moved).toBe(false);
    quiet.unmount();
    const both = legacyView(
      { childrenColumnName: 'members' },
      { childrenColumnName: 'children', defaultExpandAllRows: true },
      tree,
    );
    expect(bodyNames(both.container)).toEqual(['a', 'a1', 'b']);
    both.unmount();
    const unset = legacyView({ defaultExpandAllRows: true }, undefined, tree);
    expect(bodyNames(unset.container)).toEqual(['a', 'a1', 'b']);
  });

  it('title: renders (data) in a panel above the table, and logs the moved-props warning without expandable', () => {
    const alone = legacyView({ title: (records: Person[]) => `${records.length} people` });
    const panel = screen.getByText('2 people');
    expect(panel).toHaveClass('rc-table-title');
    expect(panel.compareDocumentPosition(alone.container.querySelector('table') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(alone.moved).toBe(true);
    alone.unmount();
    const quiet = legacyView({ title: () => 'People' }, {});
    expect(screen.getByText('People')).toHaveClass('rc-table-title');
    expect(quiet.moved).toBe(false);
  });

  it('rowClassName: a string or (record, index, indent) => string, on each body row', () => {
    const fixed = render(<Table<Person> columns={columns} data={data} rowClassName="person" />);
    expect(fixed.container.querySelectorAll('tbody tr.person')).toHaveLength(2);
    fixed.unmount();
    const { container } = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true }}
        rowClassName={(person, index, indent) => `row-${person.key}-${index}-${indent}`}
      />,
    );
    expect(
      Array.from(container.querySelectorAll('tbody tr'), (tr) => tr.className.split(' ').pop()),
    ).toEqual(['row-a-0-0', 'row-a1-1-1', 'row-b-2-0']);
  });

  it('footer: renders (data) in a panel below the table', () => {
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        footer={(records) => `${records.length} people`}
      />,
    );
    const panel = screen.getByText('2 people');
    expect(panel).toHaveClass('rc-table-footer');
    expect(panel.compareDocumentPosition(container.querySelector('table') as Node)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  });

  it('summary: renders (data) in a <tfoot>, and a returned <Table.Summary fixed> stays in view with a fixed header', () => {
    const summary = vi.fn((records: readonly Person[]) => (
      <Table.Summary.Row>
        <Table.Summary.Cell index={0}>{records.length} people</Table.Summary.Cell>
      </Table.Summary.Row>
    ));
    const plain = render(<Table<Person> columns={columns} data={data} summary={summary} />);
    expect(summary).toHaveBeenCalledWith(data);
    expect(screen.getByText('2 people').closest('tfoot')).toHaveClass('rc-table-summary');
    plain.unmount();
    render(
      <Table<Person> columns={columns} data={data} scroll={{ y: 100 }} summary={total(true)} />,
    );
    expect(summaryHolder()).toHaveClass('rc-table-summary');
  });

  it('caption: names the table; not rendered with a function body and a fixed header or sticky', () => {
    const named = render(<Table<Person> columns={columns} data={data} caption="People" />);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    named.unmount();
    const sized = columns.map((column) => ({ ...column, width: 100 }));
    const body = () => <div data-testid="virtual" />;
    for (const extra of [{ scroll: { y: 100 } }, { sticky: true }]) {
      const view = render(
        <Table<Person>
          columns={sized}
          data={[]}
          components={{ body }}
          caption="People"
          {...extra}
        />,
      );
      expect(screen.getByTestId('virtual')).toBeInTheDocument();
      expect(view.container.querySelector('caption')).toBeNull();
      view.unmount();
    }
    render(<Table<Person> columns={columns} data={data} scroll={{ y: 100 }} caption="People" />);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
  });

  it('components: your components render the table, header and body parts', () => {
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        components={{
          table: (props: ComponentProps<'table'>) => <table data-part="table" {...props} />,
          header: { cell: (props: ComponentProps<'th'>) => <th data-part="head" {...props} /> },
          body: { row: (props: ComponentProps<'tr'>) => <tr data-part="row" {...props} /> },
        }}
      />,
    );
    expect(container.querySelector('table')).toHaveAttribute('data-part', 'table');
    expect(container.querySelectorAll('thead th[data-part="head"]')).toHaveLength(2);
    expect(container.querySelectorAll('tbody tr[data-part="row"]')).toHaveLength(2);
  });

  it('onRow: (record, index) gives attributes, handlers included, for each body <tr>', () => {
    const onClick = vi.fn();
    const onRow = vi.fn((person: Person, index?: number) => ({
      'data-index': index,
      onClick: () => onClick(person.key),
    }));
    const { container } = render(<Table<Person> columns={columns} data={data} onRow={onRow} />);
    expect(onRow).toHaveBeenCalledWith(data[1], 1);
    expect(container.querySelector('tbody tr[data-row-key="b"]')).toHaveAttribute(
      'data-index',
      '1',
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Bob' }));
    expect(onClick).toHaveBeenCalledExactlyOnceWith('b');
    expect(container.querySelector('thead tr')).not.toHaveAttribute('data-index');
  });

  it("emptyText: a node or a function shown for empty data, 'No Data' when unset", () => {
    const shown = (emptyText?: TableProps<Person>['emptyText']) => {
      // Absent, not undefined: rc-table spreads props over its defaults.
      const props = emptyText === undefined ? {} : { emptyText };
      const view = render(<Table<Person> columns={columns} data={[]} {...props} />);
      const text = view.container.querySelector('tbody td')?.textContent;
      view.unmount();
      return text;
    };
    expect(shown()).toBe('No Data');
    expect(shown(<b>Nobody</b>)).toBe('Nobody');
    expect(shown(() => 'Nobody yet')).toBe('Nobody yet');
  });

  it("direction: 'rtl' swaps fixed sides and adds <prefix>-rtl, which the stylesheet mirrors; no dir; unset is 'ltr'", () => {
    const sides = (direction?: 'ltr' | 'rtl') => {
      const view = render(
        <Table<Person>
          prefixCls="people"
          direction={direction}
          columns={[{ ...columns[0], fixed: 'left' }, columns[1]]}
          data={data}
          scroll={{ x: 400 }}
        />,
      );
      const cell = screen.getByRole('cell', { name: 'Ada' });
      const result = {
        rtl: view.container.firstElementChild?.classList.contains('people-rtl'),
        side: cell.classList.contains('people-cell-fix-left') ? 'left' : 'right',
        dir: view.container.querySelector('[dir]'),
      };
      view.unmount();
      return result;
    };
    expect(sides()).toEqual({ rtl: false, side: 'left', dir: null });
    expect(sides('ltr')).toEqual(sides());
    expect(sides('rtl')).toEqual({ rtl: true, side: 'right', dir: null });
    const css = readFileSync(
      resolve(__dirname, '../../../node_modules/rc-table/assets/index.css'),
      'utf8',
    );
    expect(css).toMatch(/\.rc-table-rtl \{\s*direction: rtl;/);
  });

  it('sticky: header on top, fixed summaries at the bottom or under the header, a scroll bar while the bottom edge is out of view; read at mount', async () => {
    const holders = (container: HTMLElement) =>
      Array.from(
        container.querySelectorAll('.rc-table-sticky-holder'),
        (node) => node.className.split(' ')[0],
      );
    const unset = render(<Table<Person> columns={columns} data={data} summary={total(true)} />);
    expect(holders(unset.container)).toEqual([]);
    unset.unmount();
    for (const sticky of [true, {}] as const) {
      const view = render(
        <Table<Person> columns={columns} data={data} sticky={sticky} summary={total('bottom')} />,
      );
      await settle();
      expect(holders(view.container)).toEqual(['rc-table-header', 'rc-table-summary']);
      view.unmount();
    }
    const top = render(
      <Table<Person> columns={columns} data={data} sticky summary={total('top')} />,
    );
    await settle();
    expect(holders(top.container)).toEqual(['rc-table-header']);
    expect(summaryHolder()).toHaveClass('rc-table-header');
    top.unmount();

    // The scroll bar: shown while the 2000px body runs past a 500px page, gone once it fits.
    const viewport = { height: 500 };
    measureWideBody(viewport);
    const innerHeight = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(500);
    const bar = () => document.querySelector('.rc-table-sticky-scroll');
    const scrolled = render(<Table<Person> columns={columns} data={data} sticky />);
    await settle();
    expect(bar()).not.toBeNull();
    innerHeight.mockReturnValue(3000);
    fireEvent.scroll(window);
    await settle();
    expect(bar()).toBeNull();
    scrolled.unmount();
    vi.restoreAllMocks();

    // Turned on after mounting, nothing sticks until an offset changes.
    const later = render(<Table<Person> columns={columns} data={data} />);
    later.rerender(<Table<Person> columns={columns} data={data} sticky />);
    await settle();
    expect(holders(later.container)).toEqual([]);
    later.rerender(<Table<Person> columns={columns} data={data} sticky={{ offsetHeader: 1 }} />);
    await settle();
    expect(holders(later.container)).toEqual(['rc-table-header']);
    later.unmount();

    // Turned off after mounting, it keeps sticking until an offset changes.
    const off = render(<Table<Person> columns={columns} data={data} sticky />);
    await settle();
    off.rerender(<Table<Person> columns={columns} data={data} sticky={false} />);
    await settle();
    expect(holders(off.container)).toEqual(['rc-table-header']);
    off.rerender(<Table<Person> columns={columns} data={data} sticky={{ offsetHeader: 1 }} />);
    off.rerender(<Table<Person> columns={columns} data={data} sticky={false} />);
    await settle();
    expect(holders(off.container)).toEqual([]);
  });
});
