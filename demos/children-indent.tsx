import React from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import 'rc-table/assets/index.css';
import { expandButton } from './_data/expandButton';

interface FileNode {
  path: string;
  name: string;
  kind: 'folder' | 'file';
  sizeKb?: number;
  modified: string;
  children?: FileNode[];
}

const file = (path: string, sizeKb: number, modified: string): FileNode => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  kind: 'file',
  sizeKb,
  modified,
});

const folder = (path: string, modified: string, children: FileNode[]): FileNode => ({
  path,
  name: `${path.slice(path.lastIndexOf('/') + 1)}/`,
  kind: 'folder',
  modified,
  children,
});

const data: FileNode[] = [
  folder('website', '2026-10-02', [
    folder('website/src', '2026-10-02', [
      folder('website/src/components', '2026-09-28', [
        folder('website/src/components/Invoice', '2026-09-28', [
          file('website/src/components/Invoice/Invoice.tsx', 6.4, '2026-09-28'),
          file('website/src/components/Invoice/Invoice.test.tsx', 3.1, '2026-09-27'),
        ]),
        file('website/src/components/Header.tsx', 2.2, '2026-08-14'),
      ]),
      file('website/src/main.tsx', 0.9, '2026-06-03'),
    ]),
    file('website/package.json', 1.6, '2026-10-02'),
  ]),
  file('README.md', 4.8, '2026-07-19'),
];

const columns: ColumnsType<FileNode> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 320 },
  {
    title: 'Size',
    dataIndex: 'sizeKb',
    key: 'size',
    width: 100,
    align: 'right',
    render: (size?: number) => (size === undefined ? '—' : `${size.toFixed(1)} KB`),
  },
  { title: 'Modified', dataIndex: 'modified', key: 'modified' },
];

// A <button>, not rc-table's <span>, so rows open from the keyboard (_data/expandButton.tsx).
const expandIcon = expandButton<FileNode>((node) => node.path);

const App: React.FC = () => {
  const [indentSize, setIndentSize] = React.useState(16);
  const sliderId = React.useId();

  return (
    <>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <label htmlFor={sliderId}>Indent per level</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={48}
          step={4}
          value={indentSize}
          onChange={(event) => setIndentSize(Number(event.target.value))}
        />
        <output htmlFor={sliderId} style={{ color: 'var(--demo-text-muted, #57606a)' }}>
          {indentSize}px
        </output>
      </div>
      <Table<FileNode>
        columns={columns}
        data={data}
        rowKey="path"
        expandable={{ indentSize, defaultExpandAllRows: true, expandIcon }}
      />
    </>
  );
};

export default App;
