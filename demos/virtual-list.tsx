import React from 'react';
import Table from 'rc-table';
import type { ColumnType, CustomizeScrollBody } from 'rc-table/lib/interface';
import ResizeObserver from 'rc-resize-observer';
import { VariableSizeGrid, areEqual, type GridChildComponentProps } from 'react-window';
import 'rc-table/assets/index.css';
import { buildOrders, type Order } from './_data/seeded';
import { formatInteger, formatUsd } from './_data/format';
import { focusableScroller } from './_data/keyboardScroll';

type OrderColumn = ColumnType<Order> & { key: string; width: number; text: (o: Order) => string };
const ROW_HEIGHT = 40;
const BODY_HEIGHT = 400;
const total = (o: Order) => formatUsd(o.quantity * o.unitPrice);

// rc-table renders no body cells here, so the grid cells call `text` instead of `render`.
const columns: OrderColumn[] = [
  { title: 'Order', key: 'id', width: 100, text: (o) => `#${String(o.id).padStart(6, '0')}` },
  { title: 'Customer', key: 'customer', width: 180, text: (o) => o.customer },
  { title: 'City', key: 'city', width: 130, text: (o) => o.city },
  { title: 'Product', key: 'product', width: 160, text: (o) => o.product },
  { title: 'Qty', key: 'quantity', width: 80, align: 'right', text: (o) => String(o.quantity) },
  { title: 'Total', key: 'total', width: 130, align: 'right', text: total },
  { title: 'Status', key: 'status', width: 120, text: (o) => o.status },
  { title: 'Placed', key: 'placed', width: 120, text: (o) => o.placed },
];
const columnsWidth = columns.reduce((sum, column) => sum + column.width, 0);
const last = columns[columns.length - 1];
const ORDER_COUNT = 100_000;
const noOrders: Order[] = [];

/**
 * The orders arrive after the page appears, as they would from a server; here a seeded generator
 * builds them a slice at a time, so the page stays responsive while it works.
 */
function useOrders(count: number): Order[] | null {
  const [orders, setOrders] = React.useState<Order[] | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    buildOrders(count, { signal: controller.signal }).then(
      // A transition: React renders the 100,000-row update in short slices and lets input that
      // arrives meanwhile go first, instead of blocking the page for the whole update.
      (built) => React.startTransition(() => setOrders(built)),
      () => undefined,
    );
    return () => controller.abort();
  }, [count]);
  return orders;
}

type GridData = { rows: readonly Order[]; columns: OrderColumn[] };
// What every cell shares lives in a class: while scrolling, a dozen new rows of cells are created
// per frame, and each then carries only react-window's position and size inline.
const css = `
.virtual-list-cell {
  box-sizing: border-box;
  padding: 0 12px;
  line-height: ${ROW_HEIGHT}px;
  overflow: hidden;
  box-shadow: inset -1px -1px 0 var(--demo-border, #d0d7de);
  background: var(--demo-bg, #fff);
}
.virtual-list-cell-end { text-align: right; }
`;

const GridCell = React.memo(function GridCell(props: GridChildComponentProps<GridData>) {
  const { columnIndex, rowIndex, style, data: grid } = props;
  const column = grid.columns[columnIndex];
  const className =
    column.align === 'right' ? 'virtual-list-cell virtual-list-cell-end' : 'virtual-list-cell';
  return (
    <div className={className} style={style}>
      {column.text(grid.rows[rowIndex])}
    </div>
  );
}, areEqual);

// The grid scrolls itself: its outer element is what the Tab key has to reach.
const OrdersScroller = focusableScroller('Orders');

type BodyProps = GridData & { width: number; info: Parameters<CustomizeScrollBody<Order>>[1] };

function VirtualBody({ rows, columns, width, info }: BodyProps) {
  const { scrollbarSize, ref, onScroll } = info;
  const gridRef = React.useRef<VariableSizeGrid<GridData>>(null);
  const scrollLeft = React.useRef(0);
  // rc-table moves the body through this handle when the header is scrolled (e.g. by wheel).
  React.useImperativeHandle(ref, () => ({
    get scrollLeft() {
      return scrollLeft.current;
    },
    set scrollLeft(value: number) {
      scrollLeft.current = value;
      gridRef.current?.scrollTo({ scrollLeft: value });
    },
  }));
  React.useEffect(() => gridRef.current?.resetAfterColumnIndex(0), [columns, scrollbarSize]);

  return (
    <VariableSizeGrid<GridData>
      ref={gridRef}
      className="rc-table-body"
      outerElementType={OrdersScroller}
      style={{ boxSizing: 'border-box' }}
      width={width}
      height={BODY_HEIGHT}
      rowCount={rows.length}
      rowHeight={() => ROW_HEIGHT}
      estimatedRowHeight={ROW_HEIGHT}
      columnCount={columns.length}
      // The header keeps the scroll bar's width beside the last column; so must the body.
      columnWidth={(i) => columns[i].width - (i === columns.length - 1 ? scrollbarSize : 0)}
      itemData={{ rows, columns }}
      // Only horizontal moves concern the header, so vertical scrolling costs rc-table nothing.
      onScroll={(position) => {
        if (position.scrollLeft === scrollLeft.current) return;
        scrollLeft.current = position.scrollLeft;
        onScroll({ scrollLeft: position.scrollLeft });
      }}
    >
      {GridCell}
    </VariableSizeGrid>
  );
}

const App: React.FC = () => {
  const orders = useOrders(ORDER_COUNT);
  const [width, setWidth] = React.useState(columnsWidth);
  // Every column needs a number width; the last one takes any room left (less a 1px border).
  const extra = Math.max(0, width - 1 - columnsWidth);
  const fitted = [...columns.slice(0, -1), { ...last, width: last.width + extra }];
  const renderBody: CustomizeScrollBody<Order> = (rows, info) => (
    <VirtualBody rows={rows} columns={fitted} width={width} info={info} />
  );

  return (
    <ResizeObserver onResize={(size) => setWidth(size.width)}>
      <div>
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <Table<Order>
          columns={fitted}
          data={orders ?? noOrders}
          rowKey="id"
          scroll={{ y: BODY_HEIGHT }}
          components={{ body: renderBody }}
          footer={(rows) => (
            <span role="status">
              {orders
                ? `${formatInteger(rows.length)} orders`
                : `Generating ${formatInteger(ORDER_COUNT)} orders…`}
            </span>
          )}
        />
      </div>
    </ResizeObserver>
  );
};

export default App;
