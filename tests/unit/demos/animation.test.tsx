import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom lacks these event constructors, so rc-motion would turn motion off. Provide them before
// rc-motion loads so the enter and leave phases really run.
vi.hoisted(() => {
  const win = window as unknown as Record<string, unknown>;
  win.AnimationEvent ??= class AnimationEvent extends Event {};
  win.TransitionEvent ??= class TransitionEvent extends Event {};
});

const { default: App } = await import('../../../demos/animation');

const subjects = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const reduceMotion = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

describe('demo: animation', () => {
  it('shows the first three tickets without animating them in', () => {
    render(<App />);
    expect(subjects()).toEqual([
      'Export to CSV times out',
      'Invoice shows the wrong VAT number',
      'Cannot reset my password',
    ]);
    expect(rowOf('Export to CSV times out').className).not.toMatch(/ticket-row/);
  });

  it('adds a ticket at the top and fades it in', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Add ticket' }));
    expect(subjects()[0]).toBe('Two-factor code never arrives');
    expect(screen.getByText('#2004')).toBeInTheDocument();
    const row = rowOf('Two-factor code never arrives');
    await waitFor(() => expect(row).toHaveClass('ticket-row-appear-active'));
    expect(row).toHaveStyle({ opacity: '1' });

    fireEvent.transitionEnd(row);
    await waitFor(() => expect(row.className).not.toMatch(/ticket-row/));
    expect(screen.getByText('4 open tickets')).toBeInTheDocument();
  });

  it('animates a removed ticket out, then drops it from the table', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Remove ticket #2002' }));
    const row = rowOf('Invoice shows the wrong VAT number');
    await waitFor(() => expect(row).toHaveClass('ticket-row-leave-active'));
    expect(row).toHaveStyle({ opacity: '0' });
    expect(screen.getByRole('button', { name: 'Remove ticket #2002' })).toBeDisabled();

    act(() => {
      fireEvent.transitionEnd(row);
    });
    await waitFor(() => expect(row).not.toBeInTheDocument());
    expect(subjects()).toEqual(['Export to CSV times out', 'Cannot reset my password']);
    expect(screen.getByText('2 open tickets')).toBeInTheDocument();
  });

  it('changes rows at once, without motion classes, when reduced motion is requested', async () => {
    reduceMotion();
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByText(/reduced motion/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add ticket' }));
    expect(rowOf('Two-factor code never arrives').className).not.toMatch(/ticket-row/);

    // No leave phase: the row is gone as soon as the click has been handled.
    await user.click(screen.getByRole('button', { name: 'Remove ticket #2001' }));
    expect(screen.queryByText('Cannot reset my password')).not.toBeInTheDocument();
    expect(subjects()).toHaveLength(3);
  });

  it('falls back to the plain placeholder row once every ticket is gone', async () => {
    reduceMotion();
    const user = userEvent.setup();
    render(<App />);
    for (const id of [2003, 2002, 2001]) {
      await user.click(screen.getByRole('button', { name: `Remove ticket #${id}` }));
    }
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('keeps adding distinct tickets, cycling through the incoming queue', async () => {
    const user = userEvent.setup();
    render(<App />);
    const add = screen.getByRole('button', { name: 'Add ticket' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(screen.getByText('#2007')).toBeInTheDocument();
    expect(subjects()[0]).toBe('Cannot reset my password');
    expect(subjects()).toHaveLength(7);
  });
});
