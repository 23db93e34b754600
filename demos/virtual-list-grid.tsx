import React from 'react';
import Table from 'rc-table';
import type { ColumnType, CustomizeScrollBody } from 'rc-table/lib/interface';
import ResizeObserver from 'rc-resize-observer';
import { VariableSizeGrid, areEqual, type GridChildComponentProps } from 'react-window';
import 'rc-table/assets/index.css';
import { cellNoise } from './_data/seeded';
import { focusableScroller } from './_data/keyboardScroll';

/** One ten-minute interval of a wind farm's log; its 60 readings are computed, not stored. */
type Interval = { id: number };
type GridColumn = ColumnType<Interval> & { width: number; text: (row: number) => string };

const ROW_HEIGHT = 36;
const BODY_HEIGHT = 420;
const EPOCH = Date.UTC(2024, 0, 1);
const time = (row: number) =>
  new Date(EPOCH + row * 600_000).toISOString().slice(0, 16).replace('T', ' ');
const turbine = (i: number): GridColumn => ({
  title: `T${String(i + 1).padStart(2, '0')} kW`,
  key: `t${i + 1}`,
  width: 96,
  align: 'right',
  // A reading is a pure function of (row, turbine): six million cells cost no memory.
  text: (row) => String(Math.round(cellNoise(row, i) * 3600)),
});

const columns: GridColumn[] = [
  { title: 'Interval (UTC)', key: 'time', width: 150, text: time },
  ...Array.from({ length: 60 }, (_, i) => turbine(i)),
];
const data: Interval[] = Array.from({ length: 100_000 }, (_, id) => ({ id }));

// Scrolling creates many cells per frame, so what they share lives in classes; inline, each cell
// carries only the position and size react-window gives it.
const css = `
.virtual-grid-cell {
  box-sizing: border-box;
  padding: 0 10px;
  line-height: ${ROW_HEIGHT}px;
  font-variant-numeric: tabular-nums;
  box-shadow: inset -1px -1px 0 var(--demo-border, #d0d7de);
  background: var(--demo-bg, #fff);
}
.virtual-grid-cell-odd { background: var(--demo-bg-subtle, #f6f8fa); }
.virtual-grid-cell-end { text-align: right; }
`;

const GridCell = React.memo(function GridCell(props: GridChildComponentProps) {
  const { columnIndex, rowIndex, style } = props;
  const column = columns[columnIndex];
  const className = [
    'virtual-grid-cell',
    rowIndex % 2 ? 'virtual-grid-cell-odd' : '',
    column.align === 'right' ? 'virtual-grid-cell-end' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={style}>
      {column.text(rowIndex)}
    </div>
  );
}, areEqual);

// The grid scrolls itself: its outer element is what the Tab key has to reach.
const OutputScroller = focusableScroller('Wind farm output');

type BodyInfo = Parameters<CustomizeScrollBody<Interval>>[1];
type BodyProps = { rows: number; width: number; info: BodyInfo };

function GridBody({ rows, width, info }: BodyProps) {
  const { scrollbarSize, ref, onScroll } = info;
  const gridRef = React.useRef<VariableSizeGrid>(null);
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
  React.useEffect(() => gridRef.current?.resetAfterColumnIndex(0), [scrollbarSize]);

  return (
    <VariableSizeGrid
      ref={gridRef}
      className="rc-table-body"
      outerElementType={OutputScroller}
      style={{ boxSizing: 'border-box' }}
      width={width}
      height={BODY_HEIGHT}
      rowCount={rows}
      rowHeight={() => ROW_HEIGHT}
      // Exact estimates keep the scroll range steady before every size has been measured.
      estimatedRowHeight={ROW_HEIGHT}
      estimatedColumnWidth={96}
      columnCount={columns.length}
      // The header keeps the scroll bar's width beside the last column; so must the body.
      columnWidth={(i) => columns[i].width - (i === columns.length - 1 ? scrollbarSize : 0)}
      overscanColumnCount={2}
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
  const [width, setWidth] = React.useState(960);
  const renderBody: CustomizeScrollBody<Interval> = (rows, info) => (
    <GridBody rows={rows.length} width={width} info={info} />
  );
  return (
    <ResizeObserver onResize={(size) => setWidth(size.width)}>
      <div>
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <Table<Interval>
          columns={columns}
          data={data}
          rowKey="id"
          scroll={{ y: BODY_HEIGHT }}
          components={{ body: renderBody }}
          footer={() => '100,000 intervals × 61 columns = 6.1 million cells'}
        />
      </div>
    </ResizeObserver>
  );
};

export default App;
