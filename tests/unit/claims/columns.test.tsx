import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RcDropdown from 'rc-dropdown';
import Menu from 'rc-menu';
import CSSMotion from 'rc-motion';
import { Children, useState, type HTMLAttributes, type ReactElement } from 'react';
import { DndProvider } from 'react-dnd';
import { TestBackend, type ITestBackend } from 'react-dnd-test-backend';
import Table from 'rc-table';
import type { ColumnsType, RenderedCell } from 'rc-table/lib/interface';
import Tooltip from 'rc-tooltip';
import { resetWarned } from 'rc-util/lib/warning';
import { describe, expect, it, vi } from 'vitest';
import ColspanRowspan from '../../../demos/colspan-rowspan';
import ColspanRowspanLegacy from '../../../demos/colspan-rowspan-legacy';
import Dropdown from '../../../demos/dropdown';
import ColumnResize from '../../../demos/column-resize';
import Ellipsis from '../../../demos/ellipsis';
import EllipsisCustomTooltip from '../../../demos/ellipsis-custom-tooltip';
import GroupingColumns from '../../../demos/grouping-columns';
import ReactDnd, { AgendaTable } from '../../../demos/react-dnd';
import StyledComponents from '../../../demos/styled-components';
import { claimCount, claimValue, claimValues } from '../../support/claimText';

// jsdom lacks these event constructors, so rc-motion would turn motion off. Provide them before
// rc-motion loads so its phases really run.
vi.hoisted(() => {
  const win = window as unknown as Record<string, unknown>;
  win.AnimationEvent ??= class AnimationEvent extends Event {};
  win.TransitionEvent ??= class TransitionEvent extends Event {};
});
const { default: Animation } = await import('../../../demos/animation');

/**
 * What the "Try it" and "Pitfalls" items of the "Columns and cells" and "Customisation" pages say
 * rc-table 7.30.3 or their demos do, rendered (see tests/claims/columns.ts and customisation.ts).
 */

interface Row {
  key: string;
  name: string;
  city: string;
}

const rows: Row[] = [
  { key: 'a', name: 'Ada', city: 'London' },
  { key: 'b', name: 'Grace', city: 'New York' },
  { key: 'c', name: 'Linus', city: 'Helsinki' },
];

const bodyRows = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLTableRowElement>('tbody tr.rc-table-row'));
const cellTexts = (row: HTMLTableRowElement) => Array.from(row.cells, (cell) => cell.textContent);
const layoutOf = (container: HTMLElement) =>
  container.querySelector<HTMLTableElement>('table')!.style.tableLayout;

// docs/demo/ellipsis.md
describe('demo: ellipsis', () => {
  const columnCells = (container: HTMLElement, index: number) =>
    bodyRows(container).map((row) => row.cells[index]);

  it('titles the truncated Subject cells with their text, and the Latest reply cells not at all', () => {
    const { container } = render(<Ellipsis />);
    for (const cell of columnCells(container, 1)) {
      expect(cell).toHaveClass('rc-table-cell-ellipsis');
      expect(cell).toHaveAttribute('title', cell.textContent!);
    }
    for (const cell of columnCells(container, 3)) {
      expect(cell).toHaveClass('rc-table-cell-ellipsis');
      expect(cell).not.toHaveAttribute('title');
    }
  });

  it('gives Latest reply no width and the table the width its page names, scrolling sideways in its own box', () => {
    const width = claimValue('ellipsis/narrow-window-scrolls', /Below (\d+) px/, /窄于(\d+) px/);
    const { container } = render(<Ellipsis />);
    const widths = Array.from(container.querySelectorAll('col'), (col) => col.style.width);
    expect(widths).toEqual(['100px', '260px', '140px', '', '90px']);
    const table = container.querySelector('table')!;
    expect(table.style.width).toBe(`${width}px`);
    expect(table.style.minWidth).toBe('100%');
    expect(table.style.tableLayout).toBe('fixed');
    expect(table.parentElement).toHaveClass('rc-table-content');
    expect(table.parentElement!.style.overflowX).toBe('auto');
  });
});

// docs/demo/ellipsis.md, "Pitfalls"
describe('the layout rc-table picks without tableLayout', () => {
  const withEllipsis: ColumnsType<Row> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 100, ellipsis: true },
    { title: 'City', dataIndex: 'city', key: 'city' },
  ];

  it("is fixed with ellipsis on a column, except for a fixed column with scroll.x 'max-content'", () => {
    const plain = render(
      <Table<Row> columns={withEllipsis.map((c) => ({ ...c, ellipsis: false }))} data={rows} />,
    );
    expect(layoutOf(plain.container)).toBe('auto');
    plain.unmount();

    const ellipsis = render(<Table<Row> columns={withEllipsis} data={rows} />);
    expect(layoutOf(ellipsis.container)).toBe('fixed');
    ellipsis.unmount();

    const wide = render(<Table<Row> columns={withEllipsis} data={rows} scroll={{ x: 600 }} />);
    expect(layoutOf(wide.container)).toBe('fixed');
    wide.unmount();

    const fixedColumn = withEllipsis.map((c, i) => (i ? c : { ...c, fixed: 'left' as const }));
    const maxContent = render(
      <Table<Row> columns={fixedColumn} data={rows} scroll={{ x: 'max-content' }} />,
    );
    expect(layoutOf(maxContent.container)).toBe('auto');
    maxContent.unmount();

    const explicit = render(
      <Table<Row>
        columns={fixedColumn}
        data={rows}
        scroll={{ x: 'max-content' }}
        tableLayout="fixed"
      />,
    );
    expect(layoutOf(explicit.container)).toBe('fixed');
  });
});

// docs/demo/colspan-rowspan.md
describe('demo: colspan-rowspan', () => {
  const rowOf = (container: HTMLElement, start: string) =>
    bodyRows(container).find((row) => row.getAttribute('data-row-key') === start)!;

  it('lets the plenary rows cover the rooms with one cell', () => {
    const id = 'colspan-rowspan/plenary-spans-rooms';
    const span = claimValue(id, /`colSpan: (\d+)`/);
    const rooms = claimValues(
      id,
      /covers ([\w ]+), (\w+) and (\w+) \(/,
      /覆盖([\w ]+)、(\w+)和(\w+)（/,
    );
    expect(rooms).toHaveLength(Number(span));
    const { container } = render(<ColspanRowspan />);
    const cells = rowOf(container, '10:00').cells.length;
    const headers = Array.from(container.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headers.slice(-rooms.length)).toEqual(rooms);
    for (const start of ['09:00', '12:00']) {
      const row = rowOf(container, start);
      // One cell stands in for the rooms it spans.
      expect(row.cells).toHaveLength(cells - Number(span) + 1);
      expect(row.cells[2]).toHaveAttribute('colspan', span);
    }
  });

  it('lets the workshop cover the hours its page names, and leaves the later one without a Lab cell', () => {
    const [start, end, span] = claimValues(
      'colspan-rowspan/workshop-spans-rows',
      /covers (\d\d:\d\d) and (\d\d:\d\d) \(`rowSpan: (\d+)`\)/,
      /覆盖(\d\d:\d\d)和(\d\d:\d\d)（`rowSpan: (\d+)`）/,
    );
    const { container } = render(<ColspanRowspan />);
    const keys = bodyRows(container).map((row) => row.getAttribute('data-row-key'));
    expect(keys.indexOf(end) - keys.indexOf(start) + 1).toBe(Number(span));
    const workshop = rowOf(container, start).cells[4];
    expect(workshop).toHaveTextContent('Workshop: testing table interactions');
    expect(workshop).toHaveAttribute('rowspan', span);
    expect(cellTexts(rowOf(container, end))).toEqual([
      end,
      '11:45',
      'Rendering 100k rows',
      'Accessible sorting',
    ]);
  });

  it('highlights both rows the workshop spans while it is hovered', () => {
    const { container } = render(<ColspanRowspan />);
    const hovered = () =>
      bodyRows(container).filter((row) =>
        Array.from(row.cells).every((cell) => cell.classList.contains('rc-table-cell-row-hover')),
      );
    expect(hovered()).toHaveLength(0);
    fireEvent.mouseEnter(rowOf(container, '10:00').cells[4]);
    expect(hovered().map((row) => row.getAttribute('data-row-key'))).toEqual(['10:00', '11:00']);
  });

  it('puts Time over two columns and renders no End header', () => {
    const { container } = render(<ColspanRowspan />);
    const headers = Array.from(container.querySelectorAll('thead th'));
    expect(headers.map((th) => th.textContent)).toEqual(['Time', 'Main hall', 'Studio', 'Lab']);
    expect(headers[0]).toHaveAttribute('colspan', '2');
    const span = headers.reduce((sum, th) => sum + Number(th.getAttribute('colspan') ?? 1), 0);
    expect(span).toBe(rowOf(container, '10:00').cells.length);
  });

  it('styles the plenary rows through onRow', () => {
    const { container } = render(<ColspanRowspan />);
    for (const row of bodyRows(container)) {
      const plenary = row.cells.length === 3;
      expect(row.style.fontWeight, row.textContent!).toBe(plenary ? '600' : '');
    }
  });
});

// docs/demo/colspan-rowspan.md, "Pitfalls"
describe('spans from onCell', () => {
  const spanned = (onCell: (record: Row, index?: number) => object): ColumnsType<Row> => [
    { title: 'Name', dataIndex: 'name', key: 'name', onCell },
    { title: 'City', dataIndex: 'city', key: 'city' },
    { title: 'Name again', dataIndex: 'name', key: 'again' },
  ];

  it('are not checked: covered cells still render unless they return 0, and a 0 leaves a gap', () => {
    const wide = render(
      <Table<Row>
        columns={spanned((_, index) => ({ colSpan: index === 0 ? 3 : 1 }))}
        data={rows}
      />,
    );
    // The first row: one cell over three columns, and the two it covers, five columns in all.
    expect(bodyRows(wide.container)[0].cells).toHaveLength(3);
    expect(bodyRows(wide.container)[0].cells[0]).toHaveAttribute('colspan', '3');
    wide.unmount();

    const short = render(
      <Table<Row>
        columns={spanned((_, index) => ({ colSpan: index === 0 ? 0 : 1 }))}
        data={rows}
      />,
    );
    expect(cellTexts(bodyRows(short.container)[0])).toEqual(['London', 'Ada']);
    expect(bodyRows(short.container)[1].cells).toHaveLength(3);
  });

  it('get the index of the row in the data given to the table, sorted or filtered', () => {
    const seen: Array<[string, number | undefined]> = [];
    const sorted = [...rows].sort((a, b) => b.name.localeCompare(a.name)).slice(0, 2);
    render(
      <Table<Row>
        columns={spanned((record, index) => {
          seen.push([record.name, index]);
          return {};
        })}
        data={sorted}
      />,
    );
    expect(seen).toEqual([
      ['Linus', 0],
      ['Grace', 1],
    ]);
  });

  it('let an expanded row fall inside a rowSpan block, between the rows it joins', () => {
    const { container } = render(
      <Table<Row>
        columns={spanned((_, index) => ({ rowSpan: index === 0 ? 2 : index === 1 ? 0 : 1 }))}
        data={rows}
        expandable={{
          expandedRowRender: (record) => `About ${record.name}`,
          defaultExpandedRowKeys: ['a'],
        }}
      />,
    );
    const trs = Array.from(container.querySelectorAll('tbody tr'));
    expect(trs.map((tr) => tr.className.includes('rc-table-expanded-row'))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    const block = trs[0].querySelector('td[rowspan="2"]');
    expect(block).toHaveTextContent('Ada');
    // The rowSpan now covers the expanded row; Grace's row has no Name cell under the block.
    expect(trs[2].querySelectorAll('td')).toHaveLength(3);
    expect(trs[3].querySelectorAll('td')).toHaveLength(4);
  });
});

// docs/demo/colspan-rowspan-legacy.md
describe('demo: colspan-rowspan-legacy', () => {
  const LEGACY_WARNING =
    'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.';
  /** Renders the demo as on a fresh page load, with console.error caught for the warning. */
  const renderLegacy = () => {
    resetWarned();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return { error, ...render(<ColspanRowspanLegacy />) };
  };

  it('lets Rotterdam cover four rows and Lyon three in the Warehouse column', () => {
    const { container } = renderLegacy();
    const blocks = Array.from(container.querySelectorAll('tbody td[rowspan]'), (td) => [
      td.textContent,
      td.getAttribute('rowspan'),
    ]);
    expect(blocks).toEqual([
      ['Rotterdam', '4'],
      ['Lyon', '3'],
    ]);
  });

  it('lets the total label fill the Item and SKU columns', () => {
    const { container } = renderLegacy();
    const totals = bodyRows(container).filter((row) =>
      row.textContent!.includes('Warehouse total'),
    );
    expect(totals).toHaveLength(2);
    const label = within(totals[1]).getByText('Warehouse total').closest('td')!;
    expect(label).toHaveAttribute('colspan', '2');
    // Lyon's total row: its Warehouse cell is covered, so the label and the quantity remain.
    expect(cellTexts(totals[1])).toEqual(['Warehouse total', '57']);
  });

  it('logs the deprecation through console.error once, however often the table renders', () => {
    const { error, rerender, unmount } = renderLegacy();
    rerender(<ColspanRowspanLegacy />);
    unmount();
    render(<ColspanRowspanLegacy />);
    expect(error.mock.calls.map((call) => call.join(' '))).toEqual([LEGACY_WARNING]);
  });

  it('does not highlight a cell that returns props when its row is hovered', () => {
    const { container } = renderLegacy();
    const [first] = bodyRows(container);
    fireEvent.mouseEnter(first.cells[1]);
    expect(first.cells[1]).toHaveClass('rc-table-cell-row-hover');
    expect(first.cells[3]).toHaveClass('rc-table-cell-row-hover');
    expect(first.cells[0]).toHaveTextContent('Rotterdam');
    expect(first.cells[0]).not.toHaveClass('rc-table-cell-row-hover');
  });
});

// docs/demo/colspan-rowspan-legacy.md, "Pitfalls"
describe('a render that returns cell props', () => {
  /** How often the Name column's render runs on a table re-render, then on a hover. */
  const rendersOnUpdate = (cityRender: (city: string) => unknown) => {
    const name = vi.fn((value: string) => value);
    const columns: ColumnsType<Row> = [
      { title: 'Name', dataIndex: 'name', key: 'name', render: name },
      {
        title: 'City',
        dataIndex: 'city',
        key: 'city',
        render: cityRender as (city: string) => RenderedCell<Row>,
      },
    ];
    const { container, rerender, unmount } = render(
      <Table<Row> columns={columns} data={rows} rowClassName="one" />,
    );
    name.mockClear();
    rerender(<Table<Row> columns={columns} data={rows} rowClassName="two" />);
    const onRerender = name.mock.calls.length;
    name.mockClear();
    fireEvent.mouseEnter(bodyRows(container)[1].cells[0]);
    const onHover = name.mock.calls.length;
    name.mockClear();
    fireEvent.mouseEnter(bodyRows(container)[2].cells[0]);
    const onHover2 = name.mock.calls.length;
    unmount();
    return [onRerender, onHover, onHover2];
  };

  it('runs render again whenever a cell re-renders, even only for the hover highlight', () => {
    // [a re-render of the table, hovering the second row, then the third]
    expect(rendersOnUpdate((city) => city)).toEqual([3, 0, 0]);
    resetWarned();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const legacy = (city: string) => (city === 'London' ? { children: city, props: {} } : city);
    expect(rendersOnUpdate(legacy)).toEqual([3, 1, 2]);
  });

  it('is any plain object: a Date renders an empty cell and logs the deprecation', () => {
    resetWarned();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <Table<Row>
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Since', key: 'since', render: () => new Date(2020, 0, 1) as never },
        ]}
        data={rows}
      />,
    );
    expect(cellTexts(bodyRows(container)[0])).toEqual(['Ada', '']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain(
      '`columns.render` return cell props is deprecated',
    );
  });
});

// docs/demo/grouping-columns.md
describe('demo: grouping-columns', () => {
  const header = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('thead tr'), (tr) =>
      Array.from(tr.querySelectorAll('th'), (th) => [
        th.textContent,
        th.getAttribute('colspan'),
        th.getAttribute('rowspan'),
      ]),
    );

  it('has as many header rows as its page counts, as deep as 2025 revenue → First half → Q1', () => {
    const rows = claimCount(
      'grouping-columns/three-header-rows',
      /Count the header rows: (\w+),/,
      /数一数表头有几行：(\S)行/,
    );
    const { container } = render(<GroupingColumns />);
    expect(header(container)).toHaveLength(rows);
    expect(header(container).map((row) => row.map(([text]) => text))).toEqual([
      ['Store', '2025 revenue', 'Full year'],
      ['First half', 'Second half', 'Total', 'vs 2024'],
      ['Q1', 'Q2', 'Q3', 'Q4'],
    ]);
  });

  it('lets Store fill all three rows, and Total and vs 2024 the two under Full year', () => {
    const { container } = render(<GroupingColumns />);
    const [top, middle] = header(container);
    expect(top[0]).toEqual(['Store', null, '3']);
    expect(middle.slice(2)).toEqual([
      ['Total', null, '2'],
      ['vs 2024', null, '2'],
    ]);
  });

  it('gives the groups a colspan and the shallow leaves a rowspan, from the columns alone', () => {
    const { container } = render(<GroupingColumns />);
    const [top, middle, bottom] = header(container);
    expect(top.slice(1)).toEqual([
      ['2025 revenue', '4', null],
      ['Full year', '2', null],
    ]);
    expect(middle.slice(0, 2)).toEqual([
      ['First half', '2', null],
      ['Second half', '2', null],
    ]);
    expect(bottom.every(([, colSpan, rowSpan]) => !colSpan && !rowSpan)).toBe(true);
  });
});

// docs/demo/grouping-columns.md, "Pitfalls"
describe('grouped columns', () => {
  it('render leaves with the same key under different groups, silently', () => {
    const { container } = render(
      <Table<Row>
        columns={[
          { title: 'One', key: 'one', children: [{ title: 'Q1', key: 'q1', dataIndex: 'name' }] },
          { title: 'Two', key: 'two', children: [{ title: 'Q1', key: 'q1', dataIndex: 'city' }] },
        ]}
        data={rows}
      />,
    );
    expect(container.querySelectorAll('thead tr:last-child th')).toHaveLength(2);
    expect(cellTexts(bodyRows(container)[0])).toEqual(['Ada', 'London']);
  });

  it('ignore dataIndex, render, onCell and width on a group; its leaves take them', () => {
    const groupRender = vi.fn(() => 'from the group');
    const groupOnCell = vi.fn(() => ({ className: 'group-cell' }));
    const { container } = render(
      <Table<Row>
        columns={[
          {
            title: 'Person',
            key: 'person',
            dataIndex: 'city',
            width: 500,
            render: groupRender,
            onCell: groupOnCell,
            children: [
              { title: 'Name', dataIndex: 'name', key: 'name', width: 120 },
              { title: 'Again', dataIndex: 'name', key: 'again', width: 80 },
            ],
          },
        ]}
        data={rows}
      />,
    );
    expect(cellTexts(bodyRows(container)[0])).toEqual(['Ada', 'Ada']);
    expect(groupRender).not.toHaveBeenCalled();
    expect(groupOnCell).not.toHaveBeenCalled();
    expect(container.querySelector('.group-cell')).toBeNull();
    expect(Array.from(container.querySelectorAll('col'), (col) => col.style.width)).toEqual([
      '120px',
      '80px',
    ]);
    expect(container.querySelector('thead th')).toHaveAttribute('colspan', '2');
  });
});

/** A stylesheet of a package, as the browser gets it. */
const stylesheet = (path: string) => readFileSync(`node_modules/${path}`, 'utf8');
/** The declarations of one rule of a stylesheet (the first rule with exactly that selector). */
const rule = (css: string, selector: string) => {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, selector).toBeGreaterThan(-1);
  return css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
};

// docs/demo/ellipsis-custom-tooltip.md, "Pitfalls"
describe('demo: ellipsis-custom-tooltip, its parts', () => {
  const messages = (container: HTMLElement) =>
    bodyRows(container).map((row) => row.cells[2].querySelector<HTMLElement>('span')!);

  it('checks the overflow each time the tooltip is about to open, on a clipping block', async () => {
    const user = userEvent.setup();
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    const { container } = render(<EllipsisCustomTooltip />);
    const [first] = messages(container);
    expect(first.style.display).toBe('block');
    expect(first.style.overflow).toBe('hidden');

    await user.hover(first);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(first);

    // The column got narrower after the first render: the next hover finds the overflow.
    scrollWidth.mockReturnValue(400);
    await user.hover(first);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first.textContent!);
  });

  it('makes every message a Tab stop, truncated or not', () => {
    const { container } = render(<EllipsisCustomTooltip />);
    const all = messages(container);
    expect(all.map((span) => span.textContent)).toContain('Fix typo');
    for (const span of all) expect(span).toHaveAttribute('tabindex', '0');
  });

  it('describes the message by its tooltip, which holds the same text', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    const user = userEvent.setup();
    const { container } = render(<EllipsisCustomTooltip />);
    const [first] = messages(container);
    await user.hover(first);
    const tooltip = await screen.findByRole('tooltip');
    expect(first).toHaveAttribute('aria-describedby', tooltip.id);
    expect(first).toHaveAccessibleDescription(first.textContent!);
  });
});

describe('rc-tooltip', () => {
  it('takes an element as its child: a plain string throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The types already refuse a string; a JavaScript reader gets the error at render time.
    const text = 'Short' as unknown as ReactElement;
    expect(() => render(<Tooltip overlay="Full text">{text}</Tooltip>)).toThrow();
    expect(() =>
      render(
        <Tooltip overlay="Full text">
          <span>Short</span>
        </Tooltip>,
      ),
    ).not.toThrow();
  });

  it('is positioned and hidden by rules of its bootstrap.css', () => {
    const css = stylesheet('rc-tooltip/assets/bootstrap.css');
    expect(rule(css, '.rc-tooltip')).toContain('position: absolute;');
    expect(rule(css, '.rc-tooltip-hidden')).toContain('display: none;');
  });
});

// docs/demo/dropdown.md, "Pitfalls"
describe('demo: dropdown, its parts', () => {
  it('renders the menu into document.body, outside the table', async () => {
    const user = userEvent.setup();
    const { container } = render(<Dropdown />);
    await user.click(within(container.querySelector('thead')!).getByRole('button'));
    const menu = await screen.findByRole('menu');
    expect(container).not.toContainElement(menu);
    expect(menu.closest('.rc-dropdown')!.parentElement!.parentElement).toBe(document.body);
  });
});

describe('rc-dropdown', () => {
  /** A menu like the demo's, without the demo's own focus handling. */
  const Plain = () => {
    const [open, setOpen] = useState(false);
    return (
      <RcDropdown
        overlay={
          <Menu selectable={false} onClick={() => setOpen(false)}>
            <Menu.Item key="a">First</Menu.Item>
            <Menu.Item key="b">Second</Menu.Item>
          </Menu>
        }
        trigger={['click']}
        autoFocus
        visible={open}
        onVisibleChange={setOpen}
      >
        <button type="button">Open</button>
      </RcDropdown>
    );
  };

  it('returns focus to its button on Escape, but not after an item is picked', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const press = (key: string, keyCode: number) =>
      fireEvent.keyDown(document.activeElement!, { key, keyCode });
    const user = userEvent.setup();
    render(<Plain />);
    const button = screen.getByRole('button', { name: 'Open' });

    await user.click(button);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus());
    press('Escape', 27);
    expect(button).toHaveFocus();

    await user.click(button);
    const first = screen.getByRole('menuitem', { name: 'First' });
    await waitFor(() => expect(first).toHaveFocus());
    press('Enter', 13);
    expect(first.closest('.rc-dropdown')).toHaveClass('rc-dropdown-hidden');
    expect(button).not.toHaveFocus();
    expect(first.closest('.rc-dropdown')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('rc-dropdown/assets/index.css', () => {
  it('positions the popup, hides it when closed and fixes the menu colours', () => {
    const css = stylesheet('rc-dropdown/assets/index.css');
    expect(rule(css, '.rc-dropdown')).toContain('position: absolute;');
    expect(rule(css, '.rc-dropdown-hidden')).toContain('display: none;');
    const menu = rule(css, '.rc-dropdown .rc-menu');
    expect(menu).toContain('background-color: #fff;');
    expect(menu).toContain('border: 1px solid #ccc;');
    expect(rule(css, '.rc-dropdown .rc-menu > .rc-dropdown .rc-menu-item')).toContain(
      'color: #666666;',
    );
    expect(css).toContain('.rc-menu-item-active,');
    expect(css).toMatch(/rc-menu-item-selected \{\n {2}background-color: #ebfaff;/);
  });
});

// docs/demo/animation.md
describe('demo: animation, removing a ticket', () => {
  it('slides the row to the right as it fades, its button disabled, then closes the gap', async () => {
    const user = userEvent.setup();
    const { container } = render(<Animation />);
    const row = bodyRows(container)[1];
    const remove = within(row).getByRole('button', { name: /^Remove ticket / });
    await user.click(remove);
    await waitFor(() => expect(row).toHaveClass('ticket-row-leave-active'));
    expect(row.style.transform).toBe('translateX(32px)');
    expect(row.style.opacity).toBe('0');
    expect(remove).toBeDisabled();

    const next = bodyRows(container)[2];
    act(() => {
      fireEvent.transitionEnd(row);
    });
    await waitFor(() => expect(row).not.toBeInTheDocument());
    expect(bodyRows(container)[1]).toBe(next);
  });
});

describe('demo: animation, reduced motion', () => {
  it('follows a change of the system setting without a reload', () => {
    const listeners = new Set<() => void>();
    let reduce = false;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return reduce && query.includes('prefers-reduced-motion: reduce');
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    render(<Animation />);
    expect(screen.queryByText(/reduced motion/)).not.toBeInTheDocument();
    reduce = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText(/reduced motion/)).toBeInTheDocument();
  });
});

// docs/demo/animation.md and react-dnd.md, "Pitfalls"
describe('a custom body row (components.body.row)', () => {
  /** A body row that renders a plain <tr> and keeps the props of each render. */
  const recordingRow = () => {
    const seen: Array<Record<string, unknown>> = [];
    const Row = (props: HTMLAttributes<HTMLTableRowElement>) => {
      seen.push(props as Record<string, unknown>);
      return <tr {...props} />;
    };
    return { seen, Row };
  };

  it('gets the <tr> props and what onRow returns, not the record', () => {
    const { seen, Row } = recordingRow();
    render(
      <Table<Row>
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
        data={rows}
        components={{ body: { row: Row } }}
        onRow={(record) => ({ 'data-owner': record.city }) as HTMLAttributes<HTMLElement>}
      />,
    );
    const first = seen.find((props) => props['data-row-key'] === 'a')!;
    expect(Object.keys(first).sort()).toEqual(
      ['children', 'className', 'data-owner', 'data-row-key', 'onClick', 'style'].sort(),
    );
    expect(Object.values(first)).not.toContain(rows[0]);
    expect(screen.getByText('Ada').closest('tr')).toHaveAttribute('data-owner', 'London');
  });

  it('also renders the empty placeholder, without data-row-key', () => {
    const { seen, Row } = recordingRow();
    render(
      <Table<Row>
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
        data={[]}
        components={{ body: { row: Row } }}
      />,
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const props of seen) {
      expect(props).not.toHaveProperty('data-row-key');
      expect(props.className).toContain('rc-table-placeholder');
    }
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});

// docs/demo/column-resize.md
describe('demo: column-resize, its handles', () => {
  it('names the Title handle, stops it at the minimum and steps it by the width its page names, on a fixed layout', () => {
    const minimum = claimValue('column-resize/drag-min-72', /stops at (\d+) px/, /最小值(\d+) px/);
    const step = claimValue('column-resize/keyboard-step-name', /by (\d+) px/, /变化(\d+) px/);
    const { container } = render(<ColumnResize />);
    expect(container.querySelector('table')!.style.tableLayout).toBe('fixed');
    const handle = screen.getByRole('separator', { name: 'Resize Title column' });
    expect(handle).toHaveAttribute('aria-valuemin', minimum);
    expect(handle.style.touchAction).toBe('none');
    const start = Number(handle.getAttribute('aria-valuenow'));
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle).toHaveAttribute('aria-valuenow', String(start + Number(step)));
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toContainElement(handle);
  });
});

// docs/demo/column-resize.md, "Pitfalls"
describe('components.header.cell', () => {
  it('renders every <th>, and a prop of your own spread onto it lands in the DOM', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cells: string[] = [];
    const Cell = (props: HTMLAttributes<HTMLTableCellElement>) => {
      cells.push(Children.toArray(props.children).join(''));
      return <th {...props} />;
    };
    render(
      <Table<Row>
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            key: 'name',
            // @ts-expect-error onHeaderCell is typed to return HTML attributes.
            onHeaderCell: () => ({ resize: { width: 100 } }),
          },
          { title: 'City', dataIndex: 'city', key: 'city' },
        ]}
        data={rows}
        components={{ header: { cell: Cell } }}
      />,
    );
    expect(new Set(cells)).toEqual(new Set(['Name', 'City']));
    // No warning: React writes an object under a lowercase name to the DOM as a string.
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'resize',
      '[object Object]',
    );
  });
});

// docs/demo/react-dnd.md
describe('demo: react-dnd, its parts', () => {
  it('outlines the row under the pointer and drops the dragged row in its place', () => {
    let backend: ITestBackend | undefined;
    render(
      <DndProvider
        backend={TestBackend}
        options={{ onCreate: (created: ITestBackend) => (backend = created) }}
      >
        <AgendaTable />
      </DndProvider>,
    );
    const topics = () => Array.from(document.querySelectorAll('tbody tr'), (tr) => tr.textContent);
    const row = (topic: string) => screen.getByText(topic).closest('tr')!;
    const source = screen
      .getByRole('img', { name: 'Drag Sprint retrospective' })
      .getAttribute('data-handler-id')!;
    act(() => {
      backend!.simulateBeginDrag([source]);
      backend!.simulateHover([row('Hiring pipeline').getAttribute('data-handler-id')!]);
    });
    expect(row('Hiring pipeline').style.outline).toMatch(/^2px solid/);
    expect(row('Q3 roadmap review').style.outline).toBe('');
    act(() => {
      backend!.simulateDrop();
      backend!.simulateEndDrag();
    });
    const position = claimValue(
      'react-dnd/drag-drop-position',
      /lands in position (\d+)/,
      /落到第(\d+)位/,
    );
    expect(topics().findIndex((text) => text!.includes('Sprint retrospective')) + 1).toBe(
      Number(position),
    );
    expect(topics()[0]).toContain('Q3 roadmap review');
  });

  it('throws without a DndProvider above the table', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AgendaTable />)).toThrow(/DndProvider|context/i);
    expect(() => render(<ReactDnd />)).not.toThrow();
  });
});

// docs/demo/styled-components.md
describe('demo: styled-components', () => {
  /** The CSS styled-components injected for the demo. */
  const injected = () =>
    Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');

  it('stripes and highlights the rows with rules of the styled body row', () => {
    const { container } = render(<StyledComponents />);
    const [row] = bodyRows(container);
    const css = injected();
    const classes = Array.from(row.classList).filter((name) => css.includes(`.${name}.${name}`));
    expect(classes).toHaveLength(1);
    const [own] = classes;
    expect(css).toContain(`.${own}.${own}:nth-child(even)>td{background:var(--demo-bg-subtle`);
    expect(css).toContain(`.${own}.${own}:hover>td{background:var(--demo-hover`);
  });

  it('takes every colour from a --demo- variable, each with a fallback', () => {
    render(<StyledComponents />);
    const css = injected();
    const colours = css.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) ?? [];
    const vars = css.match(/var\([^)]*\)/g) ?? [];
    expect(vars.length).toBeGreaterThan(8);
    for (const v of vars) expect(v).toMatch(/^var\(--demo-[\w-]+, ?#[0-9a-f]{3,8}\)$/i);
    // Every colour literal is the fallback inside a var().
    expect(colours).toHaveLength(vars.length);
  });

  it('makes two classes for the change figure and keeps $up off the DOM', () => {
    const { container } = render(<StyledComponents />);
    const figures = bodyRows(container).map((row) => row.cells[3].querySelector('span')!);
    expect(new Set(figures.map((span) => span.className)).size).toBe(2);
    for (const span of figures) {
      expect(span.getAttributeNames()).toEqual(['class']);
    }
  });
});

// docs/demo/animation.md, "Pitfalls"
describe('rc-motion (CSSMotion)', () => {
  /** Hides a motion box and tells whether it has finished leaving, before and after `ms`. */
  const leave = (props: { motionName?: string; motionDeadline?: number }, ms: number) => {
    vi.useFakeTimers();
    const left = vi.fn();
    const box = (visible: boolean) => (
      <CSSMotion visible={visible} onVisibleChanged={left} removeOnLeave {...props}>
        {({ className, style }, ref) => <div ref={ref} className={className} style={style} />}
      </CSSMotion>
    );
    const { rerender } = render(box(true));
    rerender(box(false));
    act(() => vi.advanceTimersByTime(50));
    const gone = () => left.mock.calls.filter(([visible]) => visible === false).length;
    const before = gone();
    act(() => vi.advanceTimersByTime(ms));
    const after = gone();
    vi.useRealTimers();
    return [before, after];
  };

  it('leaves at once without motionName, and ends a motion at motionDeadline without transitionend', () => {
    expect(leave({}, 0)).toEqual([1, 1]);
    expect(leave({ motionName: 'fade' }, 2000)).toEqual([0, 0]);
    expect(leave({ motionName: 'fade', motionDeadline: 600 }, 600)).toEqual([0, 1]);
  });
});
