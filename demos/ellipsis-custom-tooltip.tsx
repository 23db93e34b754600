import React from 'react';
import Table from 'rc-table';
import Tooltip from 'rc-tooltip';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import 'rc-tooltip/assets/bootstrap.css';

interface Deployment {
  id: number;
  service: string;
  version: string;
  message: string;
  author: string;
}

const TruncatedText: React.FC<{ text: string }> = ({ text }) => {
  const ref = React.useRef<HTMLSpanElement>(null);
  const [open, setOpen] = React.useState(false);

  // Show the tooltip only when the text is really cut off at the current column width.
  const onVisibleChange = (next: boolean) => {
    const el = ref.current;
    setOpen(next && !!el && el.scrollWidth > el.clientWidth);
  };

  return (
    <Tooltip
      overlay={text}
      placement="top"
      trigger={['hover', 'focus']}
      visible={open}
      onVisibleChange={onVisibleChange}
      styles={{ body: { maxWidth: 360 } }}
    >
      {/* Focusable so keyboard users get the tooltip too; Escape hides it again. */}
      <span
        ref={ref}
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        style={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          outlineOffset: -2,
        }}
      >
        {text}
      </span>
    </Tooltip>
  );
};

const columns: ColumnsType<Deployment> = [
  { title: 'Service', dataIndex: 'service', key: 'service', width: 130 },
  { title: 'Version', dataIndex: 'version', key: 'version', width: 90 },
  {
    title: 'Change',
    dataIndex: 'message',
    key: 'message',
    // Truncate, but leave the native title off the body cells: the tooltip replaces it.
    ellipsis: { showTitle: false },
    render: (message: string) => <TruncatedText text={message} />,
  },
  { title: 'Author', dataIndex: 'author', key: 'author', width: 140 },
];

const data: Deployment[] = [
  {
    id: 1,
    service: 'checkout-api',
    version: '4.12.0',
    author: 'Priya Natarajan',
    message:
      'Retry card authorisations once on gateway timeouts and record the retry in the payment audit log',
  },
  { id: 2, service: 'search', version: '2.7.3', author: 'Leon Hoffmann', message: 'Fix typo' },
  {
    id: 3,
    service: 'notifications',
    version: '1.30.1',
    author: 'Aiko Sato',
    message:
      'Batch push notifications per device token to stay under the provider rate limit during sales',
  },
  {
    id: 4,
    service: 'inventory',
    version: '3.4.0',
    author: 'Diego Alvarez',
    message:
      'Reserve stock for 15 minutes when an order enters checkout and release it on cancellation',
  },
];

// On a screen narrower than this the table scrolls inside its own box, and the columns keep their widths.
const MIN_TABLE_WIDTH = 600;

const App: React.FC = () => (
  <Table<Deployment>
    columns={columns}
    data={data}
    rowKey="id"
    tableLayout="fixed"
    scroll={{ x: MIN_TABLE_WIDTH }}
  />
);

export default App;
