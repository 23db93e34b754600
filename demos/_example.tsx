import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { formatInteger } from './_data/format';

interface Planet {
  id: string;
  name: string;
  moons: number;
  radiusKm: number;
}

const columns: ColumnsType<Planet> = [
  { title: 'Planet', dataIndex: 'name', key: 'name', width: 160 },
  { title: 'Moons', dataIndex: 'moons', key: 'moons', align: 'right' },
  {
    title: 'Mean radius',
    dataIndex: 'radiusKm',
    key: 'radiusKm',
    align: 'right',
    render: (value: number) => `${formatInteger(value)} km`,
  },
];

const data: Planet[] = [
  { id: 'mercury', name: 'Mercury', moons: 0, radiusKm: 2440 },
  { id: 'venus', name: 'Venus', moons: 0, radiusKm: 6052 },
  { id: 'earth', name: 'Earth', moons: 1, radiusKm: 6371 },
  { id: 'mars', name: 'Mars', moons: 2, radiusKm: 3390 },
];

const App: React.FC = () => (
  <Table<Planet> caption="The rocky planets" columns={columns} data={data} rowKey="id" />
);

export default App;
