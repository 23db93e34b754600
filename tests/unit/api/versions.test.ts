import { describe, expect, it } from 'vitest';
import { descriptions } from '../../../src/node/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../../src/node/api/extract';
import { apiHistory, stateAt } from '../../../src/node/api/history';
import { asOfRelease, searchAsOf } from '../../../src/shared/api/asOf';
import { buildApiRows, type ApiRow } from '../../../src/shared/api/model';
import { compareVersions, rowAsOf, summaryAsOf } from '../../../src/shared/api/versions';

const rows = buildApiRows(extractApi(resolveRcTableLib()), descriptions, apiHistory);
const { releases } = apiHistory;
const LATEST = releases[releases.length - 1];
const key = (entry: { section: string; name: string }) => `${entry.section}.${entry.name}`;
/** `table.caption` for `caption`, `expandable.fixed` for `expandable.fixed`. */
const rowKey = (row: ApiRow) => (row.name.includes('.') ? row.name : `${row.section}.${row.name}`);
const row = (section: string, name: string) =>
  rows.find((each) => each.section === section && rowKey(each).endsWith(`.${name}`)) as ApiRow;
const keysWhere = (version: string, test: (state: ReturnType<typeof rowAsOf>) => unknown) =>
  rows
    .filter((each) => test(rowAsOf(each, version)))
    .map(rowKey)
    .sort();

describe('rowAsOf', () => {
  it('7.24.0: caption is missing, title not deprecated yet', () => {
    expect(rowAsOf(row('table', 'caption'), '7.24.0').missing).toBe(true);
    expect(rowAsOf(row('table', 'caption'), '7.27.0').missing).toBe(false);
    expect(rowAsOf(row('table', 'title'), '7.24.0')).toMatchObject({
      missing: false,
      deprecatedIn: '7.27.0',
    });
    expect(rowAsOf(row('table', 'rowKey'), '7.24.0')).toEqual({
      missing: false,
      via: [],
      inheritedDeprecation: false,
    });
  });

  it('7.15.0: summary.fixed was a boolean; 7.14.0 had no Table.Summary props', () => {
    expect(rowAsOf(row('summary', 'fixed'), '7.15.0')).toMatchObject({
      missing: false,
      type: 'boolean',
    });
    expect(rowAsOf(row('summary', 'fixed'), '7.16.0').type).toBeUndefined();
    expect(rowAsOf(row('summary', 'fixed'), '7.14.0').missing).toBe(true);
  });

  it('column.shouldCellUpdate: added in 7.6.0, in none of 7.5.x, a second argument in 7.8.0', () => {
    const shouldCellUpdate = row('column', 'shouldCellUpdate');
    expect(rowAsOf(shouldCellUpdate, '7.5.3').missing).toBe(true);
    expect(rowAsOf(shouldCellUpdate, '7.5.4').missing).toBe(true);
    expect(rowAsOf(shouldCellUpdate, '7.5.9').missing).toBe(true);
    expect(rowAsOf(shouldCellUpdate, '7.5.10').missing).toBe(true);
    expect(rowAsOf(shouldCellUpdate, '7.6.0')).toMatchObject({
      missing: false,
      type: '(record: RecordType) => boolean',
    });
    expect(rowAsOf(shouldCellUpdate, '7.8.0').type).toBeUndefined();
  });

  it('names the rc-table types declared differently then, each as it was declared', () => {
    const onHeaderCell = rowAsOf(row('column', 'onHeaderCell'), '7.11.0');
    expect(onHeaderCell.type).toBeUndefined();
    expect(onHeaderCell.via.map((type) => type.name)).toEqual(['ColumnsType', 'GetComponentProps']);
    expect(onHeaderCell.via[0].before).toContain('= (ColumnGroupType<RecordType>');
    expect(rowAsOf(row('column', 'onHeaderCell'), '7.20.0').via.map((type) => type.name)).toEqual([
      'GetComponentProps',
    ]);
  });

  it('expandable fields: an inherited tag until 7.11.2, which is no deprecation', () => {
    const index = row('expandable', 'expandIconColumnIndex');
    expect(rowAsOf(index, '7.10.0')).toMatchObject({
      inheritedDeprecation: true,
      deprecatedIn: '7.20.0',
    });
    expect(rowAsOf(index, '7.11.2')).toMatchObject({
      inheritedDeprecation: false,
      deprecatedIn: '7.20.0',
    });
    expect(rowAsOf(index, '7.20.0').deprecatedIn).toBeUndefined();
    expect(rowAsOf(row('expandable', 'expandedRowRender'), '7.0.0')).toMatchObject({
      inheritedDeprecation: true,
    });
    expect(rowAsOf(row('expandable', 'expandedRowRender'), '7.0.0').deprecatedIn).toBeUndefined();
    expect(rowAsOf(row('expandable', 'rowExpandable'), '7.0.0').inheritedDeprecation).toBe(false);
  });

  it("agrees, release by release, with the history's own stateAt", () => {
    for (const version of releases) {
      const state = stateAt(version);
      const missing = state.missing.map(key).sort();
      expect(
        keysWhere(version, (each) => each.missing),
        version,
      ).toEqual(missing);
      const changed = state.changed.map(key).sort();
      expect(
        keysWhere(version, (each) => each.type !== undefined || each.via.length),
        version,
      ).toEqual(changed);
      // Where the history sees the inherited tag, the reference sees no deprecation yet.
      const inheritedThenDeprecated = rows
        .filter((each) => each.status === 'deprecated')
        .filter((each) => rowAsOf(each, version).inheritedDeprecation)
        .map(rowKey);
      expect(
        keysWhere(version, (each) => each.deprecatedIn),
        version,
      ).toEqual([...state.notYetDeprecated.map(key), ...inheritedThenDeprecated].sort());
      // The history's deprecatedThen is that tag, which the reference does not count.
      expect(
        keysWhere(version, (each) => each.inheritedDeprecation),
        version,
      ).toEqual([...state.deprecatedThen.map(key), ...inheritedThenDeprecated].sort());
      expect(keysWhere(version, (each) => each.undeprecatedIn)).toEqual([]);
    }
  });

  it('marks nothing for the newest release', () => {
    expect(summaryAsOf(rows, LATEST)).toEqual({ missing: 0, changed: 0, notYetDeprecated: 0 });
    expect(summaryAsOf(rows, '7.24.0')).toEqual({ missing: 3, changed: 0, notYetDeprecated: 1 });
  });
});

describe('compareVersions', () => {
  it('orders releases by number, not by text', () => {
    expect(compareVersions('7.9.0', '7.10.0')).toBeLessThan(0);
    expect(compareVersions('7.10.4', '7.10.0')).toBeGreaterThan(0);
    expect(compareVersions('7.24.0', '7.24.0')).toBe(0);
  });
});

describe('the ?as-of= parameter', () => {
  it('names a release of the history other than the newest', () => {
    expect(asOfRelease('?as-of=7.24.0', releases)).toBe('7.24.0');
    expect(asOfRelease(`?as-of=${LATEST}`, releases)).toBeUndefined();
    expect(asOfRelease('?as-of=9.9.9', releases)).toBeUndefined();
    expect(asOfRelease('?as-of=7.24', releases)).toBeUndefined();
    expect(asOfRelease('', releases)).toBeUndefined();
  });

  it('is written for an older release and left out for the newest, other parameters kept', () => {
    expect(searchAsOf('', '7.24.0', releases)).toBe('?as-of=7.24.0');
    expect(searchAsOf('?as-of=7.24.0&x=1', LATEST, releases)).toBe('?x=1');
    expect(searchAsOf('?as-of=7.24.0', LATEST, releases)).toBe('');
  });
});
