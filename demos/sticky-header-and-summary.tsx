import React, { useEffect, useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, DEFAULT_DATACENTERS, type Server } from './_data/fleet';
import { formatInteger, formatUsd } from './_data/format';

/** Height of the page's pinned header (the docs site's here), 0 when there is none. */
function usePageHeaderHeight(selector = '.dumi-default-header'): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header) return undefined;
    const measure = () => {
      const { position } = window.getComputedStyle(header);
      setHeight(position === 'sticky' || position === 'fixed' ? header.offsetHeight : 0);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [selector]);
  return height;
}

const gigabytes = (value: number) => `${formatInteger(value)} GB`;

const columns: ColumnsType<Server> = [
  { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 170 },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 130 },
  { title: 'Team', dataIndex: 'team', key: 'team', width: 140 },
  { title: 'vCPU', dataIndex: 'vcpu', key: 'vcpu', width: 90, align: 'right' },
  {
    title: 'Memory',
    dataIndex: 'memoryGb',
    key: 'memoryGb',
    width: 110,
    align: 'right',
    render: gigabytes,
  },
  {
    title: 'Monthly cost',
    dataIndex: 'monthlyCost',
    key: 'monthlyCost',
    align: 'right',
    render: (value: number) => formatUsd(value, 0),
  },
];

const fleet = createFleet(60);
const regions = [...new Set(DEFAULT_DATACENTERS.map((dc) => dc.region))];
const sum = (rows: readonly Server[], field: 'vcpu' | 'memoryGb' | 'monthlyCost') =>
  rows.reduce((total, row) => total + row[field], 0);

const App: React.FC = () => {
  const headerHeight = usePageHeaderHeight();
  const [region, setRegion] = useState('all');
  const [pinned, setPinned] = useState(true);
  const data = region === 'all' ? fleet : fleet.filter((server) => server.region === region);

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 20, marginBottom: 12 }}>
        <label>
          Region{' '}
          <select value={region} onChange={(event) => setRegion(event.target.value)}>
            <option value="all">All regions</option>
            {regions.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
          />{' '}
          Pin the totals to the bottom of the window
        </label>
      </div>
      <Table<Server>
        columns={columns}
        data={data}
        rowKey="id"
        sticky={{ offsetHeader: headerHeight }}
        // Narrower than this, the table scrolls sideways inside its box, with a sticky scroll bar.
        scroll={{ x: 760 }}
        // `summary` receives the rows currently shown, so the totals follow the filter.
        summary={(rows) => (
          <Table.Summary fixed={pinned ? 'bottom' : false}>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Total · {rows.length} servers</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {sum(rows, 'vcpu')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {gigabytes(sum(rows, 'memoryGb'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {formatUsd(sum(rows, 'monthlyCost'), 0)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
};

export default App;
