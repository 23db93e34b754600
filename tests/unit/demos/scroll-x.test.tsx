import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/scroll-x';

function tableElement(container: HTMLElement) {
  return container.querySelector<HTMLTableElement>('.rc-table-content > table')!;
}

describe('demo: scroll-x', () => {
  it('renders all thirteen columns inside one horizontally scrollable wrapper', () => {
    const { container } = render(<App />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(13);
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(8);
    expect(container.querySelector('.rc-table')).toHaveClass('rc-table-scroll-horizontal');
    const content = container.querySelector<HTMLElement>('.rc-table-content')!;
    expect(content.style.overflowX).toBe('auto');
    expect(tableElement(container).style.width).toBe('1600px');
    expect(tableElement(container).style.minWidth).toBe('100%');
  });

  it('applies the scroll.x value chosen with the radio buttons', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    expect(screen.getByRole('radio', { name: '1600 (pixels)' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: "'max-content'" }));
    expect(tableElement(container).style.width).toBe('max-content');

    await user.click(screen.getByRole('radio', { name: 'true' }));
    expect(tableElement(container).style.width).toBe('auto');
    expect(screen.getByRole('radio', { name: 'true' })).toBeChecked();
  });

  it('fills every cell from the generated fleet', () => {
    render(<App />);
    const first = screen.getAllByRole('row')[1];
    expect(first).toHaveTextContent('api-nrt1-01');
    expect(first).toHaveTextContent('Tokyo');
    expect(first).toHaveTextContent('$200');
  });
});
