import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/hide-header';

describe('demo: hide-header', () => {
  it('renders no header row while showHeader is false, and all detail rows', () => {
    const { container } = render(<App />);
    expect(container.querySelector('thead')).toBeNull();
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Tracking number');
    expect(within(rows[1]).getByRole('cell')).toHaveTextContent('NFL 4417 2093 58');
  });

  it('shows the header again when the checkbox is ticked', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    const toggle = screen.getByRole('checkbox', { name: 'Show header' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(container.querySelector('thead')).not.toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Detail',
      'Value',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(7);

    await user.click(toggle);
    expect(container.querySelector('thead')).toBeNull();
  });
});
