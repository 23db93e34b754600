import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/hover-perf';

const HOVER = 'rc-table-cell-row-hover';

// 12,500 cells: role queries would walk the accessibility tree and take minutes in jsdom,
// so this test reads the DOM with selectors.
describe('demo: hover-perf', () => {
  it('renders many rows and columns, highlights exactly the hovered row and reports the cost', () => {
    const { container } = render(<App />);
    const headers = Array.from(container.querySelectorAll('thead th')).filter(
      (th) => th.textContent,
    );
    expect(headers.map((th) => th.textContent)).toEqual([
      'Host',
      ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    ]);
    expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(500);
    const cellsOf = (key: number) =>
      Array.from(container.querySelectorAll<HTMLElement>(`tr[data-row-key="${key}"] > td`));
    expect(cellsOf(42)).toHaveLength(25);
    expect(cellsOf(42)[0]).toHaveTextContent('web-0042');
    expect(cellsOf(42)[0]).toHaveClass('rc-table-cell-fix-left');

    const output = container.querySelector('output')!;
    expect(output).toHaveTextContent('Move the pointer over the rows');

    // React derives mouseenter/mouseleave from mouseover/mouseout; fireEvent sends both kinds.
    fireEvent.mouseEnter(cellsOf(42)[5]);
    expect(cellsOf(42).every((td) => td.classList.contains(HOVER))).toBe(true);
    expect(container.querySelectorAll(`.${HOVER}`)).toHaveLength(25);

    fireEvent.mouseLeave(cellsOf(42)[5], { relatedTarget: cellsOf(43)[0] });
    fireEvent.mouseEnter(cellsOf(43)[0], { relatedTarget: cellsOf(42)[5] });
    expect(cellsOf(42).some((td) => td.classList.contains(HOVER))).toBe(false);
    expect(cellsOf(43).every((td) => td.classList.contains(HOVER))).toBe(true);
    expect(output.textContent).toMatch(/^\d+ updates, last \d+\.\d ms, slowest \d+\.\d ms$/);
    // Mounting 12,500 cells takes seconds in jsdom, far longer than in a browser.
  }, 60_000);
});
