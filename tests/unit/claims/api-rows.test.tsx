import { act, fireEvent, render, screen } from '@testing-library/react';
import Table, { EXPAND_COLUMN, Summary } from 'rc-table';
import type { TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { resetWarned } from 'rc-util/lib/warning';
import type { ComponentProps } from 'react';
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

/** What rc-table prints with console.error while `run` renders (each warning once per load). */
function errorsDuring(run: () => void): string {
  resetWarned();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  run();
  const said = error.mock.calls.flat().join('\n');
  error.mockRestore();
  return said;
}

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

  it('body: wrapper, row and cell stand for <tbody>, <tr>, <td> and a rowScope <th>; a function renders the whole body, with scroll.y and numeric widths', () => {
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

    // Without scroll.y, it is warned about and not used.
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
