import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/fixed-columns-and-header-rtl';

describe('demo: fixed-columns-and-header-rtl', () => {
  it('marks the table as right-to-left', () => {
    const { container } = render(<App />);
    const table = container.querySelector('.rc-table')!;
    // rc-table's stylesheet turns this class into `direction: rtl`.
    expect(table).toHaveClass('rc-table-rtl', 'rc-table-fixed-header', 'rc-table-fixed-column');
  });

  it('mirrors the fixed columns: the first column sticks to the right edge, the last to the left', () => {
    const { container } = render(<App />);
    const headerCells = container.querySelectorAll('.rc-table-header thead th');
    expect(headerCells[0]).toHaveTextContent('Hostname');
    expect(headerCells[0]).toHaveClass('rc-table-cell-fix-right');
    expect(headerCells[0]).not.toHaveClass('rc-table-cell-fix-left');

    const cells = container.querySelector('.rc-table-body tr.rc-table-row')!.querySelectorAll('td');
    expect(cells[0]).toHaveTextContent('api-cai1-01');
    expect(cells[0]).toHaveClass('rc-table-cell-fix-right');
    expect(cells[0]).toHaveStyle({ position: 'sticky', right: '0px' });
    expect(cells[1]).toHaveClass('rc-table-cell-fix-right');
    expect(cells[11]).toHaveTextContent('$116');
    expect(cells[11]).toHaveClass('rc-table-cell-fix-left');
    expect(cells[11]).toHaveStyle({ position: 'sticky', left: '0px' });
  });

  it('keeps city names in their own script and units after their numbers', () => {
    const { container } = render(<App />);
    const cells = container.querySelector('.rc-table-body tr.rc-table-row')!.querySelectorAll('td');
    expect(cells[3]).toHaveTextContent('القاهرة');
    // Units are isolated so that the number stays in front of `GB`.
    expect(cells[6].querySelector('bdi')).toHaveTextContent(/^\d+ GB$/);
  });

  it('reads negative scrollLeft as scrolling towards the end of a right-to-left table', () => {
    const { container } = render(<App />);
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    Object.defineProperty(body, 'scrollWidth', { configurable: true, value: 1500 });
    Object.defineProperty(body, 'clientWidth', { configurable: true, value: 700 });
    const table = container.querySelector('.rc-table')!;

    body.scrollLeft = 0;
    fireEvent.scroll(body);
    expect(table).toHaveClass('rc-table-ping-left');
    expect(table).not.toHaveClass('rc-table-ping-right');

    body.scrollLeft = -300;
    fireEvent.scroll(body);
    expect(table).toHaveClass('rc-table-ping-left', 'rc-table-ping-right');
  });
});
