import { render, screen, within } from '@testing-library/react';
import Table, {
  Column,
  ColumnGroup,
  EXPAND_COLUMN,
  INTERNAL_COL_DEFINE,
  Summary,
  genTable,
} from 'rc-table';
import type { TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { describe, expect, it } from 'vitest';

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

/** The block holding the summary's `<tfoot>`: the body, header or summary `<div>`, or the only one. */
const summaryHolder = () =>
  screen
    .getByText('Total')
    .closest('div.rc-table-body, div.rc-table-header, div.rc-table-summary, div.rc-table-content');

// docs/index.md, "Summary" and src/node/api/descriptions.ts, summary.*
describe('API reference: Table.Summary', () => {
  it('is the same object as Table.Summary and renders only its children, in a <tfoot>', () => {
    expect(Table.Summary).toBe(Summary);
    const { container } = render(<Table<Person> columns={columns} data={data} summary={total()} />);
    const tfoot = container.querySelector('tfoot') as HTMLElement;
    expect(tfoot).toHaveClass('rc-table-summary');
    expect(tfoot.children).toHaveLength(1);
    expect(tfoot.firstElementChild?.tagName).toBe('TR');
    expect(
      within(tfoot)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Total', '77']);
  });

  it("fixed true / 'bottom': its own block below the body, with a fixed header", () => {
    for (const fixed of [true, 'bottom'] as const) {
      const { unmount } = render(
        <Table<Person> columns={columns} data={data} scroll={{ y: 100 }} summary={total(fixed)} />,
      );
      const holder = summaryHolder();
      expect(holder).toHaveClass('rc-table-summary');
      expect(holder?.previousElementSibling).toHaveClass('rc-table-body');
      unmount();
    }
  });

  it("fixed 'top': right under the header, in the header's block", () => {
    render(
      <Table<Person> columns={columns} data={data} scroll={{ y: 100 }} summary={total('top')} />,
    );
    const holder = summaryHolder() as HTMLElement;
    expect(holder).toHaveClass('rc-table-header');
    expect(holder.querySelector('thead + tfoot')).not.toBeNull();
  });

  it('fixed works with sticky too, and is ignored without a fixed header or sticky', () => {
    const sticky = render(
      <Table<Person> columns={columns} data={data} sticky summary={total(true)} />,
    );
    expect(summaryHolder()).toHaveClass('rc-table-summary');
    sticky.unmount();
    render(<Table<Person> columns={columns} data={data} summary={total(true)} />);
    expect(summaryHolder()).toHaveClass('rc-table-content');
  });

  it('fixed is read only when summary returns the <Summary> element itself', () => {
    render(
      <Table<Person>
        columns={columns}
        data={data}
        scroll={{ y: 100 }}
        summary={() => <>{total(true)()}</>}
      />,
    );
    expect(summaryHolder()).toHaveClass('rc-table-body');
  });
});

describe('API reference: Table.Summary.Row and Table.Summary.Cell', () => {
  it('Row puts className and style on the <tr>', () => {
    render(
      <Table<Person>
        columns={columns}
        data={data}
        summary={() => (
          <Summary.Row className="totals" style={{ fontWeight: 'bold' }}>
            <Summary.Cell index={0}>Total</Summary.Cell>
          </Summary.Row>
        )}
      />,
    );
    const tr = screen.getByText('Total').closest('tr');
    expect(tr).toHaveClass('totals');
    expect(tr).toHaveStyle({ fontWeight: 'bold' });
  });

  it('Cell renders className, colSpan, rowSpan and align on the <td>; colSpan defaults to 1', () => {
    render(
      <Table<Person>
        columns={columns}
        data={data}
        summary={() => (
          <>
            <Summary.Row>
              <Summary.Cell index={0} className="label" rowSpan={2} align="right">
                Total
              </Summary.Cell>
              <Summary.Cell index={1}>77</Summary.Cell>
            </Summary.Row>
            <Summary.Row>
              <Summary.Cell index={1} colSpan={2}>
                wide
              </Summary.Cell>
            </Summary.Row>
          </>
        )}
      />,
    );
    const label = screen.getByText('Total').closest('td') as HTMLTableCellElement;
    expect(label).toHaveClass('rc-table-cell', 'label');
    expect(label.rowSpan).toBe(2);
    expect(label).toHaveStyle({ textAlign: 'right' });
    expect((screen.getByText('77').closest('td') as HTMLTableCellElement).colSpan).toBe(1);
    expect((screen.getByText('wide').closest('td') as HTMLTableCellElement).colSpan).toBe(2);
  });

  it('Cell index picks the column whose `fixed` the cell takes', () => {
    const fixedColumns: ColumnsType<Person> = [
      { ...columns[0], fixed: 'left', width: 100 },
      { ...columns[1], width: 100 },
    ];
    render(
      <Table<Person>
        columns={fixedColumns}
        data={data}
        scroll={{ x: 400 }}
        summary={() => (
          <Summary.Row>
            <Summary.Cell index={0}>Total</Summary.Cell>
            <Summary.Cell index={1}>77</Summary.Cell>
          </Summary.Row>
        )}
      />,
    );
    const first = screen.getByText('Total').closest('td');
    const second = screen.getByText('77').closest('td');
    expect(first).toHaveClass('rc-table-cell-fix-left');
    expect(first).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(second).not.toHaveClass('rc-table-cell-fix-left');
  });
});

// docs/index.md, the exports table under "API".
describe('API reference: the other exports', () => {
  it('Column and ColumnGroup render nothing; as children their props are the columns', () => {
    const alone = render(
      <div data-testid="alone">
        <Column<Person> title="Name" dataIndex="name" />
        <ColumnGroup<Person> title="Group">
          <Column<Person> title="Age" dataIndex="age" />
        </ColumnGroup>
      </div>,
    );
    expect(alone.getByTestId('alone')).toBeEmptyDOMElement();
    alone.unmount();

    expect(Table.Column).toBe(Column);
    expect(Table.ColumnGroup).toBe(ColumnGroup);
    render(
      <Table<Person> data={data}>
        <ColumnGroup<Person> title="Person" key="person">
          <Column<Person> title="Name" dataIndex="name" key="name" />
          <Column<Person> title="Age" dataIndex="age" key="age" />
        </ColumnGroup>
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Person',
      'Name',
      'Age',
    ]);
    expect(screen.getByRole('cell', { name: '36' })).toBeInTheDocument();
  });

  it('Column children are ignored when columns is given', () => {
    render(
      <Table<Person> data={data} columns={[columns[0]]}>
        <Column<Person> title="Age" dataIndex="age" key="age" />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name']);
  });

  it('EXPAND_COLUMN in columns places the expand column there', () => {
    expect(Table.EXPAND_COLUMN).toBe(EXPAND_COLUMN);
    expect(EXPAND_COLUMN).toEqual({});
    const { container } = render(
      <Table<Person>
        columns={[columns[0], EXPAND_COLUMN, columns[1]]}
        data={data}
        expandable={{ expandedRowRender: (person) => person.name }}
      />,
    );
    const cells = container.querySelectorAll('tbody tr')[0].querySelectorAll('td');
    expect(cells).toHaveLength(3);
    expect(cells[1].querySelector('.rc-table-row-expand-icon')).not.toBeNull();
    expect(cells[0].textContent).toBe('Ada');
  });

  it("INTERNAL_COL_DEFINE: a column's props under the key go on its <col>, columnType excepted", () => {
    expect(INTERNAL_COL_DEFINE).toBe('RC_TABLE_INTERNAL_COL_DEFINE');
    const marked = {
      ...columns[0],
      [INTERNAL_COL_DEFINE]: { className: 'name-col', columnType: 'NAME' },
    };
    const { container } = render(<Table<Person> columns={[marked, columns[1]]} data={data} />);
    const col = container.querySelector('colgroup col.name-col');
    expect(col).not.toBeNull();
    expect(col).not.toHaveAttribute('columnType');
    expect(col).not.toHaveAttribute('columntype');

    const expandable = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender: (person) => person.name }}
      />,
    );
    expect(expandable.container.querySelector('colgroup col:first-child')).toHaveClass(
      'rc-table-expand-icon-col',
    );
  });

  it('genTable: with shouldTriggerRender, unchanged rows re-render only when it returns true', () => {
    const label = { current: 'first' };
    const stable: ColumnsType<Person> = [
      { title: 'Name', dataIndex: 'name', key: 'name', render: () => label.current },
    ];
    const Never = genTable(() => false);
    const never = render(<Never columns={stable} data={data} />);
    label.current = 'second';
    never.rerender(<Never columns={stable} data={data} />);
    expect(within(never.container).queryAllByText('second')).toHaveLength(0);
    never.unmount();

    label.current = 'first';
    const Asked = genTable(() => true);
    const asked = render(<Asked columns={stable} data={data} />);
    label.current = 'second';
    asked.rerender(<Asked columns={stable} data={data} />);
    expect(within(asked.container).getAllByText('second')).toHaveLength(2);
    asked.unmount();

    label.current = 'first';
    const Always = genTable();
    const always = render(<Always columns={stable} data={data} />);
    label.current = 'second';
    always.rerender(<Always columns={stable} data={data} />);
    expect(within(always.container).getAllByText('second')).toHaveLength(2);
  });

  it('TableProps is the props type of <Table>, generic over the record', () => {
    const props: TableProps<Person> = { columns, data, rowKey: 'key' };
    render(<Table<Person> {...props} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

describe('API reference: attributes passed to <Table>', () => {
  const extra = {
    'aria-label': 'People',
    'aria-describedby': 'people-note',
    'data-testid': 'people',
    id: 'people-table',
  };

  it('aria-* and role go on the <table>, data-* and id on the outer <div>', () => {
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        {...extra}
        // @ts-expect-error role is not declared in TableProps
        role="grid"
      />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    const table = container.querySelector('table') as HTMLElement;
    expect(table).toHaveAttribute('aria-label', 'People');
    expect(table).toHaveAttribute('aria-describedby', 'people-note');
    expect(table).toHaveAttribute('role', 'grid');
    expect(table).not.toHaveAttribute('data-testid');
    expect(wrapper).toHaveAttribute('data-testid', 'people');
    expect(wrapper).toHaveAttribute('id', 'people-table');
    expect(wrapper).not.toHaveAttribute('aria-label');
    expect(wrapper).not.toHaveAttribute('role');
  });

  it('with a fixed header, only the body <table> gets them', () => {
    const { container } = render(
      <Table<Person> columns={columns} data={data} scroll={{ y: 100 }} {...extra} />,
    );
    const [header, body] = container.querySelectorAll('table');
    expect(header.closest('.rc-table-header')).not.toBeNull();
    expect(header).not.toHaveAttribute('aria-label');
    expect(body.closest('.rc-table-body')).not.toBeNull();
    expect(body).toHaveAttribute('aria-label', 'People');
  });

  it('other HTML attributes are not passed on', () => {
    const other = { lang: 'fr', tabIndex: 0, dir: 'rtl' } as Partial<TableProps<Person>>;
    const { container } = render(<Table<Person> columns={columns} data={data} {...other} />);
    for (const element of container.querySelectorAll('*')) {
      expect(element).not.toHaveAttribute('lang');
      expect(element).not.toHaveAttribute('tabindex');
      expect(element).not.toHaveAttribute('dir');
    }
  });
});
