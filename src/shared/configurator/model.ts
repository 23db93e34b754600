/**
 * The one model of the table the configurator makes: the choices become the file's declarations
 * (data, columns, summary) and the props of `<Table>`, each a value together with the source that
 * writes it. The live table (src/client/configurator/ConfiguredTable.tsx) spreads the values,
 * code.ts prints the sources, and warnings.ts reads the values as rc-table does; a value and its
 * source sit side by side here, so a change to one is made next to the other. The build's plugins
 * load this file too (src/node/docs/markdownTwin.ts, through code.ts), and they read TypeScript
 * but not JSX: the values make their elements with `createElement`.
 */
import Table from 'rc-table';
import { createElement } from 'react';
import type { TableProps } from 'rc-table';
import type { ColumnGroupType, ColumnType, ColumnsType } from 'rc-table/lib/interface';
import { print, printFlat, quote, WIDTH, type Expr } from './layout';
import { CONTROLS, type ConfiguratorState } from './state';

/** A row of the configured table. */
export interface Server {
  key: string;
  hostname: string;
  region: string;
  os: string;
  vcpu: number;
  memoryGb: number;
  team: string;
  notes: string;
  monthlyCost: number;
  regionSpan?: number;
  children?: Server[];
}

/** A value of the configured table and the source that writes it. */
export interface Code<T> {
  value: T;
  source: Expr;
}

type Literal = string | number | boolean;

/** A literal: its source is its value written out. */
const lit = <T extends Literal>(value: T): Code<T> => ({
  value,
  source: typeof value === 'string' ? quote(value) : String(value),
});

const code = <T>(value: T, source: Expr): Code<T> => ({ value, source });

/** An object literal of the entries given, in their order; a `false` entry is left out. */
function obj<T extends object>(entries: { [K in keyof T]?: Code<T[K]> | false }): Code<T> {
  const present = Object.entries(entries).filter(
    (entry): entry is [string, Code<unknown>] => entry[1] !== false && entry[1] !== undefined,
  );
  return {
    value: Object.fromEntries(present.map(([key, entry]) => [key, entry.value])) as T,
    source: { object: present.map(([key, entry]) => [key, entry.source]) },
  };
}

function arr<T>(items: Array<Code<T>>): Code<T[]> {
  return { value: items.map((item) => item.value), source: { array: items.map((i) => i.source) } };
}

/** The data columns, left to right, before fixing, grouping and the expand column. */
export const BASE_COLUMNS = [
  { key: 'hostname', title: 'Hostname', width: 160 },
  { key: 'region', title: 'Region', width: 130 },
  { key: 'os', title: 'Operating system', width: 160 },
  { key: 'vcpu', title: 'vCPU', width: 80, align: 'right' },
  { key: 'memoryGb', title: 'Memory (GB)', width: 120, align: 'right' },
  { key: 'team', title: 'Team', width: 130 },
  { key: 'notes', title: 'Notes', width: 220 },
  { key: 'monthlyCost', title: 'Monthly cost', width: 130, align: 'right' },
] as const;

/** The columns under the "Resources" group when header grouping is on. */
const GROUPED: ReadonlySet<string> = new Set(['vcpu', 'memoryGb']);

const regions = ['Frankfurt', 'Oregon', 'Singapore', 'São Paulo'];
const systems = ['Debian 12', 'Ubuntu 24.04', 'Alpine 3.20'];
const teams = ['Checkout', 'Search', 'Payments', 'Platform'];

type Field = [name: keyof Server, source: string, value: (i: number) => string | number];

/** Each field of server `i`: the expression that computes it, as source and as a function. */
const FIELDS: Field[] = [
  ['key', '`web-${i + 1}`', (i) => `web-${i + 1}`],
  [
    'hostname',
    "`web-${String(i + 1).padStart(3, '0')}`",
    (i) => `web-${String(i + 1).padStart(3, '0')}`,
  ],
  [
    'region',
    'regions[Math.floor(i / 3) % regions.length]',
    (i) => regions[Math.floor(i / 3) % regions.length],
  ],
  ['os', 'systems[i % systems.length]', (i) => systems[i % systems.length]],
  ['vcpu', '2 ** (1 + (i % 4))', (i) => 2 ** (1 + (i % 4))],
  ['memoryGb', '4 * 2 ** (i % 4)', (i) => 4 * 2 ** (i % 4)],
  ['team', 'teams[(i * 7) % teams.length]', (i) => teams[(i * 7) % teams.length]],
  [
    'notes',
    '`Runs the ${teams[(i * 7) % teams.length]} service; patched weekly, restarted on Sundays`',
    (i) =>
      `Runs the ${teams[(i * 7) % teams.length]} service; patched weekly, restarted on Sundays`,
  ],
  ['monthlyCost', '40 + ((i * 37) % 200)', (i) => 40 + ((i * 37) % 200)],
];

/** With merged regions: the rows the region cell of server `i` spans, of `count`. */
const regionSpan = (count: number): Field => [
  'regionSpan',
  'i % 3 ? 0 : Math.min(3, count - i)',
  (i) => (i % 3 ? 0 : Math.min(3, count - i)),
];

/** A type annotation, written in TypeScript only. */
const typed = (ts: boolean, annotation: string) => (ts ? annotation : '');

/** The `Server` interface, in TypeScript only. */
function interfaceSource(state: ConfiguratorState, fields: Field[]): string[] {
  return [
    'interface Server {',
    ...fields.flatMap(([name, , value]) => [
      ...(name === 'regionSpan'
        ? ['  /** Rows the region cell spans: 0 for a row whose region the row above shows. */']
        : []),
      `  ${name}: ${typeof value(0)};`,
    ]),
    ...(state.tree ? ['  children?: Server[];'] : []),
    '}',
    '',
  ];
}

/** The servers, and the code that makes them; with tree data, every third has a replica under it. */
function dataDeclaration(state: ConfiguratorState): Declaration<Server[]> {
  const count = state.rows;
  const fields = state.merged ? [...FIELDS, regionSpan(count)] : FIELDS;
  const makeServer = (i: number) =>
    Object.fromEntries(fields.map(([name, , value]) => [name, value(i)])) as unknown as Server;
  const replica = (server: Server) =>
    obj<Server>({
      key: code(`${server.key}-replica`, '`${server.key}-replica`'),
      hostname: code(`${server.hostname}-replica`, '`${server.hostname}-replica`'),
      regionSpan: state.merged && lit(1),
    });
  const value = Array.from({ length: count }, (_, i) => {
    const server = makeServer(i);
    if (!state.tree || i % 3 !== 2) return server;
    return { ...server, children: [{ ...server, ...replica(server).value }] };
  });
  const source = (ts: boolean) => {
    const length = state.merged || state.tree ? 'count' : String(count);
    const { object } = replica(makeServer(0)).source as { object: Array<[string, Expr]> };
    const head = '  const replica = ';
    const replicaSource = print({ object: [['...server', ''], ...object] }, 1, WIDTH - 19);
    return [
      ...(ts ? interfaceSource(state, fields) : []),
      ...Object.entries({ regions, systems, teams }).map(
        ([name, list]) => `const ${name} = ${printFlat({ array: list.map(quote) })};`,
      ),
      ...(state.merged || state.tree ? [`const count = ${count};`] : []),
      '',
      `const makeServer = (i${typed(ts, ': number')})${typed(ts, ': Server')} => ({`,
      ...fields.map(([name, expression]) => `  ${name}: ${expression},`),
      '});',
      '',
      ...(state.tree
        ? [
            `const data${typed(ts, ': Server[]')} = Array.from({ length: ${length} }, (_, i) => {`,
            '  const server = makeServer(i);',
            '  if (i % 3 !== 2) return server;',
            '  // The last server of each region group has a replica under it.',
            `${head}${replicaSource};`,
            '  return { ...server, children: [replica] };',
            '});',
          ]
        : [
            `const data${typed(ts, ': Server[]')} = Array.from({ length: ${length} }, (_, i) => makeServer(i));`,
          ]),
    ].join('\n');
  };
  return { name: 'data', value, source };
}

/** Where the expand column sits among the data columns, or null when rc-table puts it first. */
function expandColumnIndex(state: ConfiguratorState): number | null {
  if (!state.expandable || state.expandColumnAt === 'first') return null;
  return state.expandColumnAt === 'second' ? 1 : BASE_COLUMNS.length;
}

type Column = ColumnType<Server> | ColumnGroupType<Server>;

function column(base: (typeof BASE_COLUMNS)[number], index: number, state: ConfiguratorState) {
  const fixedRight = index >= BASE_COLUMNS.length - state.fixedRight;
  return obj<ColumnType<Server>>({
    title: lit(base.title),
    dataIndex: lit(base.key),
    key: lit(base.key),
    width: lit(base.width),
    align: 'align' in base && lit(base.align),
    fixed: index < state.fixedLeft ? lit('left') : fixedRight && lit('right'),
    ellipsis: base.key === 'notes' && state.ellipsis && lit(true),
    onCell:
      base.key === 'region' &&
      state.merged &&
      code(
        (server: Server) => ({ rowSpan: server.regionSpan }),
        '(server) => ({ rowSpan: server.regionSpan })',
      ),
  });
}

/** The columns: grouped under "Resources" if asked, the expand column where it was put. */
function columnsDeclaration(state: ConfiguratorState): Declaration<ColumnsType<Server>> {
  const expand = code<Column>(Table.EXPAND_COLUMN, 'Table.EXPAND_COLUMN');
  const leaves = BASE_COLUMNS.map((base, index) => column(base, index, state));
  const grouped = state.grouped ? leaves.filter((_, i) => GROUPED.has(BASE_COLUMNS[i].key)) : [];
  const at = expandColumnIndex(state);
  const items: Array<Code<Column>> = [];
  leaves.forEach((leaf, index) => {
    if (index === at) items.push(expand);
    if (!grouped.includes(leaf)) items.push(leaf);
    else if (leaf === grouped[0])
      items.push(
        obj<ColumnGroupType<Server>>({
          title: lit('Resources'),
          key: lit('resources'),
          children: arr(grouped),
        }),
      );
  });
  if (at === BASE_COLUMNS.length) items.push(expand);
  return { name: 'columns', type: 'ColumnsType<Server>', ...arr(items) };
}

/**
 * The leaf columns as rc-table lays them out, `Table.EXPAND_COLUMN` included: where `columns`
 * places it, else first.
 */
export function leafColumns(columns: ColumnsType<Server>, expands: boolean): Column[] {
  const leaves = (list: ColumnsType<Server>): Column[] =>
    list.flatMap((column) => ('children' in column ? leaves(column.children) : [column]));
  const placed = !expands || columns.includes(Table.EXPAND_COLUMN);
  return leaves(placed ? columns : [Table.EXPAND_COLUMN, ...columns]);
}

/** The summary row: "Total" under the columns before the monthly cost, then its sum. */
function summaryDeclaration(
  state: ConfiguratorState,
  columns: ColumnsType<Server>,
): Declaration<TableProps<Server>['summary']> {
  const fixed = state.summary === 'top' || state.summary === 'bottom' ? state.summary : undefined;
  const leaves = leafColumns(columns, state.expandable);
  const cost = leaves.findIndex((column) => column.key === 'monthlyCost');
  const last = leaves.length - 1;
  const { Summary } = Table;
  const value = (rows: readonly Server[]) =>
    createElement(
      Summary,
      { fixed },
      createElement(
        Summary.Row,
        null,
        createElement(Summary.Cell, { index: 0, colSpan: cost }, 'Total'),
        createElement(
          Summary.Cell,
          { index: cost, align: 'right' },
          rows.reduce((sum, server) => sum + server.monthlyCost, 0),
        ),
        cost < last && createElement(Summary.Cell, { index: cost + 1, colSpan: last - cost }),
      ),
    );
  const source = (ts: boolean) =>
    [
      `const summary = (rows${typed(ts, ': readonly Server[]')}) => (`,
      `  <Table.Summary${fixed ? ` fixed="${fixed}"` : ''}>`,
      '    <Table.Summary.Row>',
      `      <Table.Summary.Cell index={0} colSpan={${cost}}>`,
      '        Total',
      '      </Table.Summary.Cell>',
      `      <Table.Summary.Cell index={${cost}} align="right">`,
      '        {rows.reduce((sum, server) => sum + server.monthlyCost, 0)}',
      '      </Table.Summary.Cell>',
      ...(cost < last
        ? [`      <Table.Summary.Cell index={${cost + 1}} colSpan={${last - cost}} />`]
        : []),
      '    </Table.Summary.Row>',
      '  </Table.Summary>',
      ');',
    ].join('\n');
  return { name: 'summary', value, source };
}

/** A constant the file declares before `App`: its value and its source. */
export interface Declaration<T> {
  name: string;
  value: T;
  /**
   * The expression it is set to, with its `type` in TypeScript; or the statements that declare
   * it, in TypeScript (`ts`) or JavaScript.
   */
  source: Expr | ((ts: boolean) => string);
  type?: string;
}

type Props = TableProps<Server>;

/** A prop of `<Table>`: its value and the expression that writes it. */
export type TableProp = {
  [K in keyof Props]-?: {
    name: K;
    value: Props[K];
    source: Expr;
    /** A line comment the code writes above the prop. */
    comment?: string;
  };
}[keyof Props];

/** The configured table: what the file declares, and the props of `<Table>` in the order written. */
export interface TableModel {
  declarations: Array<Declaration<unknown>>;
  props: TableProp[];
  /** The custom properties of table.css set again on the table, in control order. */
  theme: ThemeDeclaration[];
}

/** A custom property of src/styles/table.css and the value the choices give it. */
export interface ThemeDeclaration {
  property: `--${string}`;
  value: string;
}

/** The controls of the look, each with the custom property of table.css it sets and how. */
export const THEME: ReadonlyArray<
  readonly [keyof ConfiguratorState, `--${string}`, (value: never) => string]
> = [
  ['bg', '--demo-bg', (colour: string) => colour],
  ['headerBg', '--demo-header-bg', (colour: string) => colour],
  ['subtleBg', '--demo-bg-subtle', (colour: string) => colour],
  ['hoverBg', '--demo-hover', (colour: string) => colour],
  ['textColor', '--demo-text', (colour: string) => colour],
  ['mutedColor', '--demo-text-muted', (colour: string) => colour],
  ['borderColor', '--demo-border', (colour: string) => colour],
  // table.css's shadow colour, rgb(31, 35, 40), at the chosen opacity.
  ['shadow', '--demo-shadow', (percent: number) => `rgba(31, 35, 40, ${percent / 100})`],
  ['paddingY', '--demo-cell-padding-block', (px: number) => `${px}px`],
  ['paddingX', '--demo-cell-padding-inline', (px: number) => `${px}px`],
];

/** The custom properties the choices change: a control at its default (table.css's value) is left out. */
export function themeOf(state: ConfiguratorState): ThemeDeclaration[] {
  return THEME.filter(([name]) => state[name] !== CONTROLS[name].default).map(
    ([name, property, write]) => ({ property, value: write(state[name] as never) }),
  );
}

const prop = <K extends keyof Props>(
  name: K,
  { value, source }: Code<Props[K]>,
  comment?: string,
) => ({ name, value, source, ...(comment ? { comment } : {}) }) as TableProp;

/** The `expandable` prop: for expanded rows, and for the indent of tree data. */
function expandable(state: ConfiguratorState): Code<Props['expandable']> {
  const rows = state.expandable;
  return obj<NonNullable<Props['expandable']>>({
    expandedRowRender:
      rows &&
      code(
        (server: Server) => createElement('p', null, server.notes),
        '(server) => <p>{server.notes}</p>',
      ),
    expandRowByClick: rows && state.expandRowByClick && lit(true),
    rowExpandable:
      rows &&
      state.rowExpandable &&
      code((server: Server) => server.vcpu > 2, '(server) => server.vcpu > 2'),
    // A last expand column asks to be fixed to the right (rc-table pins it to the start all the
    // same, as the note "expand-right" says).
    fixed: rows && state.expandFixed && lit(state.expandColumnAt === 'last' ? 'right' : 'left'),
    // Always with tree data: rc-table 7.30.3 has no default indent (lib/Body/BodyRow.js multiplies
    // an unset one into `NaNpx`, which the browser drops, and nested rows sit flush with their parents).
    indentSize: state.tree && lit(state.indentSize),
  });
}

/** The table the choices describe: a prop at its default is not passed. */
export function tableModel(state: ConfiguratorState): TableModel {
  const data = dataDeclaration(state);
  const columns = columnsDeclaration(state);
  const summary = summaryDeclaration(state, columns.value);
  const props: TableProp[] = [
    prop('columns', code(columns.value, 'columns')),
    prop('data', state.empty ? code([], '[]') : code(data.value, 'data')),
  ];
  const add = <K extends keyof Props>(
    when: unknown,
    name: K,
    value: Code<Props[K]>,
    comment?: string,
  ) => {
    if (when) props.push(prop(name, value, comment));
  };
  add(!state.bordered, 'className', lit('table-borderless'));
  const stripe = "(_, index) => (index % 2 ? 'row-striped' : '')";
  add(
    state.striped,
    'rowClassName',
    code((_, index) => (index % 2 ? 'row-striped' : ''), stripe),
  );
  add(!state.showHeader, 'showHeader', lit(false));
  add(
    state.title,
    'title',
    code(() => 'Servers in service', "() => 'Servers in service'"),
  );
  const footer = 'Costs are in US dollars per month.';
  add(
    state.footer,
    'footer',
    code(() => footer, `() => ${quote(footer)}`),
  );
  add(state.caption, 'caption', lit("The team's servers, with their size and monthly cost"));
  const scroll = obj<NonNullable<Props['scroll']>>({
    x:
      state.scrollX === 'width'
        ? lit(state.scrollXWidth)
        : state.scrollX !== 'none' && lit(state.scrollX),
    y: Boolean(state.scrollY) && lit(state.scrollY),
  });
  const expand = expandable(state);
  const scrolls = Object.keys(scroll.value).length > 0;
  add(scrolls, 'scroll', scroll);
  // rc-table 7.30.3 reads `scroll.x` without a guard when `expandable.fixed` meets `sticky` (or a
  // fixed header) and throws when `scroll` is missing: the code then passes an empty one.
  const throws = 'rc-table 7.30.3 throws without `scroll` when `expandable.fixed` meets `sticky`.';
  add(!scrolls && expand.value?.fixed && state.sticky, 'scroll', scroll, throws);
  const offsets = obj<{ offsetHeader: number; offsetSummary: number }>({
    offsetHeader: Boolean(state.stickyOffsetHeader) && lit(state.stickyOffsetHeader),
    offsetSummary: Boolean(state.stickyOffsetSummary) && lit(state.stickyOffsetSummary),
  });
  add(state.sticky, 'sticky', Object.keys(offsets.value).length ? offsets : lit(true));
  add(state.tableLayout !== 'default', 'tableLayout', lit(state.tableLayout as 'auto' | 'fixed'));
  add(state.expandable || state.tree, 'expandable', expand);
  add(state.empty, 'emptyText', lit('No servers yet'));
  add(state.rtl, 'direction', lit('rtl'));
  add(state.summary !== 'none', 'summary', code(summary.value, 'summary'));
  return {
    declarations: [data, columns, ...(state.summary !== 'none' ? [summary] : [])],
    props,
    theme: themeOf(state),
  };
}

/** The props as `<Table>` receives them. */
export const propsOf = (model: TableModel): Props =>
  Object.fromEntries(model.props.map(({ name, value }) => [name, value]));
