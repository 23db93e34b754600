import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import { resetWarned } from 'rc-util/lib/warning';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Person {
  key: string;
  name: string;
}

// rc-util prints each warning once per page load: start every test afresh.
beforeEach(() => resetWarned());
afterEach(() => {
  vi.restoreAllMocks();
});

const people: Person[] = [{ key: 'a', name: 'Ada' }];
const twoPeople: Person[] = [...people, { key: 'b', name: 'Grace' }];
const columns: ColumnType<Person>[] = [{ title: 'Name', dataIndex: 'name', key: 'name' }];

/** What rc-table prints in development for a table with `props`. */
function warningsFor(props: Record<string, unknown>): string {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const tableProps = { columns, data: people, ...props } as React.ComponentProps<
    typeof Table<Person>
  >;
  const { unmount } = render(<Table<Person> {...tableProps} />);
  unmount();
  const said = [...error.mock.calls, ...warn.mock.calls].flat().join('\n');
  error.mockRestore();
  warn.mockRestore();
  return said;
}

// docs/changelog.$tab-upgrade.md, the introduction and "Expansion props move into expandable".
describe('upgrade guide: which leftover props rc-table 7 warns about', () => {
  it.each([
    'onRowClick',
    'onRowDoubleClick',
    'onRowContextMenu',
    'onRowMouseEnter',
    'onRowMouseLeave',
  ])('warns about %s', (name) => {
    expect(warningsFor({ [name]: () => undefined })).toContain(
      `\`${name}\` is removed, please use \`onRow\` instead.`,
    );
  });

  it('warns about the row events, getBodyWrapper and the top-level expansion props, and about nothing else', () => {
    const handler = () => undefined;
    for (const name of [
      'onRowClick',
      'onRowDoubleClick',
      'onRowContextMenu',
      'onRowMouseEnter',
      'onRowMouseLeave',
    ])
      expect(warningsFor({ [name]: handler }), name).toContain('please use `onRow` instead');
    expect(warningsFor({ getBodyWrapper: (body: unknown) => body })).toContain(
      '`getBodyWrapper` is deprecated',
    );
    expect(warningsFor({ expandedRowRender: () => 'x' })).toContain(
      'expanded related props have been moved into `expandable`',
    );
    for (const [name, value] of Object.entries({
      useFixedHeader: true,
      rowRef: () => null,
      bodyStyle: { background: 'red' },
      expandIconAsCell: true,
    }))
      expect(warningsFor({ [name]: value }), name).toBe('');
  });

  it('warns about getBodyWrapper', () => {
    expect(warningsFor({ getBodyWrapper: (body: unknown) => body })).toContain(
      '`getBodyWrapper` is deprecated',
    );
  });

  it.each([
    'expandedRowRender',
    'expandRowByClick',
    'defaultExpandAllRows',
    'expandIconColumnIndex',
    'title',
  ])('warns about the top-level %s on a table without expandable', (name) => {
    const value =
      name === 'expandedRowRender' || name === 'title'
        ? () => 'x'
        : name === 'expandIconColumnIndex'
          ? 0
          : true;
    expect(warningsFor({ [name]: value })).toContain(
      'expanded related props have been moved into `expandable`.',
    );
  });

  it.each(['useFixedHeader', 'rowRef', 'bodyStyle', 'expandIconAsCell', 'childrenColumnName'])(
    'says nothing about %s',
    (name) => {
      const value =
        name === 'bodyStyle'
          ? { background: 'red' }
          : name === 'rowRef'
            ? () => null
            : name === 'childrenColumnName'
              ? 'rows'
              : true;
      expect(warningsFor({ [name]: value })).toBe('');
    },
  );

  it('merges the top-level expansion props with expandable, without a warning; expandable wins', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Table<Person>
        columns={columns}
        data={people}
        {...({ expandedRowRender: () => 'Top-level detail', defaultExpandAllRows: true } as object)}
        expandable={{ expandRowByClick: true }}
      />,
    );
    // The top-level expandedRowRender and defaultExpandAllRows still apply.
    expect(screen.getByText('Top-level detail')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('lets a field of expandable win over the top-level prop of the same name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Table<Person>
        columns={columns}
        data={people}
        {...({ expandedRowRender: () => 'Top-level detail' } as object)}
        expandable={{ expandedRowRender: () => 'Expandable detail', defaultExpandAllRows: true }}
      />,
    );
    expect(screen.getByText('Expandable detail')).toBeInTheDocument();
    expect(screen.queryByText('Top-level detail')).toBeNull();
  });
});

// docs/changelog.$tab-upgrade.md, "Row and cell events".
describe('upgrade guide: columns[n].onCellClick', () => {
  it('type-checks but is never called, and rc-table says nothing about it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCellClick = vi.fn();
    const onClick = vi.fn();
    const oldColumn: ColumnType<Person> = {
      title: 'Name',
      dataIndex: 'name',
      key: 'old',
      onCellClick,
    };
    const newColumn: ColumnType<Person> = {
      title: 'Again',
      dataIndex: 'name',
      key: 'new',
      onCell: () => ({ onClick }),
    };
    render(<Table<Person> columns={[oldColumn, newColumn]} data={[{ key: 'a', name: 'Ada' }]} />);
    const [oldCell, newCell] = screen.getAllByRole('cell', { name: 'Ada' });
    fireEvent.click(oldCell);
    fireEvent.click(newCell);
    expect(onCellClick).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
    const said = [...warn.mock.calls, ...error.mock.calls].flat().join(' ');
    expect(said).not.toMatch(/onCellClick/);
  });
});

// docs/changelog.$tab-upgrade.md, "`rowRef` is removed". BodyRow creates the row with
// `React.createElement(RowComponent, props)` and passes no ref (node_modules/rc-table/lib/Body/BodyRow.js,
// line 128), so a row component has to take its element itself.
describe('upgrade guide: a ref on each row element', () => {
  it('never reaches a forwardRef row: rc-table passes it no ref', () => {
    const refs: unknown[] = [];
    const Row = React.forwardRef<HTMLTableRowElement, React.HTMLAttributes<HTMLTableRowElement>>(
      function RowWithRef(props, ref) {
        refs.push(ref);
        return <tr ref={ref} {...props} />;
      },
    );
    render(
      <Table<Person> columns={columns} data={twoPeople} components={{ body: { row: Row } }} />,
    );
    expect(refs.length).toBeGreaterThanOrEqual(2);
    expect(refs.every((ref) => ref === null)).toBe(true);
  });

  it('is taken by a row component with a ref of its own, keyed by data-row-key', () => {
    const rowElements = new Map<string, HTMLTableRowElement>();
    const Row = (
      props: React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string },
    ) => {
      const key = props['data-row-key'];
      return (
        <tr
          {...props}
          ref={(element) => {
            if (key === undefined) return;
            if (element) rowElements.set(key, element);
            else rowElements.delete(key);
          }}
        />
      );
    };
    render(
      <Table<Person> columns={columns} data={twoPeople} components={{ body: { row: Row } }} />,
    );
    expect(rowElements.get('b')).toBe(screen.getByRole('row', { name: 'Grace' }));
    expect([...rowElements.keys()].sort()).toEqual(['a', 'b']);
  });
});

describe('upgrade guide: the row element in an onRow handler', () => {
  it('is event.currentTarget', () => {
    const clicked: EventTarget[] = [];
    render(
      <Table<Person>
        columns={columns}
        data={twoPeople}
        onRow={() => ({ onClick: (event) => clicked.push(event.currentTarget) })}
      />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Grace' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toBe(screen.getByRole('row', { name: 'Grace' }));
  });
});

const RC_TABLE_SHEET = readFileSync(
  createRequire(import.meta.url).resolve('rc-table/assets/index.css'),
  'utf8',
);

// docs/changelog.$tab-upgrade.md, "`bodyStyle` is removed". In 6.x `bodyStyle` went on the
// `.rc-table-body` <div> around the body table (git show v6.10.15:src/BodyTable.tsx, lines 85 and
// 107 in the mirror of react-component/table), not on a <tbody>.
describe('upgrade guide: the box around the body table', () => {
  it.each([
    ['scroll.y', '.rc-table-body', { scroll: { y: 300 } }],
    ['sticky', '.rc-table-body', { sticky: true }],
    ['neither', '.rc-table-content', {}],
  ])('with %s, is %s', (_, box, props) => {
    const { container, unmount } = render(
      <Table<Person> columns={columns} data={people} {...props} />,
    );
    const tbody = container.querySelector('tbody')!;
    expect(tbody.closest('.rc-table-body, .rc-table-content')).toBe(container.querySelector(box));
    // Before the sticky scroll bar measures itself, outside act().
    unmount();
  });
});

describe('upgrade guide: a background on <tbody>', () => {
  it('is painted over by the body cells, which rc-table’s stylesheet gives a background of their own', () => {
    const style = document.createElement('style');
    style.textContent = RC_TABLE_SHEET;
    document.head.append(style);
    try {
      const BodyWrapper = (props: React.HTMLAttributes<HTMLTableSectionElement>) => (
        <tbody {...props} style={{ background: 'rgb(250, 250, 250)' }} />
      );
      const { container } = render(
        <Table<Person>
          columns={columns}
          data={people}
          components={{ body: { wrapper: BodyWrapper } }}
        />,
      );
      expect(container.querySelector('tbody')).toHaveStyle({ background: 'rgb(250, 250, 250)' });
      // `.rc-table tbody tr td { background: #fff }`
      expect(getComputedStyle(screen.getByRole('cell')).backgroundColor).toBe('rgb(255, 255, 255)');
    } finally {
      style.remove();
    }
  });

  it('shows through on the cells when the cells are coloured instead', () => {
    const style = document.createElement('style');
    // jsdom orders rules by source only; in browsers `.orders.rc-table` (0,2,3) also outweighs
    // rc-table's `.rc-table tbody tr td` (0,1,3) when it loads first.
    style.textContent = `${RC_TABLE_SHEET}\n.orders.rc-table tbody > tr > td { background: rgb(250, 250, 250); }`;
    document.head.append(style);
    try {
      render(<Table<Person> className="orders" columns={columns} data={people} />);
      expect(getComputedStyle(screen.getByRole('cell')).backgroundColor).toBe('rgb(250, 250, 250)');
    } finally {
      style.remove();
    }
  });
});
