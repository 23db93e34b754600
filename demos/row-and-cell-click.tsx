import React, { useCallback, useId, useMemo, useRef, useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
}

interface LogEntry {
  id: number;
  text: string;
}

const baseColumns: ColumnsType<Ticket> = [
  { title: 'Ticket', dataIndex: 'id', key: 'id', width: 100 },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  { title: 'Requester', dataIndex: 'requester', key: 'requester', width: 160 },
  { title: 'Priority', dataIndex: 'priority', key: 'priority', width: 100 },
];

const tickets: Ticket[] = [
  { id: 'T-1042', subject: 'VPN drops every hour', requester: 'Priya Nair', priority: 'High' },
  { id: 'T-1043', subject: 'Request a second monitor', requester: 'Tom Becker', priority: 'Low' },
  { id: 'T-1044', subject: 'Invoice PDF is blank', requester: 'Ana Costa', priority: 'Normal' },
];

const logStyle: React.CSSProperties = {
  height: 180,
  overflowY: 'auto',
  margin: '8px 0 0',
  padding: '8px 8px 8px 32px',
  fontFamily: 'monospace',
  background: 'var(--demo-bg-subtle, #f6f8fa)',
  border: '1px solid var(--demo-border, #d0d7de)',
  borderRadius: 6,
};

const App: React.FC = () => {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(1);
  const logTitleId = useId();
  const log = useCallback((text: string) => {
    const id = nextId.current++;
    setEntries((list) => [{ id, text }, ...list].slice(0, 20));
  }, []);

  const columns = useMemo<ColumnsType<Ticket>>(
    () =>
      baseColumns.map((column) => ({
        ...column,
        onHeaderCell: () => ({ onClick: () => log(`onHeaderCell click: ${column.title}`) }),
        onCell: (ticket: Ticket) => ({
          onClick: () => log(`onCell click: ${column.title} of ${ticket.id}`),
        }),
      })),
    [log],
  );

  return (
    <div>
      <Table<Ticket>
        columns={columns}
        data={tickets}
        rowKey="id"
        onHeaderRow={(cols) => ({
          onClick: () => log(`onHeaderRow click: ${cols.length} columns`),
        })}
        onRow={(ticket) => ({
          // Rows are not focusable by default; this makes the Enter key reach them too.
          tabIndex: 0,
          onKeyDown: (e) => e.key === 'Enter' && log(`onRow keydown Enter: ${ticket.id}`),
          onClick: () => log(`onRow click: ${ticket.id}`),
          onDoubleClick: () => log(`onRow dblclick: ${ticket.id}`),
          onContextMenu: (e) => {
            // Keep the browser menu closed so the log stays visible; an app would open its own.
            e.preventDefault();
            log(`onRow contextmenu: ${ticket.id}`);
          },
          onMouseEnter: () => log(`onRow mouseenter: ${ticket.id}`),
        })}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 12 }}>
        <strong id={logTitleId}>Event log</strong>
        <button type="button" onClick={() => setEntries([])}>
          Clear
        </button>
      </div>
      <ol aria-labelledby={logTitleId} style={logStyle}>
        {entries.map((entry) => (
          <li key={entry.id} value={entry.id}>
            {entry.text}
          </li>
        ))}
        {!entries.length && (
          <li style={{ listStyle: 'none', color: 'var(--demo-text-muted, #57606a)' }}>
            No events yet: click, double-click, right-click or hover the table.
          </li>
        )}
      </ol>
    </div>
  );
};

export default App;
