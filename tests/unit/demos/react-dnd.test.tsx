import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DndProvider } from 'react-dnd';
import { TestBackend, type ITestBackend } from 'react-dnd-test-backend';
import { describe, expect, it } from 'vitest';
import App, { AgendaTable } from '../../../demos/react-dnd';

const topics = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

const initial = [
  'Sprint retrospective',
  'Q3 roadmap review',
  'Incident follow-up: checkout outage',
  'Hiring pipeline',
  'Demo: new search page',
];

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

describe('demo: react-dnd', () => {
  it('renders every agenda item with a drag handle and move buttons', () => {
    render(<App />);
    expect(topics()).toEqual(initial);
    expect(screen.getAllByRole('img', { name: /^Drag / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Move Hiring pipeline up' })).toBeInTheDocument();
  });

  it('moves a row down when it is dropped on a later row', () => {
    const { drag } = renderWithTestBackend();
    drag('Sprint retrospective', 'Hiring pipeline');
    expect(topics()).toEqual([
      'Q3 roadmap review',
      'Incident follow-up: checkout outage',
      'Hiring pipeline',
      'Sprint retrospective',
      'Demo: new search page',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Moved Sprint retrospective to position 4.',
    );
  });

  it('moves a row up when it is dropped on an earlier row, and keeps the new order', () => {
    const { drag } = renderWithTestBackend();
    drag('Demo: new search page', 'Q3 roadmap review');
    drag('Hiring pipeline', 'Sprint retrospective');
    expect(topics()).toEqual([
      'Hiring pipeline',
      'Sprint retrospective',
      'Demo: new search page',
      'Q3 roadmap review',
      'Incident follow-up: checkout outage',
    ]);
  });

  it('leaves the order and the status alone when a row is dropped on itself', () => {
    const { drag } = renderWithTestBackend();
    drag('Hiring pipeline', 'Hiring pipeline');
    expect(topics()).toEqual(initial);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reorders from the keyboard with the move buttons', async () => {
    const user = userEvent.setup();
    render(<App />);
    const up = screen.getByRole('button', { name: 'Move Hiring pipeline up' });
    up.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(topics()).toEqual([
      'Sprint retrospective',
      'Hiring pipeline',
      'Q3 roadmap review',
      'Incident follow-up: checkout outage',
      'Demo: new search page',
    ]);
    expect(up).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Moved Hiring pipeline to position 2.');

    await user.keyboard('{Enter}{Enter}');
    expect(topics()[0]).toBe('Hiring pipeline');
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Demo: new search page down' }));
    expect(topics()[4]).toBe('Demo: new search page');
  });
});
