import React from 'react';
import Table from 'rc-table';
import Dropdown from 'rc-dropdown';
import Menu from 'rc-menu';
import type { MenuProps } from 'rc-menu';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import 'rc-dropdown/assets/index.css';
import { formatUsd } from './_data/format';

interface Order {
  id: string;
  customer: string;
  placed: string;
  status: 'Pending' | 'Shipped' | 'Delivered';
  total: number;
}

const data: Order[] = [
  {
    id: 'SO-1187',
    customer: 'Greenleaf Cafés',
    placed: '2026-03-02',
    status: 'Delivered',
    total: 1240.5,
  },
  {
    id: 'SO-1191',
    customer: 'Northwind Bikes',
    placed: '2026-03-04',
    status: 'Shipped',
    total: 3899,
  },
  {
    id: 'SO-1194',
    customer: 'Atelier Mora',
    placed: '2026-03-05',
    status: 'Pending',
    total: 455.2,
  },
  { id: 'SO-1198', customer: 'Harbor Dental', placed: '2026-03-07', status: 'Shipped', total: 812 },
  {
    id: 'SO-1203',
    customer: 'Kestrel Labs',
    placed: '2026-03-09',
    status: 'Delivered',
    total: 15020,
  },
  {
    id: 'SO-1206',
    customer: 'Pine & Co. Bakery',
    placed: '2026-03-10',
    status: 'Pending',
    total: 96.4,
  },
];

const FILTERS = ['All', 'Pending', 'Shipped', 'Delivered'] as const;
type Filter = (typeof FILTERS)[number];
const SORTS = { newest: 'Newest first', oldest: 'Oldest first' } as const;
type Sort = keyof typeof SORTS;

// The site's colour tokens, so the menu follows dark mode; fallbacks for a playground.
const menuCss = `
.rc-dropdown .rc-menu.orders-menu {
  min-width: 170px; margin: 4px 0; padding: 4px 0; border-radius: 6px;
  background: var(--demo-bg, #fff); color: var(--demo-text, #1f2328);
  border: 1px solid var(--demo-border, #d0d7de); box-shadow: 0 6px 16px var(--demo-shadow, #0003);
}
.orders-menu ul { margin: 0; padding: 0; list-style: none; }
.orders-menu .rc-menu-item-group-title { padding: 6px 12px 2px; color: var(--demo-text-muted, #57606a); }
.orders-menu .rc-menu-item { padding: 6px 12px; cursor: pointer; }
.orders-menu .rc-menu-item-active { background: var(--demo-hover, #f3f8ff); }
.orders-menu .rc-menu-item-divider { height: 1px; margin: 4px 0; background: var(--demo-border, #d0d7de); }
`;

const App: React.FC = () => {
  const [filter, setFilter] = React.useState<Filter>('All');
  const [sort, setSort] = React.useState<Sort>('newest');
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const rows = React.useMemo(() => {
    const shown = data.filter((order) => filter === 'All' || order.status === filter);
    return shown.sort((a, b) => (sort === 'newest' ? -1 : 1) * a.placed.localeCompare(b.placed));
  }, [filter, sort]);

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const [kind, value] = key.split(':');
    if (kind === 'filter') setFilter(value as Filter);
    else setSort(value as Sort);
    setOpen(false);
    // Return focus after the key event: during Enter's keydown it would click and reopen the menu.
    setTimeout(() => buttonRef.current?.focus());
  };

  const choice = (key: string, label: string, checked: boolean) => (
    <Menu.Item key={key} role="menuitemradio" aria-checked={checked}>
      <span aria-hidden style={{ display: 'inline-block', width: 18 }}>
        {checked ? '✓' : ''}
      </span>
      {label}
    </Menu.Item>
  );

  const menu = (
    <Menu className="orders-menu" selectable={false} onClick={onMenuClick}>
      <Menu.ItemGroup title="Show">
        {FILTERS.map((f) => choice(`filter:${f}`, f, f === filter))}
      </Menu.ItemGroup>
      <Menu.Divider />
      <Menu.ItemGroup title="Order date">
        {(Object.keys(SORTS) as Sort[]).map((s) => choice(`sort:${s}`, SORTS[s], s === sort))}
      </Menu.ItemGroup>
    </Menu>
  );

  const statusTitle = (
    <span
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
    >
      Status
      {/* autoFocus moves focus into the menu when it opens, so arrow keys work at once. */}
      <Dropdown
        overlay={menu}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        visible={open}
        onVisibleChange={setOpen}
      >
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label={`Filter and sort orders: ${filter}`}
        >
          {filter} ▾
        </button>
      </Dropdown>
    </span>
  );

  const columns: ColumnsType<Order> = [
    { title: 'Order', dataIndex: 'id', key: 'id', width: 100 },
    { title: 'Customer', dataIndex: 'customer', key: 'customer' },
    { title: 'Placed', dataIndex: 'placed', key: 'placed', width: 120 },
    { title: statusTitle, dataIndex: 'status', key: 'status', width: 170 },
    {
      title: 'Total',
      dataIndex: 'total',
      key: 'total',
      width: 110,
      align: 'right',
      render: (value: number) => formatUsd(value),
    },
  ];

  return (
    <div>
      <style dangerouslySetInnerHTML={{ __html: menuCss }} />
      <p role="status" style={{ margin: '0 0 8px', color: 'var(--demo-text-muted, #57606a)' }}>
        Showing {rows.length} of {data.length} orders, {SORTS[sort].toLowerCase()}
      </p>
      <Table<Order> columns={columns} data={rows} rowKey="id" />
    </div>
  );
};

export default App;
