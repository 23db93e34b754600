import React from 'react';
import Table from 'rc-table';
import type { ColumnsType, RenderedCell } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface StockLine {
  id: string;
  warehouse: string;
  /** `total` rows close each warehouse block with the sum of its quantities. */
  kind: 'item' | 'total';
  item: string;
  sku: string;
  quantity: number;
}

const stock: Array<Omit<StockLine, 'id' | 'kind'>> = [
  { warehouse: 'Rotterdam', item: 'Pallet jack', sku: 'PJ-2200', quantity: 14 },
  { warehouse: 'Rotterdam', item: 'Stretch film, 500 m', sku: 'SF-0500', quantity: 320 },
  { warehouse: 'Rotterdam', item: 'Label printer', sku: 'LP-0410', quantity: 6 },
  { warehouse: 'Lyon', item: 'Pallet jack', sku: 'PJ-2200', quantity: 9 },
  { warehouse: 'Lyon', item: 'Safety boots, size 43', sku: 'SB-0043', quantity: 48 },
];

// Item lines plus one total line after each warehouse.
const data: StockLine[] = [];
stock.forEach((line, i) => {
  data.push({ ...line, id: line.sku + line.warehouse, kind: 'item' });
  if (stock[i + 1]?.warehouse !== line.warehouse) {
    const quantity = stock
      .filter((s) => s.warehouse === line.warehouse)
      .reduce((sum, s) => sum + s.quantity, 0);
    data.push({
      ...line,
      id: `total-${line.warehouse}`,
      kind: 'total',
      item: '',
      sku: '',
      quantity,
    });
  }
});

const blockSize = (warehouse: string) => data.filter((row) => row.warehouse === warehouse).length;

// Legacy form: render returns { children, props } instead of a plain node.
// Prefer `onCell` (see the colspan-rowspan demo); rc-table warns about this form in development.
const columns: ColumnsType<StockLine> = [
  {
    title: 'Warehouse',
    dataIndex: 'warehouse',
    key: 'warehouse',
    width: 130,
    render: (value: string, _row, index): RenderedCell<StockLine> => {
      const first = index === 0 || data[index - 1].warehouse !== value;
      return { children: value, props: { rowSpan: first ? blockSize(value) : 0 } };
    },
  },
  {
    title: 'Item',
    dataIndex: 'item',
    key: 'item',
    render: (value: string, row): RenderedCell<StockLine> | string =>
      row.kind === 'total'
        ? { children: <strong>Warehouse total</strong>, props: { colSpan: 2 } }
        : value,
  },
  {
    title: 'SKU',
    dataIndex: 'sku',
    key: 'sku',
    width: 110,
    render: (value: string, row): RenderedCell<StockLine> | string =>
      row.kind === 'total' ? { props: { colSpan: 0 } } : value,
  },
  {
    title: 'Quantity',
    dataIndex: 'quantity',
    key: 'quantity',
    width: 100,
    align: 'right',
    render: (value: number, row) => (row.kind === 'total' ? <strong>{value}</strong> : value),
  },
];

const App: React.FC = () => <Table<StockLine> columns={columns} data={data} rowKey="id" />;

export default App;
