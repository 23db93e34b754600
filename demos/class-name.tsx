import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { expandButton } from './_data/expandButton';

interface StockItem {
  sku: string;
  name: string;
  stock: number;
  reorderAt: number;
  supplier: string;
}

type RowClassMode = 'string' | 'function';

const css = `
.inventory-table { border: 1px solid var(--demo-border, #d0d7de); border-radius: 6px; overflow: hidden; }
.inventory-table tbody tr.inventory-row > td:first-child { box-shadow: inset 4px 0 0 var(--demo-accent, #0969da); }
.inventory-table tbody tr.stock-ok > td:first-child { box-shadow: inset 4px 0 0 var(--demo-success, #1a7f37); }
.inventory-table tbody tr.stock-low > td:first-child { box-shadow: inset 4px 0 0 var(--demo-warning, #9a6700); }
.inventory-table tbody tr.stock-low > td { color: var(--demo-warning, #9a6700); }
.inventory-table tbody tr.stock-out > td:first-child { box-shadow: inset 4px 0 0 var(--demo-danger, #cf222e); }
.inventory-table tbody tr.stock-out > td { color: var(--demo-danger, #cf222e); }
.inventory-table .stock-column { font-variant-numeric: tabular-nums; font-weight: 600; }
.inventory-table tbody td.stock-column { background: var(--demo-bg-subtle, #f6f8fa); }
.inventory-table tr.inventory-expanded > td.rc-table-cell {
  background: var(--demo-accent-bg, #ddf4ff);
  color: var(--demo-text, #1f2328);
  box-shadow: inset 4px 0 0 var(--demo-accent, #0969da);
}`;

const columns: ColumnsType<StockItem> = [
  { title: 'SKU', dataIndex: 'sku', key: 'sku', width: 110 },
  { title: 'Item', dataIndex: 'name', key: 'name' },
  {
    title: 'In stock',
    dataIndex: 'stock',
    key: 'stock',
    align: 'right',
    width: 100,
    className: 'stock-column',
  },
  { title: 'Reorder at', dataIndex: 'reorderAt', key: 'reorderAt', align: 'right', width: 110 },
];

const items: StockItem[] = [
  { sku: 'HW-1020', name: 'Hex bolt M8 × 40', stock: 1840, reorderAt: 500, supplier: 'Boltline' },
  { sku: 'HW-1187', name: 'Wood screw 4 × 50', stock: 96, reorderAt: 120, supplier: 'Timberfix' },
  { sku: 'EL-0311', name: 'Cable tie 200 mm', stock: 0, reorderAt: 300, supplier: 'Volta' },
  { sku: 'PL-0452', name: 'Pipe fitting 15 mm', stock: 230, reorderAt: 80, supplier: 'Aquaflow' },
];

const stockClass = (item: StockItem) => {
  if (item.stock === 0) return 'stock-out';
  return item.stock < item.reorderAt ? 'stock-low' : 'stock-ok';
};

// A <button>, not rc-table's <span>, so rows open from the keyboard (_data/expandButton.tsx).
const expandIcon = expandButton<StockItem>((item) => item.name);

const App: React.FC = () => {
  const [mode, setMode] = useState<RowClassMode>('function');

  return (
    <div>
      {/* Set as HTML: React would escape `>` in the selectors when prerendering. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        rowClassName{' '}
        <select value={mode} onChange={(e) => setMode(e.target.value as RowClassMode)}>
          <option value="string">a string: &quot;inventory-row&quot;</option>
          <option value="function">a function of the record</option>
        </select>
      </label>
      <Table<StockItem>
        className="inventory-table"
        columns={columns}
        data={items}
        rowKey="sku"
        rowClassName={mode === 'string' ? 'inventory-row' : stockClass}
        expandable={{
          defaultExpandedRowKeys: ['EL-0311'],
          expandedRowRender: (item) => `Reorder ${item.reorderAt} units from ${item.supplier}.`,
          expandedRowClassName: () => 'inventory-expanded',
          expandIcon,
        }}
      />
    </div>
  );
};

export default App;
