import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server } from './_data/fleet';
import { formatUsd } from './_data/format';
import { FocusableTable } from './_data/keyboardScroll';

const gigabytes = (value: number) => `${value} GB`;

const data = createFleet(10);

const App: React.FC = () => {
  const [drained, setDrained] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setDrained((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Fixed columns are position: sticky cells; each one needs a width so the next can be offset.
  const columns: ColumnsType<Server> = [
    { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 160, fixed: 'left' },
    {
      title: 'Status',
      key: 'status',
      width: 120,
      fixed: 'left',
      render: (_, server) => (drained.has(server.id) ? 'drained' : server.status),
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
      title: 'Disk',
      dataIndex: 'diskGb',
      key: 'diskGb',
      width: 100,
      align: 'right',
      render: gigabytes,
    },
    { title: 'Private IP', dataIndex: 'privateIp', key: 'privateIp', width: 130 },
    { title: 'Team', dataIndex: 'team', key: 'team', width: 130 },
    { title: 'Launched', dataIndex: 'launched', key: 'launched', width: 120 },
    {
      title: 'Monthly cost',
      dataIndex: 'monthlyCost',
      key: 'monthlyCost',
      width: 120,
      align: 'right',
      render: (value: number) => formatUsd(value, 0),
    },
    {
      title: 'Traffic',
      key: 'action',
      width: 110,
      fixed: 'right',
      render: (_, server) => (
        <button
          type="button"
          aria-label={`${drained.has(server.id) ? 'Resume' : 'Drain'} ${server.hostname}`}
          onClick={() => toggle(server.id)}
        >
          {drained.has(server.id) ? 'Resume' : 'Drain'}
        </button>
      ),
    },
  ];

  return (
    <Table<Server>
      components={{ table: FocusableTable }}
      columns={columns}
      data={data}
      rowKey="id"
      scroll={{ x: 1700 }}
    />
  );
};

export default App;
