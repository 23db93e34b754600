/**
 * The code the configurator writes: one self-contained file that renders exactly the table its
 * choices describe, in TypeScript or JavaScript, formatted as Prettier formats the site's demos
 * (single quotes, trailing commas, 100 columns) and minimal: a prop at its default is not written.
 * tests/unit/configurator/code.test.ts formats, type-checks and renders it against the live preview;
 * tests/unit/configurator/written-code.test.tsx renders it with rc-table and checks what each
 * control promises on the DOM.
 */
import type { ConfiguratorState } from './state';

export type CodeFlavour = 'ts' | 'js';

const WIDTH = 100;
const pad = (depth: number) => '  '.repeat(depth);

/** An expression: raw code, or an object or array literal the printer lays out. */
type Expr = string | { object: Array<[string, Expr]> } | { array: Expr[] };

/** One line if it fits in the room left, else one entry per line (as Prettier does). */
function print(expr: Expr, depth: number, room: number): string {
  if (typeof expr === 'string') return expr.replace(/\n/g, `\n${pad(depth)}`);
  const flat = printFlat(expr);
  if (flat !== null && flat.length <= room) return flat;
  const inner = depth + 1;
  if ('array' in expr) {
    const items = expr.array.map(
      (item) => `${pad(inner)}${print(item, inner, WIDTH - pad(inner).length - 1)},`,
    );
    return `[\n${items.join('\n')}\n${pad(depth)}]`;
  }
  const entries = expr.object.map(([key, value]) => {
    if (key.startsWith('...')) return `${pad(inner)}${key},`;
    const head = `${pad(inner)}${key}: `;
    return `${head}${print(value, inner, WIDTH - head.length - 1)},`;
  });
  return `{\n${entries.join('\n')}\n${pad(depth)}}`;
}

function printFlat(expr: Expr): string | null {
  if (typeof expr === 'string') return expr.includes('\n') ? null : expr;
  if ('array' in expr) {
    const items = expr.array.map(printFlat);
    return items.includes(null) ? null : `[${items.join(', ')}]`;
  }
  if (!expr.object.length) return '{}';
  const entries = expr.object.map(([key, value]) => {
    const flat = printFlat(value);
    return flat === null ? null : spread(key, flat);
  });
  return entries.includes(null) ? null : `{ ${entries.join(', ')} }`;
}

/** An object entry; a `...spread` key stands alone. */
const spread = (key: string, value: string) => (key.startsWith('...') ? key : `${key}: ${value}`);

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

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

export const BASE_COLUMN_COUNT = BASE_COLUMNS.length;

/** The columns under the "Resources" group when header grouping is on. */
export const GROUPED: ReadonlySet<string> = new Set(['vcpu', 'memoryGb']);

/** Where the expand column sits among the data columns, or null when rc-table puts it first. */
export function expandColumnIndex(state: ConfiguratorState): number | null {
  if (!state.expandable || state.expandColumnAt === 'first') return null;
  return state.expandColumnAt === 'second' ? 1 : BASE_COLUMNS.length;
}

/** The value of `expandable.fixed` the code writes, if any. */
export function expandFixedValue(state: ConfiguratorState): 'left' | 'right' | null {
  if (!state.expandable || !state.expandFixed) return null;
  return state.expandColumnAt === 'last' ? 'right' : 'left';
}

/** Whether the code passes `expandable`: for expanded rows, or for the indent of tree data. */
export function hasExpandableProp(state: ConfiguratorState): boolean {
  return state.expandable || state.tree;
}

/**
 * The `expandable.indentSize` the code writes: always with tree data, because rc-table 7.30.3 has
 * no default indent (lib/Body/BodyRow.js multiplies an unset one into `NaNpx`, which the browser
 * drops, and nested rows sit flush with their parents).
 */
export function indentSizeValue(state: ConfiguratorState): number | null {
  return state.tree ? state.indentSize : null;
}

/**
 * rc-table 7.30.3 reads `scroll.x` without a guard when `expandable.fixed` meets `sticky` (or a
 * fixed header) and throws when `scroll` is missing; the code then passes an empty one.
 */
export function needsEmptyScroll(state: ConfiguratorState): boolean {
  return (
    Boolean(expandFixedValue(state)) && state.sticky && state.scrollX === 'none' && !state.scrollY
  );
}

function columnExpr(
  column: (typeof BASE_COLUMNS)[number],
  index: number,
  state: ConfiguratorState,
): Expr {
  const entries: Array<[string, Expr]> = [
    ['title', quote(column.title)],
    ['dataIndex', quote(column.key)],
    ['key', quote(column.key)],
    ['width', String(column.width)],
  ];
  if ('align' in column) entries.push(['align', quote(column.align)]);
  if (index < state.fixedLeft) entries.push(['fixed', quote('left')]);
  if (index >= BASE_COLUMNS.length - state.fixedRight) entries.push(['fixed', quote('right')]);
  if (column.key === 'notes' && state.ellipsis) entries.push(['ellipsis', 'true']);
  if (column.key === 'region' && state.merged)
    entries.push(['onCell', '(server) => ({ rowSpan: server.regionSpan })']);
  return { object: entries };
}

function columnsExpr(state: ConfiguratorState): Expr {
  const items: Expr[] = [];
  const at = expandColumnIndex(state);
  let group: Expr[] | null = null;
  BASE_COLUMNS.forEach((column, index) => {
    if (index === at) items.push('Table.EXPAND_COLUMN');
    const expr = columnExpr(column, index, state);
    if (!state.grouped || !GROUPED.has(column.key)) {
      items.push(expr);
      return;
    }
    if (!group) {
      group = [];
      items.push({
        object: [
          ['title', quote('Resources')],
          ['key', quote('resources')],
          ['children', { array: group }],
        ],
      });
    }
    group.push(expr);
  });
  if (at === BASE_COLUMNS.length) items.push('Table.EXPAND_COLUMN');
  return { array: items };
}

/** How many leaf columns the table shows, the expand column included. */
export function leafColumnCount(state: ConfiguratorState): number {
  return BASE_COLUMNS.length + (state.expandable ? 1 : 0);
}

/** The leaf index of the monthly cost column, which the summary totals. */
export function costIndex(state: ConfiguratorState): number {
  const at = expandColumnIndex(state);
  const expandBefore = state.expandable && (at === null || at < BASE_COLUMNS.length);
  return BASE_COLUMNS.length - 1 + (expandBefore ? 1 : 0);
}

function dataSource(state: ConfiguratorState, ts: boolean): string {
  const lines: string[] = [];
  const type = (annotation: string) => (ts ? annotation : '');
  if (ts) {
    lines.push(
      'interface Server {',
      '  key: string;',
      '  hostname: string;',
      '  region: string;',
      '  os: string;',
      '  vcpu: number;',
      '  memoryGb: number;',
      '  team: string;',
      '  notes: string;',
      '  monthlyCost: number;',
      ...(state.merged
        ? [
            '  /** Rows the region cell spans: 0 for a row whose region the row above shows. */',
            '  regionSpan: number;',
          ]
        : []),
      ...(state.tree ? ['  children?: Server[];'] : []),
      '}',
      '',
    );
  }
  lines.push(
    "const regions = ['Frankfurt', 'Oregon', 'Singapore', 'São Paulo'];",
    "const systems = ['Debian 12', 'Ubuntu 24.04', 'Alpine 3.20'];",
    "const teams = ['Checkout', 'Search', 'Payments', 'Platform'];",
  );
  if (state.merged || state.tree) lines.push(`const count = ${state.rows};`);
  lines.push('', `const makeServer = (i${type(': number')})${type(': Server')} => ({`);
  lines.push(
    '  key: `web-${i + 1}`,',
    "  hostname: `web-${String(i + 1).padStart(3, '0')}`,",
    '  region: regions[Math.floor(i / 3) % regions.length],',
    '  os: systems[i % systems.length],',
    '  vcpu: 2 ** (1 + (i % 4)),',
    '  memoryGb: 4 * 2 ** (i % 4),',
    '  team: teams[(i * 7) % teams.length],',
    '  notes: `Runs the ${teams[(i * 7) % teams.length]} service; patched weekly, restarted on Sundays`,',
    '  monthlyCost: 40 + ((i * 37) % 200),',
  );
  if (state.merged) lines.push('  regionSpan: i % 3 ? 0 : Math.min(3, count - i),');
  lines.push('});', '');
  const length = state.merged || state.tree ? 'count' : String(state.rows);
  if (state.tree) {
    const replica: Expr = {
      object: [
        ['...server', ''],
        ['key', '`${server.key}-replica`'],
        ['hostname', '`${server.hostname}-replica`'],
        ...(state.merged ? ([['regionSpan', '1']] as Array<[string, Expr]>) : []),
      ],
    };
    const head = '  const replica = ';
    lines.push(
      `const data${type(': Server[]')} = Array.from({ length: ${length} }, (_, i) => {`,
      '  const server = makeServer(i);',
      '  if (i % 3 !== 2) return server;',
      '  // The last server of each region group has a replica under it.',
      `${head}${print(replica, 1, WIDTH - head.length - 1)};`,
      '  return { ...server, children: [replica] };',
      '});',
    );
  } else {
    lines.push(
      `const data${type(': Server[]')} = Array.from({ length: ${length} }, (_, i) => makeServer(i));`,
    );
  }
  return lines.join('\n');
}

/** The JSX attributes of `<Table>`, in a fixed order, each as `name={value}` or `name="text"`. */
function tableAttributes(state: ConfiguratorState): Array<[string, string]> {
  const attributes: Array<[string, string]> = [
    ['columns', '{columns}'],
    ['data', state.empty ? '{[]}' : '{data}'],
  ];
  if (!state.bordered) attributes.push(['className', '"table-borderless"']);
  if (state.striped)
    attributes.push(['rowClassName', "{(_, index) => (index % 2 ? 'row-striped' : '')}"]);
  if (!state.showHeader) attributes.push(['showHeader', '{false}']);
  if (state.title) attributes.push(['title', "{() => 'Servers in service'}"]);
  if (state.footer) attributes.push(['footer', "{() => 'Costs are in US dollars per month.'}"]);
  if (state.caption)
    attributes.push(['caption', '"The team\'s servers, with their size and monthly cost"']);
  const scroll: Array<[string, Expr]> = [];
  if (state.scrollX === 'width') scroll.push(['x', String(state.scrollXWidth)]);
  if (state.scrollX === 'max-content') scroll.push(['x', quote('max-content')]);
  if (state.scrollY) scroll.push(['y', String(state.scrollY)]);
  if (scroll.length) attributes.push(['scroll', `{${printFlat({ object: scroll })}}`]);
  if (needsEmptyScroll(state))
    attributes.push([
      '// rc-table 7.30.3 throws without `scroll` when `expandable.fixed` meets `sticky`.\n    scroll',
      '{{}}',
    ]);
  if (state.sticky) {
    const offsets: Array<[string, Expr]> = [];
    if (state.stickyOffsetHeader) offsets.push(['offsetHeader', String(state.stickyOffsetHeader)]);
    if (state.stickyOffsetSummary)
      offsets.push(['offsetSummary', String(state.stickyOffsetSummary)]);
    attributes.push(['sticky', offsets.length ? `{${printFlat({ object: offsets })}}` : '']);
  }
  if (state.tableLayout !== 'default') attributes.push(['tableLayout', `"${state.tableLayout}"`]);
  if (hasExpandableProp(state)) {
    const entries: Array<[string, Expr]> = [];
    if (state.expandable) {
      entries.push(['expandedRowRender', '(server) => <p>{server.notes}</p>']);
      if (state.expandRowByClick) entries.push(['expandRowByClick', 'true']);
      if (state.rowExpandable) entries.push(['rowExpandable', '(server) => server.vcpu > 2']);
      const fixed = expandFixedValue(state);
      if (fixed) entries.push(['fixed', quote(fixed)]);
    }
    const indentSize = indentSizeValue(state);
    if (indentSize !== null) entries.push(['indentSize', String(indentSize)]);
    attributes.push(['expandable', `{${print({ object: entries }, 2, WIDTH - 20)}}`]);
  }
  if (state.empty) attributes.push(['emptyText', '"No servers yet"']);
  if (state.rtl) attributes.push(['direction', '"rtl"']);
  if (state.summary !== 'none') attributes.push(['summary', '{summary}']);
  return attributes;
}

function summarySource(state: ConfiguratorState, ts: boolean): string {
  const fixed =
    state.summary === 'top' ? ' fixed="top"' : state.summary === 'bottom' ? ' fixed="bottom"' : '';
  const cost = costIndex(state);
  const last = leafColumnCount(state) - 1;
  const cells = [
    `      <Table.Summary.Cell index={0} colSpan={${cost}}>`,
    '        Total',
    '      </Table.Summary.Cell>',
    `      <Table.Summary.Cell index={${cost}} align="right">`,
    '        {rows.reduce((sum, server) => sum + server.monthlyCost, 0)}',
    '      </Table.Summary.Cell>',
  ];
  if (cost < last)
    cells.push(`      <Table.Summary.Cell index={${cost + 1}} colSpan={${last - cost}} />`);
  return [
    `const summary = (rows${ts ? ': readonly Server[]' : ''}) => (`,
    `  <Table.Summary${fixed}>`,
    '    <Table.Summary.Row>',
    ...cells,
    '    </Table.Summary.Row>',
    '  </Table.Summary>',
    ');',
  ].join('\n');
}

/** The file that renders the configured table, as the reader copies or exports it. */
export function configuratorCode(state: ConfiguratorState, flavour: CodeFlavour): string {
  const ts = flavour === 'ts';
  const parts: string[] = [];
  parts.push(
    [
      "import React from 'react';",
      "import Table from 'rc-table';",
      ...(ts ? ["import type { ColumnsType } from 'rc-table/lib/interface';"] : []),
      "import 'rc-table/assets/index.css';",
    ].join('\n'),
  );
  parts.push(dataSource(state, ts));
  const head = `const columns${ts ? ': ColumnsType<Server>' : ''} = `;
  parts.push(`${head}${print(columnsExpr(state), 0, WIDTH - head.length - 1)};`);
  if (state.summary !== 'none') parts.push(summarySource(state, ts));

  const attributes = tableAttributes(state).map(([name, value]) =>
    value ? `${name}=${value}` : name,
  );
  const tag = ts ? 'Table<Server>' : 'Table';
  const flat = `  <${tag} ${attributes.join(' ')} />`;
  const element =
    flat.length <= WIDTH && !flat.includes('\n')
      ? flat
      : [`  <${tag}`, ...attributes.map((attribute) => `    ${attribute}`), '  />'].join('\n');
  const app = `const App${ts ? ': React.FC' : ''} = () =>`;
  parts.push(
    `${app} ${flat.trim()};`.length <= WIDTH && !flat.includes('\n')
      ? `${app} ${flat.trim()};`
      : [`${app} (`, element, ');'].join('\n'),
  );
  parts.push('export default App;');
  return `${parts.join('\n\n')}\n`;
}
