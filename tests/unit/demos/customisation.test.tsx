import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DndProvider } from 'react-dnd';
import { TestBackend, type ITestBackend } from 'react-dnd-test-backend';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ColumnResize from '../../../demos/column-resize';
import ReactDnd, { AgendaTable } from '../../../demos/react-dnd';
import { claimValue } from '../../support/claimText';

/** What the demos of the "Customisation" group do when they are used (all.test.tsx renders each). */

// jsdom lacks these event constructors, so rc-motion would turn motion off. Provide them before
// rc-motion loads so the enter and leave phases of the animation demo really run.
vi.hoisted(() => {
  const win = window as unknown as Record<string, unknown>;
  win.AnimationEvent ??= class AnimationEvent extends Event {};
  win.TransitionEvent ??= class TransitionEvent extends Event {};
});
const { default: Animation } = await import('../../../demos/animation');

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('demo: column-resize', () => {
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
    Array.from(container.querySelectorAll('col')).map((col) => parseInt(col.style.width, 10));
  const value = (handle: HTMLElement, name: 'now' | 'min' | 'max') =>
    Number(handle.getAttribute(`aria-value${name}`));

  it('follows the pointer while dragging, within its limits, and stops when the capture ends', () => {
    const { container } = render(<ColumnResize />);
    const handle = screen.getAllByRole('separator')[1];
    const width = claimValue(
      'column-resize/pointer-capture-touch',
      /leaves the (\d+) px handle/,
      /离开(\d+) px宽的手柄/,
    );
    expect(handle.style.width).toBe(`${width}px`);
    expect(handle.style.touchAction).toBe('none');
    const before = colWidths(container);
    const start = value(handle, 'now');
    expect(before[1]).toBe(start);

    fireEvent.pointerDown(handle, { pointerId: 7, clientX: 400 });
    expect(handle.setPointerCapture).toHaveBeenCalledWith(7);
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 460 });
    expect(colWidths(container)[1]).toBe(start + 60);
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 430 });
    expect(colWidths(container)[1]).toBe(start + 30);
    expect(value(handle, 'now')).toBe(start + 30);
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: -1000 });
    expect(colWidths(container)[1]).toBe(value(handle, 'min'));

    fireEvent.lostPointerCapture(handle, { pointerId: 7 });
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 600 });
    expect(colWidths(container)[1]).toBe(value(handle, 'min'));
    // The other columns keep their widths.
    expect(colWidths(container)).toEqual([before[0], value(handle, 'min'), ...before.slice(2)]);
  });

  it('resizes from the keyboard with the arrow keys, within its limits', async () => {
    const user = userEvent.setup();
    const { container } = render(<ColumnResize />);
    await user.tab();
    const handle = screen.getAllByRole('separator')[0];
    expect(handle).toHaveFocus();
    expect(handle).toHaveAccessibleName(/^Resize /);
    const start = value(handle, 'now');

    await user.keyboard('{ArrowRight}');
    const step = value(handle, 'now') - start;
    expect(step).toBeGreaterThan(0);
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(value(handle, 'now')).toBe(start + step);
    expect(colWidths(container)[0]).toBe(start + step);

    await user.keyboard('{ArrowLeft}'.repeat(Math.ceil((start - value(handle, 'min')) / step) + 1));
    expect(colWidths(container)[0]).toBe(value(handle, 'min'));
  });

  // docs/demo/column-resize.md, "Pitfalls": scroll.x is the sum of the widths plus 240 px for Note,
  // so the table grows with the dragged column and Note keeps its room. Without it the table would
  // have the width rc-table's stylesheet gives every table, which the columns would have to fill.
  it('grows the table by as much as the dragged column', async () => {
    const full = claimValue(
      'column-resize/grow-table-with-columns',
      /fixed-layout table at (\d+) % width/,
      /宽度为(\d+)%的固定布局表格/,
    );
    const sheet = readFileSync(
      createRequire(import.meta.url).resolve('rc-table/assets/index.css'),
      'utf8',
    );
    expect(sheet).toMatch(new RegExp(`\\.rc-table table \\{\\s*width: ${full}%;`));
    const user = userEvent.setup();
    const { container } = render(<ColumnResize />);
    const tableWidth = () => parseInt(container.querySelector('table')!.style.width, 10);
    const sum = () => colWidths(container).reduce((total, width) => total + width, 0);
    expect(tableWidth()).toBe(sum() + 240);
    const before = tableWidth();

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tableWidth()).toBe(before + 16);
    expect(tableWidth()).toBe(sum() + 240);
  });
});

describe('demo: react-dnd', () => {
  const topics = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent!);

  /** Renders the table with react-dnd's test backend and returns a drag-and-drop simulator. */
  function renderWithTestBackend() {
    let backend: ITestBackend | undefined;
    render(
      <DndProvider
        backend={TestBackend}
        options={{ onCreate: (created: ITestBackend) => (backend = created) }}
      >
        <AgendaTable />
      </DndProvider>,
    );
    const dragSourceId = (topic: string) =>
      screen.getByRole('img', { name: `Drag ${topic}` }).getAttribute('data-handler-id')!;
    const dropTargetId = (topic: string) =>
      screen.getByText(topic).closest('tr')!.getAttribute('data-handler-id')!;
    return {
      drag(topic: string, onto: string) {
        const source = dragSourceId(topic);
        const target = dropTargetId(onto);
        act(() => {
          backend!.simulateBeginDrag([source]);
          backend!.simulateHover([target]);
        });
        expect(screen.getByText(topic).closest('tr')).toHaveStyle({ opacity: '0.4' });
        act(() => {
          backend!.simulateDrop();
          backend!.simulateEndDrag();
        });
      },
    };
  }

  it('moves a row down when it is dropped on a later row, and says so', () => {
    const { drag } = renderWithTestBackend();
    const [a, b, c, d, ...rest] = topics();
    drag(a, d);
    expect(topics()).toEqual([b, c, d, a, ...rest]);
    expect(screen.getByRole('status')).toHaveTextContent(`Moved ${a} to position 4.`);
  });

  it('moves a row up when it is dropped on an earlier row, and keeps the new order', () => {
    const { drag } = renderWithTestBackend();
    const [a, b, c, d, e] = topics();
    drag(e, b);
    drag(d, a);
    expect(topics()).toEqual([d, a, e, b, c]);
  });

  it('leaves the order and the status alone when a row is dropped on itself', () => {
    const { drag } = renderWithTestBackend();
    const before = topics();
    drag(before[3], before[3]);
    expect(topics()).toEqual(before);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reorders from the keyboard with the move buttons', async () => {
    const user = userEvent.setup();
    render(<ReactDnd />);
    const [a, b, c, d, ...rest] = topics();
    const up = screen.getByRole('button', { name: `Move ${d} up` });
    up.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(topics()).toEqual([a, d, b, c, ...rest]);
    expect(up).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`Moved ${d} to position 2.`);

    await user.keyboard('{Enter}{Enter}');
    expect(topics()[0]).toBe(d);
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).toHaveFocus();

    const last = topics().at(-2)!;
    await user.click(screen.getByRole('button', { name: `Move ${last} down` }));
    expect(topics().at(-1)).toBe(last);
  });
});

describe('demo: animation', () => {
  const subjects = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
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
  const openTickets = () => Number(/(\d+) open tickets/.exec(document.body.textContent!)![1]);

  it('shows the first tickets without animating them in', () => {
    render(<Animation />);
    for (const row of bodyRows()) expect(row.className).not.toMatch(/ticket-row/);
  });

  it('adds a ticket at the top and fades it in', async () => {
    const user = userEvent.setup();
    render(<Animation />);
    const before = subjects();
    await user.click(screen.getByRole('button', { name: 'Add ticket' }));
    expect(subjects().slice(1)).toEqual(before);
    const row = rowOf(subjects()[0]!);
    await waitFor(() => expect(row).toHaveClass('ticket-row-appear-active'));
    expect(row).toHaveStyle({ opacity: '1' });

    fireEvent.transitionEnd(row);
    await waitFor(() => expect(row.className).not.toMatch(/ticket-row/));
    expect(openTickets()).toBe(before.length + 1);
  });

  it('animates a removed ticket out, then drops it from the table', async () => {
    const user = userEvent.setup();
    render(<Animation />);
    const before = subjects();
    const remove = within(bodyRows()[1]).getByRole('button', { name: /^Remove ticket / });
    await user.click(remove);
    const row = rowOf(before[1]!);
    await waitFor(() => expect(row).toHaveClass('ticket-row-leave-active'));
    expect(row).toHaveStyle({ opacity: '0' });
    expect(remove).toBeDisabled();

    act(() => {
      fireEvent.transitionEnd(row);
    });
    await waitFor(() => expect(row).not.toBeInTheDocument());
    expect(subjects()).toEqual(before.filter((_, i) => i !== 1));
    expect(openTickets()).toBe(before.length - 1);
  });

  it('changes rows at once, without motion classes, when reduced motion is requested', async () => {
    reduceMotion();
    const user = userEvent.setup();
    render(<Animation />);
    expect(screen.getByText(/reduced motion/)).toBeInTheDocument();
    const before = subjects();

    await user.click(screen.getByRole('button', { name: 'Add ticket' }));
    expect(rowOf(subjects()[0]!).className).not.toMatch(/ticket-row/);

    // No leave phase: the row is gone as soon as the click has been handled.
    await user.click(within(bodyRows()[1]).getByRole('button', { name: /^Remove ticket / }));
    expect(screen.queryByText(before[0]!)).not.toBeInTheDocument();
    expect(subjects()).toHaveLength(before.length);
  });

  it('falls back to the plain placeholder row once every ticket is gone', async () => {
    reduceMotion();
    const user = userEvent.setup();
    render(<Animation />);
    for (const button of screen.getAllByRole('button', { name: /^Remove ticket / })) {
      await user.click(button);
    }
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});
