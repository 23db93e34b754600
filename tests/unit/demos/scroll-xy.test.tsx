import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/scroll-xy';

describe('demo: scroll-xy', () => {
  it('scrolls the body in both directions under a separate header', () => {
    const { container } = render(<App />);
    const table = container.querySelector('.rc-table')!;
    expect(table).toHaveClass('rc-table-fixed-header', 'rc-table-scroll-horizontal');

    const header = container.querySelector<HTMLElement>('.rc-table-header')!;
    expect(header.querySelectorAll('thead th')).toHaveLength(12);

    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    expect(body.style.overflowX).toBe('auto');
    expect(body.style.overflowY).toBe('scroll');
    expect(body.style.maxHeight).toBe('300px');
    expect(body.querySelector('table')!.style.width).toBe('1500px');
    expect(body.querySelectorAll('tbody tr.rc-table-row')).toHaveLength(60);
  });

  it('drops the vertical limit when "Vertical scroll" is unchecked', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    await user.click(screen.getByRole('checkbox', { name: /Vertical scroll/ }));

    expect(container.querySelector('.rc-table-header')).toBeNull();
    const content = container.querySelector<HTMLElement>('.rc-table-content')!;
    expect(content.style.maxHeight).toBe('');
    expect(content.style.overflowX).toBe('auto');
    expect(content.querySelector('thead')).not.toBeNull();
  });

  it('drops the horizontal scroll when "Horizontal scroll" is unchecked', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    await user.click(screen.getByRole('checkbox', { name: /Horizontal scroll/ }));

    expect(container.querySelector('.rc-table')).not.toHaveClass('rc-table-scroll-horizontal');
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    expect(body.style.overflowX).toBe('');
    expect(body.style.maxHeight).toBe('300px');
    expect(body.querySelector('table')!.style.width).toBe('');
  });
});
