import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { DndProvider, useDrag, useDrop, type ConnectDragSource } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import 'rc-table/assets/index.css';

type AgendaItem = { id: string; topic: string; owner: string; minutes: number };

const ROW_TYPE = 'agenda-item';

/** Lets rows, grips and buttons reorder items without threading props through rc-table. */
type Order = { ids: string[]; move: (id: string, to: number) => void };
const OrderContext = React.createContext<Order>({ ids: [], move: () => {} });
/** Each row hands its drag source to its grip cell, so a drag can only start at the grip. */
const GripContext = React.createContext<{ drag?: ConnectDragSource; handlerId?: unknown }>({});

const Reorder: React.FC<{ item: AgendaItem }> = ({ item }) => {
  const { drag, handlerId } = React.useContext(GripContext);
  const { ids, move } = React.useContext(OrderContext);
  const index = ids.indexOf(item.id);
  const inRange = (to: number) => to >= 0 && to < ids.length;
  // aria-disabled rather than disabled: focus stays on the button when the row reaches an end.
  const button = (direction: 'up' | 'down', to: number) => (
    <button
      type="button"
      aria-label={`Move ${item.topic} ${direction}`}
      aria-disabled={!inRange(to)}
      onClick={() => inRange(to) && move(item.id, to)}
    >
      {direction === 'up' ? '↑' : '↓'}
    </button>
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        ref={drag}
        data-handler-id={String(handlerId)}
        role="img"
        aria-label={`Drag ${item.topic}`}
        style={{ cursor: 'grab', fontSize: 16 }}
      >
        ⠿
      </span>
      {button('up', index - 1)}
      {button('down', index + 1)}
    </span>
  );
};

type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string };
const DraggableRow: React.FC<RowProps> = (props) => {
  const id = props['data-row-key'];
  const { ids, move } = React.useContext(OrderContext);
  const ref = React.useRef<HTMLTableRowElement>(null);
  const [{ dragging, handlerId }, drag, preview] = useDrag({
    type: ROW_TYPE,
    item: { id },
    collect: (m) => ({ dragging: m.isDragging(), handlerId: m.getHandlerId() }),
  });
  const [{ over, dropId }, drop] = useDrop({
    accept: ROW_TYPE,
    drop: (item: { id: string }) => move(item.id, ids.indexOf(id)),
    collect: (m) => ({ over: m.isOver() && m.getItem()?.id !== id, dropId: m.getHandlerId() }),
  });
  preview(drop(ref));
  const outline = over ? '2px solid var(--demo-accent, #0969da)' : undefined;
  const style = { ...props.style, opacity: dragging ? 0.4 : 1, outline, outlineOffset: -2 };
  return (
    <GripContext.Provider value={{ drag, handlerId }}>
      <tr {...props} ref={ref} data-handler-id={String(dropId)} style={style} />
    </GripContext.Provider>
  );
};

const columns: ColumnsType<AgendaItem> = [
  { title: 'Reorder', key: 'reorder', width: 120, render: (_, item) => <Reorder item={item} /> },
  { title: 'Topic', dataIndex: 'topic', key: 'topic' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 150 },
  { title: 'Minutes', dataIndex: 'minutes', key: 'minutes', width: 90, align: 'right' },
];

const data: AgendaItem[] = [
  { id: 'retro', topic: 'Sprint retrospective', owner: 'Ines Duarte', minutes: 20 },
  { id: 'roadmap', topic: 'Q3 roadmap review', owner: 'Tomasz Wrona', minutes: 25 },
  { id: 'incident', topic: 'Incident follow-up: checkout outage', owner: 'Aiko Mori', minutes: 15 },
  { id: 'hiring', topic: 'Hiring pipeline', owner: 'Sipho Dlamini', minutes: 10 },
  { id: 'demo', topic: 'Demo: new search page', owner: 'Lars Eriksen', minutes: 15 },
];

const components = { body: { row: DraggableRow } };

/** The table without a backend: App adds the HTML5 one, tests add react-dnd's test backend. */
export const AgendaTable: React.FC = () => {
  const [items, setItems] = React.useState(data);
  const [message, setMessage] = React.useState('');
  const move = (id: string, to: number) => {
    const moved = items.find((item) => item.id === id)!;
    if (items.indexOf(moved) === to) return;
    const next = items.filter((item) => item !== moved);
    next.splice(to, 0, moved);
    setItems(next);
    setMessage(`Moved ${moved.topic} to position ${to + 1}.`);
  };
  const order = { ids: items.map((item) => item.id), move };
  return (
    <OrderContext.Provider value={order}>
      <Table<AgendaItem> columns={columns} data={items} rowKey="id" components={components} />
      <p role="status">{message}</p>
    </OrderContext.Provider>
  );
};

const App: React.FC = () => (
  <DndProvider backend={HTML5Backend}>
    <AgendaTable />
  </DndProvider>
);

export default App;
