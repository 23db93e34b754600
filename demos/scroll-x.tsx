import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server } from './_data/fleet';
import { formatUsd } from './_data/format';
import { FocusableTable } from './_data/keyboardScroll';

type ScrollX = number | 'max-content' | true;

const columns: ColumnsType<Server> = [
  { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 160 },
  { title: 'Role', dataIndex: 'role', key: 'role', width: 90 },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 130 },
  { title: 'Datacenter', dataIndex: 'datacenter', key: 'datacenter', width: 110 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 140 },
  { title: 'Operating system', dataIndex: 'os', key: 'os', width: 150 },
  { title: 'vCPU', dataIndex: 'vcpu', key: 'vcpu', width: 80, align: 'right' },
  {
    title: 'Memory',
    dataIndex: 'memoryGb',
    key: 'memoryGb',
    width: 100,
    align: 'right',
    render: (value: number) => `${value} GB`,
  },
  {
    title: 'Disk',
    dataIndex: 'diskGb',
    key: 'diskGb',
    width: 100,
    align: 'right',
    render: (value: number) => `${value} GB`,
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
];

const data = createFleet(8);

const options: { label: string; value: ScrollX }[] = [
  { label: '1600 (pixels)', value: 1600 },
  { label: "'max-content'", value: 'max-content' },
  { label: 'true', value: true },
];

const App: React.FC = () => {
  const [scrollX, setScrollX] = useState<ScrollX>(1600);

  return (
    <div>
      <fieldset style={{ marginBottom: 12, border: 0, padding: 0 }}>
        <legend style={{ marginBottom: 6 }}>scroll.x</legend>
        {options.map((option) => (
          <label key={option.label} style={{ marginInlineEnd: 16 }}>
            <input
              type="radio"
              name="scroll-x"
              checked={scrollX === option.value}
              onChange={() => setScrollX(option.value)}
            />{' '}
            <code>{option.label}</code>
          </label>
        ))}
      </fieldset>
      <Table<Server>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: scrollX }}
      />
    </div>
  );
};

export default App;
