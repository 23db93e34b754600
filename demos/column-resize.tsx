import React from 'react';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Book {
  isbn: string;
  title: string;
  author: string;
  year: number;
  note: string;
}

const MIN_WIDTH = 72;
const MAX_WIDTH = 480;
const STEP = 16;
const NOTE_WIDTH = 240;
const clamp = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

/** What a resizable column's onHeaderCell hands to the header cell component. */
type ResizeProps = { label: string; width: number; onResize: (width: number) => void };

const handleStyle: React.CSSProperties = {
  position: 'absolute',
  inset: '0 0 0 auto',
  zIndex: 1,
  width: 8,
  cursor: 'col-resize',
  touchAction: 'none',
  userSelect: 'none',
  background: 'linear-gradient(var(--demo-accent, #0969da) 0 0) center / 2px 50% no-repeat',
};

type HeaderCellProps = React.ThHTMLAttributes<HTMLTableCellElement> & { resize?: ResizeProps };

const ResizableHeaderCell: React.FC<HeaderCellProps> = ({ resize, children, ...thProps }) => {
  const drag = React.useRef<{ startX: number; startWidth: number } | null>(null);
  if (!resize) return <th {...thProps}>{children}</th>;
  const { label, width, onResize } = resize;
  const keyWidths: Record<string, number> = { ArrowLeft: width - STEP, ArrowRight: width + STEP };

  return (
    <th {...thProps}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${label} column`}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        tabIndex={0}
        style={handleStyle}
        // Pointer capture keeps the moves coming when the pointer leaves the thin handle;
        // the capture ends by itself on pointerup or pointercancel.
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { startX: event.clientX, startWidth: width };
        }}
        onPointerMove={(event) => {
          if (!drag.current) return;
          onResize(clamp(drag.current.startWidth + event.clientX - drag.current.startX));
        }}
        onLostPointerCapture={() => (drag.current = null)}
        onKeyDown={(event) => {
          if (!(event.key in keyWidths)) return;
          event.preventDefault();
          onResize(clamp(keyWidths[event.key]));
        }}
      />
    </th>
  );
};

const components = { header: { cell: ResizableHeaderCell } };

const baseColumns: ColumnType<Book>[] = [
  { title: 'Title', dataIndex: 'title', key: 'title', width: 200, ellipsis: true },
  { title: 'Author', dataIndex: 'author', key: 'author', width: 180, ellipsis: true },
  { title: 'Year', dataIndex: 'year', key: 'year', width: 88 },
  { title: 'Note', dataIndex: 'note', key: 'note', ellipsis: true },
];

const data: Book[] = [
  {
    isbn: '978-0-14-118776-1',
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    year: 1958,
    note: 'An Igbo village in the late 1800s; the first book of the African Trilogy.',
  },
  {
    isbn: '978-0-679-72020-1',
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    year: 1989,
    note: 'A butler looks back on decades of service during a drive across England.',
  },
  {
    isbn: '978-0-06-088328-7',
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    note: 'Seven generations of the Buendía family in the town of Macondo.',
  },
  {
    isbn: '978-0-8021-4281-8',
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    year: 1967,
    note: 'The devil visits Soviet Moscow; printed decades after it was written.',
  },
  {
    isbn: '978-1-4000-7998-8',
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    year: 2005,
    note: 'Three friends at an English boarding school slowly learn what they are for.',
  },
];

const App: React.FC = () => {
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  const columns = baseColumns.map((column): ColumnType<Book> => {
    if (typeof column.width !== 'number') return column;
    const key = String(column.key);
    const width = widths[key] ?? column.width;
    const onResize = (next: number) => setWidths((prev) => ({ ...prev, [key]: next }));
    const resize: ResizeProps = { label: String(column.title), width, onResize };
    // rc-table hands whatever onHeaderCell returns to components.header.cell as props.
    const onHeaderCell = () => ({ resize }) as React.HTMLAttributes<HTMLElement>;
    return { ...column, width, onHeaderCell };
  });
  // Fixed layout makes the <col> widths binding; Note has no width and takes what is left.
  const scrollX = columns.reduce((sum, column) => sum + Number(column.width ?? 0), NOTE_WIDTH);

  return (
    <Table<Book>
      columns={columns}
      data={data}
      rowKey="isbn"
      components={components}
      tableLayout="fixed"
      scroll={{ x: scrollX }}
    />
  );
};

export default App;
