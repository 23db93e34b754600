/**
 * What rc-table 7.30.3 says in development about a configured table: the warnings its own code
 * logs for these choices (lib/utils/legacyUtil.js, lib/hooks/useExpand.js, lib/hooks/useColumns.js),
 * predicted here so that the page can explain each next to the control that causes it.
 * tests/unit/configurator/code.test.ts renders every tested combination and holds the prediction
 * to what rc-table actually logs.
 */
import {
  BASE_COLUMN_COUNT,
  expandColumnIndex,
  expandFixedValue,
  hasExpandableProp,
  needsEmptyScroll,
} from './code';
import { DEFAULT_STATE, type ConfiguratorState } from './state';

export type WarningId = 'legacy-title' | 'nested-expand' | 'fixed-order';

export interface TableWarning {
  id: WarningId;
  /** rc-table's message, as `console.error` receives it after React's "Warning: ". */
  message: string;
}

type Side = 'left' | 'right' | undefined;

/** The `fixed` of every leaf column as rc-table 7.30.3 sees it, left to right, expand column included. */
function leafFixed(state: ConfiguratorState): Side[] {
  const leaves: Side[] = Array.from({ length: BASE_COLUMN_COUNT }, (_, index) =>
    index < state.fixedLeft
      ? 'left'
      : index >= BASE_COLUMN_COUNT - state.fixedRight
        ? 'right'
        : undefined,
  );
  if (!state.expandable) return leaves;
  const at = expandColumnIndex(state);
  // useColumns: a truthy `fixed` pins the expand column left whenever `expandIconColumnIndex` is
  // unset; otherwise it takes the `fixed` of the column it was inserted before (for
  // `Table.EXPAND_COLUMN` in `columns`, that is the marker itself, which has none).
  const expandFixed: Side = expandFixedValue(state) ? 'left' : at === null ? leaves[0] : undefined;
  leaves.splice(at ?? 0, 0, expandFixed);
  return leaves;
}

/** rc-table's `warningFixed`: the first gap in the run of left-fixed, then of right-fixed columns. */
function fixedOrderWarnings(state: ConfiguratorState): TableWarning[] {
  let leaves = leafFixed(state);
  // In rtl rc-table swaps the sides, then checks the columns in reverse order.
  if (state.rtl)
    leaves = leaves
      .map((side): Side => (side === 'left' ? 'right' : side === 'right' ? 'left' : side))
      .reverse();
  const warnings: TableWarning[] = [];
  let allLeft = true;
  for (let i = 0; i < leaves.length; i += 1) {
    if (allLeft && leaves[i] !== 'left') allLeft = false;
    else if (!allLeft && leaves[i] === 'left') {
      warnings.push({
        id: 'fixed-order',
        message: `Index ${i - 1} of \`columns\` missing \`fixed='left'\` prop.`,
      });
      break;
    }
  }
  let allRight = true;
  for (let i = leaves.length - 1; i >= 0; i -= 1) {
    if (allRight && leaves[i] !== 'right') allRight = false;
    else if (!allRight && leaves[i] === 'right') {
      warnings.push({
        id: 'fixed-order',
        message: `Index ${i + 1} of \`columns\` missing \`fixed='right'\` prop.`,
      });
      break;
    }
  }
  return warnings;
}

/** The development warnings rc-table 7.30.3 logs for the configured table, in the order it logs them. */
export function tableWarnings(state: ConfiguratorState): TableWarning[] {
  const warnings: TableWarning[] = [];
  // Without an `expandable` prop, `title` counts among the expand props moved into it.
  if (state.title && !hasExpandableProp(state))
    warnings.push({
      id: 'legacy-title',
      message: 'expanded related props have been moved into `expandable`.',
    });
  if (state.expandable && state.tree && !state.empty)
    warnings.push({
      id: 'nested-expand',
      message: '`expandedRowRender` should not use with nested Table',
    });
  warnings.push(...fixedOrderWarnings(state));
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

/**
 * Everything the page says about the chosen combination, in control order: rc-table's warnings
 * (tableWarnings, once each) and the choices rc-table ignores or works around. Each is proven by
 * tests/unit/configurator/code.test.ts on the rendered table.
 */
export function configuratorNotes(state: ConfiguratorState): ControlNote[] {
  const notes: ControlNote[] = [];
  for (const id of new Set(tableWarnings(state).map((warning) => warning.id))) {
    const [control, page] = WARNING_CONTROLS[id];
    notes.push({ id, control, page });
  }
  if (needsEmptyScroll(state))
    notes.push({ id: 'empty-scroll', control: 'expandFixed', page: 'expanded-row-render' });
  if (expandFixedValue(state) === 'right')
    notes.push({ id: 'expand-right', control: 'expandFixed', page: 'expanded-row-render' });
  if ((state.fixedLeft || state.fixedRight) && state.scrollX === 'none' && !expandFixedValue(state))
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
