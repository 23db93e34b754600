import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/expand-icon';

describe('demo: expand-icon', () => {
  it('renders the custom icon as a labelled, collapsed button for rows that can expand', () => {
    const { container } = render(<App />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show events for api-eu-1',
      'Show events for api-us-2',
    ]);
    buttons.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    // The library's default span icon is replaced, not added to.
    expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();
  });

  it('gives the row without events no button at all', () => {
    render(<App />);
    const row = screen.getByText('worker-ap-1').closest('tr') as HTMLElement;
    expect(row.querySelector('button')).toBeNull();
  });

  it('expands on click, then updates the state and the label', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Show events for api-us-2' }));
    const button = screen.getByRole('button', { name: 'Hide events for api-us-2' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const events = screen.getByRole('list', { name: 'Recent events on api-us-2' });
    expect(events).toBeVisible();
    expect(events).toHaveTextContent('02:55 Failed over to replica');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Show events for api-us-2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      screen.getByRole('list', { hidden: true, name: 'Recent events on api-us-2' }),
    ).not.toBeVisible();
  });

  it('works from the keyboard: Tab to the button, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'Show events for api-eu-1' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Recent events on api-eu-1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide events for api-eu-1' })).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show events for api-eu-1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('names the expand column for screen readers', () => {
    render(<App />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Events');
  });
});
