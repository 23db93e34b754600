import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { formatInteger } from './_data/format';

interface RegionRevenue {
  region: string;
  april: number;
  may: number;
  june: number;
}

type CaptionKind = 'string' | 'node';

const thousands = (value: number) => `€${formatInteger(value)}k`;

const columns: ColumnsType<RegionRevenue> = [
  { title: 'Region', dataIndex: 'region', key: 'region', width: 180 },
  { title: 'April', dataIndex: 'april', key: 'april', align: 'right', render: thousands },
  { title: 'May', dataIndex: 'may', key: 'may', align: 'right', render: thousands },
  { title: 'June', dataIndex: 'june', key: 'june', align: 'right', render: thousands },
];

const data: RegionRevenue[] = [
  { region: 'Nordics', april: 412, may: 438, june: 465 },
  { region: 'Benelux', april: 356, may: 341, june: 372 },
  { region: 'Iberia', april: 218, may: 247, june: 263 },
  { region: 'Central Europe', april: 501, may: 489, june: 530 },
];

const badge: React.CSSProperties = {
  marginLeft: 8,
  padding: '0 6px',
  borderRadius: 8,
  fontSize: 11,
  color: 'var(--demo-warning, #9a6700)',
  border: '1px solid currentColor',
};

const captionNode = (
  <>
    <strong style={{ color: 'var(--demo-text, #1f2328)' }}>Revenue by region, Q2 2024</strong>
    <span style={badge}>Unaudited</span>
    <span style={{ display: 'block', fontSize: 12 }}>In thousands of euros, before returns.</span>
  </>
);

const App: React.FC = () => {
  const [kind, setKind] = useState<CaptionKind>('string');

  return (
    <div>
      <fieldset style={{ display: 'flex', gap: 16, marginBottom: 12, border: 0, padding: 0 }}>
        <legend style={{ float: 'left', marginRight: 12 }}>caption</legend>
        {(['string', 'node'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="caption-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />{' '}
            {option === 'string' ? 'a string' : 'a React node'}
          </label>
        ))}
      </fieldset>
      <Table<RegionRevenue>
        columns={columns}
        data={data}
        rowKey="region"
        caption={kind === 'string' ? 'Revenue by region, Q2 2024 (€ thousands)' : captionNode}
      />
    </div>
  );
};

export default App;
