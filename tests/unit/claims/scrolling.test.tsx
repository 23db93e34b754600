import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { _rs } from 'rc-resize-observer';
import Table, { type TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import ResizeObserverPolyfill from 'resize-observer-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FixedColumns from '../../../demos/fixed-columns';
import FixedColumnsAndHeader from '../../../demos/fixed-columns-and-header';
import FixedColumnsAndHeaderRtl from '../../../demos/fixed-columns-and-header-rtl';
import FixedColumnsResize from '../../../demos/fixed-columns-resize';
import ScrollX from '../../../demos/scroll-x';
import ScrollXy from '../../../demos/scroll-xy';
import ScrollY from '../../../demos/scroll-y';
import StickyHeader from '../../../demos/sticky-header';
import { claimValue, claimValues } from '../../support/claimText';
import { stubResizeObserver } from './fixtures';

/**
 * What the "Try it" and "Pitfalls" items of the scrolling pages (fixed columns, fixed header,
 * sticky) say rc-table 7.30.3 and their demos do, where no other test shows it. jsdom has no
 * layout, so these tests read the styles and classes rc-table renders, not measured positions.
 */

interface Host {
  key: string;
  host: string;
  status: string;
  region: string;
}
const hosts: Host[] = [{ key: '1', host: 'api-eu-1', status: 'healthy', region: 'eu-west' }];

const q = <T extends Element = HTMLElement>(container: HTMLElement, selector: string) =>
  container.querySelector<T>(selector)!;
const layoutOf = (container: HTMLElement, selector: string) =>
  q(container, selector).style.tableLayout;

function renderHosts(props: Partial<TableProps<Host>>, fixed = false) {
  const columns: ColumnsType<Host> = [
    { title: 'Host', dataIndex: 'host', key: 'host', width: 120, fixed: fixed && 'left' },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
    { title: 'Region', dataIndex: 'region', key: 'region' },
  ];
  return render(<Table<Host> columns={columns} data={hosts} {...props} />);
}

// docs/demo/scroll-y.md, scroll-xy.md, sticky-header.md, fixed-columns.md and
// fixed-columns-and-header.md, "Pitfalls". The choice is lib/Table.js, lines 458-478; the header
// table's is lib/FixedHolder/index.js, line 165.
describe('the table-layout rc-table picks', () => {
  it('scroll.y: two tables, header and body, both with table-layout: fixed', () => {
    const { container } = renderHosts({ scroll: { y: 300 } });
    expect(container.querySelectorAll('table')).toHaveLength(2);
    expect(layoutOf(container, '.rc-table-header table')).toBe('fixed');
    expect(layoutOf(container, '.rc-table-body table')).toBe('fixed');
  });

  it('sticky: the header is a table of its own, and both tables use table-layout: fixed', async () => {
    const { container } = renderHosts({ sticky: true });
    // rc-table settles the sticky scroll bar in a microtask after mounting.
    await act(async () => {});
    expect(container.querySelectorAll('table')).toHaveLength(2);
    expect(layoutOf(container, '.rc-table-header table')).toBe('fixed');
    expect(layoutOf(container, '.rc-table-body table')).toBe('fixed');
  });

  it('fixed columns with a numeric scroll.x: fixed; without scroll.x they change nothing', () => {
    const numeric = renderHosts({ scroll: { x: 1200 } }, true);
    expect(layoutOf(numeric.container, '.rc-table-content table')).toBe('fixed');
    numeric.unmount();
    const none = renderHosts({}, true);
    expect(layoutOf(none.container, '.rc-table-content table')).toBe('auto');
  });

  it("fixed columns with scroll.x 'max-content': auto, with scroll.y or sticky too, whose header table stays fixed", () => {
    const alone = renderHosts({ scroll: { x: 'max-content' } }, true);
    expect(layoutOf(alone.container, '.rc-table-content table')).toBe('auto');
    alone.unmount();
    for (const props of [
      { scroll: { x: 'max-content', y: 300 } },
      { scroll: { x: 'max-content' }, sticky: true },
    ] as const) {
      const { container, unmount } = renderHosts(props, true);
      expect(layoutOf(container, '.rc-table-body table')).toBe('auto');
      expect(layoutOf(container, '.rc-table-header table')).toBe('fixed');
      unmount();
    }
  });
});

// docs/demo/fixed-columns.md, "Pitfalls". The check is lib/hooks/useColumns.js, lines 79-104;
// the offsets add up the widths of every column before (lib/utils/fixUtil.js).
describe('a normal column between two fixed-left columns', () => {
  it('triggers a development warning and pushes the later fixed column past the normal one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    render(
      <Table<Host>
        columns={[
          { title: 'Host', dataIndex: 'host', key: 'host', fixed: 'left' },
          { title: 'Status', dataIndex: 'status', key: 'status' },
          { title: 'Region', dataIndex: 'region', key: 'region', fixed: 'left' },
        ]}
        data={hosts}
        scroll={{ x: 1200 }}
      />,
    );
    expect(error.mock.calls.flat().join(' ')).toMatch(
      /Index 1 of `columns` missing `fixed='left'`/,
    );
    const region = screen.getByRole('columnheader', { name: 'Region' });
    // Stuck 240 px in: the width of Host and of the scrolling Status column.
    await waitFor(() => expect(region).toHaveStyle({ position: 'sticky', left: '240px' }));
  });
});

describe('demo: fixed-columns (claims)', () => {
  it('sticks Hostname and Status to the left and Traffic to the right, in the header and every row', () => {
    const { container } = render(<FixedColumns />);
    for (const row of container.querySelectorAll('thead tr, tr.rc-table-row')) {
      const cells = [...row.children] as HTMLElement[];
      expect(cells[0]).toHaveClass('rc-table-cell-fix-left');
      expect(cells[1]).toHaveClass('rc-table-cell-fix-left', 'rc-table-cell-fix-left-last');
      expect(cells[2]).not.toHaveClass('rc-table-cell-fix-left');
      expect(cells.at(-1)).toHaveClass('rc-table-cell-fix-right', 'rc-table-cell-fix-right-first');
      for (const cell of [cells[0], cells[1], cells.at(-1)!]) {
        expect(cell.style.position).toBe('sticky');
      }
    }
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Hostname', 'Status', 'Traffic']),
    );
  });

  it('keeps the Drain buttons in the Tab order after the scrolled table; Enter drains the row', async () => {
    const user = userEvent.setup();
    const { container } = render(<FixedColumns />);
    const content = q(container, '.rc-table-content');
    content.scrollLeft = 500;
    fireEvent.scroll(content);
    await user.tab();
    expect(document.activeElement).toBe(q(container, '.rc-table-content > table'));
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Drain /);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAccessibleName(/^Resume /);
    expect(document.activeElement!.closest('tr')!.children[1]).toHaveTextContent('drained');
  });
});

describe('demo: fixed-columns-and-header (claims)', () => {
  it('renders the header as a table of its own, with the same three fixed columns as the rows', () => {
    const { container } = render(<FixedColumnsAndHeader />);
    const fixedOf = (row: Element) =>
      [...row.children].map((cell) =>
        cell.classList.contains('rc-table-cell-fix-left')
          ? 'left'
          : cell.classList.contains('rc-table-cell-fix-right')
            ? 'right'
            : '',
      );
    const header = fixedOf(q(container, '.rc-table-header thead tr'));
    // The header ends with the cell rc-table keeps above the body's scroll bar (0 px wide in jsdom).
    expect(header.filter(Boolean)).toEqual(['left', 'left', 'right']);
    for (const row of container.querySelectorAll('.rc-table-body tr.rc-table-row')) {
      expect(fixedOf(row).filter(Boolean)).toEqual(['left', 'left', 'right']);
    }
    expect(q(container, '.rc-table-header').style.overflow).toBe('hidden');
    expect(q(container, '.rc-table-body').style.overflowY).toBe('scroll');
  });

  // lib/FixedHolder/index.js, lines 95-108: a sideways wheel over the header scrolls the body.
  it('passes a sideways wheel over the header on to the body, and keeps the header level with it', () => {
    const { container } = render(<FixedColumnsAndHeader />);
    const header = q(container, '.rc-table-header');
    const body = q(container, '.rc-table-body');
    fireEvent.wheel(header, { deltaX: 120 });
    expect(body.scrollLeft).toBe(120);
    expect(header.scrollLeft).toBe(120);
  });

  it('uses table-layout: fixed for both of its tables', () => {
    const { container } = render(<FixedColumnsAndHeader />);
    expect(layoutOf(container, '.rc-table-header table')).toBe('fixed');
    expect(layoutOf(container, '.rc-table-body table')).toBe('fixed');
  });
});

describe('demo: fixed-columns-and-header-rtl (claims)', () => {
  it('mirrors the table: Hostname first and stuck right, Monthly cost stuck left', () => {
    const { container } = render(<FixedColumnsAndHeaderRtl />);
    expect(q(container, '.rc-table')).toHaveClass('rc-table-rtl');
    // The header table is hidden from the accessibility tree; the body's <th> repeat it.
    const headers = [...container.querySelectorAll<HTMLElement>('.rc-table-header th')];
    expect(headers[0]).toHaveTextContent('Hostname');
    expect(headers[0]).toHaveClass('rc-table-cell-fix-right');
    expect(headers[0].style.right).toBe('0px');
    const cost = headers.find((th) => th.textContent === 'Monthly cost')!;
    expect(cost).toHaveClass('rc-table-cell-fix-left');
    expect(cost.style.left).not.toBe('');
  });

  it('shows Arabic and Hebrew city names and wraps each memory value in <bdi>', () => {
    const { container } = render(<FixedColumnsAndHeaderRtl />);
    const text = q(container, '.rc-table-body').textContent!;
    expect(text).toMatch(/[\u0600-\u06ff]/);
    expect(text).toMatch(/[\u0590-\u05ff]/);
    const rows = container.querySelectorAll('.rc-table-body tr.rc-table-row');
    const memory = [...rows].map((row) => row.children[6].querySelector('bdi')?.textContent);
    expect(memory.every((value) => value && / GB$/.test(value))).toBe(true);
  });
});

describe('demo: fixed-columns-resize (claims)', () => {
  it('updates the columns in place when a width changes: same keys, same cells', () => {
    render(<FixedColumnsResize />);
    const hostname = screen.getByRole('columnheader', { name: 'Hostname' });
    const role = screen.getByRole('columnheader', { name: 'Role' });
    fireEvent.change(screen.getByRole('slider', { name: 'Hostname column width' }), {
      target: { value: '240' },
    });
    expect(screen.getByRole('columnheader', { name: 'Hostname' })).toBe(hostname);
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBe(role);
  });

  it('lets the fixed columns grow as wide as the narrowest box, at the extremes its page names', () => {
    const [narrowest, widest] = claimValues(
      'fixed-columns-resize/fixed-width-below-container',
      /\((\d+) px box, (\d+) px Hostname\)/,
      /（(\d+) px的容器、(\d+) px的Hostname）/,
    );
    const { container } = render(<FixedColumnsResize />);
    const box = screen.getByRole('slider', { name: 'Container width' });
    const hostname = screen.getByRole('slider', { name: 'Hostname column width' });
    expect(box).toHaveAttribute('min', narrowest);
    expect(hostname).toHaveAttribute('max', widest);
    fireEvent.change(hostname, { target: { value: widest } });
    const cols = [...container.querySelectorAll<HTMLElement>('.rc-table-content col')];
    const headers = [...container.querySelectorAll('thead th')];
    const fixedWidth = headers
      .map((th, i) =>
        th.className.includes('rc-table-cell-fix-') ? parseInt(cols[i].style.width, 10) : 0,
      )
      .reduce((sum, width) => sum + width, 0);
    expect(fixedWidth).toBeGreaterThanOrEqual(Number(narrowest));
  });
});

/** Gives each measure cell the width of its `<col>`, as a browser lays it out; jsdom gives 0. */
function measureCellsAsWideAsTheirCols() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.parentElement;
    if (!row?.classList.contains('rc-table-measure-row')) return 0;
    const col = row.closest('table')!.querySelectorAll('col')[[...row.children].indexOf(this)];
    return parseInt(col.style.width, 10);
  });
}

// docs/demo/fixed-columns-resize.md, "Try it". In a browser ResizeObserver reports the new width of
// the Hostname measure cell; here `_rs`, rc-resize-observer's hook for tests, reports it, and the
// cells' offsetWidth is the width of their <col>, as a browser would lay them out.
describe('demo: fixed-columns-resize, with widths measured', () => {
  it('moves Role to the new right edge of Hostname when the Hostname slider changes', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    measureCellsAsWideAsTheirCols();
    const { container } = render(<FixedColumnsResize />);
    const role = screen.getByRole('columnheader', { name: 'Role' });
    await waitFor(() => expect(role).toHaveStyle({ left: '160px' }));

    fireEvent.change(screen.getByRole('slider', { name: 'Hostname column width' }), {
      target: { value: '240' },
    });
    const hostnameCell = q(container, '.rc-table-measure-row > td');
    await act(async () => {
      _rs([{ target: hostnameCell } as unknown as ResizeObserverEntry]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(role).toHaveStyle({ left: '240px' });
  });
});

// docs/demo/fixed-columns-resize.md, "Pitfalls". Nothing defines a ResizeObserver here (the unit
// setup defines none), so this is jsdom as a reader's tests get it. rc-resize-observer observes the
// measure cells (lib/Body/MeasureCell.js) with an observer it made from resize-observer-polyfill,
// whose own implementation stands in where no ResizeObserver is defined; rc-table records a
// measured width only while rc-util's isVisible holds for the table (lib/Table.js, line 312).
describe('rc-table in jsdom, with no ResizeObserver defined', () => {
  it('watches the measure cells with resize-observer-polyfill, records no width and sticks every fixed column at 0', async () => {
    expect('ResizeObserver' in globalThis).toBe(false);
    const observe = vi.spyOn(ResizeObserverPolyfill.prototype, 'observe');
    const { container } = render(<FixedColumnsResize />);
    await act(async () => {});

    const measureCells = [...container.querySelectorAll<HTMLElement>('.rc-table-measure-row > td')];
    expect(measureCells).toHaveLength(8);
    expect(observe.mock.calls.map(([target]) => target)).toEqual(
      expect.arrayContaining(measureCells),
    );
    const cells = [...container.querySelectorAll<HTMLElement>('th, td')];
    expect(new Set(cells.map((cell) => cell.offsetWidth))).toEqual(new Set([0]));
    expect(q(container, '.rc-table').offsetParent).toBeNull();
    for (const name of ['Hostname', 'Role']) {
      const header = screen.getByRole('columnheader', { name });
      expect(header).toHaveClass('rc-table-cell-fix-left');
      expect(header).toHaveStyle({ left: '0px' });
    }
    const cost = screen.getByRole('columnheader', { name: 'Monthly cost' });
    expect(cost).toHaveClass('rc-table-cell-fix-right');
    expect(cost).toHaveStyle({ right: '0px' });
  });

  it('records widths only of a table it can see: given an offset parent, Role sticks at the width of Hostname', async () => {
    measureCellsAsWideAsTheirCols();
    const hidden = render(<FixedColumnsResize />);
    await act(async () => {});
    expect(screen.getByRole('columnheader', { name: 'Role' })).toHaveStyle({ left: '0px' });
    hidden.unmount();

    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    render(<FixedColumnsResize />);
    const role = screen.getByRole('columnheader', { name: 'Role' });
    await waitFor(() => expect(role).toHaveStyle({ left: '160px' }));
  });
});

// docs/demo/sticky-header.md, "Try it". The demo watches the site header with a ResizeObserver of
// its own, which jsdom lacks: the stub reports the header's new size, as a browser would.
describe('demo: sticky-header (claims)', () => {
  afterEach(() => {
    document.querySelector('.dumi-default-header')?.remove();
  });

  it('follows the height of the site header when it changes', async () => {
    const reportResize = stubResizeObserver();
    const header = document.createElement('header');
    header.className = 'dumi-default-header';
    header.style.position = 'sticky';
    let height = 76;
    Object.defineProperty(header, 'offsetHeight', { configurable: true, get: () => height });
    document.body.prepend(header);
    const { container } = render(<StickyHeader />);
    await act(async () => {});
    expect(q(container, '.rc-table-sticky-holder').style.top).toBe('76px');

    height = 56;
    await act(async () => reportResize());
    expect(q(container, '.rc-table-sticky-holder').style.top).toBe('56px');
    expect(screen.getByText(/Table header sticks 56px below/)).toBeInTheDocument();
  });
});

describe('demo: scroll-x (claims)', () => {
  it('keeps the table at least as wide as its box, however small the number in scroll.x', () => {
    const minimum = claimValue('scroll-x/minimum-box-width', /`min-width: (\d+)%`/);
    const { container } = renderHosts({ scroll: { x: 10 } });
    const table = q(container, '.rc-table-content > table');
    expect(table.style.width).toBe('10px');
    expect(table.style.minWidth).toBe(`${minimum}%`);
  });

  it('keeps the automatic table layout for every scroll.x value', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScrollX />);
    for (const name of ['1600 (pixels)', "'max-content'", 'true']) {
      await user.click(screen.getByRole('radio', { name }));
      expect(layoutOf(container, '.rc-table-content > table')).toBe('auto');
      expect(q(container, '.rc-table-content > table').style.minWidth).toBe('100%');
    }
  });
});

describe('demo: scroll-xy (claims)', () => {
  it('scrolls only the body; the header hides its overflow and follows the body’s scroll event', () => {
    const { container } = render(<ScrollXy />);
    const header = q(container, '.rc-table-header');
    const body = q(container, '.rc-table-body');
    expect(header.style.overflow).toBe('hidden');
    expect(body.style.overflowY).toBe('scroll');
    expect(body.style.overflowX).toBe('auto');
    body.scrollLeft = 300;
    expect(header.scrollLeft).toBe(0);
    fireEvent.scroll(body);
    expect(header.scrollLeft).toBe(300);
  });
});

describe('demo: scroll-y (claims)', () => {
  it('renders all 120 rows in a body of at most 320 px, below a header table and above the footer', () => {
    const { container } = render(<ScrollY />);
    const body = q(container, '.rc-table-body');
    expect(body.style.maxHeight).toBe('320px');
    expect(body.style.height).toBe('');
    expect(body.querySelectorAll('tr.rc-table-row')).toHaveLength(120);
    const parts = [...q(container, '.rc-table').children].map((child) => child.className);
    expect(parts).toEqual(['rc-table-container', 'rc-table-footer']);
    expect(q(container, '.rc-table-container').firstElementChild).toHaveClass('rc-table-header');
  });

  // rc-util measures the scroll bar as offsetWidth - clientWidth of a scrolling box
  // (node_modules/rc-util/lib/getScrollBarSize.js); jsdom reports 0 for both unless told.
  it('adds an empty header cell above the body’s scroll bar only where scroll bars take room', async () => {
    const overlay = render(<ScrollY />);
    await act(async () => {});
    expect(overlay.container.querySelector('.rc-table-cell-scrollbar')).toBeNull();
    overlay.unmount();

    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(85);
    const classic = render(<ScrollY />);
    await act(async () => {});
    const cell = q(classic.container, '.rc-table-header .rc-table-cell-scrollbar');
    expect(cell).toBeEmptyDOMElement();
    expect(cell).toBe(q(classic.container, '.rc-table-header thead tr').lastElementChild);
    expect(classic.container.querySelector('.rc-table-body .rc-table-cell-scrollbar')).toBeNull();
  });

  it('passes the CSS strings its page names in scroll.y on as the max-height of the body', () => {
    const strings = claimValues(
      'scroll-y/css-strings',
      /such as `'([^']+)'` or `'([^']+)'`/,
      /例如`'([^']+)'`或`'([^']+)'`/,
    );
    for (const y of strings) {
      const { container, unmount } = renderHosts({ scroll: { y } });
      expect(q(container, '.rc-table-body').style.maxHeight).toBe(y);
      unmount();
    }
  });
});
