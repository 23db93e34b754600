import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import App from '../../../demos/column-resize';

// jsdom has neither PointerEvent nor pointer capture; give it the minimum a browser has.
const original = {
  PointerEvent: window.PointerEvent,
  capture: Element.prototype.setPointerCapture,
};
beforeAll(() => {
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
  Element.prototype.setPointerCapture = vi.fn();
});
afterAll(() => {
  window.PointerEvent = original.PointerEvent;
  Element.prototype.setPointerCapture = original.capture;
});

const colWidths = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('col')).map((col) => col.style.width);

describe('demo: column-resize', () => {
  it('gives each resizable column a labelled, focusable separator', () => {
    render(<App />);
    const handles = screen.getAllByRole('separator');
    expect(handles.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Resize Title column',
      'Resize Author column',
      'Resize Year column',
    ]);
    const title = handles[0];
    expect(title).toHaveAttribute('tabindex', '0');
    expect(title).toHaveAttribute('aria-orientation', 'vertical');
    expect(title).toHaveAttribute('aria-valuenow', '200');
    expect(title).toHaveAttribute('aria-valuemin', '72');
    expect(title).toHaveAttribute('aria-valuemax', '480');
  });

  it('follows the pointer while dragging and stops when the capture ends', () => {
    const { container } = render(<App />);
    expect(colWidths(container).slice(0, 3)).toEqual(['200px', '180px', '88px']);
    const handle = screen.getByRole('separator', { name: 'Resize Author column' });

    fireEvent.pointerDown(handle, { pointerId: 7, clientX: 400 });
    expect(handle.setPointerCapture).toHaveBeenCalledWith(7);
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 460 });
    expect(colWidths(container)[1]).toBe('240px');
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 430 });
    expect(colWidths(container)[1]).toBe('210px');
    expect(handle).toHaveAttribute('aria-valuenow', '210');

    fireEvent.lostPointerCapture(handle, { pointerId: 7 });
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 600 });
    expect(colWidths(container)[1]).toBe('210px');
    // The other columns keep their widths.
    expect(colWidths(container)[0]).toBe('200px');
    expect(colWidths(container)[2]).toBe('88px');
  });

  it('never goes below the minimum width', () => {
    const { container } = render(<App />);
    const handle = screen.getByRole('separator', { name: 'Resize Title column' });
    fireEvent.pointerDown(handle, { clientX: 500 });
    fireEvent.pointerMove(handle, { clientX: 0 });
    expect(colWidths(container)[0]).toBe('72px');
  });

  it('resizes from the keyboard with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<App />);
    await user.tab();
    const handle = screen.getByRole('separator', { name: 'Resize Title column' });
    expect(handle).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(colWidths(container)[0]).toBe('232px');
    await user.keyboard('{ArrowLeft}');
    expect(colWidths(container)[0]).toBe('216px');
    expect(handle).toHaveAttribute('aria-valuenow', '216');

    await user.keyboard('{ArrowLeft}'.repeat(20));
    expect(colWidths(container)[0]).toBe('72px');
  });
});
