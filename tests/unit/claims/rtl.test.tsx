import { render } from '@testing-library/react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { describe, expect, it } from 'vitest';

/** What the "Pitfalls" of the demo pages say rc-table 7.30.3 does right to left, rendered. */

interface Row {
  key: string;
  name: string;
  note: string;
}

const rows: Row[] = [
  { key: 'a', name: 'Alpha', note: 'First' },
  { key: 'b', name: 'Beta', note: 'Second' },
];

const columns: ColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 160, fixed: 'left' },
  { title: 'Note', dataIndex: 'note', key: 'note', width: 900 },
];

/** The style of the box rc-table puts around an expanded row's content, in `direction`. */
function expandedBoxStyle(direction: 'ltr' | 'rtl'): CSSStyleDeclaration {
  const { container, unmount } = render(
    <Table<Row>
      direction={direction}
      columns={columns}
      data={rows}
      scroll={{ x: 1060 }}
      expandable={{
        fixed: 'left',
        defaultExpandAllRows: true,
        expandedRowRender: (row) => row.note,
      }}
    />,
  );
  const box = container.querySelector<HTMLElement>('.rc-table-expanded-row-fixed');
  expect(box, 'the expanded row content box').not.toBeNull();
  const style = box!.style;
  unmount();
  return style;
}

// docs/demo/expanded-row-render.md, "Pitfalls".
describe('the content of an expanded row of a table with fixed columns', () => {
  it('is held with position: sticky at left: 0 right to left as well, never at the right', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const style = expandedBoxStyle(direction);
      expect(style.position, direction).toBe('sticky');
      expect(style.left, direction).toBe('0px');
      expect(style.right, direction).toBe('');
    }
  });
});

// docs/demo/virtual-list.md, "Pitfalls".
describe('a components.body function, right to left', () => {
  it('is handed scrollbarSize, ref and onScroll, and not the direction', () => {
    const received: object[] = [];
    const { container } = render(
      <Table<Row>
        direction="rtl"
        columns={columns}
        data={rows}
        scroll={{ x: 1060, y: 300 }}
        components={{
          body: (_data, info) => {
            received.push(info);
            return null;
          },
        }}
      />,
    );
    expect(container.querySelector('.rc-table')).toHaveClass('rc-table-rtl');
    expect(received.length).toBeGreaterThan(0);
    for (const info of received)
      expect(Object.keys(info).sort()).toEqual(['onScroll', 'ref', 'scrollbarSize']);
  });
});
