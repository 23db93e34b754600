import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { expandButton } from './_data/expandButton';
import { formatEur } from './_data/format';

interface Invoice {
  number: string;
  issued: string;
  amount: number;
  paid: boolean;
}

interface Customer {
  id: number;
  name: string;
  country: string;
  invoices: Invoice[];
}

const openBalance = (customer: Customer) =>
  customer.invoices.filter((inv) => !inv.paid).reduce((sum, inv) => sum + inv.amount, 0);

const customerColumns: ColumnsType<Customer> = [
  { title: 'Customer', dataIndex: 'name', key: 'name', width: 240 },
  { title: 'Country', dataIndex: 'country', key: 'country', width: 140 },
  {
    title: 'Invoices',
    key: 'count',
    width: 100,
    align: 'right',
    render: (_, c) => c.invoices.length,
  },
  {
    title: 'Open balance',
    key: 'open',
    align: 'right',
    render: (_, c) => formatEur(openBalance(c)),
  },
];

const invoiceColumns: ColumnsType<Invoice> = [
  { title: 'Invoice', dataIndex: 'number', key: 'number', width: 140 },
  { title: 'Issued', dataIndex: 'issued', key: 'issued', width: 130 },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    width: 130,
    align: 'right',
    render: (v: number) => formatEur(v),
  },
  {
    title: 'Status',
    dataIndex: 'paid',
    key: 'paid',
    render: (paid: boolean) => (
      <span
        style={{ color: paid ? 'var(--demo-success, #1a7f37)' : 'var(--demo-warning, #9a6700)' }}
      >
        {paid ? 'Paid' : 'Open'}
      </span>
    ),
  },
];

const data: Customer[] = [
  {
    id: 1,
    name: 'Nordlicht GmbH',
    country: 'Germany',
    invoices: [
      { number: 'INV-2026-0311', issued: '2026-08-01', amount: 4200, paid: true },
      { number: 'INV-2026-0398', issued: '2026-09-01', amount: 4200, paid: true },
      { number: 'INV-2026-0472', issued: '2026-10-01', amount: 4650, paid: false },
    ],
  },
  {
    id: 2,
    name: 'Café Lumière',
    country: 'France',
    invoices: [{ number: 'INV-2026-0420', issued: '2026-09-15', amount: 780.5, paid: false }],
  },
  {
    id: 3,
    name: 'Baltic Freight AS',
    country: 'Estonia',
    invoices: [
      { number: 'INV-2026-0266', issued: '2026-07-10', amount: 12900, paid: true },
      { number: 'INV-2026-0455', issued: '2026-09-28', amount: 9340, paid: true },
    ],
  },
];

// A <button>, not rc-table's <span>, so rows open from the keyboard (_data/expandButton.tsx).
const expandIcon = expandButton<Customer>((customer) => customer.name);

const App: React.FC = () => (
  <Table<Customer>
    columns={customerColumns}
    data={data}
    rowKey="id"
    expandable={{
      expandIcon,
      expandedRowRender: (customer) => (
        <Table<Invoice>
          columns={invoiceColumns}
          data={customer.invoices}
          rowKey="number"
          caption={`Invoices for ${customer.name}`}
          style={{ maxWidth: 640 }}
        />
      ),
    }}
  />
);

export default App;
