import {
  demoPropsList,
  propsUsed,
  propUseAnchor,
  propUseName,
  rcTableProps,
} from '../../../src/node/api/propsUsed';

const names = (source: string, known?: ReturnType<typeof rcTableProps>) =>
  propsUsed(source, 'demo.tsx', known).map(propUseName);

describe('propsUsed', () => {
  it('reads attributes of <Table> (also generic), not React key', () => {
    const source = `
      import Table from 'rc-table';
      export default () => <Table<Row> key="t" data={[]} rowKey="id" showHeader={false} />;
    `;
    expect(names(source)).toEqual(['data', 'rowKey', 'showHeader']);
  });

  it('ignores elements that are not rc-table', () => {
    expect(names(`import Other from 'other'; const a = <Other rowKey="id" />;`)).toEqual([]);
  });

  it('follows columns through variables, useMemo, map callbacks, spreads and nested children', () => {
    const source = `
      import React from 'react';
      import Table from 'rc-table';
      const base = [{ title: 'A', dataIndex: 'a' }, { title: 'G', children: [{ title: 'B', ellipsis: true }] }];
      const extra = { title: 'C', align: 'right' as const };
      export default function App({ fixed }: { fixed: boolean }) {
        const columns = React.useMemo(() => [...base, extra].map((col) => (fixed ? { ...col, fixed: 'left' } : col)), [fixed]);
        return <Table columns={columns} />;
      }
    `;
    expect(names(source)).toEqual([
      'columns',
      'column.align',
      'column.children',
      'column.dataIndex',
      'column.ellipsis',
      'column.fixed',
      'column.title',
    ]);
  });

  it('reads objects typed as rc-table column types anywhere in the file', () => {
    const source = `
      import type { ColumnsType, ColumnType } from 'rc-table/lib/interface';
      const columns: ColumnsType<Row> = [{ title: 'A', onCell: () => ({}) }];
      const one = { width: 80 } satisfies ColumnType<Row>;
      const cell = (): ColumnType<Row> => ({ rowScope: 'row' });
    `;
    expect(names(source)).toEqual([
      'column.onCell',
      'column.rowScope',
      'column.title',
      'column.width',
    ]);
  });

  it('reads expandable, sticky and components objects, inline or through a variable', () => {
    const source = `
      import Table from 'rc-table';
      const expandable = { rowExpandable: (r: Row) => r.ok, expandedRowRender: () => null };
      export default () => (
        <Table
          expandable={{ ...expandable, expandRowByClick: true }}
          sticky={{ offsetHeader: 64 }}
          components={{ body: { row: 'tr' } }}
        />
      );
    `;
    expect(names(source)).toEqual([
      'components',
      'expandable',
      'sticky',
      'expandable.expandedRowRender',
      'expandable.expandRowByClick',
      'expandable.rowExpandable',
      'sticky.offsetHeader',
      'components.body',
    ]);
  });

  it('reads JSX columns: <Column>, <ColumnGroup> and Table.Column', () => {
    const source = `
      import Table, { Column, ColumnGroup } from 'rc-table';
      export default () => (
        <Table data={[]}>
          <ColumnGroup title="Name"><Column title="First" dataIndex="first" key="first" /></ColumnGroup>
          <Table.Column title="Age" width={80} />
        </Table>
      );
    `;
    expect(names(source)).toEqual([
      'data',
      'column.dataIndex',
      'column.key',
      'column.title',
      'column.width',
    ]);
  });

  it('leaves out keys rc-table does not declare once the known props are given', () => {
    const source = `
      import Table from 'rc-table';
      const columns = [{ title: 'A', text: (r: Row) => r.a }];
      export default () => <Table columns={columns} aria-label="Orders" />;
    `;
    expect(names(source)).toContain('column.text');
    expect(names(source, rcTableProps())).toEqual(['columns', 'column.title']);
  });
});

describe('rcTableProps', () => {
  it("reads the props from rc-table's declaration files", () => {
    const known = rcTableProps();
    expect(known.table.has('rowKey')).toBe(true);
    expect(known.column.has('fixed')).toBe(true);
    expect(known.column.has('children')).toBe(true);
    expect(known.expandable.has('rowExpandable')).toBe(true);
    expect(known.sticky.has('offsetHeader')).toBe(true);
    expect(known.components.has('body')).toBe(true);
    expect(known.table.has('text')).toBe(false);
  });
});

describe('anchors', () => {
  it('map props to the API reference anchors, lower-case', () => {
    expect(propUseAnchor({ section: 'table', name: 'rowKey' })).toBe('prop-rowkey');
    expect(propUseAnchor({ section: 'column', name: 'onHeaderCell' })).toBe(
      'prop-column-onheadercell',
    );
    expect(propUseAnchor({ section: 'expandable', name: 'rowExpandable' })).toBe(
      'prop-expandable-rowexpandable',
    );
    expect(propUseAnchor({ section: 'sticky', name: 'offsetHeader' })).toBe(
      'prop-sticky-offsetheader',
    );
    expect(propUseAnchor({ section: 'components', name: 'body' })).toBe('prop-components-body');
  });

  it('demoPropsList gives the "Props used" entries of a demo', () => {
    const source = `import Table from 'rc-table'; export default () => <Table rowKey="id" sticky={{ offsetHeader: 0 }} />;`;
    expect(demoPropsList(source)).toEqual([
      { name: 'rowKey', anchor: 'prop-rowkey' },
      { name: 'sticky', anchor: 'prop-sticky' },
      { name: 'sticky.offsetHeader', anchor: 'prop-sticky-offsetheader' },
    ]);
  });
});
