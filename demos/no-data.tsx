import React, { useState } from 'react';
import Table from 'rc-table';
import type { TableProps } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Order {
  id: string;
  customer: string;
  placed: string;
  total: number;
}

type EmptyMode = 'default' | 'node' | 'function';

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 110 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
  {
    title: 'Total',
    dataIndex: 'total',
    key: 'total',
    align: 'right',
    render: (value: number) => `€${value.toFixed(2)}`,
  },
];

const orders: Order[] = [
  { id: 'SO-2301', customer: 'Harbour Books', placed: '2024-05-02', total: 182.4 },
  { id: 'SO-2302', customer: 'Kite & Key Café', placed: '2024-05-02', total: 64.9 },
  { id: 'SO-2303', customer: 'Northwind Cycles', placed: '2024-05-03', total: 1249 },
  { id: 'SO-2304', customer: 'Studio Paloma', placed: '2024-05-04', total: 310.15 },
];

const muted: React.CSSProperties = { padding: '16px 0', color: 'var(--demo-text-muted, #57606a)' };

const App: React.FC = () => {
  const [loaded, setLoaded] = useState(false);
  const [mode, setMode] = useState<EmptyMode>('default');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = loaded ? orders.filter((o) => o.customer.toLowerCase().includes(needle)) : [];

  const customEmpty: Record<EmptyMode, Pick<TableProps<Order>, 'emptyText'>> = {
    // No emptyText prop at all: passing `emptyText={undefined}` would hide the default text.
    default: {},
    node: {
      emptyText: (
        <div style={muted}>
          <strong style={{ display: 'block', color: 'var(--demo-text, #1f2328)' }}>
            No orders to show
          </strong>
          <p style={{ margin: '4px 0 8px' }}>Load the sample orders or clear the filter.</p>
          <button
            type="button"
            onClick={() => {
              setLoaded(true);
              setQuery('');
            }}
          >
            Show all orders
          </button>
        </div>
      ),
    },
    // Called only while the table is empty, so the message can explain why it is empty.
    function: {
      emptyText: () =>
        loaded ? `No customer matches "${query}".` : `${orders.length} orders are not loaded yet.`,
    },
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }}>
        <label>
          <input type="checkbox" checked={loaded} onChange={(e) => setLoaded(e.target.checked)} />{' '}
          Show orders
        </label>
        <label>
          Filter customers{' '}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label>
          emptyText{' '}
          <select value={mode} onChange={(e) => setMode(e.target.value as EmptyMode)}>
            <option value="default">not set (default)</option>
            <option value="node">a React node</option>
            <option value="function">a function</option>
          </select>
        </label>
      </div>
      <Table<Order> columns={columns} data={shown} rowKey="id" {...customEmpty[mode]} />
    </div>
  );
};

export default App;
