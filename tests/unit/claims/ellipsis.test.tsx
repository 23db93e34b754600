import { render, screen } from '@testing-library/react';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table/lib/interface';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

interface Row {
  key: string;
  text: string;
}

const Wrapped = ({ text }: { text: string }) => <span>{text}</span>;

/** The title rc-table gives the body cell of a column with `ellipsis`, for what `render` returns. */
function cellTitle(ellipsis: ColumnType<Row>['ellipsis'], content: (text: string) => ReactNode) {
  const { unmount } = render(
    <Table<Row>
      columns={[{ title: 'Text', dataIndex: 'text', key: 'text', ellipsis, render: content }]}
      data={[{ key: '1', text: 'A long message' }]}
    />,
  );
  const title = screen.getByRole('cell').getAttribute('title');
  unmount();
  return title;
}

// docs/demo/ellipsis-custom-tooltip.md and docs/demo/ellipsis.md, "Pitfalls"; the ellipsis API row.
describe('the native title of ellipsis: true', () => {
  it('is set for a string, a number, or an element whose only child is a string', () => {
    expect(cellTitle(true, (text) => text)).toBe('A long message');
    expect(cellTitle(true, () => 42)).toBe('42');
    expect(cellTitle(true, (text) => <span>{text}</span>)).toBe('A long message');
  });

  it('is not set for a component whose text is a prop, nor for richer content', () => {
    expect(cellTitle(true, (text) => <Wrapped text={text} />)).toBeNull();
    expect(
      cellTitle(true, (text) => (
        <span>
          <b>{text}</b>
        </span>
      )),
    ).toBeNull();
  });

  it('is never set with showTitle: false', () => {
    expect(cellTitle({ showTitle: false }, (text) => text)).toBeNull();
  });
});
