import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/fixed-columns-resize';

function colWidths(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('.rc-table-content col')].map(
    (col) => col.style.width,
  );
}

describe('demo: fixed-columns-resize', () => {
  it('starts with a 720px container and the declared column widths', () => {
    const { container } = render(<App />);
    expect(screen.getByTestId('resizable-container').style.width).toBe('720px');
    expect(colWidths(container)).toEqual([
      '160px',
      '90px',
      '130px',
      '140px',
      '150px',
      '130px',
      '130px',
      '120px',
    ]);
    const cells = container.querySelector('tbody tr.rc-table-row')!.querySelectorAll('td');
    expect(cells[0]).toHaveClass('rc-table-cell-fix-left');
    expect(cells[1]).toHaveClass('rc-table-cell-fix-left', 'rc-table-cell-fix-left-last');
    expect(cells[7]).toHaveClass('rc-table-cell-fix-right');
  });

  it('changes the container width from the "Container width" slider', () => {
    render(<App />);
    const slider = screen.getByRole('slider', { name: 'Container width' });
    fireEvent.change(slider, { target: { value: '560' } });
    expect(screen.getByTestId('resizable-container').style.width).toBe('560px');
    expect(screen.getByText('560px')).toBeInTheDocument();
  });

  it('widens the Hostname <col> and scroll.x together from the column slider', () => {
    const { container } = render(<App />);
    const table = container.querySelector<HTMLElement>('.rc-table-content > table')!;
    expect(table.style.width).toBe('1050px');

    fireEvent.change(screen.getByRole('slider', { name: 'Hostname column width' }), {
      target: { value: '260' },
    });
    expect(colWidths(container)[0]).toBe('260px');
    expect(colWidths(container)[1]).toBe('90px');
    expect(table.style.width).toBe('1150px');
    const cells = container.querySelector('tbody tr.rc-table-row')!.querySelectorAll('td');
    expect(cells[0]).toHaveClass('rc-table-cell-fix-left');
  });
});
