import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  lastReply: string;
  status: 'Open' | 'Waiting' | 'Solved';
}

const data: Ticket[] = [
  {
    id: 'SUP-2041',
    subject: 'Invoices for March show the old VAT number after the company address change',
    requester: 'Nadia Rahman',
    lastReply:
      'We have regenerated the three invoices; the new VAT number appears on all of them now.',
    status: 'Solved',
  },
  {
    id: 'SUP-2046',
    subject: 'Export to CSV drops leading zeros from postcodes',
    requester: 'Tomás Herrera',
    lastReply: 'Could you send one of the affected files? We cannot reproduce it with Excel 2021.',
    status: 'Waiting',
  },
  {
    id: 'SUP-2052',
    subject: 'Two-factor codes arrive several minutes late for users on one mobile carrier',
    requester: 'Ingrid Solberg',
    lastReply:
      'The SMS provider confirmed a routing delay on their side and is rolling out a fix tonight.',
    status: 'Open',
  },
  {
    id: 'SUP-2057',
    subject: 'Dark mode',
    requester: 'Kwame Mensah',
    lastReply: 'Thanks, added to the roadmap.',
    status: 'Open',
  },
];

const buildColumns = (truncate: boolean): ColumnsType<Ticket> => [
  { title: 'Ticket', dataIndex: 'id', key: 'id', width: 100 },
  // `true` truncates and copies the full text into the native title attribute.
  { title: 'Subject', dataIndex: 'subject', key: 'subject', width: 260, ellipsis: truncate },
  { title: 'Requester', dataIndex: 'requester', key: 'requester', width: 140 },
  // `showTitle: false` leaves the title off the body cells, e.g. for a tooltip of your own.
  {
    title: 'Latest reply',
    dataIndex: 'lastReply',
    key: 'lastReply',
    ellipsis: truncate ? { showTitle: false } : false,
  },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 90 },
];

const App: React.FC = () => {
  const [truncate, setTruncate] = React.useState(true);
  const columns = React.useMemo(() => buildColumns(truncate), [truncate]);

  return (
    <div>
      <label style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
        <input type="checkbox" checked={truncate} onChange={(e) => setTruncate(e.target.checked)} />
        Truncate long text
      </label>
      {/* Ellipsis needs fixed widths: with a fixed layout the text cannot widen its column.
          scroll.x keeps them on a narrow screen, where the table scrolls inside its own box. */}
      <Table<Ticket>
        columns={columns}
        data={data}
        rowKey="id"
        tableLayout="fixed"
        scroll={{ x: 760 }}
      />
    </div>
  );
};

export default App;
