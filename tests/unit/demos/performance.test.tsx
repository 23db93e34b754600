import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HoverPerf from '../../../demos/hover-perf';
import VirtualList from '../../../demos/virtual-list';
import VirtualListGrid from '../../../demos/virtual-list-grid';
import { formatInteger } from '../../../demos/_data/format';
import { claimCount, claimValue, claimValues, writtenNumber } from '../../support/claimText';

/**
 * What the demos of the "Performance" group, and the debug-only hover-perf page, do when they are
 * used (all.test.tsx renders the others). jsdom has no layout: the tests give the scrolling boxes
 * the sizes a browser would measure.
 */

describe('demo: virtual-list', () => {
  const ROW = 40;
  /** How many rows the list has in the DOM: the distinct tops of its cells. */
  const renderedRows = (container: HTMLElement) =>
    new Set(
      Array.from(container.querySelectorAll<HTMLElement>('.virtual-list-cell')).map(
        (cell) => cell.style.top,
      ),
    ).size;

  it('says the orders are on their way, shows them without blocking in between, and renders only the rows in view', async () => {
    const count = claimValue(
      'virtual-list/generating-then-count',
      /counts all ([\d,]+) a moment later/,
      /显示全部([\d,]+)条/,
    );
    // As many as the advice on building data in slices names, written the way the footer writes it.
    const advised = claimCount(
      'virtual-list/build-in-slices',
      /Building ([\d,]+) records in one go/,
      /一次性构建(\S+?)条记录/,
    );
    expect(formatInteger(advised)).toBe(count);
    const { container } = render(<VirtualList />);
    expect(screen.getByRole('status')).toHaveTextContent(`Generating ${count} orders…`);
    expect(container.querySelector('.virtual-list-cell')).toBeNull();
    expect(
      await screen.findByText(`${count} orders`, undefined, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status');
    expect(renderedRows(container)).toBeGreaterThan(5);
    expect(renderedRows(container)).toBeLessThan(20);
    expect(screen.getByText('#000001')).toBeInTheDocument();

    // Scrolled down, it swaps the rendered rows; sideways, the header follows; and back.
    const grid = container.querySelector<HTMLElement>('.rc-table-body')!;
    const header = container.querySelector<HTMLElement>('.rc-table-header')!;
    Object.defineProperties(grid, {
      clientHeight: { configurable: true, value: 400 },
      clientWidth: { configurable: true, value: 600 },
      scrollHeight: { configurable: true, value: 100_000 * ROW },
      scrollWidth: { configurable: true, value: 1060 },
    });
    grid.scrollTop = ROW * 50_000;
    fireEvent.scroll(grid);
    expect(screen.getByText('#050001')).toBeInTheDocument();
    expect(screen.queryByText('#000001')).not.toBeInTheDocument();
    expect(renderedRows(container)).toBeLessThan(20);

    fireEvent.wheel(header, { deltaX: 120 });
    expect(header.scrollLeft).toBe(120);
    expect(grid.scrollLeft).toBe(120);
    // rc-table follows one scrolling box for 100 ms before it listens to the other again.
    await new Promise((resolve) => setTimeout(resolve, 110));
    grid.scrollLeft = 180;
    fireEvent.scroll(grid);
    expect(header.scrollLeft).toBe(180);
  });
});

describe('demo: virtual-list-grid', () => {
  const ROW = 36;
  const FIRST = 150;
  const COLUMN = 96;
  const leftOfColumn = (index: number) => `${index === 0 ? 0 : FIRST + COLUMN * (index - 1)}px`;

  /** The demo, with the grid's scroll container sized as a browser would measure it. */
  function renderSized() {
    const view = render(<VirtualListGrid />);
    const columns = screen.getAllByRole('columnheader').length;
    const grid = view.container.querySelector<HTMLElement>('.rc-table-body')!;
    Object.defineProperties(grid, {
      clientHeight: { configurable: true, value: 420 },
      clientWidth: { configurable: true, value: 960 },
      scrollHeight: { configurable: true, value: 100_000 * ROW },
      scrollWidth: { configurable: true, value: FIRST + (columns - 1) * COLUMN },
    });
    const header = view.container.querySelector<HTMLElement>('.rc-table-header')!;
    const cells = () =>
      Array.from(view.container.querySelectorAll<HTMLElement>('.virtual-grid-cell'));
    const rendered = () => ({
      tops: new Set(cells().map((cell) => cell.style.top)),
      lefts: new Set(cells().map((cell) => cell.style.left)),
    });
    return { grid, header, cells, rendered, columns };
  }

  it('renders the full header but only a window of cells, and other cells once scrolled', () => {
    const { grid, header, cells, rendered, columns } = renderSized();
    expect(screen.getAllByRole('columnheader')[0].closest('.rc-table-header')).not.toBeNull();
    const first = rendered();
    expect(first.tops.size).toBeLessThan(20);
    expect(first.lefts.size).toBeLessThan(15);
    expect(cells()).toHaveLength(first.tops.size * first.lefts.size);
    expect(first.lefts.has(leftOfColumn(columns - 1))).toBe(false);
    const firstCell = cells().find(
      (cell) => cell.style.top === '0px' && cell.style.left === '0px',
    )!;
    const firstText = firstCell.textContent!;

    grid.scrollTop = ROW * 50_000;
    fireEvent.scroll(grid);
    const down = rendered();
    expect(down.tops.has(`${ROW * 50_000}px`)).toBe(true);
    expect(down.tops.has('0px')).toBe(false);
    expect(down.tops.size).toBeLessThan(20);
    expect(screen.queryByText(firstText)).not.toBeInTheDocument();

    grid.scrollTop = 0;
    grid.scrollLeft = FIRST + COLUMN * 50;
    fireEvent.scroll(grid);
    expect(header.scrollLeft).toBe(FIRST + COLUMN * 50);
    const across = rendered();
    expect(across.lefts.has(leftOfColumn(51))).toBe(true);
    expect(across.lefts.has(leftOfColumn(columns - 1))).toBe(true);
    // The first column has left the window, so its cells are gone from the DOM.
    expect(across.lefts.has(leftOfColumn(0))).toBe(false);
  });
});

describe('demo: hover-perf (debug page)', () => {
  const HOVER = 'rc-table-cell-row-hover';

  /**
   * The size the page names is one of the select's, with as many cells as it says. Rendering it
   * would take minutes in jsdom, so the cells are counted from the size shown, `columns` cells a
   * row: one per hour and the rest for every row whatever its hours.
   */
  function expectLargeSizeAsNamed(select: HTMLSelectElement, columns: number) {
    const [rows, hours, cells] = claimValues(
      'hover-perf/large-size',
      /to ([\d,]+) rows × (\d+) hours \(([\d,]+) cells\)/,
      /到([\d,]+)行× ?(\d+)小时（([\d,]+)个单元格）/,
    ).map(writtenNumber);
    const sizes = [...select.options].map((option) => option.textContent);
    expect(sizes).toContain(`${formatInteger(rows)} rows × ${hours} hours`);
    const shownHours = Number(/(\d+) hours$/.exec(select.selectedOptions[0].textContent!)![1]);
    expect(rows * (hours + columns - shownHours)).toBe(cells);
  }

  // Thousands of cells: role queries would walk the accessibility tree for minutes in jsdom, so
  // this test reads the DOM with selectors. Mounting them takes seconds in jsdom.
  it('highlights exactly the hovered row and reports the cost of each update', () => {
    const { container } = render(<HoverPerf />);
    const cellsOf = (key: number) =>
      Array.from(container.querySelectorAll<HTMLElement>(`tr[data-row-key="${key}"] > td`));
    const columns = cellsOf(42).length;
    expect(columns).toBeGreaterThan(10);
    expectLargeSizeAsNamed(container.querySelector('select')!, columns);
    const output = container.querySelector('output')!;
    const before = output.textContent;

    // React derives mouseenter/mouseleave from mouseover/mouseout; fireEvent sends both kinds.
    fireEvent.mouseEnter(cellsOf(42)[5]);
    expect(cellsOf(42).every((td) => td.classList.contains(HOVER))).toBe(true);
    expect(container.querySelectorAll(`.${HOVER}`)).toHaveLength(columns);

    fireEvent.mouseLeave(cellsOf(42)[5], { relatedTarget: cellsOf(43)[0] });
    fireEvent.mouseEnter(cellsOf(43)[0], { relatedTarget: cellsOf(42)[5] });
    expect(cellsOf(42).some((td) => td.classList.contains(HOVER))).toBe(false);
    expect(cellsOf(43).every((td) => td.classList.contains(HOVER))).toBe(true);
    expect(output.textContent).not.toBe(before);
    expect(output.textContent).toMatch(/^\d+ updates, last \d+\.\d ms, slowest \d+\.\d ms$/);
  }, 60_000);
});
