import React, { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';

interface Detail {
  field: string;
  label: string;
  value: string;
}

const columns: ColumnsType<Detail> = [
  // With no header to name the columns, each label becomes a row header (<th scope="row">).
  { title: 'Detail', dataIndex: 'label', key: 'label', width: 180, align: 'left', rowScope: 'row' },
  { title: 'Value', dataIndex: 'value', key: 'value' },
];

const shipment: Detail[] = [
  { field: 'carrier', label: 'Carrier', value: 'Nordic Freight Lines' },
  { field: 'tracking', label: 'Tracking number', value: 'NFL 4417 2093 58' },
  { field: 'origin', label: 'Origin', value: 'Gothenburg, SE' },
  { field: 'destination', label: 'Destination', value: 'Rotterdam, NL' },
  { field: 'weight', label: 'Gross weight', value: '1,240 kg on 3 pallets' },
  { field: 'eta', label: 'Estimated arrival', value: '14 June 2024, 09:00 CEST' },
];

const App: React.FC = () => {
  const [showHeader, setShowHeader] = useState(false);

  return (
    <div>
      <label style={{ display: 'inline-block', marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={showHeader}
          onChange={(e) => setShowHeader(e.target.checked)}
        />{' '}
        Show header
      </label>
      <Table<Detail>
        columns={columns}
        data={shipment}
        rowKey="field"
        showHeader={showHeader}
        caption="Shipment SO-2303"
      />
    </div>
  );
};

export default App;
