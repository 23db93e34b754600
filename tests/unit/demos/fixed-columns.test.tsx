import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/fixed-columns';

/** jsdom has no layout: give the scroll wrapper the sizes a 600px-wide browser would report. */
function scrollTo(content: HTMLElement, left: number) {
  Object.defineProperty(content, 'scrollWidth', { configurable: true, value: 1700 });
  Object.defineProperty(content, 'clientWidth', { configurable: true, value: 600 });
  content.scrollLeft = left;
  fireEvent.scroll(content);
}

describe('demo: fixed-columns', () => {
  it('pins Hostname and Status to the left and Traffic to the right', () => {
    const { container } = render(<App />);
    expect(container.querySelector('.rc-table')).toHaveClass(
      'rc-table-fixed-column',
      'rc-table-has-fix-left',
      'rc-table-has-fix-right',
    );
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells).toHaveLength(13);
    expect(cells[0]).toHaveClass('rc-table-cell-fix-left');
    expect(cells[0]).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(cells[1]).toHaveClass('rc-table-cell-fix-left', 'rc-table-cell-fix-left-last');
    expect(cells[2]).not.toHaveClass('rc-table-cell-fix-left');
    expect(cells[12]).toHaveClass('rc-table-cell-fix-right', 'rc-table-cell-fix-right-first');
    expect(cells[12]).toHaveStyle({ position: 'sticky', right: '0px' });
    expect(container.querySelector<HTMLElement>('.rc-table-content > table')!.style.width).toBe(
      '1700px',
    );
  });

  it('shows the edge shadows (ping classes) only on the sides with hidden content', () => {
    const { container } = render(<App />);
    const table = container.querySelector('.rc-table')!;
    const content = container.querySelector<HTMLElement>('.rc-table-content')!;

    scrollTo(content, 0);
    expect(table).not.toHaveClass('rc-table-ping-left');
    expect(table).toHaveClass('rc-table-ping-right');

    scrollTo(content, 400);
    expect(table).toHaveClass('rc-table-ping-left', 'rc-table-ping-right');

    scrollTo(content, 1100);
    expect(table).toHaveClass('rc-table-ping-left');
    expect(table).not.toHaveClass('rc-table-ping-right');
  });

  it('drains and resumes a server from the fixed action column', async () => {
    const user = userEvent.setup();
    render(<App />);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('healthy');

    await user.click(screen.getByRole('button', { name: 'Drain api-nrt1-01' }));
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('drained');

    await user.click(screen.getByRole('button', { name: 'Resume api-nrt1-01' }));
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('healthy');
  });
});
