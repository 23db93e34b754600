import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/sticky-header-and-summary';

/** rc-table settles the sticky scroll bar in a microtask after mounting; let it finish. */
async function renderApp() {
  const result = render(<App />);
  await act(async () => {});
  return result;
}

function summaryCells(container: HTMLElement) {
  return [...container.querySelectorAll('tfoot td')].map((td) => td.textContent);
}

describe('demo: sticky-header-and-summary', () => {
  it('renders a sticky header and the totals in a tfoot pinned to the bottom', async () => {
    const { container } = await renderApp();
    expect(container.querySelector('.rc-table-header')).toHaveClass('rc-table-sticky-holder');

    const summary = container.querySelector<HTMLElement>('div.rc-table-summary')!;
    expect(summary).toHaveClass('rc-table-sticky-holder');
    expect(summary.style.bottom).toBe('0px');
    expect(summary.querySelector('tfoot')).toBeInTheDocument();
    expect(summaryCells(container)).toEqual(['Total · 60 servers', '736', '2,912 GB', '$18,552']);
    expect(container.querySelector('.rc-table-body tfoot')).toBeNull();
  });

  it('moves the totals into the scrolling body when unpinned', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp();
    await user.click(
      screen.getByRole('checkbox', { name: 'Pin the totals to the bottom of the window' }),
    );
    await act(async () => {});

    expect(container.querySelector('div.rc-table-summary')).toBeNull();
    const tfoot = container.querySelector('.rc-table-body tfoot');
    expect(tfoot).toHaveTextContent('Total · 60 servers');
  });

  it('recomputes the totals from the rows left by the region filter', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'eu-central');
    await act(async () => {});

    expect(container.querySelectorAll('.rc-table-body tr.rc-table-row')).toHaveLength(11);
    expect(summaryCells(container)).toEqual(['Total · 11 servers', '114', '452 GB', '$2,672']);
  });
});
