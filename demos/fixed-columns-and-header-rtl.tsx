import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Datacenter, type Server, type ServerStatus } from './_data/fleet';
import { formatUsd } from './_data/format';
import { FocusableTable } from './_data/keyboardScroll';

const statusColour: Record<ServerStatus, string> = {
  healthy: 'var(--demo-success, #1a7f37)',
  degraded: 'var(--demo-warning, #9a6700)',
  maintenance: 'var(--demo-text-muted, #57606a)',
  down: 'var(--demo-danger, #cf222e)',
};

// <bdi> keeps a Latin unit after its number; in a right-to-left cell `16 GB` would read `GB 16`.
const gigabytes = (value: number) => <bdi>{value} GB</bdi>;
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

// City names stay in their own script: the table mirrors, the text keeps its direction.
const datacenters: Datacenter[] = [
  { code: 'dxb1', city: 'دبي', region: 'me-central' },
  { code: 'ruh1', city: 'الرياض', region: 'me-central' },
  { code: 'doh1', city: 'الدوحة', region: 'me-south' },
  { code: 'cai1', city: 'القاهرة', region: 'af-north' },
  { code: 'tlv1', city: 'תל אביב', region: 'il-central' },
];

const data = createFleet(40, { seed: 8, datacenters });

const App: React.FC = () => (
  <Table<Server>
    components={{ table: FocusableTable }}
    columns={columns}
    data={data}
    rowKey="id"
    direction="rtl"
    scroll={{ x: 1500, y: 360 }}
  />
);

export default App;
