import React from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableComponents } from 'rc-table/lib/interface';
import styled from 'styled-components';
import 'rc-table/assets/index.css';
import { formatInteger } from './_data/format';

interface Quote {
  ticker: string;
  company: string;
  price: number;
  changePct: number;
  volume: number;
}

// `&&` doubles the generated class so these rules outrank rc-table's `.rc-table td` defaults.
const Frame = styled.div`
  && .rc-table-content {
    border: 1px solid var(--demo-border, #d0d7de);
    border-radius: 8px;
    overflow: hidden;
  }
`;

const StyledTable = styled.table`
  && {
    border-collapse: separate;
    border-spacing: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const HeaderCell = styled.th`
  && {
    padding: 10px 16px;
    border: 0;
    border-bottom: 2px solid var(--demo-accent, #0969da);
    background: var(--demo-accent-bg, #ddf4ff);
    color: var(--demo-accent, #0969da);
    font-size: 12px;
    text-align: start;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }
`;

const BodyRow = styled.tr`
  &&:nth-child(even) > td {
    background: var(--demo-bg-subtle, #f6f8fa);
  }
  &&:hover > td {
    background: var(--demo-hover, #f3f8ff);
  }
  &&:last-child > td {
    border-bottom: 0;
  }
`;

const BodyCell = styled.td`
  && {
    padding: 10px 16px;
    border: 0;
    border-bottom: 1px solid var(--demo-border, #d0d7de);
    color: var(--demo-text, #1f2328);
  }
`;

const Change = styled.span<{ $up: boolean }>`
  font-weight: 600;
  color: ${({ $up }) => ($up ? 'var(--demo-success, #1a7f37)' : 'var(--demo-danger, #cf222e)')};
`;

const components: TableComponents<Quote> = {
  table: StyledTable,
  header: { cell: HeaderCell },
  body: { row: BodyRow, cell: BodyCell },
};

const columns: ColumnsType<Quote> = [
  { title: 'Ticker', dataIndex: 'ticker', key: 'ticker', width: 100 },
  { title: 'Company', dataIndex: 'company', key: 'company', width: 240 },
  {
    title: 'Price',
    dataIndex: 'price',
    key: 'price',
    width: 120,
    align: 'right',
    render: (p: number) => p.toFixed(2),
  },
  {
    title: 'Change',
    dataIndex: 'changePct',
    key: 'change',
    width: 120,
    align: 'right',
    render: (pct: number) => (
      <Change $up={pct >= 0}>{`${pct >= 0 ? '+' : '−'}${Math.abs(pct).toFixed(2)}%`}</Change>
    ),
  },
  {
    title: 'Volume',
    dataIndex: 'volume',
    key: 'volume',
    align: 'right',
    render: (v: number) => formatInteger(v),
  },
];

const data: Quote[] = [
  { ticker: 'NRDC', company: 'Nordic Cables ASA', price: 184.2, changePct: 1.84, volume: 1204500 },
  { ticker: 'SOLR', company: 'Solaris Grid Ltd', price: 42.75, changePct: -0.62, volume: 3810220 },
  { ticker: 'KAIZ', company: 'Kaizen Robotics', price: 913.05, changePct: 3.1, volume: 402118 },
  { ticker: 'ANDE', company: 'Andes Copper Corp', price: 27.4, changePct: -2.25, volume: 5093377 },
  { ticker: 'MERI', company: 'Meridian Health', price: 66.18, changePct: 0.05, volume: 988410 },
];

const App: React.FC = () => (
  <Frame>
    <Table<Quote> columns={columns} data={data} rowKey="ticker" components={components} />
  </Frame>
);

export default App;
