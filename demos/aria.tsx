import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Server {
  name: string;
  region: string;
  /** Uptime over the last 30 days, in percent. */
  uptime: number;
  cpu: number;
}

type SortDirection = 'ascending' | 'descending';

const data: Server[] = [
  { name: 'web-01', region: 'eu-west', uptime: 99.98, cpu: 41 },
  { name: 'web-02', region: 'eu-west', uptime: 99.91, cpu: 38 },
  { name: 'web-03', region: 'us-east', uptime: 99.42, cpu: 72 },
  { name: 'api-01', region: 'us-east', uptime: 99.995, cpu: 55 },
  { name: 'api-02', region: 'ap-south', uptime: 98.7, cpu: 88 },
  { name: 'db-01', region: 'eu-west', uptime: 99.999, cpu: 63 },
  { name: 'db-02', region: 'us-east', uptime: 99.97, cpu: 47 },
  { name: 'cache-01', region: 'ap-south', uptime: 99.6, cpu: 21 },
  { name: 'queue-01', region: 'eu-west', uptime: 99.85, cpu: 34 },
  { name: 'search-01', region: 'us-east', uptime: 97.9, cpu: 91 },
];

const PAGE_SIZE = 4;
const pageCount = Math.ceil(data.length / PAGE_SIZE);

const App: React.FC = () => {
  const id = React.useId();
  const [page, setPage] = React.useState(0);
  const [direction, setDirection] = React.useState<SortDirection>('descending');

  const sorted = React.useMemo(
    () => [...data].sort((a, b) => (direction === 'ascending' ? 1 : -1) * (a.uptime - b.uptime)),
    [direction],
  );
  const rows = sorted.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const columns: ColumnsType<Server> = [
    { title: 'Server', dataIndex: 'name', key: 'name', rowScope: 'row', width: 120 },
    { title: 'Region', dataIndex: 'region', key: 'region', width: 110 },
    {
      title: (
        <button
          type="button"
          onClick={() => {
            setDirection(direction === 'ascending' ? 'descending' : 'ascending');
            setPage(0);
          }}
        >
          Uptime <span aria-hidden>{direction === 'ascending' ? '▲' : '▼'}</span>
        </button>
      ),
      key: 'uptime',
      dataIndex: 'uptime',
      align: 'right',
      // aria-sort belongs on the header cell, not on the button inside it.
      onHeaderCell: () => ({ 'aria-sort': direction }),
      width: 140,
      render: (value: number) => `${value.toFixed(3)}%`,
    },
    {
      title: 'CPU',
      dataIndex: 'cpu',
      key: 'cpu',
      align: 'right',
      render: (value: number) => `${value}%`,
    },
  ];

  return (
    <div>
      <p id={`${id}-name`} style={{ margin: '0 0 4px', fontWeight: 600 }}>
        Fleet health
      </p>
      <p id={`${id}-desc`} style={{ margin: '0 0 12px', color: 'var(--demo-text-muted, #57606a)' }}>
        30-day uptime per server. Use the Uptime button to reverse the order.
      </p>
      <Table<Server>
        columns={columns}
        data={rows}
        rowKey="name"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-desc`}
        // Only one page is in the DOM: tell assistive technology how many rows exist in all
        // (+1 for the header row) and where each rendered row sits in that whole.
        aria-rowcount={data.length + 1}
        onHeaderRow={() => ({ 'aria-rowindex': 1 })}
        onRow={(_, index = 0) => ({ 'aria-rowindex': page * PAGE_SIZE + index + 2 })}
      />
      <nav aria-label="Table pages" style={{ display: 'flex', gap: 12, marginTop: 12 }}>
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous page
        </button>
        <span aria-live="polite">
          Page {page + 1} of {pageCount}
        </span>
        <button type="button" disabled={page === pageCount - 1} onClick={() => setPage(page + 1)}>
          Next page
        </button>
      </nav>
    </div>
  );
};

export default App;
