import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ComponentType } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configuratorPlayground } from '@site/client/configurator/playground';
import { codeSandboxDataOf } from '@site/client/playground';
import { DEFAULT_STATE, type ConfiguratorState } from '@site/shared/configurator/state';
import { tableWarnings } from '@site/shared/configurator/warnings';
import { seededStates } from './states';

/**
 * The code the configurator writes, held to rc-table 7.30.3 itself rather than to the live table
 * (which shares the printer's assumptions): for a few states per control and ten seeded
 * combinations, the project the CodeSandbox button posts (TypeScript) is bundled by esbuild with
 * its own tsconfig.json, its imports left to the installed packages, and its App rendered in jsdom
 * with the stylesheets its entry loads. Each control's promise is then checked on the DOM, from the
 * choices alone, and rc-table's development warnings are compared with warnings.ts's prediction.
 */

type Name = keyof ConfiguratorState;
const ROOT = resolve(__dirname, '../../..');
const requireHere = createRequire(join(ROOT, 'package.json'));
// rc-table deduplicates its warnings through rc-util; the same module instance resets them.
const { resetWarned } = requireHere('rc-util/lib/warning') as { resetWarned: () => void };

/** The data columns left to right, by the titles the table shows. */
const TITLES = [
  'Hostname',
  'Region',
  'Operating system',
  'vCPU',
  'Memory (GB)',
  'Team',
  'Notes',
  'Monthly cost',
] as const;
type Leaf = (typeof TITLES)[number] | 'expand';

/** The leaf columns the choices describe, the expand column where "Expand column" puts it. */
function leavesOf(state: ConfiguratorState): Leaf[] {
  const leaves: Leaf[] = [...TITLES];
  const at = { first: 0, second: 1, last: TITLES.length }[state.expandColumnAt];
  if (state.expandable) leaves.splice(at, 0, 'expand');
  return leaves;
}

/** The choices made on top of the defaults, with 6 rows: two groups of three. */
const choose = (choices: Partial<ConfiguratorState>): ConfiguratorState => ({
  ...DEFAULT_STATE,
  rows: 6,
  ...choices,
});

/** A handful of states per control: its values, and the choices it needs or meets most. */
const CASES: Record<Name, ConfiguratorState[]> = {
  bordered: [choose({ bordered: false }), choose({ bordered: false, rtl: true })],
  striped: [choose({ striped: true }), choose({ striped: true, scrollY: 200 })],
  showHeader: [choose({ showHeader: false }), choose({ showHeader: false, sticky: true })],
  title: [choose({ title: true }), choose({ title: true, tree: true })],
  footer: [choose({ footer: true })],
  caption: [choose({ caption: true }), choose({ caption: true, scrollY: 200 })],
  sticky: [choose({ sticky: true }), choose({ sticky: true, scrollX: 'width', scrollY: 150 })],
  stickyOffsetHeader: [choose({ sticky: true, stickyOffsetHeader: 64 })],
  stickyOffsetSummary: [
    choose({ sticky: true, summary: 'bottom', stickyOffsetSummary: 48 }),
    choose({ sticky: true, summary: 'bottom', stickyOffsetSummary: 8, scrollY: 200 }),
  ],
  scrollX: [choose({ scrollX: 'width' }), choose({ scrollX: 'max-content' })],
  scrollXWidth: [choose({ scrollX: 'width', scrollXWidth: 2000 })],
  scrollY: [choose({ scrollY: 300 }), choose({ scrollY: 150, showHeader: false })],
  fixedLeft: [
    choose({ fixedLeft: 1, scrollX: 'width' }),
    choose({ fixedLeft: 2, scrollX: 'width', scrollY: 200 }),
    choose({ fixedLeft: 2, rtl: true }),
  ],
  fixedRight: [
    choose({ fixedRight: 1, scrollX: 'width' }),
    choose({ fixedRight: 1, scrollX: 'max-content', rtl: true }),
  ],
  tableLayout: [
    choose({ tableLayout: 'fixed' }),
    choose({ tableLayout: 'auto', scrollX: 'width' }),
  ],
  ellipsis: [choose({ ellipsis: true }), choose({ ellipsis: true, scrollY: 200 })],
  expandable: [choose({ expandable: true }), choose({ expandable: true, scrollY: 200 })],
  expandRowByClick: [choose({ expandable: true, expandRowByClick: true })],
  rowExpandable: [choose({ expandable: true, rowExpandable: true })],
  expandColumnAt: [
    choose({ expandable: true, expandColumnAt: 'second' }),
    choose({ expandable: true, expandColumnAt: 'last', grouped: true }),
  ],
  expandFixed: [
    choose({ expandable: true, expandFixed: true, scrollX: 'width' }),
    choose({ expandable: true, expandFixed: true, expandColumnAt: 'last', sticky: true }),
    choose({ expandable: true, expandFixed: true, expandColumnAt: 'second', rtl: true }),
  ],
  tree: [choose({ tree: true }), choose({ tree: true, expandable: true })],
  indentSize: [
    choose({ tree: true, indentSize: 0 }),
    choose({ tree: true, indentSize: 40, rows: 9 }),
    choose({ tree: true, indentSize: 25, scrollY: 200, rtl: true }),
  ],
  summary: [
    choose({ summary: 'plain' }),
    choose({ summary: 'top' }),
    choose({ summary: 'top', scrollY: 200 }),
    choose({ summary: 'bottom', scrollY: 200, expandable: true }),
    choose({ summary: 'top', sticky: true, showHeader: false }),
  ],
  grouped: [choose({ grouped: true }), choose({ grouped: true, fixedLeft: 1, scrollY: 200 })],
  merged: [choose({ merged: true }), choose({ merged: true, rows: 7, tree: true })],
  empty: [choose({ empty: true }), choose({ empty: true, summary: 'plain', scrollY: 200 })],
  rtl: [choose({ rtl: true }), choose({ rtl: true, fixedRight: 1, scrollX: 'width' })],
  rows: [choose({ rows: 5 }), choose({ rows: 23 })],
  bg: [choose({ bg: '#fff8c5' }), choose({ bg: '#0d1117', textColor: '#e6edf3' })],
  headerBg: [
    choose({ headerBg: '#0b3d91', textColor: '#ffffff' }),
    choose({ headerBg: '#dbeafe' }),
  ],
  subtleBg: [
    choose({ subtleBg: '#e7f3ff', striped: true }),
    choose({ subtleBg: '#fff8c5', title: true, footer: true }),
  ],
  hoverBg: [choose({ hoverBg: '#ffebe9' })],
  textColor: [choose({ textColor: '#0b3d91' })],
  mutedColor: [choose({ mutedColor: '#8250df', caption: true, expandable: true })],
  borderColor: [
    choose({ borderColor: '#1a7f37' }),
    choose({ borderColor: '#000000', bordered: false }),
  ],
  shadow: [choose({ shadow: 40, fixedLeft: 1, scrollX: 'width' }), choose({ shadow: 0 })],
  paddingY: [choose({ paddingY: 4 }), choose({ paddingY: 20, title: true, expandable: true })],
  paddingX: [choose({ paddingX: 24 }), choose({ paddingX: 0, footer: true })],
};

const SEEDED = seededStates(10, 35);

/** The rendered table, with the parts the checks read. */
interface View {
  state: ConfiguratorState;
  container: HTMLElement;
  root: HTMLElement;
  /** The `<table>` that holds the body rows. */
  bodyTable: HTMLTableElement;
  /** The top-level data rows, in order. */
  rows: HTMLTableRowElement[];
}

function viewOf(state: ConfiguratorState, container: HTMLElement): View {
  const bodyTable = container.querySelector('tbody')!.closest('table')!;
  return {
    state,
    container,
    root: container.querySelector<HTMLElement>('.rc-table')!,
    bodyTable,
    rows: [...bodyTable.querySelectorAll<HTMLTableRowElement>('tbody > tr.rc-table-row-level-0')],
  };
}

/** A row's cells by leaf column; a region cell that a merged cell above covers is missing. */
function cellsOf(v: View, row: HTMLTableRowElement): Map<Leaf, HTMLTableCellElement> {
  let leaves = leavesOf(v.state);
  const cells = [...row.cells];
  if (cells.length === leaves.length - 1 && v.state.merged)
    leaves = leaves.filter((leaf) => leaf !== 'Region');
  expect(cells, `the cells of ${row.dataset.rowKey}`).toHaveLength(leaves.length);
  return new Map(leaves.map((leaf, i) => [leaf, cells[i]]));
}

const headerCell = (v: View, title: string) =>
  [...v.container.querySelectorAll('thead th')].find((th) => th.textContent === title) as
    | HTMLTableCellElement
    | undefined;

/** The side a cell is fixed to: a fix class and a sticky position together, or neither. */
function fixedSide(cell: HTMLElement): string | null {
  const left = cell.classList.contains('rc-table-cell-fix-left');
  const right = cell.classList.contains('rc-table-cell-fix-right');
  const sticky = cell.style.position === 'sticky';
  if (!left && !right && !sticky) return null;
  return sticky && left !== right ? (left ? 'left' : 'right') : `half fixed: ${cell.className}`;
}

/** The side a column fixed at the start of the row sticks to, and the other side. */
const sides = (state: ConfiguratorState) => (state.rtl ? ['right', 'left'] : ['left', 'right']);

/** The rules of the loaded stylesheets that match an element and set its background. */
function backgroundRules(element: Element): string[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => 'selectorText' in rule)
    .filter((rule) => rule.style.getPropertyValue('background') || rule.style.backgroundColor)
    .filter((rule) => {
      try {
        return element.matches(rule.selectorText);
      } catch {
        return false; // a pseudo-element selector
      }
    })
    .map((rule) => rule.selectorText);
}

/**
 * The content of an expanded row in a table with fixed columns, and the empty state of a table
 * that scrolls sideways, stay out until rc-table has measured the table's width, which jsdom never
 * reports: such a row holds an empty `-expanded-row-fixed` box instead (lib/Body/ExpandedRow.js).
 */
const awaitsWidth = (row: Element) =>
  row.querySelector('.rc-table-expanded-row-fixed')?.childNodes.length === 0;

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const number = (cell: Element | undefined) => Number(cell?.textContent);

/** The page while a check runs: the table as first rendered, and a fresh one to click in. */
interface Page {
  view: View;
  fresh: () => View;
}

type Check = (page: Page) => void;

// Lines between the columns: the project's table.css hides them under "table-borderless".
const columnLines: Check = ({ view: v }) => {
  const cell = v.container.querySelector('tbody td')!;
  const { borderLeftColor, borderRightColor } = getComputedStyle(cell);
  const hidden = borderLeftColor === TRANSPARENT && borderRightColor === TRANSPARENT;
  expect(hidden, 'lines between the columns hidden').toBe(!v.state.bordered);
};

const stripedRows: Check = ({ view: v }) => {
  v.rows.forEach((row, i) =>
    expect(row.classList.contains('row-striped'), `row ${i} striped`).toBe(
      v.state.striped && i % 2 === 1,
    ),
  );
  // The project's stylesheet gives a striped row's cells a background of their own.
  if (v.state.striped && v.rows.length > 1)
    expect(backgroundRules(v.rows[1].cells[0]).length).toBeGreaterThan(
      backgroundRules(v.rows[0].cells[0]).length,
    );
};

const header: Check = ({ view: v }) => {
  const titles = [...v.container.querySelectorAll('thead th')].map((th) => th.textContent);
  if (v.state.showHeader) expect(titles).toEqual(expect.arrayContaining([...TITLES]));
  else expect(titles).toEqual([]);
};

const titlePanel: Check = ({ view: v }) => {
  const title = v.root.querySelector(':scope > .rc-table-title');
  expect(Boolean(title?.textContent), 'a title panel').toBe(v.state.title);
  if (title) expect(title.nextElementSibling).toHaveClass('rc-table-container');
};

const footerPanel: Check = ({ view: v }) => {
  const footer = v.root.querySelector(':scope > .rc-table-footer');
  expect(Boolean(footer?.textContent), 'a footer panel').toBe(v.state.footer);
  if (footer) expect(footer.previousElementSibling).toHaveClass('rc-table-container');
};

const caption: Check = ({ view: v }) => {
  const element = v.bodyTable.querySelector(':scope > caption');
  expect(Boolean(element?.textContent), 'a caption').toBe(v.state.caption);
};

const rightToLeft: Check = ({ view: v }) =>
  expect(getComputedStyle(v.root).direction === 'rtl', 'right to left').toBe(v.state.rtl);

const scrollsSideways: Check = ({ view: v }) => {
  const { scrollX, scrollXWidth } = v.state;
  const width = { none: '', width: `${scrollXWidth}px`, 'max-content': 'max-content' }[scrollX];
  expect(v.bodyTable.style.width, 'the width of the table').toBe(width);
  const overflow = v.bodyTable.parentElement!.style.overflowX;
  // rc-table also scrolls a table with a fixed expand column sideways (lib/Table.js, horizonScroll).
  const fixedExpand = v.state.expandable && v.state.expandFixed;
  expect(overflow === 'auto' || overflow === 'scroll', 'scrolls sideways').toBe(
    scrollX !== 'none' || fixedExpand,
  );
};

const bodyHeight: Check = ({ view: v }) => {
  const body = v.container.querySelector<HTMLElement>('.rc-table-body');
  expect(body?.style.maxHeight ?? '', 'the body height').toBe(
    v.state.scrollY ? `${v.state.scrollY}px` : '',
  );
  if (v.state.scrollY) expect(body!.style.overflowY).toBe('scroll');
  // The header stays outside the body that scrolls.
  const thead = v.container.querySelector('thead');
  if (v.state.scrollY && thead) expect(thead.closest('.rc-table-body')).toBeNull();
};

const stickyHeader: Check = ({ view: v }) => {
  const holder = v.container.querySelector<HTMLElement>('.rc-table-header');
  const stuck = holder !== null && getComputedStyle(holder).position === 'sticky';
  expect(stuck, 'the header sticks').toBe(v.state.sticky && v.state.showHeader);
  if (stuck) expect(holder.style.top).toBe(`${v.state.stickyOffsetHeader}px`);
};

const stickySummary: Check = ({ view: v }) => {
  const holder = v.container.querySelector<HTMLElement>('div.rc-table-summary');
  const stuck = holder !== null && getComputedStyle(holder).position === 'sticky';
  expect(stuck, 'the summary sticks to the bottom').toBe(
    v.state.sticky && v.state.summary === 'bottom',
  );
  if (stuck) expect(holder.style.bottom).toBe(`${v.state.stickyOffsetSummary}px`);
};

/** The first `fixedLeft` columns stick to the start of the row, the last `fixedRight` to its end. */
const fixedColumns: Check = ({ view: v }) => {
  const [start, end] = sides(v.state);
  const firstRow = v.rows[0] && cellsOf(v, v.rows[0]);
  TITLES.forEach((title, index) => {
    const side =
      index < v.state.fixedLeft ? start : index >= TITLES.length - v.state.fixedRight ? end : null;
    for (const cell of [headerCell(v, title), firstRow?.get(title)])
      if (cell) expect(fixedSide(cell), `${title} fixed`).toBe(side);
  });
};

const tableLayout: Check = ({ view: v }) => {
  // The header and summary of a fixed header are laid out fixed whatever the choice
  // (lib/FixedHolder): the choice is the body's.
  if (v.state.tableLayout !== 'default')
    expect(v.bodyTable.style.tableLayout).toBe(v.state.tableLayout);
};

const ellipsis: Check = ({ view: v }) => {
  const notes = [headerCell(v, 'Notes'), ...v.rows.map((row) => cellsOf(v, row).get('Notes'))];
  for (const cell of notes.filter((cell) => cell !== undefined)) {
    expect(cell.classList.contains('rc-table-cell-ellipsis'), 'notes cut short').toBe(
      v.state.ellipsis,
    );
    // The whole note stays readable on hover.
    if (v.state.ellipsis) expect(cell.title).toBe(cell.textContent);
  }
};

const groupedHeader: Check = ({ view: v }) => {
  if (!v.state.showHeader) return;
  const group = headerCell(v, 'Resources');
  const headerRows = v.container.querySelectorAll<HTMLTableRowElement>('thead tr');
  if (!v.state.grouped) {
    expect(group).toBeUndefined();
    expect(headerRows).toHaveLength(1);
    return;
  }
  expect(group?.colSpan).toBe(2);
  expect(headerRows).toHaveLength(2);
  expect([...headerRows[1].cells].map((cell) => cell.textContent)).toEqual(['vCPU', 'Memory (GB)']);
};

/** Each region cell spans the run of rows below it that show no region cell of their own. */
const mergedRegions: Check = ({ view: v }) => {
  const spans = v.rows.map((row) => cellsOf(v, row).get('Region')?.rowSpan ?? 0);
  if (!v.state.merged) {
    expect(spans.every((span) => span === 1)).toBe(true);
    return;
  }
  for (let i = 0; i < spans.length; i += spans[i]) {
    expect(spans[i], `row ${i} starts a region`).toBeGreaterThan(0);
    expect(spans.slice(i + 1, i + spans[i]), `rows under row ${i}`).toEqual(
      Array(Math.min(spans[i], spans.length - i) - 1).fill(0),
    );
  }
  if (spans.length > 1) expect(Math.max(...spans)).toBeGreaterThan(1);
};

/** The expand icon of a row, and whether rc-table lets the row expand. */
const iconOf = (row: HTMLTableRowElement) =>
  row.querySelector<HTMLElement>('.rc-table-row-expand-icon');
const canExpand = (row: HTMLTableRowElement) =>
  iconOf(row)?.classList.contains('rc-table-row-collapsed') ?? false;

/**
 * An expand button in every row, in the expand column. A click on the row elsewhere expands it
 * only with "A click anywhere on the row expands it"; the button always does, showing the notes.
 */
const expandedRows: Check = ({ view: v, fresh }) => {
  for (const row of v.rows) {
    const cells = [...row.querySelectorAll('.rc-table-row-expand-icon-cell')];
    expect(cells, 'expand cells').toEqual(
      v.state.expandable ? [cellsOf(v, row).get('expand')] : [],
    );
    if (v.state.expandable) expect(iconOf(row), 'an expand button').not.toBeNull();
  }
  if (!v.state.expandable) return;
  const w = fresh();
  const row = w.rows.find(canExpand);
  if (!row) return;
  const notes = cellsOf(w, row).get('Notes')!.textContent;
  fireEvent.click(cellsOf(w, row).get('Team')!);
  const byClick = iconOf(row)!.classList.contains('rc-table-row-expanded');
  expect(byClick, 'a click on the row expands it').toBe(v.state.expandRowByClick);
  if (!byClick) fireEvent.click(iconOf(row)!);
  const expanded = row.nextElementSibling as HTMLElement;
  expect(expanded).toHaveClass('rc-table-expanded-row');
  expect(expanded).toBeVisible();
  if (!awaitsWidth(expanded)) expect(expanded.querySelector('p')?.textContent).toBe(notes);
};

const rowExpandable: Check = ({ view: v }) => {
  if (!v.state.expandable) return;
  for (const row of v.rows) {
    const vcpu = number(cellsOf(v, row).get('vCPU'));
    expect(canExpand(row), `${row.dataset.rowKey} (${vcpu} vCPU) expands`).toBe(
      !v.state.rowExpandable || vcpu > 2,
    );
  }
};

const expandColumnAt: Check = ({ view: v }) => {
  if (!v.state.expandable || !v.state.showHeader) return;
  const cells = [...v.container.querySelector('thead tr')!.children];
  const at = cells.findIndex((cell) => cell.classList.contains('rc-table-row-expand-icon-cell'));
  const last = cells.length - 1;
  expect(at, 'the expand column').toBe({ first: 0, second: 1, last }[v.state.expandColumnAt]);
};

/** A fixed expand column sticks to the start of the row wherever it sits (note "expand-right"). */
const expandFixed: Check = ({ view: v }) => {
  if (!v.state.expandable) return;
  // Unfixed, an expand column in the first place takes the first column's `fixed`.
  if (!v.state.expandFixed && v.state.expandColumnAt === 'first' && v.state.fixedLeft) return;
  const cells = [
    v.container.querySelector<HTMLElement>('thead .rc-table-row-expand-icon-cell'),
    ...v.rows.map((row) => cellsOf(v, row).get('expand')),
  ];
  for (const cell of cells.filter((cell) => cell != null))
    expect(fixedSide(cell), 'the expand column fixed').toBe(
      v.state.expandFixed ? sides(v.state)[0] : null,
    );
};

/** Replicas nested under some servers, each level indented by `indentSize` more. */
const treeData: Check = ({ view: v, fresh }) => {
  if (!v.state.tree) {
    expect(v.container.querySelectorAll('.rc-table-row-indent')).toHaveLength(0);
    return;
  }
  if (v.state.empty) return;
  const w = fresh();
  const nested = () => [
    ...w.container.querySelectorAll<HTMLTableRowElement>('tr.rc-table-row-level-1'),
  ];
  expect(nested(), 'nested rows before a click').toHaveLength(0);
  for (const row of w.rows.filter(canExpand)) fireEvent.click(iconOf(row)!);
  expect(nested().length, 'nested rows').toBeGreaterThan(0);
  const hostname = (row: HTMLTableRowElement) => cellsOf(w, row).get('Hostname')!.textContent!;
  for (const row of nested()) {
    let parent = row.previousElementSibling as HTMLTableRowElement;
    while (!parent.classList.contains('rc-table-row-level-0'))
      parent = parent.previousElementSibling as HTMLTableRowElement;
    expect(hostname(row).slice(0, hostname(parent).length), 'a replica under its server').toBe(
      hostname(parent),
    );
  }
  // With expandedRowRender too, rc-table expands rows its own way and draws no tree indent.
  if (v.state.expandable) return;
  const indents = [...w.container.querySelectorAll<HTMLElement>('.rc-table-row-indent')];
  expect(indents).toHaveLength(w.rows.length + nested().length);
  for (const indent of indents) {
    const level = Number(/indent-level-(\d+)/.exec(indent.className)![1]);
    expect(indent.style.paddingLeft, `the indent of level ${level}`).toBe(
      `${level * v.state.indentSize}px`,
    );
  }
};

type SummaryPlace = 'after the body' | 'below the body' | 'with the header';

/** "After the body", or, with a fixed header, drawn with the header or below the body. */
function summaryPlace(state: ConfiguratorState): SummaryPlace | null {
  if (state.summary === 'none') return null;
  if (state.summary === 'plain' || (!state.scrollY && !state.sticky)) return 'after the body';
  if (state.summary === 'bottom') return 'below the body';
  // A top summary is drawn in the header's holder, which is not there without a header.
  return state.showHeader ? 'with the header' : null;
}

/** The summary where it was put: "Total", then the sum of the monthly costs under their column. */
const summaryRow: Check = ({ view: v }) => {
  const footers = [...v.container.querySelectorAll('tfoot')];
  const place = summaryPlace(v.state);
  expect(footers.length, 'summary rows').toBe(place ? 1 : 0);
  if (!place) return;
  const [footer] = footers;
  const placed = {
    'after the body': () =>
      footer.parentElement === v.bodyTable && footer.previousElementSibling?.tagName === 'TBODY',
    'below the body': () =>
      footer
        .closest('div.rc-table-summary')
        ?.previousElementSibling?.classList.contains('rc-table-body') === true,
    'with the header': () => footer.closest('.rc-table-header')?.querySelector('thead') != null,
  }[place]();
  expect(placed, `the summary ${place}`).toBe(true);
  const cells = [...footer.querySelectorAll('td')].filter(
    (cell) => !cell.classList.contains('rc-table-cell-scrollbar'),
  );
  const leaves = leavesOf(v.state);
  expect(cells[0].textContent).toBe('Total');
  const starts = cells.map((_, i) => cells.slice(0, i).reduce((sum, c) => sum + c.colSpan, 0));
  const total = cells[starts.indexOf(leaves.indexOf('Monthly cost'))];
  const costs = v.rows.map((row) => number(cellsOf(v, row).get('Monthly cost')));
  expect(number(total), 'the total under the monthly cost').toBe(costs.reduce((a, b) => a + b, 0));
  expect(
    cells.reduce((sum, cell) => sum + cell.colSpan, 0),
    'columns summed',
  ).toBe(leaves.length);
};

const emptyState: Check = ({ view: v }) => {
  const placeholder = v.container.querySelector('tr.rc-table-placeholder');
  expect(placeholder !== null, 'the empty state').toBe(v.state.empty);
  if (placeholder && !awaitsWidth(placeholder)) expect(placeholder.textContent).not.toBe('');
};

const rowCount: Check = ({ view: v }) =>
  expect(v.rows).toHaveLength(v.state.empty ? 0 : v.state.rows);

/** `#abc` as `#aabbcc`, lower case: table.css writes some colours short. */
const longHex = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');

/** The value of custom property `name` on an element: jsdom inherits none, so the nearest that sets it. */
function customProperty(element: Element, name: string): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = getComputedStyle(at).getPropertyValue(name).trim();
    if (value) return value;
  }
  return `unset ${name}`;
}

/**
 * The value a property takes on an element, its `var()`s read: the last loaded rule that matches
 * the element and declares it wins (table.css and table-theme.css come last and start with `html`
 * or set custom properties only), as jsdom keeps a declared `var(--name)` as written.
 */
function resolved(element: Element, property: string): string {
  const declared = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => 'selectorText' in rule)
    .filter((rule) => {
      try {
        return element.matches(rule.selectorText);
      } catch {
        return false; // a pseudo-element selector
      }
    })
    .map((rule) => rule.style.getPropertyValue(property))
    .filter(Boolean);
  const value = declared.at(-1) ?? getComputedStyle(element).getPropertyValue(property);
  return value
    .replace(/var\((--[\w-]+)\)/g, (_, name: string) => customProperty(element, name))
    .trim();
}

/** The declarations of the loaded rules whose selector names `selector`, merged in order. */
function ruleValue(selector: string, property: string): string {
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => 'selectorText' in rule)
    .filter((rule) => rule.selectorText.split(',').some((part) => part.trim() === selector));
  return (
    rules
      .map((rule) => rule.style.getPropertyValue(property))
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

/**
 * The look: each part of the table a reader sees takes the colour, opacity or padding chosen
 * (table.css's own value at the default), from the stylesheet the project's App imports.
 */
const look: Check = ({ view: v, fresh }) => {
  const { state } = v;
  const colour = (element: Element | null | undefined, property: string, expected: string) => {
    if (element)
      expect(longHex(resolved(element, property)), `${property} of ${element.tagName}`).toBe(
        expected,
      );
  };
  const body = v.rows.find((row) => !row.classList.contains('row-striped'))?.cells[0];
  colour(body, 'background', state.bg);
  colour(v.root, 'color', state.textColor);
  colour(
    v.container.querySelector('thead th:not(.rc-table-cell-scrollbar)'),
    'background',
    state.headerBg,
  );
  colour(v.root.querySelector(':scope > .rc-table-title'), 'background', state.subtleBg);
  colour(v.root.querySelector(':scope > .rc-table-footer'), 'background', state.subtleBg);
  colour(v.container.querySelector('tr.row-striped > td'), 'background', state.subtleBg);
  colour(v.bodyTable.querySelector(':scope > caption'), 'color', state.mutedColor);
  colour(v.container.querySelector('.rc-table-row-expand-icon'), 'color', state.mutedColor);
  if (body) {
    expect(longHex(resolved(body, 'border-color')), 'border colour').toBe(state.borderColor);
    expect(resolved(body, 'padding'), 'cell padding').toBe(
      `${state.paddingY}px ${state.paddingX}px`,
    );
  }
  const title = v.root.querySelector(':scope > .rc-table-title');
  if (title) expect(resolved(title, 'padding')).toBe(`${state.paddingY}px ${state.paddingX}px`);
  // The shadow beside a fixed column is drawn by a pseudo-element jsdom does not match: the rule
  // that draws it is read, with the table's colour of it.
  const shadow = ruleValue(
    'html .rc-table-ping-left .rc-table-cell-fix-left-first::after',
    'box-shadow',
  );
  expect(shadow).toContain('var(--demo-shadow)');
  const alpha = customProperty(v.root, '--demo-shadow');
  expect(alpha.replace(/\s/g, ''), 'the fixed-column shadow').toBe(
    `rgba(31,35,40,${state.shadow / 100})`,
  );
  // The row under the pointer.
  if (v.rows.length === 0) return;
  const w = fresh();
  const cell = w.rows[0].cells[w.rows[0].cells.length - 1];
  fireEvent.mouseEnter(cell);
  expect(cell).toHaveClass('rc-table-cell-row-hover');
  colour(cell, 'background', state.hoverBg);
};

/** What each control promises that a reader sees in the table. */
const CHECKS: Record<Name, Check> = {
  bordered: columnLines,
  striped: stripedRows,
  showHeader: header,
  title: titlePanel,
  footer: footerPanel,
  caption,
  sticky: stickyHeader,
  stickyOffsetHeader: stickyHeader,
  stickyOffsetSummary: stickySummary,
  scrollX: scrollsSideways,
  scrollXWidth: scrollsSideways,
  scrollY: bodyHeight,
  fixedLeft: fixedColumns,
  fixedRight: fixedColumns,
  tableLayout,
  ellipsis,
  expandable: expandedRows,
  expandRowByClick: expandedRows,
  rowExpandable,
  expandColumnAt,
  expandFixed,
  tree: treeData,
  indentSize: treeData,
  summary: summaryRow,
  grouped: groupedHeader,
  merged: mergedRegions,
  empty: emptyState,
  rtl: rightToLeft,
  rows: rowCount,
  bg: look,
  headerBg: look,
  subtleBg: look,
  hoverBg: look,
  textColor: look,
  mutedColor: look,
  borderColor: look,
  shadow: look,
  paddingY: look,
  paddingX: look,
};

/** Each check once, named by the controls it covers. */
const CHECK_RUNS = [...new Set(Object.values(CHECKS))].map(
  (check) =>
    [
      (Object.keys(CHECKS) as Name[]).filter((name) => CHECKS[name] === check).join(', '),
      check,
    ] as const,
);

/** Every state's App, bundled as its exported project builds it. */
const apps = new Map<ConfiguratorState, ComponentType>();
/** The stylesheets the project's entry loads. */
const stylesheet = document.createElement('style');
/** The stylesheet each state's App imports (esbuild's CSS output of App.tsx), if any. */
const themes = new Map<ConfiguratorState, string>();
/** Where the stylesheet of the App being checked is loaded, after the entry's. */
const themeSheet = document.createElement('style');
/** What rc-table and React logged to the console since it was last read. */
let logged: string[] = [];

/**
 * Bundles each project's App.tsx with esbuild (the project's tsconfig.json says how to compile
 * it), in a process of its own: esbuild's API refuses jsdom's globals (its TextEncoder check).
 */
function bundleApps(states: ConfiguratorState[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'configurator-code-'));
  try {
    let styles = '';
    states.forEach((state, i) => {
      const { files } = codeSandboxDataOf(configuratorPlayground(state, 'ts'));
      for (const [path, { content }] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, `${i}`, path)), { recursive: true });
        writeFileSync(join(dir, `${i}`, path), content);
      }
      // The stylesheets the entry imports, in its order: rc-table's, then the project's table.css.
      if (i === 0)
        for (const [, sheet] of files['index.tsx'].content.matchAll(/^import '([^']+\.css)';$/gm))
          styles += sheet.startsWith('./')
            ? files[sheet.slice(2)].content
            : readFileSync(requireHere.resolve(sheet), 'utf8');
    });
    const options = {
      entryPoints: states.map((_, i) => `${i}/App.tsx`),
      absWorkingDir: dir,
      outdir: 'out',
      bundle: true,
      format: 'cjs',
      packages: 'external',
      logLevel: 'error',
    };
    execFileSync(
      process.execPath,
      [
        '-e',
        'require(process.argv[1]).buildSync(JSON.parse(process.argv[2]))',
        requireHere.resolve('esbuild'),
        JSON.stringify(options),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    states.forEach((state, i) => {
      const module = { exports: {} as { default?: ComponentType } };
      // The installed packages, as the project's pins name them; its stylesheets are loaded above.
      const load = (id: string) => (id.endsWith('.css') ? {} : requireHere(id));
      const code = readFileSync(join(dir, 'out', `${i}`, 'App.js'), 'utf8');
      new Function('require', 'module', 'exports', code)(load, module, module.exports);
      apps.set(state, module.exports.default!);
      const css = join(dir, 'out', `${i}`, 'App.css');
      if (existsSync(css)) themes.set(state, readFileSync(css, 'utf8'));
    });
    stylesheet.textContent = styles;
    document.head.append(stylesheet, themeSheet);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders a state's App and runs every control's check; rc-table must warn as predicted. */
function checkState(label: string, state: ConfiguratorState): void {
  const App = apps.get(state)!;
  const predicted = tableWarnings(state)
    .map((warning) => `Warning: ${warning.message}`)
    .sort();
  const unmounts: Array<() => void> = [];
  themeSheet.textContent = themes.get(state) ?? '';
  const fresh = () => {
    expect(logged, `${label}: logged while used`).toEqual([]);
    resetWarned();
    const { container, unmount } = render(<App />);
    unmounts.push(unmount);
    expect(logged.splice(0).sort(), `${label}: rc-table's warnings`).toEqual(predicted);
    return viewOf(state, container);
  };
  try {
    const page = { view: fresh(), fresh };
    for (const [name, check] of CHECK_RUNS) {
      try {
        check(page);
      } catch (error) {
        (error as Error).message = `${label}, ${name}: ${(error as Error).message}`;
        throw error;
      }
    }
    expect(logged, `${label}: logged while used`).toEqual([]);
  } finally {
    for (const unmount of unmounts) unmount();
  }
}

const name = (state: ConfiguratorState) =>
  Object.entries(state)
    .filter(([key, value]) => value !== DEFAULT_STATE[key as Name])
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

describe('the configurator’s code, rendered by rc-table 7.30.3', () => {
  beforeAll(() =>
    bundleApps([...Object.values(CASES).flat(), ...SEEDED.map(([, state]) => state)]),
  );
  afterAll(() => {
    stylesheet.remove();
    themeSheet.remove();
  });
  beforeEach(() => {
    logged = [];
    for (const level of ['error', 'warn'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
  });

  it.each(Object.entries(CASES))('keeps what %s promises', (_, states) => {
    for (const state of states) checkState(name(state), state);
  });

  it('keeps every promise in ten seeded combinations', () => {
    for (const [label, state] of SEEDED) checkState(`${label} (${name(state)})`, state);
  });
});
