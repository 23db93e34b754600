import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { mulberry32 } from './_data/seeded';

/** One server's CPU load for each hour of a day, in percent. */
interface HostLoad {
  id: number;
  host: string;
  load: number[];
}

const SIZES = { small: [500, 24], large: [3000, 48] } as const;
type Size = keyof typeof SIZES;

function makeHosts(count: number, hours: number): HostLoad[] {
  const next = mulberry32(count * 100 + hours);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    host: `web-${String(i + 1).padStart(4, '0')}`,
    load: Array.from({ length: hours }, () => Math.round(next() * 100)),
  }));
}

function makeColumns(hours: number): ColumnsType<HostLoad> {
  return [
    { title: 'Host', dataIndex: 'host', key: 'host', width: 120, fixed: 'left' },
    ...Array.from({ length: hours }, (_, h) => ({
      title: `${String(h % 24).padStart(2, '0')}:00${h >= 24 ? ' +1' : ''}`,
      dataIndex: ['load', h],
      key: `h${h}`,
      width: 72,
      align: 'right' as const,
      render: (load: number) => (
        <span style={{ color: load > 90 ? 'var(--demo-danger, #cf222e)' : undefined }}>
          {load}%
        </span>
      ),
    })),
  ];
}

const App: React.FC = () => {
  const [size, setSize] = React.useState<Size>('small');
  const [rows, hours] = SIZES[size];
  const data = React.useMemo(() => makeHosts(rows, hours), [rows, hours]);
  const columns = React.useMemo(() => makeColumns(hours), [hours]);
  const stats = React.useRef<HTMLOutputElement>(null);
  const commits = React.useRef({ count: 0, slowest: 0 });

  // Written straight to the DOM: a state update here would itself cause another commit.
  const onRender: React.ProfilerOnRenderCallback = (_id, phase, duration) => {
    if (phase === 'mount' || !stats.current) return;
    const c = commits.current;
    c.count += 1;
    c.slowest = Math.max(c.slowest, duration);
    stats.current.textContent = `${c.count} updates, last ${duration.toFixed(1)} ms, slowest ${c.slowest.toFixed(1)} ms`;
  };

  return (
    <div>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <label>
          Size{' '}
          <select
            value={size}
            onChange={(event) => {
              commits.current = { count: 0, slowest: 0 };
              setSize(event.target.value as Size);
            }}
          >
            <option value="small">500 rows × 24 hours</option>
            <option value="large">3,000 rows × 48 hours</option>
          </select>
        </label>
        <output ref={stats} aria-live="off" style={{ color: 'var(--demo-text-muted, #57606a)' }}>
          Move the pointer over the rows
        </output>
      </p>
      {/* A new key per size remounts the table, so its first render is not counted as an update. */}
      <React.Profiler key={size} id="hover-perf" onRender={onRender}>
        <Table<HostLoad>
          columns={columns}
          data={data}
          rowKey="id"
          scroll={{ x: 'max-content', y: 420 }}
        />
      </React.Profiler>
    </div>
  );
};

export default App;
