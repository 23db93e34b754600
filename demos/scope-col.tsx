import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { withHeaderIds } from './_data/headers';

interface Flight {
  flight: string;
  from: string;
  departs: string;
  to: string;
  arrives: string;
  status: string;
}

// rc-table sets `scope` itself: "col" on a header cell over one column, "colgroup" on a group
// header that spans several. With groups, withHeaderIds also names on every cell all the header
// cells above it (`headers`), which tells a screen reader for sure which Airport is which.
const columns: ColumnsType<Flight> = withHeaderIds<Flight>(
  [
    { title: 'Flight', dataIndex: 'flight', key: 'flight', width: 90 },
    {
      title: 'Departure',
      key: 'departure',
      children: [
        { title: 'Airport', dataIndex: 'from', key: 'from' },
        { title: 'Time', dataIndex: 'departs', key: 'departs', width: 80 },
      ],
    },
    {
      title: 'Arrival',
      key: 'arrival',
      children: [
        { title: 'Airport', dataIndex: 'to', key: 'to' },
        { title: 'Time', dataIndex: 'arrives', key: 'arrives', width: 80 },
      ],
    },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 110 },
  ],
  'flights',
);

const data: Flight[] = [
  {
    flight: 'LX 318',
    from: 'Zurich (ZRH)',
    departs: '07:10',
    to: 'London City (LCY)',
    arrives: '07:55',
    status: 'Boarding',
  },
  {
    flight: 'SK 1466',
    from: 'Copenhagen (CPH)',
    departs: '08:25',
    to: 'Oslo (OSL)',
    arrives: '09:35',
    status: 'On time',
  },
  {
    flight: 'IB 3170',
    from: 'Madrid (MAD)',
    departs: '09:05',
    to: 'Lisbon (LIS)',
    arrives: '09:20',
    status: 'Delayed 25 min',
  },
  {
    flight: 'KL 1775',
    from: 'Amsterdam (AMS)',
    departs: '10:40',
    to: 'Berlin (BER)',
    arrives: '11:55',
    status: 'On time',
  },
];

interface HeaderScope {
  text: string;
  scope: string;
}

const App: React.FC = () => {
  const ref = React.useRef<HTMLDivElement>(null);
  const [scopes, setScopes] = React.useState<HeaderScope[]>([]);

  // Read back what rc-table rendered, so the list below shows the real attributes.
  React.useEffect(() => {
    const cells = ref.current?.querySelectorAll('thead th') ?? [];
    setScopes(
      Array.from(cells, (th) => ({
        text: th.textContent ?? '',
        scope: th.getAttribute('scope') ?? '',
      })),
    );
  }, []);

  return (
    <div ref={ref}>
      <Table<Flight>
        columns={columns}
        data={data}
        rowKey="flight"
        caption="Departures, Monday 6 April"
      />
      <p style={{ margin: '12px 0 4px', fontSize: 13, color: 'var(--demo-text-muted, #57606a)' }}>
        Header cells as rendered:
      </p>
      <ul
        aria-label="Header cells and their scope"
        style={{ margin: 0, paddingInlineStart: 20, fontSize: 13 }}
      >
        {scopes.map((h, i) => (
          <li key={i}>
            {h.text}: <code>scope=&quot;{h.scope}&quot;</code>
          </li>
        ))}
      </ul>
    </div>
  );
};

export default App;
