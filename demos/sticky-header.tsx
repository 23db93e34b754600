import React, { useEffect, useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server } from './_data/fleet';
import { FocusableTable } from './_data/keyboardScroll';

/** The page's own pinned top bar: the docs site header here, your app's header in your code. */
const PAGE_HEADER = '.dumi-default-header';

/** Height of the pinned page header, or 0 when there is none (for example in a playground). */
function usePageHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(PAGE_HEADER);
    if (!header) return undefined;
    const measure = () => {
      const { position } = window.getComputedStyle(header);
      setHeight(position === 'sticky' || position === 'fixed' ? header.offsetHeight : 0);
    };
    measure();
    // The header is shorter on small screens: follow its size instead of hard-coding it.
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

const gigabytes = (value: number) => `${value} GB`;
const percent = (value: number) => `${value}%`;

const columns: ColumnsType<Server> = [
  { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 160, fixed: 'left' },
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

const data = createFleet(80);

const App: React.FC = () => {
  const headerHeight = usePageHeaderHeight();

  return (
    <div>
      <p style={{ margin: '0 0 12px', color: 'var(--demo-text-muted, #57606a)' }}>
        Table header sticks {headerHeight}px below the top of the window (
        <code>sticky.offsetHeader</code>).
      </p>
      <Table<Server>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: 1600 }}
        sticky={{ offsetHeader: headerHeight }}
      />
    </div>
  );
};

export default App;
