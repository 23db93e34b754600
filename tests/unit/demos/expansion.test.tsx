import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import Table from 'rc-table';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ChildrenIndent from '../../../demos/children-indent';
import ExpandIcon from '../../../demos/expand-icon';
import ExpandedRowRender from '../../../demos/expanded-row-render';
import Nested from '../../../demos/nested';
import SubTable from '../../../demos/sub-table';
import { expandButton } from '../../../demos/_data/expandButton';
import { claimValue, claimValues } from '../../support/claimText';
import { tabTo } from './tabTo';

/**
 * What the demos of the "Expansion and trees" group do when they are used, and the expand button
 * several demos share (all.test.tsx renders each demo).
 */

const iconIn = (row: HTMLElement) => row.querySelector<HTMLElement>('.rc-table-row-expand-icon');
/** The rows a reader sees: rc-table hides a collapsed expanded row with `display: none`. */
const visibleRows = () => screen.getAllByRole('row');

describe('demos/_data/expandButton', () => {
  interface Node {
    id: string;
    children?: Node[];
  }
  const data: Node[] = [{ id: 'parent', children: [{ id: 'child' }] }, { id: 'leaf' }];
  const columns = [{ title: 'Id', dataIndex: 'id', key: 'id' }];
  const expandIcon = expandButton<Node>((node) => node.id);

  it("renders a button for rows that expand and rc-table's hidden placeholder for the others", () => {
    const { container } = render(
      <Table<Node>
        prefixCls="inv"
        columns={columns}
        data={data}
        rowKey="id"
        expandable={{ expandIcon }}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Expand parent' });
    expect(button).toHaveAttribute('type', 'button');
    // rc-table's classes, under the table's prefixCls: the same box as rc-table's own icon.
    expect(button).toHaveClass('inv-row-expand-icon', 'inv-row-collapsed');
    expect(container.querySelector('span.inv-row-expand-icon')).toHaveClass('inv-row-spaced');
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

/** The demos that draw their expand icons with demos/_data/expandButton, found in their source. */
const WITH_EXPAND_BUTTON = readdirSync('demos')
  .filter((file) => file.endsWith('.tsx'))
  .filter((file) => readFileSync(`demos/${file}`, 'utf8').includes('/_data/expandButton'))
  .map((file) => file.slice(0, -'.tsx'.length));

/** The buttons of demos/_data/expandButton: named "Expand …" or "Collapse …", with aria-expanded. */
const expandButtons = () =>
  screen
    .queryAllByRole('button', { name: /^(Expand|Collapse) / })
    .filter((button) => button.hasAttribute('aria-expanded'));

describe.each(WITH_EXPAND_BUTTON)('demo: %s', (name) => {
  it('expands and collapses a row from the keyboard through a named button with aria-expanded', async () => {
    const { default: Demo } = (await import(`../../../demos/${name}.tsx`)) as {
      default: ComponentType;
    };
    const user = userEvent.setup();
    render(<Demo />);
    const button = expandButtons()[0];
    const expanded = button.getAttribute('aria-expanded') === 'true';
    const label = button.getAttribute('aria-label')!.replace(/^(Expand|Collapse) /, '');
    expect(button).toHaveAccessibleName(`${expanded ? 'Collapse' : 'Expand'} ${label}`);
    const rows = visibleRows().length;

    await tabTo(user, button);
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName(`${expanded ? 'Expand' : 'Collapse'} ${label}`);
    expect(button).toHaveAttribute('aria-expanded', String(!expanded));
    expect(button).toHaveFocus();
    expect(Math.sign(visibleRows().length - rows)).toBe(expanded ? -1 : 1);

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', String(expanded));
    expect(visibleRows()).toHaveLength(rows);
  });
});

describe('demo: children-indent', () => {
  const levelOf = (row: Element) => Number(/rc-table-row-level-(\d+)/.exec(row.className)![1]);
  /** Every row is indented by its depth times `indent`. */
  const expectIndent = (indent: number) => {
    const rows = [...document.querySelectorAll('tbody tr.rc-table-row')];
    expect(new Set(rows.map(levelOf)).size).toBeGreaterThan(2);
    for (const row of rows) {
      expect(row.querySelector('.rc-table-row-indent')).toHaveStyle({
        paddingLeft: `${levelOf(row) * indent}px`,
      });
    }
  };

  it('re-indents every level when the slider changes indentSize', () => {
    const id = 'children-indent/slider-moves-levels';
    const [indent, file] = claimValues(
      id,
      /at (\d+) px, `([^`]+)`/,
      /设为(\d+) px时，位于第\d+层的`([^`]+)`/,
    );
    const [level, moved] = claimValues(
      id,
      /on level (\d+), moves (\d+) px/,
      /位于第(\d+)层的`[^`]+`会向右移动(\d+) px/,
    );
    const none = claimValue('children-indent/zero-indent', /Set it to (\d+) px/, /设为(\d+) px/);
    render(<ChildrenIndent />);
    const slider = screen.getByRole('slider', { name: /indent per level/i });
    expectIndent(Number((slider as HTMLInputElement).value));
    fireEvent.change(slider, { target: { value: indent } });
    expect(screen.getByText(`${indent}px`)).toBeInTheDocument();
    expectIndent(Number(indent));
    const row = screen
      .getByRole('cell', { name: new RegExp(file.replace(/\./g, '\\.')) })
      .closest('tr')!;
    expect(levelOf(row)).toBe(Number(level));
    expect(row.querySelector('.rc-table-row-indent')).toHaveStyle({ paddingLeft: `${moved}px` });
    fireEvent.change(slider, { target: { value: none } });
    expectIndent(Number(none));
  });
});

describe('demo: nested', () => {
  it('expands every level with "Expand all" and closes them with "Collapse all"', async () => {
    const user = userEvent.setup();
    const { container } = render(<Nested />);
    const levels = () =>
      [...container.querySelectorAll('tbody tr.rc-table-row')].map(
        (row) => /rc-table-row-level-(\d+)/.exec(row.className)![1],
      );
    const rows = levels().length;

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(levels().length).toBeGreaterThan(rows);
    expect(levels()).toContain('2');
    expect(
      expandButtons().filter((button) => button.getAttribute('aria-expanded') === 'false'),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(new Set(levels())).toEqual(new Set(['0']));
    expect(
      expandButtons().filter((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(0);
  });
});

describe('demo: expanded-row-render', () => {
  /** The expandedRowKeys the demo shows under its table. */
  const keysShown = () => JSON.parse(screen.getByText(/^\[/).textContent!) as string[];
  const orderRows = () =>
    [...document.querySelectorAll<HTMLElement>('tbody tr.rc-table-row')].filter(
      (row) => row.dataset.rowKey,
    );
  const collapsedOrder = () =>
    orderRows().find((row) => iconIn(row)?.classList.contains('rc-table-row-collapsed'))!;
  const detailOf = (row: HTMLElement) => row.nextElementSibling as HTMLElement;

  it('expands and collapses a row through its icon and lists the expanded keys on screen', async () => {
    const user = userEvent.setup();
    render(<ExpandedRowRender />);
    const before = keysShown();
    const row = collapsedOrder();
    await user.click(iconIn(row)!);
    expect(detailOf(row)).toBeVisible();
    expect(keysShown()).toEqual([...before, row.dataset.rowKey]);

    await user.click(iconIn(row)!);
    expect(detailOf(row)).not.toBeVisible();
    expect(keysShown()).toEqual(before);
  });

  it('expands on a row click only while "Expand row by click" is checked', async () => {
    const user = userEvent.setup();
    render(<ExpandedRowRender />);
    const row = collapsedOrder();
    const before = keysShown();
    await user.click(within(row).getAllByRole('cell')[2]);
    expect(keysShown()).toEqual(before);

    await user.click(screen.getByRole('checkbox', { name: 'Expand row by click' }));
    await user.click(within(row).getAllByRole('cell')[2]);
    expect(keysShown()).toEqual([...before, row.dataset.rowKey]);

    // A key press on the button toggles once: the row does not toggle it back.
    const button = within(collapsedOrder()).getByRole('button');
    await tabTo(user, button);
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets the orders without items expand only while rowExpandable is off', async () => {
    const user = userEvent.setup();
    render(<ExpandedRowRender />);
    const spaced = () => orderRows().filter((row) => iconIn(row)?.matches('.rc-table-row-spaced'));
    const locked = spaced();
    expect(locked.length).toBeGreaterThan(0);
    for (const row of locked) expect(within(row).queryByRole('button')).toBeNull();

    const toggle = screen.getByRole('checkbox', { name: 'Only orders with items can expand' });
    await user.click(toggle);
    expect(spaced()).toHaveLength(0);
    await user.click(iconIn(locked[0])!);
    expect(keysShown()).toContain(locked[0].dataset.rowKey);

    // Switching it back on closes them again.
    await user.click(toggle);
    expect(keysShown()).not.toContain(locked[0].dataset.rowKey);
    expect(spaced()).toEqual(locked);
  });

  it('moves the expand icon to the chosen column and fixes it, with the columns before it', async () => {
    const user = userEvent.setup();
    render(<ExpandedRowRender />);
    const cells = () => within(collapsedOrder()).getAllByRole('cell');
    const iconCell = () =>
      cells().findIndex((cell) => cell.querySelector('.rc-table-row-expand-icon'));
    expect(iconCell()).toBe(0);

    const [label, index, before] = claimValues(
      'expanded-row-render/icon-column-index',
      /Pick \*\*((\d+) \(after (\w+)\))\*\*/,
      /设为\*\*((\d+) \(after (\w+)\))\*\*/,
    );
    await user.click(screen.getByRole('radio', { name: label }));
    expect(iconCell()).toBe(Number(index));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers[Number(index) - 1]).toHaveTextContent(before);
    await user.click(screen.getByRole('checkbox', { name: 'Fix the expand column' }));
    cells().forEach((cell, index) =>
      expect(cell.classList.contains('rc-table-cell-fix-left'), `cell ${index}`).toBe(index <= 2),
    );

    await user.click(screen.getByRole('radio', { name: /^1 / }));
    expect(iconCell()).toBe(1);
    cells().forEach((cell, index) =>
      expect(cell.classList.contains('rc-table-cell-fix-left'), `cell ${index}`).toBe(index <= 1),
    );
  });
});

describe('demo: expand-icon', () => {
  it('shows a row’s events with its own labelled button, from a click or the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<ExpandIcon />);
    // The library's default span icon is replaced, not added to.
    expect(container.querySelector('.rc-table-row-expand-icon')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: /^Show events for / });
    const rowsWithButton = buttons.map((button) => button.closest('tr'));
    const dataRows = [...container.querySelectorAll('tbody tr[data-row-key]')];
    expect(dataRows.length).toBeGreaterThan(buttons.length);
    expect(
      dataRows.filter((row) => !rowsWithButton.includes(row as HTMLTableRowElement)),
    ).not.toHaveLength(0);

    const first = buttons[0].getAttribute('aria-label')!.replace('Show events for ', '');
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: `Recent events on ${first}` })).toBeVisible();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');

    const host = claimValue(
      'expand-icon/click-opens-events',
      /next to \*\*([\w-]+)\*\*/,
      /点击\*\*([\w-]+)\*\*旁/,
    );
    const button = screen.getByRole('button', { name: `Show events for ${host}` });
    await user.click(button);
    expect(button).toHaveAccessibleName(`Hide events for ${host}`);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: `Recent events on ${host}` })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByRole('list', { hidden: true, name: `Recent events on ${host}` }),
    ).not.toBeVisible();
  });
});

describe('demo: sub-table', () => {
  it('opens a nested table of invoices per customer inside the expanded row', async () => {
    const user = userEvent.setup();
    render(<SubTable />);
    const [first, second] = screen.getAllByRole('button', { name: /^Expand / });
    const customer = (button: HTMLElement) =>
      button.getAttribute('aria-label')!.replace(/^(Expand|Collapse) /, '');
    const firstName = customer(first);
    expect(screen.getAllByRole('table')).toHaveLength(1);

    await user.click(first);
    await user.click(second);
    expect(screen.getAllByRole('table')).toHaveLength(3);
    const nested = screen.getByRole('table', { name: `Invoices for ${firstName}` });
    expect(nested.closest('tr')).toHaveClass('rc-table-expanded-row');
    expect(within(nested).getAllByRole('row').length).toBeGreaterThan(1);

    await user.click(first);
    expect(
      screen.getByRole('table', { hidden: true, name: `Invoices for ${firstName}` }),
    ).not.toBeVisible();
    expect(screen.getByRole('table', { name: `Invoices for ${customer(second)}` })).toBeVisible();
  });
});
