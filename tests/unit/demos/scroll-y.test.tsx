import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/scroll-y';

describe('demo: scroll-y', () => {
  it('renders the header in its own wrapper, outside the scrolling body', () => {
    const { container } = render(<App />);
    const header = container.querySelector<HTMLElement>('.rc-table-header')!;
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    expect(header).toBeInTheDocument();
    expect(body).toBeInTheDocument();
    expect(container.querySelector('.rc-table')).toHaveClass('rc-table-fixed-header');

    // jsdom never measures the body columns, so rc-table keeps this copy visibility:hidden here.
    const titles = [...header.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(titles).toEqual(['Hostname', 'Region', 'Status', 'CPU', 'Memory', 'Uptime']);
    expect(body.querySelector('thead')).toBeNull();
  });

  it('limits the body to 320px and lets it scroll vertically', () => {
    const { container } = render(<App />);
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    expect(body.style.maxHeight).toBe('320px');
    expect(body.style.overflowY).toBe('scroll');
  });

  it('renders all 120 rows in the body and gives the body the declared column widths', () => {
    const { container } = render(<App />);
    const body = container.querySelector<HTMLElement>('.rc-table-body')!;
    expect(body.querySelectorAll('tbody tr.rc-table-row')).toHaveLength(120);
    const bodyWidths = [...body.querySelectorAll('col')].map((col) => col.style.width);
    // The last column has no width on purpose: it takes the remaining space.
    expect(bodyWidths).toEqual(['170px', '130px', '130px', '90px', '100px']);
    expect(container.querySelector('.rc-table-footer')).toHaveTextContent('120 servers');
  });
});
