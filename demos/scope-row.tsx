import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface OnCallShift {
  id: number;
  team: string;
  engineer: string;
  weekdays: string;
  weekend: string;
  phone: string;
}

const data: OnCallShift[] = [
  {
    id: 1,
    team: 'Payments',
    engineer: 'Fatima Zahra',
    weekdays: 'Mon–Wed',
    weekend: '—',
    phone: '+44 20 7946 0101',
  },
  {
    id: 2,
    team: 'Payments',
    engineer: 'Oliver Brandt',
    weekdays: 'Thu–Fri',
    weekend: 'Sat–Sun',
    phone: '+44 20 7946 0102',
  },
  {
    id: 3,
    team: 'Identity',
    engineer: 'Chen Wei',
    weekdays: 'Mon–Fri',
    weekend: '—',
    phone: '+44 20 7946 0203',
  },
  {
    id: 4,
    team: 'Identity',
    engineer: 'Sofia Romano',
    weekdays: '—',
    weekend: 'Sat–Sun',
    phone: '+44 20 7946 0204',
  },
  {
    id: 5,
    team: 'Identity',
    engineer: 'Daniel Osei',
    weekdays: 'Backup',
    weekend: 'Backup',
    phone: '+44 20 7946 0205',
  },
  {
    id: 6,
    team: 'Storage',
    engineer: 'Hannah Kowalski',
    weekdays: 'Mon–Fri',
    weekend: 'Sat–Sun',
    phone: '+44 20 7946 0306',
  },
];

// The first row of each team spans all of that team's rows; the others render no team cell.
const teamRowSpan = (index: number) => {
  const { team } = data[index];
  if (index > 0 && data[index - 1].team === team) return 0;
  return data.filter((row) => row.team === team).length;
};

// Two levels of row headers (team, engineer) under a header row: each cell also lists, in
// `headers`, the ids of every header cell that applies to it, so no screen reader has to guess.
const id = (name: string) => `rota-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
const column = (key: keyof OnCallShift) => ({
  key,
  dataIndex: key,
  onHeaderCell: () => ({ id: id(key) }),
});
const dataCell = (key: keyof OnCallShift) => (row: OnCallShift) => ({
  headers: [id(row.team), id(row.engineer), id(key)].join(' '),
});

const columns: ColumnsType<OnCallShift> = [
  {
    ...column('team'),
    title: 'Team',
    width: 110,
    // A <th scope="rowgroup">: the header for every row it spans.
    rowScope: 'rowgroup',
    onCell: (row, index = 0) => ({ rowSpan: teamRowSpan(index), id: id(row.team) }),
  },
  // A <th scope="row">: the header of its own row, announced before each cell of that row.
  {
    ...column('engineer'),
    title: 'Engineer',
    width: 170,
    rowScope: 'row',
    onCell: (row) => ({ id: id(row.engineer) }),
  },
  { ...column('weekdays'), title: 'Weekdays', onCell: dataCell('weekdays') },
  { ...column('weekend'), title: 'Weekend', onCell: dataCell('weekend') },
  { ...column('phone'), title: 'Phone', width: 170, onCell: dataCell('phone') },
];

const App: React.FC = () => (
  <Table<OnCallShift> columns={columns} data={data} rowKey="id" caption="On-call rota, week 15" />
);

export default App;
