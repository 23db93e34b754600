import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/virtual-list-grid';

const ROW = 36;
const leftOfColumn = (index: number) => `${index === 0 ? 0 : 150 + 96 * (index - 1)}px`;

/** jsdom has no layout: give the grid's scroll container the sizes a browser would measure. */
function renderSized() {
  const view = render(<App />);
  const grid = view.container.querySelector<HTMLElement>('.rc-table-body')!;
  Object.defineProperties(grid, {
    clientHeight: { configurable: true, value: 420 },
    clientWidth: { configurable: true, value: 960 },
    scrollHeight: { configurable: true, value: 100_000 * ROW },
    scrollWidth: { configurable: true, value: 150 + 60 * 96 },
  });
  const header = view.container.querySelector<HTMLElement>('.rc-table-header')!;
  const cells = () =>
    Array.from(view.container.querySelectorAll<HTMLElement>('.virtual-grid-cell'));
  const rendered = () => ({
    tops: new Set(cells().map((cell) => cell.style.top)),
    lefts: new Set(cells().map((cell) => cell.style.left)),
  });
  return { grid, header, cells, rendered };
}

describe('demo: virtual-list-grid', () => {
  it('renders the full header in a fixed header table but only a window of cells', () => {
    const { cells, rendered } = renderSized();
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(61);
    expect(headers[60]).toHaveTextContent('T60 kW');
    expect(headers[0].closest('.rc-table-header')).not.toBeNull();
    expect(screen.getByText('2024-01-01 00:00')).toBeInTheDocument();
    // 6.1 million cells in the data; a screenful plus overscan in the DOM.
    const { tops, lefts } = rendered();
    expect(tops.size).toBeLessThan(20);
    expect(lefts.size).toBeLessThan(15);
    expect(cells()).toHaveLength(tops.size * lefts.size);
    expect(lefts.has(leftOfColumn(60))).toBe(false);
  });

  it('renders far rows once scrolled down', () => {
    const { grid, rendered } = renderSized();
    grid.scrollTop = ROW * 50_000;
    fireEvent.scroll(grid);

    // Row 50,001 is 50,000 ten-minute intervals after 2024-01-01 00:00.
    expect(screen.getByText('2024-12-13 05:20')).toBeInTheDocument();
    expect(screen.queryByText('2024-01-01 00:00')).not.toBeInTheDocument();
    const { tops } = rendered();
    expect(tops.has(`${ROW * 50_000}px`)).toBe(true);
    expect(tops.has('0px')).toBe(false);
    expect(tops.size).toBeLessThan(20);
  });

  it('renders far columns once scrolled sideways, keeping the header in step', () => {
    const { grid, header, rendered } = renderSized();
    grid.scrollLeft = 150 + 96 * 50;
    fireEvent.scroll(grid);

    expect(header.scrollLeft).toBe(150 + 96 * 50);
    const { lefts } = rendered();
    expect(lefts.has(leftOfColumn(51))).toBe(true);
    expect(lefts.has(leftOfColumn(60))).toBe(true);
    // The Interval column has left the window, so its cells are gone from the DOM.
    expect(lefts.has(leftOfColumn(0))).toBe(false);
    expect(screen.queryByText('2024-01-01 00:00')).not.toBeInTheDocument();
  });
});
