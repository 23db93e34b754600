import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { createFleet, type Server } from './_data/fleet';
import { FocusableTable } from './_data/keyboardScroll';

interface MonitoredServer extends Server {
  incident: string;
  onCall: string[];
}

const incidents = [
  'No incidents in the last 90 days.',
  'Disk filled up with rotated logs on 2 June. Log retention lowered from 30 to 7 days and an alert added at 80% usage.',
  'Kernel upgrade.',
  'Intermittent 502s from the upstream load balancer between 14:05 and 14:40 UTC. Root cause: a health check that timed out under load. The timeout was raised and the check moved to a lighter endpoint; follow-up review is booked for next sprint.',
  'Certificate renewed manually after the automatic job failed.',
  'Memory leak in the image resizer: the worker now restarts after 10,000 jobs until the fix ships.',
];

const rotations = [
  ['Priya N.'],
  ['Tomás R.', 'Ines W.'],
  ['Kwame A.'],
  ['Lena S.', 'Yuki H.', 'Omar F.'],
];

const data: MonitoredServer[] = createFleet(8).map((server, index) => ({
  ...server,
  incident: incidents[index % incidents.length],
  onCall: rotations[index % rotations.length],
}));

const App: React.FC = () => {
  const [fullNotes, setFullNotes] = useState(false);

  const columns: ColumnsType<MonitoredServer> = [
    { title: 'Hostname', dataIndex: 'hostname', key: 'hostname', width: 150, fixed: 'left' },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 110 },
    { title: 'Region', dataIndex: 'region', key: 'region', width: 130 },
    {
      title: 'Last incident',
      dataIndex: 'incident',
      key: 'incident',
      width: 360,
      // A one-line summary unless the reader asks for the full note; the row grows with it.
      render: (note: string) => (fullNotes ? note : note.split('. ')[0].replace(/\.$/, '') + '.'),
    },
    { title: 'Team', dataIndex: 'team', key: 'team', width: 130 },
    { title: 'Operating system', dataIndex: 'os', key: 'os', width: 150 },
    {
      title: 'On call',
      dataIndex: 'onCall',
      key: 'onCall',
      width: 130,
      fixed: 'right',
      render: (people: string[]) => people.map((person) => <div key={person}>{person}</div>),
    },
  ];

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={fullNotes}
          onChange={(event) => setFullNotes(event.target.checked)}
        />{' '}
        Show full incident notes
      </label>
      <Table<MonitoredServer>
        components={{ table: FocusableTable }}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: 1200 }}
      />
    </div>
  );
};

export default App;
