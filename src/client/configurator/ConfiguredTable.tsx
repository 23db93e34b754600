import React from 'react';
import Table from 'rc-table';
import type { TableProps } from 'rc-table';
import type { ColumnGroupType, ColumnType } from 'rc-table/lib/interface';
import {
  BASE_COLUMNS,
  costIndex,
  leafColumnCount,
  GROUPED,
  expandFixedValue,
  hasExpandableProp,
  indentSizeValue,
  needsEmptyScroll,
} from '@site/shared/configurator/code';
import type { ConfiguratorState } from '@site/shared/configurator/state';

/**
 * The configurator's live table: the table that the code of src/shared/configurator/code.ts
 * renders, built from the same choices at run time (tests/unit/configurator/code.test.ts renders
 * both and compares their markup).
 */

interface Server {
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

const regions = ['Frankfurt', 'Oregon', 'Singapore', 'São Paulo'];
const systems = ['Debian 12', 'Ubuntu 24.04', 'Alpine 3.20'];
const teams = ['Checkout', 'Search', 'Payments', 'Platform'];

function makeData(state: ConfiguratorState): Server[] {
  const count = state.rows;
  return Array.from({ length: count }, (_, i) => {
    const server: Server = {
      key: `web-${i + 1}`,
      hostname: `web-${String(i + 1).padStart(3, '0')}`,
      region: regions[Math.floor(i / 3) % regions.length],
      os: systems[i % systems.length],
      vcpu: 2 ** (1 + (i % 4)),
      memoryGb: 4 * 2 ** (i % 4),
      team: teams[(i * 7) % teams.length],
      notes: `Runs the ${teams[(i * 7) % teams.length]} service; patched weekly, restarted on Sundays`,
      monthlyCost: 40 + ((i * 37) % 200),
      ...(state.merged ? { regionSpan: i % 3 ? 0 : Math.min(3, count - i) } : {}),
    };
    if (!state.tree || i % 3 !== 2) return server;
    const replica: Server = {
      ...server,
      key: `${server.key}-replica`,
      hostname: `${server.hostname}-replica`,
      ...(state.merged ? { regionSpan: 1 } : {}),
    };
    return { ...server, children: [replica] };
  });
}

function makeColumns(
  state: ConfiguratorState,
): Array<ColumnType<Server> | ColumnGroupType<Server>> {
  const at = !state.expandable
    ? null
    : state.expandColumnAt === 'second'
      ? 1
      : state.expandColumnAt === 'last'
        ? BASE_COLUMNS.length
        : null;
  const columns: Array<ColumnType<Server> | ColumnGroupType<Server>> = [];
  let group: ColumnType<Server>[] | null = null;
  BASE_COLUMNS.forEach((base, index) => {
    if (index === at) columns.push(Table.EXPAND_COLUMN);
    const column: ColumnType<Server> = { ...base, dataIndex: base.key as string };
    if (index < state.fixedLeft) column.fixed = 'left';
    if (index >= BASE_COLUMNS.length - state.fixedRight) column.fixed = 'right';
    if (base.key === 'notes' && state.ellipsis) column.ellipsis = true;
    if (base.key === 'region' && state.merged)
      column.onCell = (server) => ({ rowSpan: server.regionSpan });
    if (!state.grouped || !GROUPED.has(base.key as string)) {
      columns.push(column);
      return;
    }
    if (!group) {
      group = [];
      columns.push({ title: 'Resources', key: 'resources', children: group });
    }
    group.push(column);
  });
  if (at === BASE_COLUMNS.length) columns.push(Table.EXPAND_COLUMN);
  return columns;
}

function makeSummary(state: ConfiguratorState): TableProps<Server>['summary'] {
  if (state.summary === 'none') return undefined;
  const fixed = state.summary === 'top' ? 'top' : state.summary === 'bottom' ? 'bottom' : undefined;
  const last = leafColumnCount(state) - 1;
  const cost = costIndex(state);
  const Summary = (rows: readonly Server[]) => (
    <Table.Summary fixed={fixed}>
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} colSpan={cost}>
          Total
        </Table.Summary.Cell>
        <Table.Summary.Cell index={cost} align="right">
          {rows.reduce((sum, server) => sum + server.monthlyCost, 0)}
        </Table.Summary.Cell>
        {cost < last && <Table.Summary.Cell index={cost + 1} colSpan={last - cost} />}
      </Table.Summary.Row>
    </Table.Summary>
  );
  return Summary;
}

/** The table the choices describe, as the generated code renders it. */
export function ConfiguredTable({ state }: { state: ConfiguratorState }) {
  const data = React.useMemo(() => makeData(state), [state]);
  const columns = React.useMemo(() => makeColumns(state), [state]);
  const props: TableProps<Server> = { columns, data: state.empty ? [] : data };
  if (!state.bordered) props.className = 'table-borderless';
  if (state.striped) props.rowClassName = (_, index) => (index % 2 ? 'row-striped' : '');
  if (!state.showHeader) props.showHeader = false;
  if (state.title) props.title = () => 'Servers in service';
  if (state.footer) props.footer = () => 'Costs are in US dollars per month.';
  if (state.caption) props.caption = "The team's servers, with their size and monthly cost";
  const scroll: NonNullable<TableProps<Server>['scroll']> = {};
  if (state.scrollX === 'width') scroll.x = state.scrollXWidth;
  if (state.scrollX === 'max-content') scroll.x = 'max-content';
  if (state.scrollY) scroll.y = state.scrollY;
  if (Object.keys(scroll).length || needsEmptyScroll(state)) props.scroll = scroll;
  if (state.sticky) {
    const offsets: { offsetHeader?: number; offsetSummary?: number } = {};
    if (state.stickyOffsetHeader) offsets.offsetHeader = state.stickyOffsetHeader;
    if (state.stickyOffsetSummary) offsets.offsetSummary = state.stickyOffsetSummary;
    props.sticky = Object.keys(offsets).length ? offsets : true;
  }
  if (state.tableLayout !== 'default') props.tableLayout = state.tableLayout;
  if (hasExpandableProp(state)) {
    const expandable: NonNullable<TableProps<Server>['expandable']> = {};
    if (state.expandable) {
      expandable.expandedRowRender = (server) => <p>{server.notes}</p>;
      if (state.expandRowByClick) expandable.expandRowByClick = true;
      if (state.rowExpandable) expandable.rowExpandable = (server) => server.vcpu > 2;
      const fixed = expandFixedValue(state);
      if (fixed) expandable.fixed = fixed;
    }
    const indentSize = indentSizeValue(state);
    if (indentSize !== null) expandable.indentSize = indentSize;
    props.expandable = expandable;
  }
  if (state.empty) props.emptyText = 'No servers yet';
  if (state.rtl) props.direction = 'rtl';
  props.summary = makeSummary(state);
  return <Table<Server> {...props} />;
}
