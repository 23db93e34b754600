/**
 * The table configurator's choices (/configurator): what each control holds, its default, and how
 * the choices travel in the address (`?sticky=1&scrollY=300`). Only choices that differ from their
 * default are written, so the address of an untouched configurator is bare, and a value that is
 * unknown or out of range reads as the default: a shared link never breaks the page.
 */

/** How wide the table scrolls sideways: not at all, to a width in pixels, or to its content. */
export type ScrollX = 'none' | 'width' | 'max-content';
/** Where a summary row goes: none, after the body, or fixed to the top or bottom of the view. */
export type SummaryChoice = 'none' | 'plain' | 'top' | 'bottom';
/** Where the expand column goes among the data columns. */
export type ExpandColumnAt = 'first' | 'second' | 'last';
export type LayoutChoice = 'default' | 'auto' | 'fixed';
/** A colour as `#rrggbb`; in the address without its `#` (`headerBg=1f6feb`). */
export type Colour = `#${string}`;

export interface ConfiguratorState {
  /** Lines between the columns, as rc-table draws them; off is `className="table-borderless"`. */
  bordered: boolean;
  striped: boolean;
  showHeader: boolean;
  title: boolean;
  footer: boolean;
  caption: boolean;
  sticky: boolean;
  stickyOffsetHeader: number;
  stickyOffsetSummary: number;
  scrollX: ScrollX;
  scrollXWidth: number;
  /** The body's height in pixels; 0 leaves the header unfixed. */
  scrollY: number;
  fixedLeft: number;
  fixedRight: number;
  tableLayout: LayoutChoice;
  ellipsis: boolean;
  expandable: boolean;
  expandRowByClick: boolean;
  rowExpandable: boolean;
  expandColumnAt: ExpandColumnAt;
  expandFixed: boolean;
  tree: boolean;
  indentSize: number;
  summary: SummaryChoice;
  grouped: boolean;
  merged: boolean;
  empty: boolean;
  rtl: boolean;
  rows: number;
  /** The look: custom properties of src/styles/table.css (see THEME in model.ts). */
  bg: Colour;
  headerBg: Colour;
  subtleBg: Colour;
  hoverBg: Colour;
  textColor: Colour;
  mutedColor: Colour;
  borderColor: Colour;
  /** The opacity of the fixed-column shadow, in per cent. */
  shadow: number;
  paddingY: number;
  paddingX: number;
}

type Control<K extends keyof ConfiguratorState> = ConfiguratorState[K] extends boolean
  ? { kind: 'boolean'; default: boolean }
  : ConfiguratorState[K] extends number
    ? { kind: 'number'; default: number; min: number; max: number; step: number }
    : ConfiguratorState[K] extends Colour
      ? { kind: 'colour'; default: Colour }
      : { kind: 'choice'; default: ConfiguratorState[K]; values: readonly ConfiguratorState[K][] };

/**
 * Every control, in the order the page groups them and the address lists them. The key of a control
 * is its name in the address too.
 */
export const CONTROLS: { [K in keyof ConfiguratorState]: Control<K> } = {
  bordered: { kind: 'boolean', default: true },
  striped: { kind: 'boolean', default: false },
  showHeader: { kind: 'boolean', default: true },
  title: { kind: 'boolean', default: false },
  footer: { kind: 'boolean', default: false },
  caption: { kind: 'boolean', default: false },
  sticky: { kind: 'boolean', default: false },
  stickyOffsetHeader: { kind: 'number', default: 0, min: 0, max: 200, step: 8 },
  stickyOffsetSummary: { kind: 'number', default: 0, min: 0, max: 200, step: 8 },
  scrollX: { kind: 'choice', default: 'none', values: ['none', 'width', 'max-content'] },
  scrollXWidth: { kind: 'number', default: 1200, min: 400, max: 3000, step: 100 },
  scrollY: { kind: 'number', default: 0, min: 0, max: 800, step: 50 },
  fixedLeft: { kind: 'number', default: 0, min: 0, max: 2, step: 1 },
  fixedRight: { kind: 'number', default: 0, min: 0, max: 1, step: 1 },
  tableLayout: { kind: 'choice', default: 'default', values: ['default', 'auto', 'fixed'] },
  ellipsis: { kind: 'boolean', default: false },
  expandable: { kind: 'boolean', default: false },
  expandRowByClick: { kind: 'boolean', default: false },
  rowExpandable: { kind: 'boolean', default: false },
  expandColumnAt: { kind: 'choice', default: 'first', values: ['first', 'second', 'last'] },
  expandFixed: { kind: 'boolean', default: false },
  tree: { kind: 'boolean', default: false },
  indentSize: { kind: 'number', default: 15, min: 0, max: 60, step: 5 },
  summary: { kind: 'choice', default: 'none', values: ['none', 'plain', 'top', 'bottom'] },
  grouped: { kind: 'boolean', default: false },
  merged: { kind: 'boolean', default: false },
  empty: { kind: 'boolean', default: false },
  rtl: { kind: 'boolean', default: false },
  rows: { kind: 'number', default: 10, min: 5, max: 1000, step: 1 },
  // The defaults are table.css's own (light) values, the ones an exported project starts from.
  bg: { kind: 'colour', default: '#ffffff' },
  headerBg: { kind: 'colour', default: '#f2f4f7' },
  subtleBg: { kind: 'colour', default: '#f6f8fa' },
  hoverBg: { kind: 'colour', default: '#f3f8ff' },
  textColor: { kind: 'colour', default: '#1f2328' },
  mutedColor: { kind: 'colour', default: '#57606a' },
  borderColor: { kind: 'colour', default: '#d0d7de' },
  shadow: { kind: 'number', default: 18, min: 0, max: 60, step: 2 },
  paddingY: { kind: 'number', default: 10, min: 0, max: 24, step: 2 },
  paddingX: { kind: 'number', default: 12, min: 0, max: 32, step: 2 },
};

export const CONTROL_NAMES = Object.keys(CONTROLS) as Array<keyof ConfiguratorState>;

/** The groups of controls and the controls of each, in the order the page shows them. */
export const CONTROL_GROUPS: ReadonlyArray<
  readonly [string, ReadonlyArray<keyof ConfiguratorState>]
> = [
  ['look', ['bordered', 'striped', 'showHeader', 'title', 'footer', 'caption']],
  [
    'scrolling',
    ['scrollX', 'scrollXWidth', 'scrollY', 'sticky', 'stickyOffsetHeader', 'stickyOffsetSummary'],
  ],
  ['columns', ['fixedLeft', 'fixedRight', 'tableLayout', 'ellipsis', 'grouped', 'merged']],
  [
    'rows',
    [
      'rows',
      'expandable',
      'expandRowByClick',
      'rowExpandable',
      'expandColumnAt',
      'expandFixed',
      'tree',
      'indentSize',
      'summary',
      'empty',
      'rtl',
    ],
  ],
  [
    'style',
    [
      'bg',
      'headerBg',
      'subtleBg',
      'hoverBg',
      'textColor',
      'mutedColor',
      'borderColor',
      'shadow',
      'paddingY',
      'paddingX',
    ],
  ],
];

/** The controls that only mean something with another choice made: disabled without it. */
const NEEDS: Partial<Record<keyof ConfiguratorState, (state: ConfiguratorState) => boolean>> = {
  scrollXWidth: (state) => state.scrollX === 'width',
  stickyOffsetHeader: (state) => state.sticky,
  stickyOffsetSummary: (state) => state.sticky,
  expandRowByClick: (state) => state.expandable,
  rowExpandable: (state) => state.expandable,
  expandColumnAt: (state) => state.expandable,
  expandFixed: (state) => state.expandable,
  indentSize: (state) => state.tree,
};

/** Whether a control takes effect with the other choices as they are. */
export const controlEnabled = (name: keyof ConfiguratorState, state: ConfiguratorState) =>
  NEEDS[name]?.(state) ?? true;

/** Every control at its default: the table a reader starts from. */
export const DEFAULT_STATE = Object.fromEntries(
  CONTROL_NAMES.map((name) => [name, CONTROLS[name].default]),
) as unknown as ConfiguratorState;

/** One control's value read from the address, or undefined when it is not a valid value. */
function readValue(name: keyof ConfiguratorState, raw: string): unknown {
  const control = CONTROLS[name] as
    | { kind: 'boolean' }
    | { kind: 'number'; min: number; max: number; step: number }
    | { kind: 'choice'; values: readonly string[] }
    | { kind: 'colour' };
  if (control.kind === 'boolean') return raw === '1' ? true : raw === '0' ? false : undefined;
  if (control.kind === 'colour')
    return /^[0-9a-f]{6}$/i.test(raw) ? `#${raw.toLowerCase()}` : undefined;
  if (control.kind === 'choice') return control.values.includes(raw) ? raw : undefined;
  if (!/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= control.min && value <= control.max ? value : undefined;
}

/** The choices an address holds; what is missing, unknown or invalid stays at its default. */
export function parseState(search: string | URLSearchParams): ConfiguratorState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: Record<string, unknown> = { ...DEFAULT_STATE };
  for (const name of CONTROL_NAMES) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = readValue(name, raw);
    if (value !== undefined) state[name] = value;
  }
  // `?dir=rtl`, the address that shows every demo right to left, sets the control too.
  if (params.get('dir') === 'rtl') state.rtl = true;
  return state as unknown as ConfiguratorState;
}

/** The query string (without `?`) of the choices that differ from their defaults, in control order. */
export function serialiseState(state: ConfiguratorState): string {
  const params = new URLSearchParams();
  for (const name of CONTROL_NAMES) {
    const value = state[name];
    if (value === CONTROLS[name].default) continue;
    const text = CONTROLS[name].kind === 'colour' ? String(value).slice(1) : String(value);
    params.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : text);
  }
  return params.toString();
}
