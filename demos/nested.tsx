import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { expandButton } from './_data/expandButton';

interface Task {
  id: string;
  name: string;
  owner: string;
  hours?: number;
  children?: Task[];
}

const data: Task[] = [
  {
    id: 'discovery',
    name: 'Discovery',
    owner: 'Priya Nair',
    children: [
      { id: 'interviews', name: 'Customer interviews', owner: 'Priya Nair', hours: 24 },
      { id: 'audit', name: 'Audit of the old checkout', owner: 'Tomás Ruiz', hours: 12 },
    ],
  },
  {
    id: 'build',
    name: 'Build',
    owner: 'Tomás Ruiz',
    children: [
      {
        id: 'payments',
        name: 'Payments service',
        owner: 'Hannah Becker',
        children: [
          { id: 'refunds', name: 'Refund endpoint', owner: 'Hannah Becker', hours: 16 },
          { id: 'webhooks', name: 'Provider webhooks', owner: 'Kwame Mensah', hours: 20 },
        ],
      },
      { id: 'cart', name: 'Cart page', owner: 'Yuki Sato', hours: 30 },
    ],
  },
  { id: 'launch', name: 'Launch review', owner: 'Priya Nair', hours: 4 },
];

// A parent's estimate is the sum of its subtasks, so the tree never disagrees with itself.
const totalHours = (task: Task): number =>
  task.children
    ? task.children.reduce((sum, child) => sum + totalHours(child), 0)
    : (task.hours ?? 0);

const parentIds = (tasks: Task[]): string[] =>
  tasks.flatMap((task) => (task.children ? [task.id, ...parentIds(task.children)] : []));

const columns: ColumnsType<Task> = [
  { title: 'Task', dataIndex: 'name', key: 'name', width: 280 },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 160 },
  {
    title: 'Estimate',
    key: 'hours',
    align: 'right',
    render: (_, task) => `${totalHours(task)} h`,
  },
];

// A <button>, not rc-table's <span>, so rows open from the keyboard (_data/expandButton.tsx).
const expandIcon = expandButton<Task>((task) => task.name);

const buttonStyle: React.CSSProperties = {
  marginRight: 8,
  marginBottom: 12,
  padding: '4px 12px',
  border: '1px solid var(--demo-border, #d0d7de)',
  borderRadius: 6,
  background: 'var(--demo-bg-subtle, #f6f8fa)',
  color: 'var(--demo-text, #1f2328)',
  cursor: 'pointer',
};

const App: React.FC = () => {
  const [expandedKeys, setExpandedKeys] = React.useState<readonly React.Key[]>(['build']);

  return (
    <>
      <button type="button" style={buttonStyle} onClick={() => setExpandedKeys(parentIds(data))}>
        Expand all
      </button>
      <button type="button" style={buttonStyle} onClick={() => setExpandedKeys([])}>
        Collapse all
      </button>
      <Table<Task>
        columns={columns}
        data={data}
        rowKey="id"
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandIcon,
          // rc-table 7.30 has no default indent: without indentSize every level sits flush left.
          indentSize: 20,
        }}
      />
    </>
  );
};

export default App;
