import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import App from '../../../demos/nested';
import { tabTo } from './tabTo';

const taskNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

const expandIconOf = (name: string) => {
  const row = screen.getByText(name).closest('tr') as HTMLElement;
  const icon = row.querySelector('.rc-table-row-expand-icon');
  if (!icon) throw new Error(`no expand icon in the row of ${name}`);
  return icon;
};

describe('demo: nested', () => {
  it('starts with the Build branch open and the others closed', () => {
    render(<App />);
    expect(taskNames()).toEqual([
      'Discovery',
      'Build',
      'Payments service',
      'Cart page',
      'Launch review',
    ]);
  });

  it('expands and collapses a branch through its expand icon', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(expandIconOf('Discovery'));
    expect(screen.getByText('Customer interviews')).toBeInTheDocument();
    expect(expandIconOf('Discovery')).toHaveClass('rc-table-row-expanded');

    await user.click(expandIconOf('Build'));
    expect(screen.queryByText('Payments service')).not.toBeInTheDocument();
    expect(screen.queryByText('Cart page')).not.toBeInTheDocument();
  });

  it('marks rows by depth and gives leaves no expand button', () => {
    render(<App />);
    const payments = screen.getByText('Payments service').closest('tr') as HTMLElement;
    expect(payments).toHaveClass('rc-table-row-level-1');
    const cart = screen.getByText('Cart page').closest('tr') as HTMLElement;
    expect(cart.querySelector('.rc-table-row-expand-icon')).toHaveClass('rc-table-row-spaced');
  });

  it('expands every level with "Expand all" and closes them with "Collapse all"', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(taskNames()).toHaveLength(9);
    const refunds = screen.getByText('Refund endpoint').closest('tr') as HTMLElement;
    expect(refunds).toHaveClass('rc-table-row-level-2');
    expect(refunds.querySelector('.rc-table-row-indent')).toHaveStyle({ paddingLeft: '40px' });

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(taskNames()).toEqual(['Discovery', 'Build', 'Launch review']);
  });

  it('opens and closes a branch from the keyboard through a named button with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<App />);
    const discovery = screen.getByRole('button', { name: 'Expand Discovery' });
    expect(discovery).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Collapse Build' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await tabTo(user, discovery);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Customer interviews')).toBeInTheDocument();
    expect(discovery).toHaveAccessibleName('Collapse Discovery');
    expect(discovery).toHaveAttribute('aria-expanded', 'true');
    expect(discovery).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.queryByText('Customer interviews')).not.toBeInTheDocument();
    expect(discovery).toHaveAttribute('aria-expanded', 'false');
  });

  it("keeps the look of rc-table's icon: its classes on the button, a hidden placeholder on leaves", () => {
    render(<App />);
    expect(screen.getByRole('button', { name: 'Expand Discovery' })).toHaveClass(
      'rc-table-row-expand-icon',
      'rc-table-row-collapsed',
    );
    expect(screen.getByRole('button', { name: 'Collapse Build' })).toHaveClass(
      'rc-table-row-expanded',
    );
    const launch = screen.getByText('Launch review').closest('tr') as HTMLElement;
    expect(within(launch).queryByRole('button')).toBeNull();
    expect(launch.querySelector('.rc-table-row-expand-icon')).toHaveClass('rc-table-row-spaced');
  });

  it('sums a parent estimate from its subtasks', () => {
    render(<App />);
    const build = screen.getByText('Build').closest('tr') as HTMLElement;
    expect(within(build).getAllByRole('cell')[2]).toHaveTextContent('66 h');
  });
});
