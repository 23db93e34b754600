import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Server {
  id: number;
  region: string;
  host: string;
  role: string;
}

type KeyMode = 'field' | 'function';

const initialServers: Server[] = [
  { id: 1, region: 'eu-west', host: 'web-01', role: 'Web' },
  { id: 2, region: 'us-east', host: 'web-01', role: 'Web' },
  { id: 3, region: 'eu-west', host: 'db-01', role: 'Database' },
  { id: 4, region: 'ap-south', host: 'cache-01', role: 'Cache' },
];

const spareServers: Server[] = [
  { id: 5, region: 'us-east', host: 'db-01', role: 'Database' },
  { id: 6, region: 'ap-south', host: 'web-01', role: 'Web' },
  { id: 7, region: 'eu-west', host: 'queue-01', role: 'Queue' },
];

// Host names repeat across regions, so the function form joins two fields into a unique key.
const regionAndHost = (server: Server) => `${server.region}/${server.host}`;

const toolbar: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  marginBottom: 12,
};

const App: React.FC = () => {
  const [servers, setServers] = useState(initialServers);
  const [keyMode, setKeyMode] = useState<KeyMode>('field');
  const [added, setAdded] = useState(0);

  const move = (index: number, offset: number) =>
    setServers((list) => {
      const next = [...list];
      [next[index], next[index + offset]] = [next[index + offset], next[index]];
      return next;
    });
  const remove = (id: number) => setServers((list) => list.filter((s) => s.id !== id));
  const add = () => {
    setServers((list) => [...list, spareServers[added]]);
    setAdded(added + 1);
  };
  const button = (label: string, text: string, onClick: () => void, disabled = false) => (
    <button type="button" aria-label={label} disabled={disabled} onClick={onClick}>
      {text}
    </button>
  );

  const columns: ColumnsType<Server> = [
    { title: 'Server', key: 'server', width: 170, render: (_, server) => regionAndHost(server) },
    { title: 'Role', dataIndex: 'role', key: 'role', width: 100 },
    {
      title: 'Note (uncontrolled input)',
      key: 'note',
      render: (_, server) => (
        <input aria-label={`Note for ${regionAndHost(server)}`} placeholder="Type a note" />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 210,
      render: (_, server, index) => {
        const name = regionAndHost(server);
        const last = index === servers.length - 1;
        return (
          <span style={{ display: 'flex', gap: 4 }}>
            {button(`Move ${name} up`, 'Up', () => move(index, -1), index === 0)}
            {button(`Move ${name} down`, 'Down', () => move(index, 1), last)}
            {button(`Remove ${name}`, 'Remove', () => remove(server.id))}
          </span>
        );
      },
    },
  ];

  return (
    <div>
      <div style={toolbar}>
        <label>
          rowKey{' '}
          <select value={keyMode} onChange={(e) => setKeyMode(e.target.value as KeyMode)}>
            <option value="field">field name: &quot;id&quot;</option>
            <option value="function">function: region/host</option>
          </select>
        </label>
        <button type="button" onClick={add} disabled={added === spareServers.length}>
          Add server
        </button>
        <button type="button" onClick={() => setServers((list) => [...list].reverse())}>
          Reverse order
        </button>
      </div>
      <Table<Server>
        columns={columns}
        data={servers}
        rowKey={keyMode === 'field' ? 'id' : regionAndHost}
        // On a narrow screen the table scrolls sideways inside its own box.
        scroll={{ x: 'max-content' }}
        emptyText="All servers removed"
      />
    </div>
  );
};

export default App;
