import React from 'react';
import Table from 'rc-table';
import 'rc-table/assets/index.css';

interface Departure {
  id: string;
  train: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  platform: number;
  status: 'On time' | 'Delayed' | 'Boarding';
}

const data: Departure[] = [
  {
    id: 'ic-612',
    train: 'IC 612',
    from: 'Utrecht',
    to: 'Amsterdam',
    departs: '08:04',
    arrives: '08:31',
    platform: 5,
    status: 'Boarding',
  },
  {
    id: 'ice-105',
    train: 'ICE 105',
    from: 'Utrecht',
    to: 'Frankfurt',
    departs: '08:17',
    arrives: '11:50',
    platform: 18,
    status: 'On time',
  },
  {
    id: 'spr-7423',
    train: 'SPR 7423',
    from: 'Utrecht',
    to: 'Woerden',
    departs: '08:22',
    arrives: '08:35',
    platform: 12,
    status: 'Delayed',
  },
  {
    id: 'ic-3125',
    train: 'IC 3125',
    from: 'Utrecht',
    to: 'Eindhoven',
    departs: '08:36',
    arrives: '09:24',
    platform: 19,
    status: 'On time',
  },
];

const statusColour: Record<Departure['status'], string> = {
  'On time': 'var(--demo-success, #1a7f37)',
  Delayed: 'var(--demo-danger, #cf222e)',
  Boarding: 'var(--demo-accent, #0969da)',
};

// Route and Schedule make a two-level header: each header cell gets an id, and each body cell
// lists in `headers` the ids of all the header cells above it, group included.
const th = (key: string) => () => ({ id: `departures-${key}` });
const td =
  (...keys: string[]) =>
  () => ({ headers: keys.map((key) => `departures-${key}`).join(' ') });

// These children are never rendered: Table reads each element's key and props as a column
// definition, so a component that wraps Table.Column would never run.
const App: React.FC = () => (
  <Table<Departure> data={data} rowKey="id">
    <Table.Column<Departure>
      title="Train"
      dataIndex="train"
      key="train"
      width={110}
      onHeaderCell={th('train')}
      onCell={td('train')}
    />
    <Table.ColumnGroup<Departure> title="Route" key="route" onHeaderCell={th('route')}>
      <Table.Column<Departure>
        title="From"
        dataIndex="from"
        key="from"
        width={120}
        onHeaderCell={th('from')}
        onCell={td('route', 'from')}
      />
      <Table.Column<Departure>
        title="To"
        dataIndex="to"
        key="to"
        width={120}
        onHeaderCell={th('to')}
        onCell={td('route', 'to')}
      />
    </Table.ColumnGroup>
    <Table.ColumnGroup<Departure> title="Schedule" key="schedule" onHeaderCell={th('schedule')}>
      <Table.Column<Departure>
        title="Departs"
        dataIndex="departs"
        key="departs"
        width={90}
        onHeaderCell={th('departs')}
        onCell={td('schedule', 'departs')}
      />
      <Table.Column<Departure>
        title="Arrives"
        dataIndex="arrives"
        key="arrives"
        width={90}
        onHeaderCell={th('arrives')}
        onCell={td('schedule', 'arrives')}
      />
    </Table.ColumnGroup>
    <Table.Column<Departure>
      title="Platform"
      dataIndex="platform"
      key="platform"
      align="center"
      width={90}
      onHeaderCell={th('platform')}
      onCell={td('platform')}
    />
    <Table.Column<Departure>
      title="Status"
      dataIndex="status"
      key="status"
      onHeaderCell={th('status')}
      onCell={td('status')}
      render={(status: Departure['status']) => (
        <span style={{ color: statusColour[status], fontWeight: 600 }}>{status}</span>
      )}
    />
  </Table>
);

export default App;
