import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server, type ServerStatus } from './_data/fleet';
import { FocusableTable } from './_data/keyboardScroll';

const statusColour: Record<ServerStatus, string> = {
  healthy: 'var(--demo-success, #1a7f37)',
  degraded: 'var(--demo-warning, #9a6700)',
  maintenance: 'var(--demo-text-muted, #57606a)',
  down: 'var(--demo-danger, #cf222e)',
};

const percent = (value: number) => `${value}%`;

// With scroll.y the header is a separate <table>; explicit widths keep both tables' columns aligned.
const columns: ColumnsType<Server> = [
  { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 170 },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 130 },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 130,
    render: (status: ServerStatus) => (
      <span style={{ color: statusColour[status], fontWeight: 600 }}>● {status}</span>
    ),
  },
  {
    title: 'CPU',
    dataIndex: 'cpuLoad',
    key: 'cpuLoad',
    width: 90,
    align: 'right',
    render: percent,
  },
  {
    title: 'Memory',
    dataIndex: 'memoryUse',
    key: 'memoryUse',
    width: 100,
    align: 'right',
    render: percent,
  },
  {
    title: 'Uptime',
    dataIndex: 'uptimeDays',
    key: 'uptimeDays',
    align: 'right',
    render: (days: number) => (days === 0 ? '—' : `${days} d`),
  },
];

const data = createFleet(120);

const App: React.FC = () => (
  <Table<Server>
    components={{ table: FocusableTable }}
    columns={columns}
    data={data}
    rowKey="id"
    scroll={{ y: 320 }}
    footer={(rows) => `${rows.length} servers · scroll inside the table, the header stays put`}
  />
);

export default App;
