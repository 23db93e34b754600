import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { formatDate, formatUsd } from './_data/format';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startDate: string;
  salary: number;
}

const columns: ColumnsType<Employee> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Role', dataIndex: 'role', key: 'role', width: 200 },
  { title: 'Office', dataIndex: 'office', key: 'office', width: 140 },
  {
    title: 'Started',
    dataIndex: 'startDate',
    key: 'startDate',
    width: 130,
    // ISO dates sort and parse reliably; format them only for display.
    render: (value: string) => formatDate(value),
  },
  {
    title: 'Salary',
    dataIndex: 'salary',
    key: 'salary',
    align: 'right',
    render: (value: number) => formatUsd(value, 0),
  },
];

const data: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Staff Engineer',
    office: 'Lagos',
    startDate: '2019-03-11',
    salary: 148000,
  },
  {
    id: 2,
    name: 'Jonas Lindqvist',
    role: 'Product Designer',
    office: 'Stockholm',
    startDate: '2021-08-02',
    salary: 97000,
  },
  {
    id: 3,
    name: 'Mei Tanaka',
    role: 'Engineering Manager',
    office: 'Tokyo',
    startDate: '2017-11-20',
    salary: 165000,
  },
  {
    id: 4,
    name: 'Lucía Fernández',
    role: 'Data Analyst',
    office: 'Madrid',
    startDate: '2023-01-16',
    salary: 72000,
  },
  {
    id: 5,
    name: 'Rahul Mehta',
    role: 'Site Reliability Engineer',
    office: 'Bengaluru',
    startDate: '2020-06-29',
    salary: 121000,
  },
];

const App: React.FC = () => <Table<Employee> columns={columns} data={data} rowKey="id" />;

export default App;
