import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server } from './_data/fleet';
import { FocusableTable } from './_data/keyboardScroll';

const gigabytes = (value: number) => `${value} GB`;
const percent = (value: number) => `${value}%`;

const columns: ColumnsType<Server> = [
  { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 160 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
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
  { title: 'Launched', dataIndex: 'launched', key: 'launched', width: 120 },
];

const data = createFleet(60);

const App: React.FC = () => {
  const [horizontal, setHorizontal] = useState(true);
  const [vertical, setVertical] = useState(true);

  return (
    <div>
      <div style={{ display: 'flex', gap: 20, marginBottom: 12 }}>
        <label>
          <input
            type="checkbox"
            checked={horizontal}
            onChange={(event) => setHorizontal(event.target.checked)}
          />{' '}
          Horizontal scroll (<code>x: 1500</code>)
        </label>
        <label>
          <input
            type="checkbox"
            checked={vertical}
            onChange={(event) => setVertical(event.target.checked)}
          />{' '}
          Vertical scroll (<code>y: 300</code>)
        </label>
      </div>
      <Table<Server>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: horizontal ? 1500 : undefined, y: vertical ? 300 : undefined }}
      />
    </div>
  );
};

export default App;
