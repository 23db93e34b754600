import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

type Room = 'hall' | 'studio' | 'lab';

interface Slot {
  start: string;
  end: string;
  /** A plenary slot (keynote, lunch) has one session for the whole venue. */
  plenary?: string;
  hall?: string;
  studio?: string;
  lab?: string;
}

const data: Slot[] = [
  { start: '09:00', end: '09:45', plenary: 'Opening keynote: Tables that read well' },
  {
    start: '10:00',
    end: '10:45',
    hall: 'Typed columns in practice',
    studio: 'Design tokens for data UIs',
    lab: 'Workshop: testing table interactions',
  },
  {
    start: '11:00',
    end: '11:45',
    hall: 'Rendering 100k rows',
    studio: 'Accessible sorting',
    lab: 'Workshop: testing table interactions',
  },
  { start: '12:00', end: '13:00', plenary: 'Lunch in the courtyard' },
  {
    start: '13:00',
    end: '13:45',
    hall: 'Server-side pagination',
    studio: 'Print-friendly reports',
    lab: 'Open lab: bring your bugs',
  },
];

// Consecutive slots with the same session become one tall cell: the first slot spans them,
// the others return rowSpan 0 and are not rendered at all.
const rowSpanOf = (room: Room, index: number) => {
  const value = data[index][room];
  if (!value) return 1;
  if (index > 0 && data[index - 1][room] === value) return 0;
  let span = 1;
  while (data[index + span]?.[room] === value) span += 1;
  return span;
};

const roomColumn = (room: Room, title: string, first = false): ColumnsType<Slot>[number] => ({
  title,
  key: room,
  onCell: (slot, index = 0) => {
    if (slot.plenary) return { colSpan: first ? 3 : 0 };
    return { rowSpan: rowSpanOf(room, index) };
  },
  render: (_, slot) => slot.plenary ?? slot[room],
});

const columns: ColumnsType<Slot> = [
  // The header "Time" covers two body columns: colSpan 2 here, 0 on the next header cell.
  { title: 'Time', dataIndex: 'start', key: 'start', width: 70, colSpan: 2 },
  { title: 'End', dataIndex: 'end', key: 'end', width: 70, colSpan: 0 },
  roomColumn('hall', 'Main hall', true),
  roomColumn('studio', 'Studio'),
  roomColumn('lab', 'Lab'),
];

const App: React.FC = () => (
  <Table<Slot>
    columns={columns}
    data={data}
    rowKey="start"
    onRow={(slot) => ({
      style: slot.plenary ? { fontWeight: 600, color: 'var(--demo-accent, #0969da)' } : undefined,
    })}
  />
);

export default App;
