import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from 'rc-table';
import { describe, expect, it, vi } from 'vitest';
import { expandButton } from '../../../demos/_data/expandButton';

interface Node {
  id: string;
  children?: Node[];
}

const data: Node[] = [{ id: 'parent', children: [{ id: 'child' }] }, { id: 'leaf' }];
const columns = [{ title: 'Id', dataIndex: 'id', key: 'id' }];
const expandIcon = expandButton<Node>((node) => node.id);

describe('demos/_data/expandButton', () => {
  it("renders a button for rows that expand and rc-table's hidden placeholder for the others", () => {
    const { container } = render(
      <Table<Node> columns={columns} data={data} rowKey="id" expandable={{ expandIcon }} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Expand parent' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('rc-table-row-expand-icon', 'rc-table-row-collapsed');
    expect(container.querySelector('span.rc-table-row-expand-icon')).toHaveClass(
      'rc-table-row-spaced',
    );
  });

  it('follows a custom prefixCls', () => {
    render(
      <Table<Node>
        prefixCls="inv"
        columns={columns}
        data={data}
        rowKey="id"
        expandable={{ expandIcon }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Expand parent' })).toHaveClass(
      'inv-row-expand-icon',
      'inv-row-collapsed',
    );
  });

  it('toggles once in tree data with expandRowByClick, where rc-table does not stop the click for it', async () => {
    const user = userEvent.setup();
    const onExpand = vi.fn();
    render(
      <Table<Node>
        columns={columns}
        data={data}
        rowKey="id"
        expandable={{ expandIcon, expandRowByClick: true, onExpand }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Expand parent' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(screen.getByText('child')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse parent' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
