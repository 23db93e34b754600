import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/virtual-list';

/** jsdom has no layout: give the grid's scroll container the sizes a browser would measure. */
function sizeGrid(grid: HTMLElement) {
  Object.defineProperties(grid, {
    clientHeight: { configurable: true, value: 400 },
    clientWidth: { configurable: true, value: 600 },
    scrollHeight: { configurable: true, value: 100_000 * 40 },
    scrollWidth: { configurable: true, value: 1060 },
  });
}

function renderedRows(container: HTMLElement) {
  const cells = Array.from(container.querySelectorAll<HTMLElement>('.virtual-list-cell'));
  return new Set(cells.map((cell) => cell.style.top)).size;
}

/** Renders the demo and waits for its orders, which are built a slice at a time after mounting. */
async function renderLoaded() {
  const view = render(<App />);
  await screen.findByText('#000001', undefined, { timeout: 10_000 });
  return view;
}

describe('demo: virtual-list', () => {
  it('says the orders are on their way, then shows them without blocking in between', async () => {
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating 100,000 orders…');
    expect(document.querySelector('.virtual-list-cell')).toBeNull();
    expect(
      await screen.findByText('100,000 orders', undefined, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status');
  });

  it('keeps the header as a real table row and reports all 100,000 orders', async () => {
    await renderLoaded();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Order',
      'Customer',
      'City',
      'Product',
      'Qty',
      'Total',
      'Status',
      'Placed',
    ]);
    expect(screen.getByText(/^100,000 orders/)).toBeInTheDocument();
  });

  it('renders only the rows in view, not one per record', async () => {
    const { container } = await renderLoaded();
    const rows = renderedRows(container);
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(20);
    expect(screen.getByText('#000001')).toBeInTheDocument();
    expect(screen.queryByText('#100000')).not.toBeInTheDocument();
  });

  it('swaps the rendered rows when the body scrolls down', async () => {
    const { container } = await renderLoaded();
    const grid = container.querySelector<HTMLElement>('.rc-table-body')!;
    sizeGrid(grid);
    grid.scrollTop = 40 * 50_000;
    fireEvent.scroll(grid);
    expect(screen.getByText('#050001')).toBeInTheDocument();
    expect(screen.queryByText('#000001')).not.toBeInTheDocument();
    expect(renderedRows(container)).toBeLessThan(20);
  });

  async function renderScrollable() {
    const { container } = await renderLoaded();
    const grid = container.querySelector<HTMLElement>('.rc-table-body')!;
    const header = container.querySelector<HTMLElement>('.rc-table-header')!;
    sizeGrid(grid);
    return { grid, header };
  }

  it('moves the header along when the body scrolls sideways', async () => {
    const { grid, header } = await renderScrollable();
    grid.scrollLeft = 180;
    fireEvent.scroll(grid);
    expect(header.scrollLeft).toBe(180);
  });

  it('moves the body along when the header is scrolled with the wheel', async () => {
    const { grid, header } = await renderScrollable();
    fireEvent.wheel(header, { deltaX: 120 });
    expect(header.scrollLeft).toBe(120);
    expect(grid.scrollLeft).toBe(120);
  });
});
