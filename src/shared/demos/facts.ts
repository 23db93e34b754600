/**
 * What a demo's rendered table is to assistive technology and to CSS, as `npm run demos:facts`
 * reads it from Chromium (its accessibility tree and the DOM of the standalone demo page at 1280 px)
 * into `src/shared/demos/facts/<demo>.json`. The pages' Accessibility and Classes sections are
 * written from this data, and an e2e test derives it again and compares.
 */

/** Where Chromium took an accessible name from (`name.sources` of the AX node), or `none`. */
export type NameSource =
  | 'aria-labelledby'
  | 'aria-label'
  | 'caption'
  | 'title'
  | 'label'
  | 'contents'
  | 'placeholder'
  | 'related-element'
  | 'other'
  | 'none';

/** Which header cells a table has, by what they head. */
export interface HeaderFacts {
  /** Column headers (`columnheader` role), in reading order; empty names as "". */
  columns: string[];
  /** Row headers (`rowheader`: `<th scope="row">`), how many. */
  rowHeaders: number;
  /** The text of the first few row headers, in order, to name examples. */
  rowHeaderExamples: string[];
}

/**
 * One `<table>` element (or ARIA table/grid) a reader meets inside the demo, in document order.
 * rc-table renders the header in a `<table>` of its own with `scroll.y` or `sticky`: then `part`
 * says which half this one is.
 */
export interface TableFacts {
  /** The role Chromium exposes: `table`, `grid`, `treegrid`, or `presentation`/`none` when it dropped it. */
  role: string;
  /** Its accessible name; "" without one. */
  name: string;
  nameSource: NameSource;
  /** Its accessible description (`aria-describedby`, `title`); "" without one. */
  description: string;
  /** `whole`: header and body in one table; `header`/`body`/`summary`: a part of a split table. */
  part: 'whole' | 'header' | 'body' | 'summary';
  /** Rows in the accessibility tree (header rows included), and the cells of the widest row. */
  rows: number;
  columns: number;
  /** `aria-rowcount` on the table: the rows of the whole data set when the DOM holds a part. */
  ariaRowCount: number | null;
  /** Whether the table sits inside another table's cell (a nested table). */
  nested: boolean;
  headers: HeaderFacts;
}

/** A control that expands or collapses a row (rc-table's expand icon or a demo's own button). */
export interface ExpandControlFacts {
  /** Its role in the AX tree (`button` when the demo passes a button; `generic` for rc-table's `<span>`). */
  role: string;
  /** Its accessible name; "" without one. */
  name: string;
  /** `aria-expanded` as the AX tree has it; null when the control does not expose a state. */
  expanded: boolean | null;
  /** Whether Tab reaches it. */
  focusable: boolean;
}

/** The expand controls of a demo on first render, in document order. */
export interface ExpandFacts {
  controls: ExpandControlFacts[];
}

/** A live region inside the demo: what it announces on change. */
export interface LiveRegionFacts {
  /** `polite` or `assertive`. */
  live: string;
  /** Its role (`status`, `alert`, `log` or `generic`). */
  role: string;
  /** Its text on first render, trimmed. */
  text: string;
}

/** What a key does on a Tab stop, found by pressing it and comparing before and after. */
export type KeyEffect =
  | 'expands' // aria-expanded false → true (and rows appear)
  | 'collapses'
  | 'toggles' // a pressed/checked state flips
  | 'increases' // aria-valuenow grows (a slider, a resize handle)
  | 'decreases'
  | 'scrolls' // scrollLeft or scrollTop of the focused scroller changes
  | 'activates' // the demo changed otherwise (rows, text)
  | 'moves-focus' // focus left the demo
  | 'navigates' // the page's address changed
  | 'nothing';

/** One Tab stop of the demo, in order, and what the keys do there. */
export interface TabStopFacts {
  role: string;
  name: string;
  /** Whether it is inside the table (rc-table's root element); the keys are read only there. */
  inTable: boolean;
  /**
   * The index of an earlier stop of the same kind (tag, classes, role, disabled state, first word of
   * its name) whose keys hold here too.
   */
  like?: number;
  /**
   * Effects of Enter, Space and the arrow keys pressed on it (an omitted key does nothing); empty
   * outside the table and with `like`.
   */
  keys: Partial<
    Record<'Enter' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft', KeyEffect>
  >;
}

/** One class of the table's prefix, the elements that carry it and how many. */
export interface ClassFacts {
  /** The class as the demo renders it, prefix written out (`rc-table-cell-fix-left`). */
  name: string;
  /** Tag names of the elements that carry it, sorted (`["td", "th"]`). */
  elements: string[];
  /** How many elements carry it on first render. */
  count: number;
}

/** Everything the derivation reads from one demo. */
export interface DemoFacts {
  /** The demo's file name without extension (`simple`, `fixed-columns`). */
  demo: string;
  /** The table's class prefix as the root element has it (`rc-table` unless `prefixCls` is set). */
  prefix: string;
  /** Every table the reader meets, in document order. */
  tables: TableFacts[];
  expand: ExpandFacts;
  liveRegions: LiveRegionFacts[];
  /** The demo's Tab stops in order. */
  keyboard: TabStopFacts[];
  /** Every class starting with `prefix` inside the demo, sorted by name. */
  classes: ClassFacts[];
}
