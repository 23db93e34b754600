import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server, type ServerStatus } from './_data/fleet';
import { formatUsd } from './_data/format';
import { FocusableTable } from './_data/keyboardScroll';

const statusColour: Record<ServerStatus, string> = {
  healthy: 'var(--demo-success, #1a7f37)',
  degraded: 'var(--demo-warning, #9a6700)',
  maintenance: 'var(--demo-text-muted, #57606a)',
  down: 'var(--demo-danger, #cf222e)',
};

const gigabytes = (value: number) => `${value} GB`;
const percent = (value: number) => `${value}%`;

const columns: ColumnsType<Server> = [
  { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 160, fixed: 'left' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 130,
    fixed: 'left',
    render: (status: ServerStatus) => (
      <span style={{ color: statusColour[status], fontWeight: 600 }}>● {status}</span>
    ),
  },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 130 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 140 },
  { title: 'Operating system', dataIndex: 'os', key: 'os', width: 150 },
  { title: 'vCPU', dataIndex: 'vcpu', key: 'vcpu', width: 80, align: 'right' },
  {
    title: 'Memory',
    dataIndex: 'memoryGb',
    key: 'memoryGb',
    width: 100,
    align: 'right',
    render: gigabytes,
  },
  {
    title: 'CPU load',
    dataIndex: 'cpuLoad',
    key: 'cpuLoad',
    width: 100,
    align: 'right',
    render: percent,
  },
  {
    title: 'Memory use',
    dataIndex: 'memoryUse',
    key: 'memoryUse',
    width: 110,
    align: 'right',
    render: percent,
  },
  { title: 'Private IP', dataIndex: 'privateIp', key: 'privateIp', width: 130 },
  { title: 'Team', dataIndex: 'team', key: 'team', width: 130 },
  {
    title: 'Monthly cost',
    dataIndex: 'monthlyCost',
    key: 'monthlyCost',
    width: 120,
    align: 'right',
    fixed: 'right',
    render: (value: number) => formatUsd(value, 0),
  },
];

const data = createFleet(50);

const App: React.FC = () => (
  <Table<Server>
    components={{ table: FocusableTable }}
    columns={columns}
    data={data}
    rowKey="id"
    scroll={{ x: 1500, y: 360 }}
  />
);

export default App;
