import { fireEvent, render, screen, within } from '@testing-library/react';
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
import { INTERNAL_HOOKS } from 'rc-table/lib/Table';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { descriptions } from '../../../src/node/api/descriptions';
import { columns, data, errorsDuring, summaryHolder, total, type Person } from './fixtures';

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

  it("fixed 'top' with showHeader={false} renders no summary at all", () => {
    const top = render(
      <Table<Person>
        columns={columns}
        data={data}
        scroll={{ y: 100 }}
        showHeader={false}
        summary={total('top')}
      />,
    );
    expect(screen.queryByText('Total')).toBeNull();
    top.unmount();
    render(
      <Table<Person>
        columns={columns}
        data={data}
        scroll={{ y: 100 }}
        showHeader={false}
        summary={total('bottom')}
      />,
    );
    expect(summaryHolder()).toHaveClass('rc-table-summary');
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

  it('Cell keeps the <prefix>-cell class next to its className', () => {
    render(
      <Table<Person>
        prefixCls="people"
        columns={columns}
        data={data}
        summary={() => (
          <Summary.Row>
            <Summary.Cell index={0} className="label">
              Total
            </Summary.Cell>
          </Summary.Row>
        )}
      />,
    );
    const td = screen.getByText('Total').closest('td');
    expect(td).toHaveClass('people-cell', 'label');
    expect(td).not.toHaveClass('rc-table-cell');
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

// src/node/api/descriptions.ts, table.sticky and sticky.*
describe('API reference: sticky', () => {
  // The class rc-table gives each sticking block is what makes it stick: its stylesheet sets
  // `.rc-table-sticky-holder { position: sticky }` (node_modules/rc-table/assets/index.css, lines
  // 225-228); rc-table adds only the offsets (node_modules/rc-table/lib/FixedHolder/index.js, lines
  // 154-162).
  it('sticks the header to the top and a fixed summary (true or bottom) to the bottom', () => {
    for (const fixed of [true, 'bottom'] as const) {
      const { container, unmount } = render(
        <Table<Person>
          columns={columns}
          data={data}
          sticky={{ offsetHeader: 10, offsetSummary: 20 }}
          summary={total(fixed)}
        />,
      );
      const header = container.querySelector('div.rc-table-header') as HTMLElement;
      const summary = container.querySelector('div.rc-table-summary') as HTMLElement;
      expect(header).toHaveClass('rc-table-sticky-holder');
      expect(header.style.top).toBe('10px');
      expect(header.style.bottom).toBe('');
      expect(summary).toHaveClass('rc-table-sticky-holder');
      expect(summary.style.bottom).toBe('20px');
      expect(summary.style.top).toBe('');
      unmount();
    }
  });

  it("a summary fixed 'top' sticks with the header", () => {
    const { container, unmount } = render(
      <Table<Person> columns={columns} data={data} sticky summary={total('top')} />,
    );
    expect(summaryHolder()).toHaveClass('rc-table-header', 'rc-table-sticky-holder');
    expect(container.querySelector('div.rc-table-summary')).toBeNull();
    // Unmounted here, before the sticky scroll bar's measuring updates it outside act().
    unmount();
  });

  it('is read when the table mounts: turning it on later changes nothing until an offset changes', () => {
    const view = render(<Table<Person> columns={columns} data={data} />);
    const holders = () => view.container.querySelectorAll('.rc-table-sticky-holder').length;
    view.rerender(<Table<Person> columns={columns} data={data} sticky />);
    expect(holders()).toBe(0);
    view.rerender(<Table<Person> columns={columns} data={data} sticky={{ offsetHeader: 1 }} />);
    expect(holders()).toBeGreaterThan(0);
    view.unmount();
    // The sticky scroll bar shows only while the table's bottom edge is out of view:
    // node_modules/rc-table/lib/stickyScrollBar.js, lines 122-134 and 183.
  });
});

// src/node/api/descriptions.ts, table.tableLayout
describe('API reference: tableLayout', () => {
  const layoutOf = (table: Element | null) => (table as HTMLElement).style.tableLayout;
  const fixedColumns: ColumnsType<Person> = [
    { ...columns[0], fixed: 'left', width: 100, ellipsis: true },
    { ...columns[1], width: 100 },
  ];

  it("fixed columns with scroll.x 'max-content' give 'auto', even with scroll.y, sticky and ellipsis", () => {
    const maxContent = render(
      <Table<Person>
        columns={fixedColumns}
        data={data}
        scroll={{ x: 'max-content', y: 100 }}
        sticky
      />,
    );
    expect(layoutOf(maxContent.container.querySelector('.rc-table-body table'))).toBe('auto');
    maxContent.unmount();

    const wide = render(
      <Table<Person> columns={fixedColumns} data={data} scroll={{ x: 1000, y: 100 }} sticky />,
    );
    expect(layoutOf(wide.container.querySelector('.rc-table-body table'))).toBe('fixed');
    wide.unmount();

    // Without a fixed column, scroll.y alone decides.
    const unfixed = render(
      <Table<Person> columns={columns} data={data} scroll={{ x: 'max-content', y: 100 }} />,
    );
    expect(layoutOf(unfixed.container.querySelector('.rc-table-body table'))).toBe('fixed');
  });

  it("the header and fixed-summary tables of a fixed header or sticky are always 'fixed'", () => {
    for (const extra of [{ scroll: { y: 100 } }, { sticky: true }]) {
      const { container, unmount } = render(
        <Table<Person>
          columns={columns}
          data={data}
          tableLayout="auto"
          summary={total(true)}
          {...extra}
        />,
      );
      expect(layoutOf(container.querySelector('.rc-table-header table'))).toBe('fixed');
      expect(layoutOf(container.querySelector('.rc-table-summary table'))).toBe('fixed');
      expect(layoutOf(container.querySelector('.rc-table-body table'))).toBe('auto');
      unmount();
    }
  });
});

// src/node/api/descriptions.ts, column.ellipsis
describe('API reference: column.ellipsis', () => {
  const titled: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', key: 'name', ellipsis: true },
    { title: 'Age', dataIndex: 'age', key: 'age', ellipsis: true },
    {
      title: 'Strong',
      dataIndex: 'name',
      key: 'strong',
      ellipsis: true,
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: 'Suffixed',
      dataIndex: 'name',
      key: 'suffixed',
      ellipsis: true,
      render: (name: string) => <strong>{name} Jr.</strong>,
    },
    {
      title: 'Own',
      dataIndex: 'name',
      key: 'own',
      ellipsis: true,
      onCell: () => ({ title: 'From onCell' }),
      onHeaderCell: () => ({ title: 'From onHeaderCell' }),
    },
    { title: 'Quiet', dataIndex: 'name', key: 'quiet', ellipsis: { showTitle: false } },
  ];

  it('titles only plain content; onCell and onHeaderCell win; showTitle false keeps header titles', () => {
    const { container } = render(<Table<Person> columns={titled} data={data} />);
    const titles = (cells: NodeListOf<Element>) =>
      Array.from(cells, (cell) => cell.getAttribute('title'));
    expect(titles(container.querySelectorAll('tbody tr:first-child td'))).toEqual([
      'Ada',
      '36',
      'Ada',
      null,
      'From onCell',
      null,
    ]);
    expect(titles(container.querySelectorAll('thead th'))).toEqual([
      'Name',
      'Age',
      'Strong',
      'Suffixed',
      'From onHeaderCell',
      'Quiet',
    ]);
  });
});

// src/node/api/descriptions.ts, expandable.*
describe('API reference: expandable', () => {
  const expandedRowRender = (person: Person) => `Detail of ${person.name}`;
  const expandCell = (container: HTMLElement) =>
    container.querySelector('tbody td.rc-table-row-expand-icon-cell') as HTMLElement;

  it('fixed pins an EXPAND_COLUMN left wherever it sits while expandIconColumnIndex is unset', () => {
    let container = document.body;
    const said = errorsDuring(() => {
      ({ container } = render(
        <Table<Person>
          columns={[columns[0], EXPAND_COLUMN, columns[1]]}
          data={data}
          expandable={{ expandedRowRender, fixed: true }}
        />,
      ));
    });
    const cell = expandCell(container);
    expect(cell.previousElementSibling?.textContent).toBe('Ada');
    expect(cell).toHaveClass('rc-table-cell-fix-left');
    expect(cell).toHaveStyle({ position: 'sticky' });
    // rc-table then wants the column before it fixed too.
    expect(said).toContain("Index 0 of `columns` missing `fixed='left'` prop.");
    // A truthy fixed turns on horizontal scrolling by itself.
    expect(container.firstElementChild).toHaveClass('rc-table-scroll-horizontal');
  });

  it("fixed 'right' pins it left too while expandIconColumnIndex is unset or 0", () => {
    const unset = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, fixed: 'right' }}
      />,
    );
    expect(expandCell(unset.container)).toHaveClass('rc-table-cell-fix-left');
    expect(expandCell(unset.container)).not.toHaveClass('rc-table-cell-fix-right');
    unset.unmount();

    let container = document.body;
    errorsDuring(() => {
      ({ container } = render(
        <Table<Person>
          columns={columns}
          data={data}
          expandable={{ expandedRowRender, fixed: 'right', expandIconColumnIndex: 0 }}
        />,
      ));
    });
    expect(expandCell(container)).toHaveClass('rc-table-cell-fix-left');
  });

  it('fixed pins it right at expandIconColumnIndex = column count; elsewhere it takes the next column’s fixed', () => {
    let container = document.body;
    const last = errorsDuring(() => {
      ({ container } = render(
        <Table<Person>
          columns={columns}
          data={data}
          expandable={{ expandedRowRender, fixed: true, expandIconColumnIndex: 2 }}
        />,
      ));
    });
    expect(expandCell(container).nextElementSibling).toBeNull();
    expect(expandCell(container)).toHaveClass('rc-table-cell-fix-right');
    expect(last).toContain('`expandIconColumnIndex` is deprecated');

    const rightFixed: ColumnsType<Person> = [columns[0], { ...columns[1], fixed: 'right' }];
    errorsDuring(() => {
      ({ container } = render(
        <Table<Person>
          columns={rightFixed}
          data={data}
          expandable={{ expandedRowRender, fixed: true, expandIconColumnIndex: 1 }}
        />,
      ));
    });
    expect(expandCell(container).nextElementSibling?.textContent).toBe('36');
    expect(expandCell(container)).toHaveClass('rc-table-cell-fix-right');
  });

  it('fixed does not pin an EXPAND_COLUMN in columns away from index 0, nor with showExpandColumn false', () => {
    for (const expandable of [
      { expandedRowRender, fixed: 'left' as const, expandIconColumnIndex: 1 },
      { expandedRowRender, fixed: 'left' as const, showExpandColumn: false },
    ]) {
      let container = document.body;
      let unmount = () => {};
      errorsDuring(() => {
        ({ container, unmount } = render(
          <Table<Person>
            columns={[columns[0], EXPAND_COLUMN, { ...columns[1], fixed: 'right' }]}
            data={data}
            expandable={expandable}
          />,
        ));
      });
      const cell = expandCell(container);
      expect(cell.previousElementSibling?.textContent).toBe('Ada');
      expect(cell).not.toHaveClass('rc-table-cell-fix-left');
      expect(cell).not.toHaveClass('rc-table-cell-fix-right');
      unmount();
    }
  });

  it('expandIconColumnIndex from 0 up logs its deprecation with an expandedRowRender', () => {
    const at = (expandable: TableProps<Person>['expandable']) =>
      errorsDuring(() => {
        render(<Table<Person> columns={columns} data={data} expandable={expandable} />).unmount();
      });
    expect(at({ expandedRowRender, expandIconColumnIndex: 0 })).toContain(
      '`expandIconColumnIndex` is deprecated. Please use `Table.EXPAND_COLUMN` in `columns` instead.',
    );
    expect(at({ expandedRowRender })).toBe('');
    expect(at({ expandIconColumnIndex: 0 })).toBe('');
  });

  it('showExpandColumn false keeps an EXPAND_COLUMN placed in columns', () => {
    const { container } = render(
      <Table<Person>
        columns={[columns[0], EXPAND_COLUMN, columns[1]]}
        data={data}
        expandable={{ expandedRowRender, showExpandColumn: false }}
      />,
    );
    const cells = container.querySelectorAll('tbody tr:first-child td');
    expect(cells).toHaveLength(3);
    fireEvent.click(cells[1].querySelector('.rc-table-row-expand-icon') as HTMLElement);
    expect(screen.getByText('Detail of Ada')).toBeInTheDocument();
  });

  interface Member extends Person {
    children?: Member[];
  }
  const tree: Member[] = [
    { key: 'a', name: 'Ada', age: 36, children: [{ key: 'a1', name: 'Ann', age: 9 }] },
  ];

  it('showExpandColumn false removes the tree-data icons; a row click still expands', () => {
    const shown = render(<Table<Member> columns={columns} data={tree} />);
    expect(shown.container.querySelector('.rc-table-row-expand-icon')).not.toBeNull();
    shown.unmount();

    const { container } = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ showExpandColumn: false, expandRowByClick: true }}
      />,
    );
    expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
  });

  it('rowExpandable gives expandIcon expandable: false (an empty placeholder); tree data ignores it', () => {
    const seen: Record<string, boolean> = {};
    const rows = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, rowExpandable: (person) => person.key === 'a' }}
      />,
    );
    const icons = rows.container.querySelectorAll('.rc-table-row-expand-icon');
    expect(icons[0]).toHaveClass('rc-table-row-collapsed');
    expect(icons[1]).toHaveClass('rc-table-row-spaced');
    expect(icons[1]).toBeEmptyDOMElement();
    rows.rerender(
      <Table<Person>
        columns={[...columns]}
        data={data}
        expandable={{
          expandedRowRender,
          rowExpandable: (person) => person.key === 'a',
          expandIcon: ({ expandable, record }) => {
            seen[record.key] = Boolean(expandable);
            return null;
          },
        }}
      />,
    );
    expect(seen).toEqual({ a: true, b: false });
    rows.unmount();

    const { container } = render(
      <Table<Member> columns={columns} data={tree} expandable={{ rowExpandable: () => false }} />,
    );
    fireEvent.click(container.querySelector('.rc-table-row-expand-icon') as HTMLElement);
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
  });

  it('onExpand and onExpandedRowsChange fire on toggles through the table, not on prop changes', () => {
    const onExpand = vi.fn();
    const onExpandedRowsChange = vi.fn();
    const table = (keys: string[], records: Person[] = data) => (
      <Table<Person>
        columns={columns}
        data={records}
        expandable={{ expandedRowRender, expandedRowKeys: keys, onExpand, onExpandedRowsChange }}
      />
    );
    const { container, rerender } = render(table(['a']));
    rerender(table(['a', 'b']));
    rerender(table(['a', 'b'], [...data, { key: 'c', name: 'Cy', age: 5 }]));
    expect(onExpand).not.toHaveBeenCalled();
    expect(onExpandedRowsChange).not.toHaveBeenCalled();

    fireEvent.click(container.querySelector('.rc-table-row-expand-icon') as HTMLElement);
    expect(onExpand).toHaveBeenCalledExactlyOnceWith(false, data[0]);
    expect(onExpandedRowsChange).toHaveBeenCalledExactlyOnceWith(['b']);
  });
});

// src/node/api/descriptions.ts, the top-level expand props and title
describe('API reference: the top-level expand props', () => {
  const values: Record<string, unknown> = {
    expandedRowKeys: [],
    defaultExpandedRowKeys: [],
    expandedRowRender: () => 'Detail',
    expandRowByClick: true,
    expandIcon: () => null,
    onExpand: () => undefined,
    onExpandedRowsChange: () => undefined,
    defaultExpandAllRows: true,
    expandIconColumnIndex: 0,
    expandedRowClassName: () => 'detail',
    childrenColumnName: 'members',
    indentSize: 15,
    title: () => 'People',
  };
  const moved = 'expanded related props have been moved into `expandable`.';
  const legacyNames = Object.keys(descriptions.table).filter((name) =>
    descriptions.table[name].en.startsWith('Top-level form of'),
  );

  it('are all tried here', () => {
    expect([...legacyNames, 'title'].sort()).toEqual(Object.keys(values).sort());
  });

  it.each(Object.keys(values))(
    '%s: described with the warning exactly when rc-table logs it without expandable',
    (name) => {
      const props = { [name]: values[name] } as object;
      const alone = errorsDuring(() => {
        render(<Table<Person> columns={columns} data={data} {...props} />).unmount();
      });
      const withExpandable = errorsDuring(() => {
        render(
          <Table<Person> columns={columns} data={data} {...props} expandable={{}} />,
        ).unmount();
      });
      expect(withExpandable).not.toContain(moved);
      const warns = alone.includes(moved);
      expect(warns).toBe(name !== 'childrenColumnName');
      const { en, zh } = descriptions.table[name];
      expect(en.includes(moved.slice(0, -1))).toBe(warns);
      expect(zh.includes(moved.slice(0, -1))).toBe(warns);
    },
  );

  it('expandIconColumnIndex with an expandedRowRender logs its own deprecation as well', () => {
    const said = errorsDuring(() => {
      render(
        <Table<Person>
          columns={columns}
          data={data}
          {...({ expandedRowRender: () => 'Detail', expandIconColumnIndex: 1 } as object)}
        />,
      ).unmount();
    });
    expect(said).toContain(moved);
    expect(said).toContain('`expandIconColumnIndex` is deprecated');
  });
});

// src/node/api/descriptions.ts, table.direction
describe('API reference: direction', () => {
  // The mirroring itself is rc-table's stylesheet: `.rc-table-rtl { direction: rtl; }`
  // (node_modules/rc-table/assets/index.css, lines 8-10).
  it("'rtl' swaps fixed sides and sets the class, with no dir attribute", () => {
    const { container } = render(
      <Table<Person>
        direction="rtl"
        columns={[{ ...columns[0], fixed: 'left' }, columns[1]]}
        data={data}
        scroll={{ x: 400 }}
      />,
    );
    expect(container.firstElementChild).toHaveClass('rc-table-rtl');
    expect(container.querySelector('[dir]')).toBeNull();
    const name = screen.getByRole('cell', { name: 'Ada' });
    expect(name).toHaveClass('rc-table-cell-fix-right');
    expect(name).not.toHaveClass('rc-table-cell-fix-left');
  });
});

// src/node/api/descriptions.ts, components.*, and docs/index.md, "Attributes"
describe('API reference: components', () => {
  function Marked(props: ComponentProps<'table'>) {
    return <table data-custom="" {...props} />;
  }

  it('table replaces only the body <table> with a fixed header or sticky', () => {
    const plain = render(
      <Table<Person> columns={columns} data={data} components={{ table: Marked }} />,
    );
    expect(plain.container.querySelector('table')).toHaveAttribute('data-custom');
    plain.unmount();

    for (const extra of [{ scroll: { y: 100 } }, { sticky: true }]) {
      const { container, unmount } = render(
        <Table<Person>
          columns={columns}
          data={data}
          components={{ table: Marked }}
          summary={total(true)}
          {...extra}
        />,
      );
      const tables = Array.from(container.querySelectorAll('table'));
      expect(tables.map((table) => table.closest('div')?.className)).toEqual([
        expect.stringContaining('rc-table-header'),
        'rc-table-body',
        expect.stringContaining('rc-table-summary'),
      ]);
      expect(tables.map((table) => table.hasAttribute('data-custom'))).toEqual([
        false,
        true,
        false,
      ]);
      unmount();
    }
  });

  it('with a function body: no components.table, caption, unfixed summary or aria attributes', () => {
    const body = (rows: readonly Person[]) => <div data-testid="virtual">{rows.length} rows</div>;
    const sized = columns.map((column) => ({ ...column, width: 100 }));
    const { container } = render(
      <Table<Person>
        columns={sized}
        data={data}
        scroll={{ y: 100 }}
        components={{ table: Marked, body }}
        caption="People"
        aria-label="People"
        summary={total()}
      />,
    );
    expect(screen.getByTestId('virtual')).toHaveTextContent('2 rows');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(container.querySelector('[data-custom]')).toBeNull();
    expect(container.querySelector('caption')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
    expect(container.querySelector('[aria-label]')).toBeNull();
  });

  it('a function body without scroll.y or sticky is not used: caption and components.table stay', () => {
    const body = () => <div data-testid="virtual" />;
    let container = document.body;
    const said = errorsDuring(() => {
      ({ container } = render(
        <Table<Person>
          columns={columns}
          data={data}
          components={{ table: Marked, body }}
          caption="People"
        />,
      ));
    });
    expect(screen.queryByTestId('virtual')).toBeNull();
    expect(container.querySelector('caption')).toHaveTextContent('People');
    expect(container.querySelector('[data-custom]')).not.toBeNull();
    expect(said).toContain('only work on `scroll.y`');
  });

  it('header.cell also renders the <td> of an untitled column, body.cell the <th> of rowScope', () => {
    const scoped: ColumnsType<Person> = [
      { ...columns[0], rowScope: 'row' },
      { dataIndex: 'age', key: 'age' },
    ];
    const plain = render(<Table<Person> columns={scoped} data={data} />);
    expect(plain.container.querySelectorAll('thead th, thead td')).toHaveLength(2);
    expect(plain.container.querySelectorAll('thead td')).toHaveLength(1);
    expect(plain.container.querySelectorAll('tbody th')).toHaveLength(2);
    plain.unmount();

    function HeaderCell(props: ComponentProps<'th'>) {
      return <th data-header-cell="" {...props} />;
    }
    function BodyCell(props: ComponentProps<'td'>) {
      return <td data-body-cell="" {...props} />;
    }
    const { container } = render(
      <Table<Person>
        columns={scoped}
        data={data}
        components={{ header: { cell: HeaderCell }, body: { cell: BodyCell } }}
      />,
    );
    expect(container.querySelectorAll('thead [data-header-cell]')).toHaveLength(2);
    expect(container.querySelectorAll('thead td')).toHaveLength(0);
    expect(container.querySelectorAll('tbody [data-body-cell]')).toHaveLength(4);
    expect(container.querySelectorAll('tbody th')).toHaveLength(0);
  });
});

// src/node/api/descriptions.ts: the other rows that state a behaviour, checked once each.
describe('API reference: quick checks of the other Table props', () => {
  it('rowKey: a record without the field logs a warning; a function rowKey is not checked', () => {
    const keyless = [{ name: 'Ada', age: 36 }] as Person[];
    const said = errorsDuring(() => {
      render(<Table<Person> columns={columns} data={keyless} />).unmount();
    });
    expect(said).toContain('Each record in table should have a unique `key` prop');
    const byFunction = errorsDuring(() => {
      render(
        <Table<Person> columns={columns} data={keyless} rowKey={(person) => person.name} />,
      ).unmount();
    });
    expect(byFunction).toBe('');
  });

  it('scroll: x sets the table width (true means auto), y the body height and a fixed header', () => {
    const wide = render(<Table<Person> columns={columns} data={data} scroll={{ x: 800 }} />);
    expect(wide.container.querySelector('table')).toHaveStyle({ width: '800px', minWidth: '100%' });
    wide.unmount();
    const auto = render(<Table<Person> columns={columns} data={data} scroll={{ x: true }} />);
    expect((auto.container.querySelector('table') as HTMLElement).style.width).toBe('auto');
    auto.unmount();
    const { container } = render(
      <Table<Person> columns={columns} data={data} scroll={{ y: 120 }} />,
    );
    expect(container.querySelector('.rc-table-body')).toHaveStyle({ maxHeight: '120px' });
    expect(container.querySelector('.rc-table-header thead')).not.toBeNull();
  });

  it('showHeader: only false hides the header', () => {
    const hidden = render(<Table<Person> columns={columns} data={data} showHeader={false} />);
    expect(hidden.container.querySelector('thead')).toBeNull();
    hidden.unmount();
    const unset = render(
      <Table<Person> columns={columns} data={data} showHeader={null as unknown as boolean} />,
    );
    expect(unset.container.querySelector('thead')).not.toBeNull();
  });

  it('rowClassName, onRow, onHeaderRow, emptyText, title, footer and caption', () => {
    const onHeaderRow = vi.fn(() => ({ className: 'head' }));
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        rowClassName={(person, index, indent) => `row-${person.key}-${index}-${indent}`}
        onRow={(person) => ({ title: person.name })}
        onHeaderRow={onHeaderRow}
        footer={(records) => `${records.length} below`}
        caption="People"
      />,
    );
    expect(container.querySelector('tbody tr')).toHaveClass('row-a-0-0');
    expect(container.querySelector('tbody tr')).toHaveAttribute('title', 'Ada');
    expect(onHeaderRow).toHaveBeenCalledWith([columns[0], columns[1]], 0);
    expect(container.querySelector('thead tr')).toHaveClass('head');
    expect(screen.getByText('2 below')).toHaveClass('rc-table-footer');
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();

    const said = errorsDuring(() => {
      render(
        <Table<Person>
          columns={columns}
          data={[]}
          emptyText={() => 'Nobody yet'}
          {...({ title: (records: Person[]) => `${records.length} above` } as object)}
        />,
      );
    });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.getByText('0 above')).toHaveClass('rc-table-title');
    expect(said).toContain('expanded related props have been moved into `expandable`');
  });

  it('internalHooks unlocks transformColumns (expand column included) and internalRefs', () => {
    const transformColumns = vi.fn((all: ColumnsType<Person>) => all.slice(0, 2));
    const internalRefs = { body: { current: null as unknown as HTMLDivElement } };
    const expandable = { expandedRowRender: (person: Person) => person.name };
    const locked = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={expandable}
        transformColumns={transformColumns}
        internalRefs={internalRefs}
      />,
    );
    expect(transformColumns).not.toHaveBeenCalled();
    expect(internalRefs.body.current).toBeNull();
    locked.unmount();

    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={expandable}
        internalHooks={INTERNAL_HOOKS}
        transformColumns={transformColumns}
        internalRefs={internalRefs}
      />,
    );
    expect(transformColumns.mock.calls[0][0]).toHaveLength(3);
    expect(container.querySelectorAll('tbody tr:first-child td')).toHaveLength(2);
    expect(internalRefs.body.current).toBe(container.querySelector('.rc-table-content'));
  });
});

describe('API reference: quick checks of Column props', () => {
  it('className and align reach header and body cells; colSpan 0 hides a header cell', () => {
    const { container } = render(
      <Table<Person>
        columns={[
          { ...columns[0], className: 'name', align: 'center' },
          { ...columns[1], colSpan: 0 },
        ]}
        data={data}
      />,
    );
    const th = container.querySelector('thead th') as HTMLElement;
    const td = container.querySelector('tbody td') as HTMLElement;
    for (const cell of [th, td]) {
      expect(cell).toHaveClass('name');
      expect(cell).toHaveStyle({ textAlign: 'center' });
    }
    expect(container.querySelectorAll('thead th')).toHaveLength(1);
  });

  it('dataIndex paths, render arguments, onCell spans and rowScope', () => {
    interface Place {
      key: string;
      address: { city: string };
    }
    const places: Place[] = [
      { key: 'p', address: { city: 'Oslo' } },
      { key: 'q', address: { city: 'Rome' } },
    ];
    const render3 = vi.fn((city: string) => city.toUpperCase());
    const { container } = render(
      <Table<Place>
        columns={[
          { title: 'City', dataIndex: ['address', 'city'], key: 'city', rowScope: 'row' },
          { title: 'Loud', dataIndex: ['address', 'city'], key: 'loud', render: render3 },
          {
            title: 'Merged',
            key: 'merged',
            render: () => 'm',
            onCell: (_, index) => ({ rowSpan: index === 0 ? 2 : 0 }),
          },
        ]}
        data={places}
      />,
    );
    expect(render3).toHaveBeenCalledWith('Oslo', places[0], 0);
    expect(screen.getByText('ROME')).toBeInTheDocument();
    const th = screen.getByText('Oslo');
    expect(th.tagName).toBe('TH');
    expect(th).toHaveAttribute('scope', 'row');
    const rows = container.querySelectorAll('tbody tr');
    expect((rows[0].lastElementChild as HTMLTableCellElement).rowSpan).toBe(2);
    expect(rows[1].children).toHaveLength(2);
  });

  it('rowSpan of a header cell (rc-table fills the rest of the header when unset); column groups', () => {
    const { container } = render(
      <Table<Person>
        columns={[
          { title: 'Person', key: 'person', children: [columns[0], columns[1]] },
          { title: 'Short', dataIndex: 'age', key: 'short', rowSpan: 1 },
          { title: 'Filled', dataIndex: 'age', key: 'filled' },
        ]}
        data={data}
      />,
    );
    const span = (name: string) =>
      screen.getByRole('columnheader', { name }) as HTMLTableCellElement;
    expect(span('Person').colSpan).toBe(2);
    expect(span('Short').rowSpan).toBe(1);
    expect(span('Filled').rowSpan).toBe(2);
    expect(container.querySelectorAll('thead tr')).toHaveLength(2);
  });

  it('shouldCellUpdate gets (record, prevRecord); false keeps the old cell', () => {
    const shouldCellUpdate = vi.fn(() => false);
    const label = { current: 'first' };
    const table = (records: Person[]) => (
      <Table<Person>
        columns={[{ title: 'Name', key: 'name', render: () => label.current, shouldCellUpdate }]}
        data={records}
      />
    );
    const { rerender } = render(table(data));
    label.current = 'second';
    const next = data.map((person) => ({ ...person }));
    rerender(table(next));
    expect(shouldCellUpdate).toHaveBeenCalledWith(next[0], data[0]);
    expect(screen.queryAllByText('second')).toHaveLength(0);
  });
});

describe('API reference: quick checks of expandable', () => {
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
    { key: 'b', name: 'Bob', age: 41, children: [{ key: 'b1', name: 'Ben', age: 7 }] },
  ];

  it('defaultExpandAllRows opens nested rows too, unless defaultExpandedRowKeys is set', () => {
    const all = render(
      <Table<Member> columns={columns} data={tree} expandable={{ defaultExpandAllRows: true }} />,
    );
    expect(all.container.querySelectorAll('tbody tr')).toHaveLength(5);
    all.unmount();
    const some = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true, defaultExpandedRowKeys: ['b'] }}
      />,
    );
    expect(some.container.querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('expandedRowRender, expandedRowClassName, columnTitle, columnWidth and the built-in icon', () => {
    const expandedRowRender = vi.fn((person: Person) => `Detail of ${person.name}`);
    const expandedRowClassName = vi.fn(() => 'detail');
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{
          expandedRowRender,
          expandedRowClassName,
          columnTitle: 'More',
          columnWidth: 48,
          defaultExpandedRowKeys: ['b'],
        }}
      />,
    );
    expect(expandedRowRender).toHaveBeenCalledWith(data[1], 1, 1, true);
    expect(expandedRowClassName).toHaveBeenCalledWith(data[1], 1, 0);
    expect(screen.getByText('Detail of Bob').closest('tr')).toHaveClass('detail');
    expect(container.querySelector('thead th')).toHaveTextContent('More');
    expect(container.querySelector('colgroup col')).toHaveStyle({ width: '48px' });
    const icon = container.querySelector('.rc-table-row-expand-icon') as HTMLElement;
    expect(icon.tagName).toBe('SPAN');
  });

  it('expandRowByClick toggles on a row click; the icon still toggles once', () => {
    const expandedRowRender = (person: Person) => `Detail of ${person.name}`;
    const { container } = render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{ expandedRowRender, expandRowByClick: true }}
      />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Ada' }));
    expect(screen.getByText('Detail of Ada').closest('tr')).toBeVisible();
    const icon = () => container.querySelectorAll('.rc-table-row-expand-icon')[1] as HTMLElement;
    fireEvent.click(icon());
    expect(icon()).toHaveClass('rc-table-row-expanded');
  });

  it('expandIcon gets onExpand(record, event), which toggles the row', () => {
    render(
      <Table<Person>
        columns={columns}
        data={data}
        expandable={{
          expandedRowRender: (person) => `Detail of ${person.name}`,
          expandIcon: ({ record, expanded, onExpand }) => (
            <button type="button" onClick={(event) => onExpand(record, event)}>
              {expanded ? 'Close' : 'Open'} {record.name}
            </button>
          ),
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open Bob' }));
    expect(screen.getByText('Detail of Bob')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Bob' })).toBeInTheDocument();
  });

  it('indentSize indents each level; a top-level indentSize still applies, expandable wins', () => {
    const indentOf = (container: HTMLElement) =>
      (container.querySelector('.indent-level-2') as HTMLElement).style.paddingLeft;
    const own = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true, indentSize: 15 }}
      />,
    );
    expect(indentOf(own.container)).toBe('30px');
    own.unmount();
    const legacy = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true }}
        {...({ indentSize: 10 } as object)}
      />,
    );
    expect(indentOf(legacy.container)).toBe('20px');
    legacy.unmount();
    const both = render(
      <Table<Member>
        columns={columns}
        data={tree}
        expandable={{ defaultExpandAllRows: true, indentSize: 15 }}
        {...({ indentSize: 10 } as object)}
      />,
    );
    expect(indentOf(both.container)).toBe('30px');
  });

  it('childrenColumnName names the field of child records', () => {
    const members = [
      { key: 'a', name: 'Ada', age: 36, members: [{ key: 'a1', name: 'Ann', age: 9 }] },
    ];
    render(
      <Table<Person>
        columns={columns}
        data={members}
        expandable={{ childrenColumnName: 'members', defaultExpandAllRows: true }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
  });
});
