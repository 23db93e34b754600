import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../../demos/sticky-header';

/** A stand-in for the docs site's pinned header; jsdom reports no heights, so give it one. */
function addPageHeader(height: number) {
  const header = document.createElement('header');
  header.className = 'dumi-default-header';
  header.style.position = 'sticky';
  Object.defineProperty(header, 'offsetHeight', { configurable: true, value: height });
  document.body.prepend(header);
  return header;
}

/** rc-table settles the sticky scroll bar in a microtask after mounting; let it finish. */
async function renderApp() {
  const result = render(<App />);
  await act(async () => {});
  return result;
}

afterEach(() => {
  document.querySelector('.dumi-default-header')?.remove();
});

describe('demo: sticky-header', () => {
  it('renders the header in a sticky holder', async () => {
    const { container } = await renderApp();
    const holder = container.querySelector<HTMLElement>('.rc-table-header')!;
    expect(holder).toHaveClass('rc-table-sticky-holder');
    expect(holder.querySelectorAll('thead th')).toHaveLength(12);
    expect(container.querySelectorAll('.rc-table-body tr.rc-table-row')).toHaveLength(80);
    const hostnameHeader = holder.querySelector('thead th');
    expect(hostnameHeader).toHaveClass('rc-table-cell-fix-left', 'rc-table-cell-fix-sticky');
  });

  it('offsets the sticky header by the height of the pinned page header', async () => {
    addPageHeader(76);
    const { container } = await renderApp();
    expect(container.querySelector<HTMLElement>('.rc-table-sticky-holder')!.style.top).toBe('76px');
    expect(screen.getByText(/Table header sticks 76px below/)).toBeInTheDocument();
  });

  it('sticks to the very top when the page has no pinned header', async () => {
    const { container } = await renderApp();
    expect(container.querySelector<HTMLElement>('.rc-table-sticky-holder')!.style.top).toBe('0px');
    expect(screen.getByText(/Table header sticks 0px below/)).toBeInTheDocument();
  });

  it('shows the sticky horizontal scroll bar while the table overflows below the window', async () => {
    const isBody = (element: HTMLElement) => element.classList.contains('rc-table-body');
    const sizes = { scrollWidth: 1600, clientWidth: 600, offsetHeight: 3000 };
    for (const [property, value] of Object.entries(sizes)) {
      const original =
        Object.getOwnPropertyDescriptor(HTMLElement.prototype, property) ??
        Object.getOwnPropertyDescriptor(Element.prototype, property);
      vi.spyOn(HTMLElement.prototype, property as 'scrollWidth', 'get').mockImplementation(
        function (this: HTMLElement) {
          return isBody(this) ? value : (original?.get?.call(this) ?? 0);
        },
      );
    }
    const { container } = await renderApp();
    const bar = container.querySelector<HTMLElement>('.rc-table-sticky-scroll');
    expect(bar).not.toBeNull();
    expect(bar!.style.width).toBe('600px');
    expect(container.querySelector('.rc-table-sticky-scroll-bar')).toBeInTheDocument();
  });
});
