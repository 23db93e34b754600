import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { expandButton } from './_data/expandButton';
import { formatUsd } from './_data/format';
import { FocusableTable } from './_data/keyboardScroll';

interface Order {
  id: string;
  customer: string;
  shipTo: string;
  placed: string;
  status: 'Shipped' | 'Packing' | 'Cancelled';
  items: { sku: string; product: string; qty: number; price: number }[];
}

const total = (order: Order) => order.items.reduce((sum, item) => sum + item.qty * item.price, 0);

const baseColumns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 110 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 170 },
  { title: 'Ship to', dataIndex: 'shipTo', key: 'shipTo', width: 220 },
  { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 110 },
  { title: 'Total', key: 'total', align: 'right', render: (_, order) => formatUsd(total(order)) },
];

const item = (sku: string, product: string, qty: number, price: number) => ({
  sku,
  product,
  qty,
  price,
});

const data: Order[] = [
  {
    id: 'SO-1041',
    customer: 'Greta Holm',
    shipTo: 'Sveavägen 12, Stockholm',
    placed: '2026-11-02',
    status: 'Shipped',
    items: [item('CB-1KG', 'Espresso beans, 1 kg', 2, 18.5), item('GR-M2', 'Burr grinder', 1, 129)],
  },
  {
    id: 'SO-1042',
    customer: 'Diego Alvarez',
    shipTo: 'Calle Mayor 4, Madrid',
    placed: '2026-11-03',
    status: 'Cancelled',
    items: [],
  },
  {
    id: 'SO-1043',
    customer: 'Aiko Fujimoto',
    shipTo: '3-1 Marunouchi, Tokyo',
    placed: '2026-11-03',
    status: 'Packing',
    items: [item('KT-GOOSE', 'Gooseneck kettle', 1, 64)],
  },
  {
    id: 'SO-1044',
    customer: 'Samuel Osei',
    shipTo: '18 Ring Road, Accra',
    placed: '2026-11-04',
    status: 'Shipped',
    items: [
      item('FL-100', 'Paper filters, 100 pack', 3, 6.25),
      item('CB-250', 'Single-origin beans, 250 g', 4, 11),
    ],
  },
];

const hasItems = (order: Order) => order.items.length > 0;

const expandedRowRender = (order: Order) =>
  hasItems(order) ? (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {order.items.map(({ sku, product, qty, price }) => (
        <li key={sku}>{`${qty} × ${product} (${sku}) — ${formatUsd(qty * price)}`}</li>
      ))}
    </ul>
  ) : (
    <em>This order was cancelled; it has no line items.</em>
  );

// A <button>, not rc-table's <span>, so rows open from the keyboard (_data/expandButton.tsx).
const expandIcon = expandButton<Order>((order) => `order ${order.id}`);

const App: React.FC = () => {
  const [expandedKeys, setExpandedKeys] = React.useState<readonly React.Key[]>(['SO-1041']);
  const [byClick, setByClick] = React.useState(false);
  const [onlyWithItems, setOnlyWithItems] = React.useState(true);
  const [fixed, setFixed] = React.useState(false);
  const [iconIndex, setIconIndex] = React.useState(0);
  const radioName = React.useId();

  // `expandIconColumnIndex` is deprecated in 7.30 and warns; placing EXPAND_COLUMN does the same job.
  // Only left-fixed columns may precede a left-fixed column, so those are fixed with it. The array
  // is rebuilt on every render on purpose: rc-table caches the expand column and only refreshes it
  // (e.g. after rowExpandable changes) when `columns` is a new array.
  const columns = baseColumns.map((col, i) =>
    fixed && i < iconIndex ? { ...col, fixed: 'left' as const } : col,
  );
  columns.splice(iconIndex, 0, Table.EXPAND_COLUMN);

  const toggleOnlyWithItems = (checked: boolean) => {
    setOnlyWithItems(checked);
    if (checked)
      setExpandedKeys((keys) =>
        keys.filter((key) => data.some((o) => o.id === key && hasItems(o))),
      );
  };

  const check = (label: string, value: boolean, onChange: (checked: boolean) => void) => (
    <label style={{ marginRight: 16 }}>
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} />{' '}
      {label}
    </label>
  );

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 8 }}>
        {check('Expand row by click', byClick, setByClick)}
        {check('Only orders with items can expand', onlyWithItems, toggleOnlyWithItems)}
        {check('Fix the expand column', fixed, setFixed)}
      </div>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
        <legend style={{ float: 'left', marginRight: 12 }}>Expand icon column index</legend>
        {['0 (first)', '1 (after Order)', '2 (after Customer)'].map((label, index) => (
          <label key={label} style={{ marginRight: 16 }}>
            <input
              type="radio"
              name={radioName}
              checked={iconIndex === index}
              onChange={() => setIconIndex(index)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <p
        aria-live="polite"
        style={{ margin: '0 0 12px', color: 'var(--demo-text-muted, #57606a)' }}
      >
        expandedRowKeys: <code>{JSON.stringify(expandedKeys)}</code>
      </p>
      <Table<Order>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: 960 }}
        onRow={() => ({ style: byClick ? { cursor: 'pointer' } : undefined })}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandRowByClick: byClick,
          rowExpandable: onlyWithItems ? hasItems : undefined,
          fixed: fixed ? 'left' : undefined,
          expandedRowRender,
          expandIcon,
        }}
      />
    </>
  );
};

export default App;
