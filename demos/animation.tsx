import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import CSSMotion from 'rc-motion';
import 'rc-table/assets/index.css';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
}

const incoming: Omit<Ticket, 'id'>[] = [
  { subject: 'Cannot reset my password', requester: 'Olivia Brandt' },
  { subject: 'Invoice shows the wrong VAT number', requester: 'Kenji Watanabe' },
  { subject: 'Export to CSV times out', requester: 'Fatima Zahra' },
  { subject: 'Two-factor code never arrives', requester: 'Lars Eriksen' },
  { subject: 'Please add a dark theme', requester: 'Ana Souza' },
  { subject: 'Team member cannot see the Q3 report', requester: 'Peter Novák' },
];
const ticketAt = (n: number): Ticket => ({ id: 2001 + n, ...incoming[n % incoming.length] });

type RowMotion = {
  leaving: ReadonlySet<React.Key>;
  animateIn: boolean;
  reduced: boolean;
  onLeft: (key: React.Key) => void;
};
const RowMotionContext = React.createContext<RowMotion | null>(null);

const transition = 'opacity 0.3s ease, transform 0.3s ease';
type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: React.Key };

// rc-table renders every body row through this component; it only has to wrap the <tr>.
const AnimatedRow: React.FC<RowProps> = (props) => {
  const motion = React.useContext(RowMotionContext);
  const key = props['data-row-key'];
  if (!motion || key === undefined) return <tr {...props} />;
  return (
    <CSSMotion
      visible={!motion.leaving.has(key)}
      motionName={motion.reduced ? undefined : 'ticket-row'}
      motionAppear={motion.animateIn}
      motionDeadline={600}
      onAppearStart={() => ({ opacity: 0, transform: 'translateY(-8px)' })}
      onAppearActive={() => ({ opacity: 1, transform: 'none', transition })}
      onLeaveActive={() => ({ opacity: 0, transform: 'translateX(32px)', transition })}
      onVisibleChanged={(visible) => !visible && motion.onLeft(key)}
    >
      {({ className, style }, ref) => (
        <tr
          {...props}
          ref={ref}
          className={[props.className, className].filter(Boolean).join(' ')}
          style={{ ...props.style, ...style }}
        />
      )}
    </CSSMotion>
  );
};

const useReducedMotion = () => {
  const [reduced, setReduced] = React.useState(false);
  React.useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
};

const button: React.CSSProperties = {
  padding: '4px 12px',
  border: '1px solid var(--demo-border, #d0d7de)',
  borderRadius: 6,
  background: 'var(--demo-bg-subtle, #f6f8fa)',
  color: 'var(--demo-text, #1f2328)',
  cursor: 'pointer',
};

const App: React.FC = () => {
  const [tickets, setTickets] = React.useState(() => [2, 1, 0].map(ticketAt));
  const [added, setAdded] = React.useState(3);
  const [leaving, setLeaving] = React.useState<ReadonlySet<React.Key>>(new Set());
  const [animateIn, setAnimateIn] = React.useState(false);
  const reduced = useReducedMotion();
  // Rows present at first render should not fade in; only tickets added later do.
  React.useEffect(() => setAnimateIn(true), []);

  const add = () => {
    setTickets((list) => [ticketAt(added), ...list]);
    setAdded((n) => n + 1);
  };
  const remove = (id: number) => setLeaving((keys) => new Set(keys).add(id));
  const onLeft = (key: React.Key) => {
    setTickets((list) => list.filter((ticket) => ticket.id !== key));
    setLeaving((keys) => new Set([...keys].filter((k) => k !== key)));
  };

  const columns: ColumnsType<Ticket> = [
    { title: 'Ticket', dataIndex: 'id', key: 'id', width: 90, render: (id: number) => `#${id}` },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    { title: 'Requester', dataIndex: 'requester', key: 'requester', width: 160 },
    {
      title: 'Action',
      key: 'action',
      width: 110,
      render: (_, { id }) => (
        <button
          type="button"
          style={button}
          aria-label={`Remove ticket #${id}`}
          disabled={leaving.has(id)}
          onClick={() => remove(id)}
        >
          Remove
        </button>
      ),
    },
  ];

  return (
    <RowMotionContext.Provider value={{ leaving, animateIn, reduced, onLeft }}>
      <p style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '0 0 12px' }}>
        <button type="button" style={button} onClick={add}>
          Add ticket
        </button>
        <span style={{ color: 'var(--demo-text-muted, #57606a)' }}>
          {reduced
            ? 'Your system asks for reduced motion: rows change without animating.'
            : `${tickets.length} open tickets`}
        </span>
      </p>
      <Table<Ticket>
        columns={columns}
        data={tickets}
        rowKey="id"
        components={{ body: { row: AnimatedRow } }}
      />
    </RowMotionContext.Provider>
  );
};

export default App;
