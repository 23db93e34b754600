import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FixedColumns from '../../../demos/fixed-columns';
import FixedColumnsAndHeader from '../../../demos/fixed-columns-and-header';
import FixedColumnsAndHeaderRtl from '../../../demos/fixed-columns-and-header-rtl';
import FixedColumnsAutoHeight from '../../../demos/fixed-columns-auto-height';
import FixedColumnsResize from '../../../demos/fixed-columns-resize';
import ScrollX from '../../../demos/scroll-x';
import ScrollXy from '../../../demos/scroll-xy';
import StickyHeader from '../../../demos/sticky-header';
import StickyHeaderAndSummary from '../../../demos/sticky-header-and-summary';
import { claimValue } from '../../support/claimText';
import { stubResizeObserver } from '../claims/fixtures';

/**
 * What the demos of the "Scrolling and fixed layout" group do when they are used (all.test.tsx
 * renders each). jsdom has no layout: where rc-table reads a size, the test gives the element the
 * size a browser would measure.
 */

const q = <T extends Element = HTMLElement>(container: HTMLElement, selector: string) =>
  container.querySelector<T>(selector)!;

/** Scrolls `box` to `left` after giving it a browser's widths: `scrollWidth` of content in `clientWidth`. */
function scrollSideways(box: HTMLElement, left: number, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
  box.scrollLeft = left;
  fireEvent.scroll(box);
}

describe('demo: scroll-x', () => {
  it('applies the scroll.x value chosen with the radio buttons to the table', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScrollX />);
    const width = () => q(container, '.rc-table-content > table').style.width;
    const pixels = claimValue(
      'scroll-x/three-values',
      /`(\d+)` sets the table to exactly \1 pixels/,
      /`(\d+)`：表格宽度正好是\1像素/,
    );
    expect(screen.getByRole('radio', { name: `${pixels} (pixels)` })).toBeChecked();
    expect(width()).toBe(`${pixels}px`);

    await user.click(screen.getByRole('radio', { name: "'max-content'" }));
    expect(width()).toBe('max-content');
    await user.click(screen.getByRole('radio', { name: 'true' }));
    expect(width()).toBe('auto');
  });
});

describe('demo: scroll-xy', () => {
  it('drops the fixed header when "Vertical scroll" is unchecked', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScrollXy />);
    expect(q(container, '.rc-table')).toHaveClass('rc-table-fixed-header');

    await user.click(screen.getByRole('checkbox', { name: /Vertical scroll/ }));
    expect(container.querySelector('.rc-table-header')).toBeNull();
    expect(q(container, '.rc-table-content').style.maxHeight).toBe('');
    expect(q(container, '.rc-table-content').style.overflowX).toBe('auto');
  });

  it('drops the sideways scroll when "Horizontal scroll" is unchecked', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScrollXy />);
    expect(q(container, '.rc-table')).toHaveClass('rc-table-scroll-horizontal');

    await user.click(screen.getByRole('checkbox', { name: /Horizontal scroll/ }));
    expect(q(container, '.rc-table')).not.toHaveClass('rc-table-scroll-horizontal');
    expect(q(container, '.rc-table')).toHaveClass('rc-table-fixed-header');
    expect(q(container, '.rc-table-body').style.overflowX).toBe('');
    expect(q(container, '.rc-table-body table').style.width).toBe('');
  });
});

// docs/demo/scroll-xy.md, "Try it". In a fixed layout the table is at least as wide as its
// columns (CSS 2.1, 17.5.2.1), and a box with overflow-y: scroll scrolls sideways too.
describe('demo: scroll-xy without horizontal scroll', () => {
  const colWidths = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('.rc-table-container > div:last-child col')]
      .map((col) => parseInt(col.style.width, 10))
      .reduce((sum, width) => sum + width, 0);

  it('keeps the fixed layout and the column widths its page names while "Vertical scroll" is checked', async () => {
    const widths = claimValue(
      'scroll-xy/untick-both',
      /its ([\d,]+) px of column widths/,
      /总共([\d,]+) px的列宽/,
    );
    const user = userEvent.setup();
    const { container } = render(<ScrollXy />);
    await user.click(screen.getByRole('checkbox', { name: /Horizontal scroll/ }));
    expect(q(container, '.rc-table-body table')).toHaveStyle({ tableLayout: 'fixed' });
    expect(q(container, '.rc-table-body').style.overflowY).toBe('scroll');
    expect(colWidths(container)).toBe(Number(widths.replace(/,/g, '')));
  });

  it('goes back to the automatic layout once "Vertical scroll" is unchecked too', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScrollXy />);
    await user.click(screen.getByRole('checkbox', { name: /Vertical scroll/ }));
    await user.click(screen.getByRole('checkbox', { name: /Horizontal scroll/ }));
    expect(q(container, '.rc-table-content table')).toHaveStyle({ tableLayout: 'auto' });
    expect(q(container, '.rc-table-content').style.overflowX).toBe('');
  });
});

describe('demo: fixed-columns', () => {
  it('shows the edge shadows (ping classes) only on the sides with hidden content', () => {
    const { container } = render(<FixedColumns />);
    const table = q(container, '.rc-table');
    const content = q(container, '.rc-table-content');

    scrollSideways(content, 0, 1700, 600);
    expect(table).not.toHaveClass('rc-table-ping-left');
    expect(table).toHaveClass('rc-table-ping-right');
    scrollSideways(content, 400, 1700, 600);
    expect(table).toHaveClass('rc-table-ping-left', 'rc-table-ping-right');
    scrollSideways(content, 1100, 1700, 600);
    expect(table).toHaveClass('rc-table-ping-left');
    expect(table).not.toHaveClass('rc-table-ping-right');
  });

  it('drains and resumes a server from the fixed action column', async () => {
    const user = userEvent.setup();
    render(<FixedColumns />);
    const row = screen.getAllByRole('row')[1];
    const status = () => within(row).getAllByRole('cell')[1].textContent;
    const before = status();
    const drain = within(row).getByRole('button', { name: /^Drain / });

    await user.click(drain);
    expect(status()).toBe('drained');
    expect(drain).toHaveAccessibleName(/^Resume /);
    await user.click(drain);
    expect(status()).toBe(before);
  });
});

describe('demo: fixed-columns-auto-height', () => {
  it('grows the rows with the full incident notes, the fixed cells staying in the same rows', async () => {
    const user = userEvent.setup();
    const { container } = render(<FixedColumnsAutoHeight />);
    const lengths = () =>
      [...container.querySelectorAll('tbody tr.rc-table-row')].map(
        (row) => row.textContent!.length,
      );
    const before = lengths();

    await user.click(screen.getByRole('checkbox', { name: 'Show full incident notes' }));
    const after = lengths();
    expect(after.some((length, i) => length > before[i])).toBe(true);
    // One table, one <tr> per server: fixed cells are sticky cells of that row, so they share its height.
    expect(container.querySelectorAll('table')).toHaveLength(1);
    for (const row of container.querySelectorAll('tbody tr.rc-table-row')) {
      expect(row.firstElementChild).toHaveClass('rc-table-cell-fix-left');
      expect(row.lastElementChild).toHaveClass('rc-table-cell-fix-right');
    }
  });
});

describe('demo: fixed-columns-and-header', () => {
  it('moves the header along when the body scrolls sideways', () => {
    const { container } = render(<FixedColumnsAndHeader />);
    scrollSideways(q(container, '.rc-table-body'), 250, 1500, 700);
    expect(q(container, '.rc-table-header').scrollLeft).toBe(250);
    expect(q(container, '.rc-table')).toHaveClass('rc-table-ping-left', 'rc-table-ping-right');
  });
});

describe('demo: fixed-columns-and-header-rtl', () => {
  it('reads negative scrollLeft as scrolling towards the end of a right-to-left table', () => {
    const { container } = render(<FixedColumnsAndHeaderRtl />);
    const table = q(container, '.rc-table');
    expect(table).toHaveClass('rc-table-rtl');
    const body = q(container, '.rc-table-body');

    scrollSideways(body, 0, 1500, 700);
    expect(table).toHaveClass('rc-table-ping-left');
    expect(table).not.toHaveClass('rc-table-ping-right');
    scrollSideways(body, -300, 1500, 700);
    expect(table).toHaveClass('rc-table-ping-left', 'rc-table-ping-right');
  });
});

describe('demo: fixed-columns-resize', () => {
  const colWidths = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('.rc-table-content col')].map((col) =>
      parseInt(col.style.width, 10),
    );

  it('changes the container width from the "Container width" slider', () => {
    const id = 'fixed-columns-resize/container-width-shadows';
    const narrowest = claimValue(id, /down to (\d+) px/, /拖到(\d+) px/);
    const table = claimValue(id, /the table's ([\d,]+) px/, /表格的([\d,]+) px/);
    const { container } = render(<FixedColumnsResize />);
    const slider = screen.getByRole('slider', { name: 'Container width' });
    const box = screen.getByTestId('resizable-container');
    expect(slider).toHaveAttribute('min', narrowest);
    fireEvent.change(slider, { target: { value: narrowest } });
    expect(box.style.width).toBe(`${narrowest}px`);
    expect(screen.getByText(`${narrowest}px`)).toBeInTheDocument();
    // The box can grow past the table's own width, but never wider than the page.
    expect(q(container, '.rc-table-content > table').style.width).toBe(
      `${table.replace(/,/g, '')}px`,
    );
    expect(Number(slider.getAttribute('max'))).toBeGreaterThan(Number(table.replace(/,/g, '')));
    expect(box.style.maxWidth).toBe('100%');
  });

  it('widens the Hostname <col> and scroll.x together, so the other columns keep their widths', () => {
    const { container } = render(<FixedColumnsResize />);
    const table = q(container, '.rc-table-content > table');
    const before = colWidths(container);
    expect(parseInt(table.style.width, 10)).toBe(before.reduce((sum, width) => sum + width, 0));

    const wider = before[0] + 100;
    fireEvent.change(screen.getByRole('slider', { name: 'Hostname column width' }), {
      target: { value: String(wider) },
    });
    expect(colWidths(container)).toEqual([wider, ...before.slice(1)]);
    expect(parseInt(table.style.width, 10)).toBe(
      colWidths(container).reduce((sum, width) => sum + width, 0),
    );
  });
});

describe('demo: sticky-header', () => {
  /** rc-table settles the sticky scroll bar in a microtask after mounting; let it finish. */
  async function renderApp() {
    const result = render(<StickyHeader />);
    await act(async () => {});
    return result;
  }
  afterEach(() => {
    document.querySelector('.dumi-default-header')?.remove();
  });

  it('offsets the sticky header by the height of the pinned page header, or sticks to the top', async () => {
    // The demo watches the pinned header with a ResizeObserver of its own, which jsdom lacks.
    stubResizeObserver();
    const { container, unmount } = await renderApp();
    expect(q(container, '.rc-table-sticky-holder').style.top).toBe('0px');
    expect(screen.getByText(/Table header sticks 0px below/)).toBeInTheDocument();
    unmount();

    // A stand-in for the docs site's pinned header; jsdom reports no heights, so give it one.
    const header = document.createElement('header');
    header.className = 'dumi-default-header';
    header.style.position = 'sticky';
    Object.defineProperty(header, 'offsetHeight', { configurable: true, value: 76 });
    document.body.prepend(header);
    const pinned = await renderApp();
    expect(q(pinned.container, '.rc-table-sticky-holder').style.top).toBe('76px');
    expect(screen.getByText(/Table header sticks 76px below/)).toBeInTheDocument();
  });

  it('shows the sticky horizontal scroll bar while the table overflows below the window', async () => {
    const isBody = (element: HTMLElement) => element.classList.contains('rc-table-body');
    const sizes = { scrollWidth: 1600, clientWidth: 600, offsetHeight: 3000 };
    for (const [property, value] of Object.entries(sizes)) {
      const original =
        Object.getOwnPropertyDescriptor(HTMLElement.prototype, property) ??
        Object.getOwnPropertyDescriptor(Element.prototype, property);
      vi.spyOn(HTMLElement.prototype, property as 'scrollWidth', 'get').mockImplementation(
        function (this: HTMLElement) {
          return isBody(this) ? value : (original?.get?.call(this) ?? 0);
        },
      );
    }
    const { container } = await renderApp();
    expect(q(container, '.rc-table-sticky-scroll').style.width).toBe('600px');
    expect(container.querySelector('.rc-table-sticky-scroll-bar')).toBeInTheDocument();
  });
});

describe('demo: sticky-header-and-summary', () => {
  /** rc-table settles the sticky scroll bar in a microtask after mounting; let it finish. */
  async function renderApp() {
    const result = render(<StickyHeaderAndSummary />);
    await act(async () => {});
    return result;
  }

  it('moves the totals from a block pinned to the bottom into the scrolling body when unpinned', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp();
    const summary = q(container, 'div.rc-table-summary');
    expect(summary).toHaveClass('rc-table-sticky-holder');
    expect(summary.style.bottom).toBe('0px');
    expect(summary.querySelector('tfoot')).toBeInTheDocument();

    await user.click(
      screen.getByRole('checkbox', { name: 'Pin the totals to the bottom of the window' }),
    );
    await act(async () => {});
    expect(container.querySelector('div.rc-table-summary')).toBeNull();
    expect(container.querySelector('.rc-table-body tfoot')).not.toBeNull();
  });

  it('recomputes the totals from the rows left by the region filter', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp();
    /** The server count and the vCPU sum of the shown rows, and what the summary row says. */
    const totals = () => {
      const rows = [...container.querySelectorAll('.rc-table-body tr.rc-table-row')];
      const vcpu = rows.reduce((sum, row) => sum + Number(row.children[3].textContent), 0);
      const summary = [...container.querySelectorAll('tfoot td')].map((td) => td.textContent);
      return { rows: rows.length, vcpu, summary };
    };
    const all = totals();
    expect(all.summary.slice(0, 2)).toEqual([`Total · ${all.rows} servers`, String(all.vcpu)]);

    const region = screen.getByRole('combobox', { name: 'Region' });
    await user.selectOptions(region, within(region).getAllByRole('option')[1]);
    await act(async () => {});
    const some = totals();
    expect(some.rows).toBeLessThan(all.rows);
    expect(some.summary.slice(0, 2)).toEqual([`Total · ${some.rows} servers`, String(some.vcpu)]);
  });
});
