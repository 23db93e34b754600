import { fireEvent, render, screen } from '@testing-library/react';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import { resetWarned } from 'rc-util/lib/warning';
import type { ComponentProps } from 'react';
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
const columns: ColumnType<Person>[] = [{ title: 'Name', dataIndex: 'name', key: 'name' }];

/** What rc-table prints in development for a table with `props`. */
function warningsFor(props: Record<string, unknown>): string {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const tableProps = { columns, data: people, ...props } as ComponentProps<typeof Table<Person>>;
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
