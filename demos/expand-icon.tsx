import React from 'react';
import Table from 'rc-table';
import type { ColumnsType, RenderExpandIconProps } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Server {
  host: string;
  region: string;
  status: 'Healthy' | 'Degraded';
  uptimeDays: number;
  events: string[];
}

const columns: ColumnsType<Server> = [
  { title: 'Host', dataIndex: 'host', key: 'host', width: 200 },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 140 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
  {
    title: 'Uptime',
    dataIndex: 'uptimeDays',
    key: 'uptime',
    align: 'right',
    render: (d: number) => `${d} days`,
  },
];

const data: Server[] = [
  {
    host: 'api-eu-1',
    region: 'Frankfurt',
    status: 'Healthy',
    uptimeDays: 41,
    events: ['09:12 Deployed build 3.18.0', '09:14 Health checks passing'],
  },
  {
    host: 'api-us-2',
    region: 'Virginia',
    status: 'Degraded',
    uptimeDays: 3,
    events: [
      '02:40 Latency above 800 ms',
      '02:55 Failed over to replica',
      '03:05 Investigating disk I/O',
    ],
  },
  { host: 'worker-ap-1', region: 'Singapore', status: 'Healthy', uptimeDays: 127, events: [] },
];

const hiddenText: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

// A real <button>: focusable, operable with Enter and Space, and announced with its state.
const renderExpandIcon = ({
  expanded,
  expandable,
  record,
  onExpand,
}: RenderExpandIconProps<Server>) => {
  if (!expandable) return null;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} events for ${record.host}`}
      onClick={(event) => onExpand(record, event)}
      style={{
        display: 'inline-flex',
        padding: 4,
        border: '1px solid var(--demo-border, #d0d7de)',
        borderRadius: 6,
        background: expanded ? 'var(--demo-accent-bg, #ddf4ff)' : 'var(--demo-bg, #fff)',
        color: 'var(--demo-accent, #0969da)',
        cursor: 'pointer',
      }}
    >
      <svg
        width="14"
        height="14"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
        style={{ transform: expanded ? 'rotate(90deg)' : 'none', transition: 'transform 0.15s' }}
      >
        <path
          d="M6 3l5 5-5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
};

const App: React.FC = () => (
  <Table<Server>
    columns={columns}
    data={data}
    rowKey="host"
    expandable={{
      expandIcon: renderExpandIcon,
      rowExpandable: (server) => server.events.length > 0,
      columnTitle: <span style={hiddenText}>Events</span>,
      columnWidth: 56,
      expandedRowRender: (server) => (
        <ol style={{ margin: 0, paddingLeft: 20 }} aria-label={`Recent events on ${server.host}`}>
          {server.events.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ol>
      ),
    }}
  />
);

export default App;
