import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/fixed-columns-and-header';

describe('demo: fixed-columns-and-header', () => {
  it('pins the same columns in the separate header and in the scrolling body', () => {
    const { container } = render(<App />);
    expect(container.querySelector('.rc-table')).toHaveClass(
      'rc-table-fixed-header',
      'rc-table-fixed-column',
    );
    const headerCells = container.querySelectorAll('.rc-table-header thead th');
    expect(headerCells[0]).toHaveTextContent('Hostname');
    expect(headerCells[0]).toHaveClass('rc-table-cell-fix-left');
    expect(headerCells[1]).toHaveClass('rc-table-cell-fix-left', 'rc-table-cell-fix-left-last');
    expect(headerCells[11]).toHaveTextContent('Monthly cost');
    expect(headerCells[11]).toHaveClass('rc-table-cell-fix-right');

    const firstRow = container.querySelector('.rc-table-body tbody tr.rc-table-row')!;
    const cells = firstRow.querySelectorAll('td');
    expect(cells[0]).toHaveClass('rc-table-cell-fix-left');
    expect(cells[0]).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(cells[11]).toHaveClass('rc-table-cell-fix-right', 'rc-table-cell-fix-right-first');
    expect(cells[11]).toHaveTextContent('$200');
  });

  it('scrolls 50 rows vertically and 1500px horizontally inside the body', () => {
    const { container } = render(<App />);
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    expect(body.style.maxHeight).toBe('360px');
    expect(body.style.overflowY).toBe('scroll');
    expect(body.style.overflowX).toBe('auto');
    expect(body.querySelector('table')!.style.width).toBe('1500px');
    expect(body.querySelectorAll('tbody tr.rc-table-row')).toHaveLength(50);
  });

  it('moves the header along when the body scrolls sideways', () => {
    const { container } = render(<App />);
    const header = container.querySelector<HTMLElement>('.rc-table-header')!;
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    Object.defineProperty(body, 'scrollWidth', { configurable: true, value: 1500 });
    Object.defineProperty(body, 'clientWidth', { configurable: true, value: 700 });
    body.scrollLeft = 250;
    fireEvent.scroll(body);
    expect(header.scrollLeft).toBe(250);
    expect(container.querySelector('.rc-table')).toHaveClass(
      'rc-table-ping-left',
      'rc-table-ping-right',
    );
  });
});
