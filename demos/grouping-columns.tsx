import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { formatInteger } from './_data/format';
import { withHeaderIds } from './_data/headers';

interface StoreRevenue {
  store: string;
  city: string;
  /** Revenue per quarter of 2025, in thousands of US dollars. */
  quarters: [number, number, number, number];
  lastYear: number;
}

const money = (value: number) => `$${formatInteger(value)}k`;
const total = (row: StoreRevenue) => row.quarters.reduce((sum, q) => sum + q, 0);

const quarter = (label: string, index: number) => ({
  title: label,
  key: label,
  width: 90,
  align: 'right' as const,
  render: (_: unknown, row: StoreRevenue) => money(row.quarters[index]),
});

// A three-level header: withHeaderIds names, on every cell, all the header cells above it.
const columns: ColumnsType<StoreRevenue> = withHeaderIds<StoreRevenue>(
  [
    {
      title: 'Store',
      key: 'store',
      width: 200,
      render: (_, row) => `${row.store} (${row.city})`,
    },
    {
      title: '2025 revenue',
      key: 'revenue',
      children: [
        { title: 'First half', key: 'h1', children: [quarter('Q1', 0), quarter('Q2', 1)] },
        { title: 'Second half', key: 'h2', children: [quarter('Q3', 2), quarter('Q4', 3)] },
      ],
    },
    {
      title: 'Full year',
      key: 'year',
      children: [
        {
          title: 'Total',
          key: 'total',
          width: 100,
          align: 'right',
          render: (_, row) => money(total(row)),
        },
        {
          title: 'vs 2024',
          key: 'change',
          width: 90,
          align: 'right',
          render: (_, row) => {
            const change = ((total(row) - row.lastYear) / row.lastYear) * 100;
            return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
          },
        },
      ],
    },
  ],
  'stores',
);

const data: StoreRevenue[] = [
  { store: 'Harbour Street', city: 'Bristol', quarters: [412, 438, 455, 590], lastYear: 1780 },
  { store: 'Canal Yard', city: 'Manchester', quarters: [367, 351, 372, 498], lastYear: 1650 },
  { store: 'Old Market', city: 'Leeds', quarters: [289, 301, 296, 377], lastYear: 1190 },
  { store: 'Castle Gate', city: 'Edinburgh', quarters: [334, 362, 401, 512], lastYear: 1545 },
  { store: 'Riverside', city: 'Cardiff', quarters: [198, 214, 227, 305], lastYear: 968 },
];

const App: React.FC = () => <Table<StoreRevenue> columns={columns} data={data} rowKey="store" />;

export default App;
