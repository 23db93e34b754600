import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/fixed-columns-auto-height';

function cellsOf(rowIndex: number) {
  return within(screen.getAllByRole('row')[rowIndex]).getAllByRole('cell');
}

describe('demo: fixed-columns-auto-height', () => {
  it('keeps the fixed cells in the same row element as the scrolling cells', () => {
    const { container } = render(<App />);
    // One table, one <tr> per server: fixed cells are sticky cells of that row, so they share its height.
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelectorAll('tbody tr.rc-table-row')).toHaveLength(8);
    for (const row of container.querySelectorAll('tbody tr.rc-table-row')) {
      expect(row.firstElementChild).toHaveClass('rc-table-cell-fix-left');
      expect(row.lastElementChild).toHaveClass('rc-table-cell-fix-right');
    }
  });

  it('renders several on-call names in the fixed right column of some rows', () => {
    render(<App />);
    const onCall = cellsOf(4).at(-1)!;
    expect(onCall).toHaveClass('rc-table-cell-fix-right');
    expect(onCall.querySelectorAll('div')).toHaveLength(3);
    expect(onCall).toHaveTextContent('Lena S.Yuki H.Omar F.');
  });

  it('grows the rows with the full incident notes when the checkbox is ticked', async () => {
    const user = userEvent.setup();
    render(<App />);
    const summary =
      'Intermittent 502s from the upstream load balancer between 14:05 and 14:40 UTC.';
    expect(cellsOf(4)[3]).toHaveTextContent(summary);
    expect(cellsOf(4)[3]).not.toHaveTextContent('follow-up review');

    await user.click(screen.getByRole('checkbox', { name: 'Show full incident notes' }));
    expect(cellsOf(4)[3]).toHaveTextContent(/follow-up review is booked for next sprint\.$/);
    expect(cellsOf(4)[0]).toHaveClass('rc-table-cell-fix-left');
    expect(cellsOf(4)[0]).toHaveTextContent('web-sfo3-01');
  });
});
