/**
 * The development warnings rc-table 7.30.3 logs for a configured table, predicted from the model's
 * props as rc-table reads them (tests/unit/configurator/code.test.ts holds them to what it logs).
 */
import Table from 'rc-table';
import type { TableProps } from 'rc-table';
import { leafColumns, propsOf, tableModel, type Server } from './model';
import { DEFAULT_STATE, type ConfiguratorState } from './state';

export type WarningId = 'legacy-title' | 'nested-expand' | 'fixed-order';

export interface TableWarning {
  id: WarningId;
  /** rc-table's message, as `console.error` receives it after React's "Warning: ". */
  message: string;
}

type Props = TableProps<Server>;
type Side = 'left' | 'right' | undefined;

/** The `fixed` of every leaf column as rc-table 7.30.3 sees it, left to right, expand column included. */
function leafFixed(props: Props): Side[] {
  const columns = props.columns ?? [];
  // useColumns: a truthy `fixed` pins the expand column left whenever `expandIconColumnIndex` is
  // unset; otherwise it takes the `fixed` of the column it was inserted before (for
  // `Table.EXPAND_COLUMN` in `columns`, that is the marker itself, which has none).
  const marker = Math.max(columns.indexOf(Table.EXPAND_COLUMN), 0);
  const expandSide = props.expandable?.fixed ? 'left' : columns[marker]?.fixed;
  return leafColumns(columns, Boolean(props.expandable?.expandedRowRender)).map(
    (column) => (column === Table.EXPAND_COLUMN ? expandSide : column.fixed) as Side,
  );
}

/** rc-table's `warningFixed`: the first gap in the run of left-fixed, then of right-fixed columns. */
function fixedOrderWarnings(props: Props): TableWarning[] {
  let leaves = leafFixed(props);
  // In rtl rc-table swaps the sides, then checks the columns in reverse order.
  if (props.direction === 'rtl')
    leaves = leaves
      .map((side): Side => (side === 'left' ? 'right' : side === 'right' ? 'left' : side))
      .reverse();
  const left = gapAt(leaves, 'left');
  const right = gapAt([...leaves].reverse(), 'right');
  const missing = (index: number, side: Side) => ({
    id: 'fixed-order' as const,
    message: `Index ${index} of \`columns\` missing \`fixed='${side}'\` prop.`,
  });
  return [
    ...(left < 0 ? [] : [missing(left - 1, 'left')]),
    ...(right < 0 ? [] : [missing(leaves.length - right, 'right')]),
  ];
}

/** The first column fixed to `side` after one that is not, or -1. */
function gapAt(sides: Side[], side: Side): number {
  const unfixed = sides.findIndex((other) => other !== side);
  return unfixed < 0 ? -1 : sides.findIndex((other, i) => i > unfixed && other === side);
}

/** The development warnings rc-table 7.30.3 logs for the configured table, in the order it logs them. */
export function tableWarnings(state: ConfiguratorState): TableWarning[] {
  return warningsOf(propsOf(tableModel(state)));
}

/** The warnings rc-table 7.30.3 logs for a table with these props. */
function warningsOf(props: Props): TableWarning[] {
  const warnings: TableWarning[] = [];
  // Without an `expandable` prop, `title` counts among the expand props moved into it.
  if (props.title && !props.expandable)
    warnings.push({
      id: 'legacy-title',
      message: 'expanded related props have been moved into `expandable`.',
    });
  if (props.expandable?.expandedRowRender && props.data?.some((row) => Array.isArray(row.children)))
    warnings.push({
      id: 'nested-expand',
      message: '`expandedRowRender` should not use with nested Table',
    });
  warnings.push(...fixedOrderWarnings(props));
  return warnings;
}

/** Every note the page can show under a control, rc-table's warnings first. */
export const NOTE_IDS = [
  'legacy-title',
  'nested-expand',
  'fixed-order',
  'empty-scroll',
  'fixed-without-scroll',
  'summary-hidden',
  'summary-unfixed',
  'expand-right',
] as const satisfies readonly string[];

export type NoteId = (typeof NOTE_IDS)[number];

/** What the page says next to a control: a warning rc-table logs, or what it does with a choice. */
export interface ControlNote {
  id: NoteId;
  /** The control the note sits under. */
  control: keyof ConfiguratorState;
  /** The demo page (slug) that explains it. */
  page: string;
}

const WARNING_CONTROLS: Record<WarningId, [keyof ConfiguratorState, string]> = {
  'legacy-title': ['title', 'title-and-footer'],
  'nested-expand': ['tree', 'expanded-row-render'],
  'fixed-order': ['expandColumnAt', 'fixed-columns'],
};

/** What the page says under the controls, in their order: warnings, ignored or worked-around choices. */
export function configuratorNotes(state: ConfiguratorState): ControlNote[] {
  const props = propsOf(tableModel(state));
  const notes: ControlNote[] = [];
  for (const id of new Set(warningsOf(props).map((warning) => warning.id))) {
    const [control, page] = WARNING_CONTROLS[id];
    notes.push({ id, control, page });
  }
  if (props.scroll && !Object.keys(props.scroll).length)
    notes.push({ id: 'empty-scroll', control: 'expandFixed', page: 'expanded-row-render' });
  if (props.expandable?.fixed === 'right')
    notes.push({ id: 'expand-right', control: 'expandFixed', page: 'expanded-row-render' });
  if ((state.fixedLeft || state.fixedRight) && !props.scroll?.x && !props.expandable?.fixed)
    notes.push({
      id: 'fixed-without-scroll',
      control: state.fixedLeft ? 'fixedLeft' : 'fixedRight',
      page: 'fixed-columns',
    });
  const fixedHeader = Boolean(state.scrollY) || state.sticky;
  // A top summary is drawn in the fixed header's holder, which is not there without a header.
  if (state.summary === 'top' && !state.showHeader && fixedHeader)
    notes.push({ id: 'summary-hidden', control: 'summary', page: 'sticky-header-and-summary' });
  else if (
    (state.summary === 'top' || state.summary === 'bottom') &&
    !state.scrollY &&
    !state.sticky
  )
    notes.push({ id: 'summary-unfixed', control: 'summary', page: 'sticky-header-and-summary' });
  const order = Object.keys(DEFAULT_STATE);
  return notes.sort((a, b) => order.indexOf(a.control) - order.indexOf(b.control));
}
