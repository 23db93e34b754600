import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/key';

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const serverNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
const noteIn = (rowIndex: number) =>
  within(bodyRows()[rowIndex]).getByRole('textbox') as HTMLInputElement;

describe('demo: key', () => {
  it('uses the id field as row key, then the region/host function', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['1', '2', '3', '4']);

    await user.selectOptions(screen.getByLabelText('rowKey'), 'function');
    expect(bodyRows().map((row) => row.getAttribute('data-row-key'))).toEqual([
      'eu-west/web-01',
      'us-east/web-01',
      'eu-west/db-01',
      'ap-south/cache-01',
    ]);
  });

  it('keeps a typed note with its row after the row is moved', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(noteIn(0), 'drain before patching');

    await user.click(screen.getByRole('button', { name: 'Move eu-west/web-01 down' }));

    expect(serverNames().slice(0, 2)).toEqual(['us-east/web-01', 'eu-west/web-01']);
    expect(noteIn(1)).toHaveValue('drain before patching');
    expect(noteIn(1)).toHaveAccessibleName('Note for eu-west/web-01');
    expect(noteIn(0)).toHaveValue('');
  });

  it('keeps notes with their rows when rows are removed, added and reversed (function key)', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.selectOptions(screen.getByLabelText('rowKey'), 'function');
    await user.type(screen.getByLabelText('Note for eu-west/db-01'), 'backup at 02:00');
    await user.type(screen.getByLabelText('Note for ap-south/cache-01'), 'warm up');

    await user.click(screen.getByRole('button', { name: 'Remove eu-west/web-01' }));
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    expect(serverNames()).toEqual([
      'us-east/web-01',
      'eu-west/db-01',
      'ap-south/cache-01',
      'us-east/db-01',
    ]);
    expect(noteIn(1)).toHaveValue('backup at 02:00');
    expect(noteIn(2)).toHaveValue('warm up');
    expect(noteIn(3)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Reverse order' }));
    expect(serverNames()[0]).toBe('us-east/db-01');
    expect(noteIn(1)).toHaveValue('warm up');
    expect(noteIn(2)).toHaveValue('backup at 02:00');
    expect(noteIn(3)).toHaveValue('');
  });

  it('disables moves past the ends and Add server once the spares are used', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('button', { name: 'Move eu-west/web-01 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move ap-south/cache-01 down' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add server' });
    for (let i = 0; i < 3; i += 1) await user.click(add);
    expect(bodyRows()).toHaveLength(7);
    expect(add).toBeDisabled();
  });
});
