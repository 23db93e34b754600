import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/row-and-cell-click';

const logLines = () =>
  within(screen.getByRole('list', { name: 'Event log' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

describe('demo: row-and-cell-click', () => {
  it('starts with an empty log', () => {
    render(<App />);
    expect(logLines()).toEqual([
      'No events yet: click, double-click, right-click or hover the table.',
    ]);
  });

  it('logs a body cell click through onCell, then onRow as the event bubbles', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(within(row('T-1044')).getByText('Invoice PDF is blank'));
    const lines = logLines();
    expect(lines).toContain('onCell click: Subject of T-1044');
    expect(lines).toContain('onRow click: T-1044');
    // Newest first: the row handler runs after the cell handler.
    expect(lines.indexOf('onRow click: T-1044')).toBeLessThan(
      lines.indexOf('onCell click: Subject of T-1044'),
    );
  });

  it('logs a header click through onHeaderCell and onHeaderRow', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('columnheader', { name: 'Priority' }));
    expect(logLines().slice(0, 2)).toEqual([
      'onHeaderRow click: 4 columns',
      'onHeaderCell click: Priority',
    ]);
  });

  it('logs double click, context menu, hover and Enter on a row', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.dblClick(within(row('T-1042')).getByText('Priya Nair'));
    expect(logLines()).toContain('onRow dblclick: T-1042');

    const menuEvent = fireEvent.contextMenu(row('T-1043'));
    expect(menuEvent).toBe(false);
    expect(logLines()[0]).toBe('onRow contextmenu: T-1043');

    await user.hover(within(row('T-1044')).getByText('Ana Costa'));
    expect(logLines()).toContain('onRow mouseenter: T-1044');

    row('T-1043').focus();
    await user.keyboard('{Enter}');
    expect(logLines()[0]).toBe('onRow keydown Enter: T-1043');
  });

  it('numbers entries and empties the log with Clear', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(within(row('T-1042')).getByText('High'));
    const items = within(screen.getByRole('list', { name: 'Event log' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('value'))).toEqual(['3', '2', '1']);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toMatch(/^No events yet/);
  });
});
