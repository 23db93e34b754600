import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/caption';

const caption = () => screen.getByRole('table').querySelector('caption');

describe('demo: caption', () => {
  it('renders a string caption that names the table', () => {
    render(<App />);
    expect(caption()).toHaveTextContent('Revenue by region, Q2 2024 (€ thousands)');
    expect(
      screen.getByRole('table', { name: 'Revenue by region, Q2 2024 (€ thousands)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'a string' })).toBeChecked();
  });

  it('switches to a caption node with its own markup', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('radio', { name: 'a React node' }));

    const node = caption() as HTMLElement;
    expect(within(node).getByText('Revenue by region, Q2 2024').tagName).toBe('STRONG');
    expect(within(node).getByText('Unaudited')).toBeInTheDocument();
    expect(node).toHaveTextContent('In thousands of euros, before returns.');
    expect(screen.getByRole('table')).toHaveAccessibleName(
      /^Revenue by region, Q2 2024\s*Unaudited\s*In thousands of euros/,
    );
    // The caption sits inside the table, before the header.
    expect(node.parentElement?.tagName).toBe('TABLE');
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });
});
