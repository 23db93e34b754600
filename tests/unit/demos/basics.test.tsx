import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Caption from '../../../demos/caption';
import ClassName from '../../../demos/class-name';
import HideHeader from '../../../demos/hide-header';
import Key from '../../../demos/key';
import NoData from '../../../demos/no-data';
import RowAndCellClick from '../../../demos/row-and-cell-click';
import Simple from '../../../demos/simple';
import TitleAndFooter from '../../../demos/title-and-footer';
import { formatEur } from '../../../demos/_data/format';
import { claimValue } from '../../support/claimText';

/** What the demos of the "Basics" group do when they are used (all.test.tsx renders each). */

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const cellTexts = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((td) => td.textContent ?? '');

describe('demo: key', () => {
  const keys = () => bodyRows().map((row) => row.getAttribute('data-row-key'));
  const serverNames = () => bodyRows().map((row) => cellTexts(row)[0]);
  const noteIn = (rowIndex: number) =>
    within(bodyRows()[rowIndex]).getByRole('textbox') as HTMLInputElement;

  it('switches rowKey from the id field to the region/host function', async () => {
    const user = userEvent.setup();
    render(<Key />);
    expect(keys()).not.toEqual(serverNames());
    await user.selectOptions(screen.getByLabelText('rowKey'), 'function');
    expect(keys()).toEqual(serverNames());
  });

  it('keeps a typed note with its row after the row is moved', async () => {
    const user = userEvent.setup();
    render(<Key />);
    const [first, second] = serverNames();
    await user.type(noteIn(0), 'drain');
    await user.click(screen.getByRole('button', { name: `Move ${first} down` }));

    expect(serverNames().slice(0, 2)).toEqual([second, first]);
    expect(noteIn(1)).toHaveValue('drain');
    expect(noteIn(1)).toHaveAccessibleName(`Note for ${first}`);
    expect(noteIn(0)).toHaveValue('');
  });

  it('keeps notes with their rows when rows are removed, added and reversed (function key)', async () => {
    const user = userEvent.setup();
    render(<Key />);
    await user.selectOptions(screen.getByLabelText('rowKey'), 'function');
    const [first, , third, fourth] = serverNames();
    await user.type(screen.getByLabelText(`Note for ${third}`), 'backup');
    await user.type(screen.getByLabelText(`Note for ${fourth}`), 'warm');
    await user.click(screen.getByRole('button', { name: `Remove ${first}` }));
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    const noteOf = (name: string) => screen.getByLabelText(`Note for ${name}`);
    const added = serverNames()[3];
    expect(serverNames()).not.toContain(first);
    expect(noteOf(third)).toHaveValue('backup');
    expect(noteOf(fourth)).toHaveValue('warm');
    expect(noteOf(added)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Reverse order' }));
    expect(serverNames()[0]).toBe(added);
    expect(noteIn(1)).toHaveValue('warm');
    expect(noteIn(2)).toHaveValue('backup');
  });

  it('disables moves past the ends and Add server once the spares are used', async () => {
    const user = userEvent.setup();
    render(<Key />);
    const names = serverNames();
    expect(screen.getByRole('button', { name: `Move ${names[0]} up` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Move ${names.at(-1)} down` })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add server' });
    while (!(add as HTMLButtonElement).disabled) await user.click(add);
    expect(bodyRows().length).toBeGreaterThan(names.length);
  });
});

describe('demo: no-data', () => {
  const dataRows = () => bodyRows().filter((row) => row.dataset.rowKey);
  const emptyCell = () => document.querySelector('.rc-table-placeholder');

  it('toggles between the default "No Data" text and the order rows', async () => {
    const user = userEvent.setup();
    render(<NoData />);
    expect(emptyCell()).toHaveTextContent('No Data');
    expect(dataRows()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Show orders' }));
    expect(emptyCell()).toBeNull();
    expect(dataRows().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('checkbox', { name: 'Show orders' }));
    expect(dataRows()).toHaveLength(0);
    expect(emptyCell()).toHaveTextContent('No Data');
  });

  it('shows a custom node whose button fills the table', async () => {
    const user = userEvent.setup();
    render(<NoData />);
    await user.selectOptions(screen.getByLabelText('emptyText'), 'node');
    expect(emptyCell()).not.toHaveTextContent('No Data');

    await user.click(within(emptyCell() as HTMLElement).getByRole('button'));
    expect(dataRows().length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Show orders' })).toBeChecked();
  });

  it('calls the emptyText function, which explains why the table is empty', async () => {
    const user = userEvent.setup();
    render(<NoData />);
    await user.selectOptions(screen.getByLabelText('emptyText'), 'function');
    expect(emptyCell()).toHaveTextContent(/not loaded yet/);

    await user.click(screen.getByRole('checkbox', { name: 'Show orders' }));
    const filter = screen.getByRole('searchbox', { name: 'Filter customers' });
    await user.type(filter, 'book');
    expect(dataRows()).toHaveLength(1);
    expect(emptyCell()).toBeNull();

    await user.type(filter, 'shop');
    expect(dataRows()).toHaveLength(0);
    expect(emptyCell()).toHaveTextContent('No customer matches "bookshop".');
  });
});

describe('demo: hide-header', () => {
  it('shows the header while the checkbox is ticked, and no <thead> otherwise', async () => {
    const user = userEvent.setup();
    const { container } = render(<HideHeader />);
    const toggle = screen.getByRole('checkbox', { name: 'Show header' });
    expect(toggle).not.toBeChecked();
    expect(container.querySelector('thead')).toBeNull();

    await user.click(toggle);
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(0);

    await user.click(toggle);
    expect(container.querySelector('thead')).toBeNull();
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
  });
});

describe('demo: title-and-footer', () => {
  /** The title and footer rc-table renders for the rows it shows, worked out from those rows. */
  const expectTitleAndFooterOfShownRows = () => {
    const rows = bodyRows().map(cellTexts);
    const amounts = rows.map((cells) => Number(cells[3].replace(/[^\d.]/g, '')));
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(document.querySelector('.rc-table-title')).toHaveTextContent(
      `Invoices ${rows[0][0]} to ${rows.at(-1)![0]}`,
    );
    expect(document.querySelector('.rc-table-footer')).toHaveTextContent(
      `Page total: ${formatEur(total)} across ${rows.length} invoices`,
    );
  };

  it('passes the rows of the current page to title and footer, page after page', async () => {
    // The size of the whole data set, which the page gives as what title and footer never see.
    const total = claimValue(
      'title-and-footer/receive-shown-data',
      /To show "of (\d+)"/,
      /显示“共(\d+)条”/,
    );
    const user = userEvent.setup();
    render(<TitleAndFooter />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    expectTitleAndFooterOfShownRows();

    let [pages, rows] = [1, bodyRows().length];
    while (!(next as HTMLButtonElement).disabled) {
      await user.click(next);
      pages += 1;
      rows += bodyRows().length;
      expectTitleAndFooterOfShownRows();
    }
    expect(pages).toBeGreaterThan(2);
    expect(rows).toBe(Number(total));
    expect(screen.getByText(`Page ${pages} of ${pages}`)).toBeInTheDocument();

    await user.click(previous);
    expectTitleAndFooterOfShownRows();
  });
});

describe('demo: caption', () => {
  /** The accessible name a caption gives its table: the words of its text, however they are spaced. */
  const nameOf = (caption: HTMLElement) => {
    const walker = document.createTreeWalker(caption, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    while (walker.nextNode()) words.push(...walker.currentNode.textContent!.split(/\s+/));
    const escaped = words
      .filter(Boolean)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${escaped.join('\\s*')}$`);
  };
  const caption = () => screen.getByRole('table').querySelector('caption') as HTMLElement;

  it('names the table by its caption, a string or a node with its own markup', async () => {
    const user = userEvent.setup();
    render(<Caption />);
    expect(screen.getByRole('radio', { name: 'a string' })).toBeChecked();
    expect(screen.getByRole('table')).toHaveAccessibleName(nameOf(caption()));
    const before = caption().textContent;

    await user.click(screen.getByRole('radio', { name: 'a React node' }));
    expect(caption().textContent).not.toBe(before);
    expect(caption().querySelector('strong')).not.toBeNull();
    // The caption sits inside the table, before the header, and still names it.
    expect(caption().parentElement?.tagName).toBe('TABLE');
    expect(screen.getByRole('table')).toHaveAccessibleName(nameOf(caption()));
  });
});

describe('demo: class-name', () => {
  const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));
  const expandedRows = () => Array.from(document.querySelectorAll('tr.rc-table-expanded-row'));

  it('gives every row the same class with the string form, a class per record with the function', async () => {
    const user = userEvent.setup();
    render(<ClassName />);
    const stockClasses = () => rows().map((tr) => tr.className.match(/stock-\w+/)?.[0]);
    expect(stockClasses().every(Boolean)).toBe(true);
    expect(new Set(stockClasses()).size).toBeGreaterThan(1);

    await user.selectOptions(screen.getByLabelText('rowClassName'), 'string');
    for (const tr of rows()) expect(tr).toHaveClass('inventory-row');
    expect(stockClasses().some(Boolean)).toBe(false);
  });

  it('marks every expanded row with expandedRowClassName', async () => {
    const user = userEvent.setup();
    render(<ClassName />);
    const before = expandedRows().length;
    const collapsed = rows().find((tr) => tr.querySelector('.rc-table-row-collapsed'))!;
    await user.click(collapsed.querySelector('.rc-table-row-expand-icon') as HTMLElement);
    expect(expandedRows()).toHaveLength(before + 1);
    for (const tr of expandedRows()) expect(tr).toHaveClass('inventory-expanded');
  });
});

describe('demo: row-and-cell-click', () => {
  const logLines = () =>
    within(screen.getByRole('list', { name: 'Event log' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  const row = (index: number) => bodyRows()[index];
  const keyOf = (tr: HTMLElement) => tr.getAttribute('data-row-key');

  it('logs a body cell click through onCell, then onRow as the event bubbles', async () => {
    const user = userEvent.setup();
    render(<RowAndCellClick />);
    const tr = row(2);
    await user.click(within(tr).getAllByRole('cell')[1]);
    const lines = logLines();
    const onCell = lines.findIndex((line) => line?.startsWith(`onCell click: `));
    // Newest first: the row handler runs after the cell handler.
    expect(lines.indexOf(`onRow click: ${keyOf(tr)}`)).toBe(onCell - 1);
    expect(lines[onCell]).toMatch(new RegExp(`of ${keyOf(tr)}$`));
  });

  it('logs a header click through onHeaderCell and onHeaderRow', async () => {
    const user = userEvent.setup();
    render(<RowAndCellClick />);
    await user.click(screen.getByRole('columnheader', { name: 'Priority' }));
    expect(logLines().slice(0, 2)).toEqual([
      `onHeaderRow click: ${screen.getAllByRole('columnheader').length} columns`,
      'onHeaderCell click: Priority',
    ]);
  });

  it('logs double click, context menu, hover and Enter on a row', async () => {
    const user = userEvent.setup();
    render(<RowAndCellClick />);
    await user.dblClick(within(row(0)).getAllByRole('cell')[1]);
    expect(logLines()).toContain(`onRow dblclick: ${keyOf(row(0))}`);

    const menuEvent = fireEvent.contextMenu(row(1));
    expect(menuEvent).toBe(false);
    expect(logLines()[0]).toBe(`onRow contextmenu: ${keyOf(row(1))}`);

    await user.hover(within(row(2)).getAllByRole('cell')[1]);
    expect(logLines()).toContain(`onRow mouseenter: ${keyOf(row(2))}`);

    row(1).focus();
    await user.keyboard('{Enter}');
    expect(logLines()[0]).toBe(`onRow keydown Enter: ${keyOf(row(1))}`);
  });

  it('numbers entries and empties the log with Clear', async () => {
    const user = userEvent.setup();
    render(<RowAndCellClick />);
    await user.click(within(row(0)).getAllByRole('cell')[1]);
    const items = within(screen.getByRole('list', { name: 'Event log' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('value'))).toEqual(['3', '2', '1']);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toMatch(/^No events yet/);
  });
});

// docs/demo/simple.md, "Try it": in the automatic layout the <col> widths are what the browser
// aims for, not minimums (measured in Chromium: in a 600 px box the 180 px Name column is 159 px).
describe('demo: simple', () => {
  it('lays the table out automatically, with widths on every column but the last that add up to the sum its page names', () => {
    const sum = claimValue(
      'simple/widths-auto-layout',
      /together \((\d+) px\)/,
      /之和（(\d+) px）/,
    );
    const { container } = render(<Simple />);
    expect(container.querySelector('table')).toHaveStyle({ tableLayout: 'auto' });
    const widths = [...container.querySelectorAll<HTMLElement>('col')].map(
      (col) => col.style.width,
    );
    // Salary, the last column, has no width and so no <col> of its own.
    expect(widths).toEqual(['180px', '200px', '140px', '130px']);
    expect(widths.reduce((total, width) => total + parseFloat(width), 0)).toBe(Number(sum));
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
  });
});
