import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { formatEur } from './_data/format';

interface Invoice {
  id: string;
  client: string;
  due: string;
  amount: number;
}

const PAGE_SIZE = 4;

const columns: ColumnsType<Invoice> = [
  { title: 'Invoice', dataIndex: 'id', key: 'id', width: 120 },
  { title: 'Client', dataIndex: 'client', key: 'client' },
  { title: 'Due', dataIndex: 'due', key: 'due', width: 120 },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    width: 140,
    render: (value: number) => formatEur(value),
  },
];

const invoices: Invoice[] = [
  { id: 'INV-0417', client: 'Alder & Finch Architects', due: '2024-07-01', amount: 4200 },
  { id: 'INV-0418', client: 'Bluewater Dental', due: '2024-07-03', amount: 860.5 },
  { id: 'INV-0419', client: 'Copperleaf Bakery', due: '2024-07-05', amount: 312.75 },
  { id: 'INV-0420', client: 'Delta Print Works', due: '2024-07-08', amount: 1975 },
  { id: 'INV-0421', client: 'Evergreen Lawn Care', due: '2024-07-10', amount: 540 },
  { id: 'INV-0422', client: 'Fjord Outdoor Gear', due: '2024-07-12', amount: 2310.4 },
  { id: 'INV-0423', client: 'Granite Legal LLP', due: '2024-07-15', amount: 6800 },
  { id: 'INV-0424', client: 'Harbourside Yoga', due: '2024-07-17', amount: 190 },
  { id: 'INV-0425', client: 'Ironbridge Motors', due: '2024-07-19', amount: 3425.25 },
  { id: 'INV-0426', client: 'Juniper Florists', due: '2024-07-22', amount: 275.6 },
];

const pageCount = Math.ceil(invoices.length / PAGE_SIZE);

const App: React.FC = () => {
  const [page, setPage] = useState(1);
  const pageData = invoices.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <div>
      <Table<Invoice>
        columns={columns}
        data={pageData}
        rowKey="id"
        title={(rows) =>
          rows.length ? `Invoices ${rows[0].id} to ${rows[rows.length - 1].id}` : 'No invoices'
        }
        footer={(rows) => (
          <strong>
            Page total: {formatEur(rows.reduce((sum, row) => sum + row.amount, 0))} across{' '}
            {rows.length} invoices
          </strong>
        )}
        // rc-table 7.30.3 counts `title` among the legacy expand props and warns in development
        // unless an `expandable` prop is present, even an empty one.
        expandable={{}}
      />
      <nav
        aria-label="Invoice pages"
        style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}
      >
        <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous page
        </button>
        <span aria-live="polite">
          Page {page} of {pageCount}
        </span>
        <button type="button" disabled={page === pageCount} onClick={() => setPage(page + 1)}>
          Next page
        </button>
      </nav>
    </div>
  );
};

export default App;
