import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Aria from '../../../demos/aria';
import ScopeCol from '../../../demos/scope-col';
import { claimValue } from '../../support/claimText';

/** What the demos of the "Accessibility" group do when they are used (all.test.tsx renders each). */

describe('demo: aria', () => {
  const table = () => screen.getByRole('table', { name: 'Fleet health' });
  const bodyRows = () => within(table()).getAllByRole('row').slice(1);
  const rowIndexes = () => bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
  const uptimes = () =>
    bodyRows().map((row) => parseFloat(within(row).getAllByRole('cell').at(-2)!.textContent!));
  const uptimeHeader = () => screen.getByRole('columnheader', { name: /Uptime/ });
  const next = () => screen.getByRole('button', { name: 'Next page' });

  it('numbers the header row and the rendered rows within the whole data set, page after page', async () => {
    const user = userEvent.setup();
    const first = Number(
      claimValue(
        'aria/rowindex-from-one',
        /counts from (\d+) and includes the header row/,
        /从(\d+)开始计数，并且包含表头行/,
      ),
    );
    render(<Aria />);
    const count = Number(table().getAttribute('aria-rowcount'));
    expect(within(table()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', String(first));
    const seen: number[] = [];
    for (;;) {
      seen.push(...rowIndexes());
      if ((next() as HTMLButtonElement).disabled) break;
      await user.click(next());
    }
    // Every row once, after the header row, to aria-rowcount.
    expect(seen).toEqual(Array.from({ length: count - first }, (_, i) => first + 1 + i));
    expect(screen.getByText(/^Page \d+ of \d+$/)).toHaveAttribute('aria-live', 'polite');
  });

  it('puts aria-sort on the Uptime header cell, flips it with the rows and goes back to page 1', async () => {
    const user = userEvent.setup();
    render(<Aria />);
    const descending = [...uptimes()].sort((a, b) => b - a);
    expect(uptimeHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(uptimes()).toEqual(descending);
    const others = screen.getAllByRole('columnheader').filter((th) => th !== uptimeHeader());
    for (const th of others) expect(th).not.toHaveAttribute('aria-sort');

    await user.click(next());
    await user.click(within(uptimeHeader()).getByRole('button', { name: 'Uptime' }));
    expect(uptimeHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(uptimes()).toEqual([...uptimes()].sort((a, b) => a - b));
    expect(rowIndexes()[0]).toBe(2);
    expect(screen.getByText(/^Page 1 of/)).toBeInTheDocument();
  });
});

describe('demo: scope-col', () => {
  it('lists the scope rc-table rendered on each header cell under the table', () => {
    const { container } = render(<ScopeCol />);
    const items = within(screen.getByRole('list', { name: 'Header cells and their scope' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    const rendered = [...container.querySelectorAll('thead th')].map(
      (th) => `${th.textContent}: scope="${th.getAttribute('scope')}"`,
    );
    expect(items).toEqual(rendered);
    expect(rendered.some((item) => item.endsWith('scope="colgroup"'))).toBe(true);
  });
});
