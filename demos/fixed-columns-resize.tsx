import React, { useId, useState } from 'react';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server } from './_data/fleet';
import { formatUsd } from './_data/format';
import { FocusableTable } from './_data/keyboardScroll';

const data = createFleet(8);

const App: React.FC = () => {
  const [containerWidth, setContainerWidth] = useState(720);
  const [hostnameWidth, setHostnameWidth] = useState(160);
  const containerId = useId();
  const hostnameId = useId();

  const columns: ColumnType<Server>[] = [
    {
      title: 'Hostname',
      dataIndex: 'hostname',
      key: 'hostname',
      width: hostnameWidth,
      fixed: 'left',
    },
    // The second fixed column's sticky offset is the first one's width; rc-table re-measures it.
    { title: 'Role', dataIndex: 'role', key: 'role', width: 90, fixed: 'left' },
    { title: 'Region', dataIndex: 'region', key: 'region', width: 130 },
    { title: 'City', dataIndex: 'city', key: 'city', width: 140 },
    { title: 'Operating system', dataIndex: 'os', key: 'os', width: 150 },
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
  // Derive scroll.x from the widths: a bigger constant would spread spare pixels over all columns.
  const scrollX = columns.reduce((total, column) => total + Number(column.width), 0);

  return (
    <div>
      <div
        style={{
          display: 'grid',
          // The label column may wrap its text, so the sliders fit on a phone.
          gridTemplateColumns: 'minmax(0, max-content) minmax(100px, 220px) 60px',
          gap: '8px 12px',
        }}
      >
        <label htmlFor={containerId}>Container width</label>
        <input
          id={containerId}
          type="range"
          min={480}
          max={1200}
          step={40}
          value={containerWidth}
          onChange={(event) => setContainerWidth(Number(event.target.value))}
        />
        <output htmlFor={containerId}>{containerWidth}px</output>
        <label htmlFor={hostnameId}>Hostname column width</label>
        <input
          id={hostnameId}
          type="range"
          min={100}
          max={280}
          step={20}
          value={hostnameWidth}
          onChange={(event) => setHostnameWidth(Number(event.target.value))}
        />
        <output htmlFor={hostnameId}>{hostnameWidth}px</output>
      </div>
      <div
        data-testid="resizable-container"
        style={{
          width: containerWidth,
          maxWidth: '100%',
          marginTop: 12,
          outline: '1px dashed var(--demo-border, #d0d7de)',
          outlineOffset: 4,
        }}
      >
        <Table<Server>
          components={{ table: FocusableTable }}
          columns={columns}
          data={data}
          rowKey="id"
          scroll={{ x: scrollX }}
        />
      </div>
    </div>
  );
};

export default App;
