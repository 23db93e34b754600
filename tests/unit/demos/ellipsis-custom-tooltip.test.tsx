import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import App from '../../../demos/ellipsis-custom-tooltip';

const LONG =
  'Retry card authorisations once on gateway timeouts and record the retry in the payment audit log';

/** jsdom has no layout: pretend every span is 400px of text in a 200px cell, or that it fits. */
const fakeOverflow = (truncated: boolean) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(truncated ? 400 : 200);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
};

const changeCell = () => within(screen.getAllByRole('row')[1]).getAllByRole('cell')[2];

describe('demo: ellipsis-custom-tooltip', () => {
  it('keeps a fixed layout at least 600 px wide and scrolls sideways in its own box below that', () => {
    const { container } = render(<App />);
    expect(container.querySelector('table')).toHaveStyle({
      tableLayout: 'fixed',
      width: '600px',
      minWidth: '100%',
    });
    expect(container.querySelector('.rc-table-content')).toHaveStyle({ overflowX: 'auto' });
  });

  it('truncates the Change column without a native title', () => {
    render(<App />);
    const cell = changeCell();
    expect(cell).toHaveClass('rc-table-cell-ellipsis');
    expect(cell).not.toHaveAttribute('title');
    expect(cell).toHaveTextContent(LONG);
  });

  it('shows the full text in a tooltip when a truncated cell is hovered', async () => {
    fakeOverflow(true);
    const user = userEvent.setup();
    render(<App />);
    await user.hover(within(changeCell()).getByText(LONG));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(LONG);
    expect(tooltip.closest('.rc-tooltip')).not.toHaveClass('rc-tooltip-hidden');
  });

  it('shows the tooltip on keyboard focus and hides it with Escape', async () => {
    fakeOverflow(true);
    const user = userEvent.setup();
    render(<App />);
    await user.tab();
    expect(within(changeCell()).getByText(LONG)).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(LONG);

    await user.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(tooltip.closest('.rc-tooltip')).toHaveClass('rc-tooltip-hidden');
  });

  it('shows no tooltip when the text fits', async () => {
    fakeOverflow(false);
    const user = userEvent.setup();
    render(<App />);
    await user.hover(within(changeCell()).getByText(LONG));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
