import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_SECTIONS,
  extractApi,
  readRcTableVersion,
  resolveRcTableLib,
  type ExtractedProp,
} from '../../../src/node/api/extract';
import {
  apiHistory,
  changesOf,
  classifyChange,
  deriveApiHistory,
  exportSinceOf,
  exportsAt,
  latestSignatureOf,
  normaliseType,
  propsAt,
  sinceOf,
  stateAt,
  type ReleaseSnapshot,
} from '../../../src/node/api/history';
import { packageExports } from '../../support/rcTableExports';

const libDir = resolveRcTableLib();
const installed = extractApi(libDir);
const newest = apiHistory.releases[apiHistory.releases.length - 1];
const key = ({ section, name }: { section: string; name: string }) => `${section}.${name}`;

describe('the kept history, against the installed rc-table', () => {
  it('ends at the installed version and starts at 7.0.0, one entry per release in version order', () => {
    expect(newest).toBe(readRcTableVersion());
    expect(apiHistory.releases[0]).toBe('7.0.0');
    expect(new Set(apiHistory.releases).size).toBe(apiHistory.releases.length);
    for (const version of apiHistory.releases) expect(version).toMatch(/^7\.\d+\.\d+$/);
    // No pre-release, nothing after 7.30.3, and the maintenance releases in version order.
    expect(apiHistory.releases).toContain('7.5.10');
    expect(apiHistory.releases.indexOf('7.5.10')).toBe(apiHistory.releases.indexOf('7.6.0') - 1);
  });

  it('has, for the newest release, exactly the props extractApi reads from the installed types', () => {
    expect(propsAt(newest).map(key).sort()).toEqual(installed.map(key).sort());
    expect(stateAt(newest)).toMatchObject({
      missing: [],
      missingExports: [],
      changed: [],
      notYetDeprecated: [],
      deprecatedThen: [],
    });
  });

  it('records, for each prop whose type changed, the installed type as its newest one', () => {
    let compared = 0;
    for (const prop of installed) {
      const latest = latestSignatureOf(prop.section, prop.name);
      if (!latest) continue;
      compared += 1;
      expect({
        prop: key(prop),
        type: normaliseType(latest.type),
        optional: latest.optional,
      }).toEqual({
        prop: key(prop),
        type: normaliseType(prop.type),
        optional: prop.optional,
      });
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it('records deprecation as the installed types have it', () => {
    for (const prop of installed) {
      const deprecations = changesOf(prop.section, prop.name).filter(
        (change) => change.kind === 'deprecated' || change.kind === 'undeprecated',
      );
      const deprecated = deprecations[deprecations.length - 1]?.kind === 'deprecated';
      expect({ prop: key(prop), deprecated }).toEqual({
        prop: key(prop),
        deprecated: prop.tags.deprecated !== undefined,
      });
    }
  });

  it("has, for the newest release, index.d.ts's exports and the statics the reference names", () => {
    const named = exportsAt(newest).filter((name) => !name.includes('.'));
    expect(named.sort()).toEqual(packageExports(libDir).sort());
    expect(exportsAt(newest)).toEqual(
      expect.arrayContaining([
        'Table.Column',
        'Table.ColumnGroup',
        'Table.Summary',
        'Table.EXPAND_COLUMN',
        'Summary.Row',
        'Summary.Cell',
      ]),
    );
  });

  it('gives every prop a since among the releases, and changes in version order after it', () => {
    for (const section of API_SECTIONS) {
      for (const [name, entry] of Object.entries(apiHistory.props[section])) {
        const since = apiHistory.releases.indexOf(entry.since);
        expect({ prop: `${section}.${name}`, since }).not.toMatchObject({ since: -1 });
        let previous = since;
        for (const change of entry.changes ?? []) {
          const at = apiHistory.releases.indexOf(change.version);
          expect(at).toBeGreaterThanOrEqual(previous);
          previous = at;
        }
      }
    }
  });
});

/*
 * Checked by hand in rc-table's repository (`git show <tag>:<file>`), independently of the script.
 */
describe('props checked against the tags', () => {
  it('table.caption: added in 7.27.0, when title was deprecated for it', () => {
    // v7.26.0:src/Table.tsx has no `caption`;
    // v7.27.0:src/Table.tsx:134 `caption?: string | React.ReactNode;`.
    expect(sinceOf('table', 'caption')).toBe('7.27.0');
    // v7.27.0:src/interface.ts:178 `/** @deprecated Use `caption` instead */` above `title?:`
    // (moved into LegacyExpandableProps); at v7.26.0 `title?: PanelRender<RecordType>;` has no tag.
    expect(changesOf('table', 'title').filter((change) => change.kind === 'deprecated')).toEqual([
      { version: '7.27.0', kind: 'deprecated', note: 'Use `caption` instead' },
    ]);
  });

  it('column.rowScope: added in 7.28.0', () => {
    // v7.27.2:src/interface.ts has no `rowScope`;
    // v7.28.0:src/interface.ts:74 `rowScope?: RowScopeType;`.
    expect(sinceOf('column', 'rowScope')).toBe('7.28.0');
    expect(changesOf('column', 'rowScope')).toEqual([]);
  });

  it('expandable.columnTitle (7.26.0), expandable.fixed (7.14.0), expandable.showExpandColumn (7.20.0)', () => {
    // v7.25.3:src/interface.ts has no `columnTitle`;
    // v7.26.0:src/interface.ts:203 `columnTitle?: React.ReactNode;`.
    expect(sinceOf('expandable', 'columnTitle')).toBe('7.26.0');
    // ExpandableConfig's `fixed?: FixedType;`: v7.14.0:src/interface.ts:214, absent at v7.13.3
    // (whose only `fixed?: FixedType;`, line 64, is the column's).
    expect(sinceOf('expandable', 'fixed')).toBe('7.14.0');
    // v7.20.0:src/interface.ts:211 `showExpandColumn?: boolean;`, absent at v7.19.2.
    expect(sinceOf('expandable', 'showExpandColumn')).toBe('7.20.0');
  });

  it("summary.fixed: added in 7.15.0 as boolean, widened to 'top' | 'bottom' in 7.16.0", () => {
    // v7.15.0 adds src/Footer/Summary.tsx; v7.15.2:src/Footer/Summary.tsx:6 `fixed?: boolean;`,
    // v7.16.0:src/Footer/Summary.tsx:6 `fixed?: boolean | 'top' | 'bottom';`.
    expect(sinceOf('summary', 'fixed')).toBe('7.15.0');
    expect(changesOf('summary', 'fixed')).toEqual([
      {
        version: '7.16.0',
        kind: 'widened',
        from: { type: 'boolean', optional: true },
        to: { type: "boolean | 'top' | 'bottom'", optional: true },
      },
    ]);
  });

  it('column.ellipsis: boolean until 7.6.7, CellEllipsisType (boolean or { showTitle }) from 7.7.0', () => {
    // v7.6.7:src/interface.ts:64 `ellipsis?: boolean;`; v7.7.0:src/interface.ts:66
    // `ellipsis?: CellEllipsisType;`, line 58
    // `export type CellEllipsisType = { showTitle?: boolean } | boolean;`.
    expect(changesOf('column', 'ellipsis')).toEqual([
      {
        version: '7.7.0',
        kind: 'widened',
        from: { type: 'boolean', optional: true },
        to: { type: 'CellEllipsisType', optional: true },
      },
    ]);
  });

  it('table.scroll: y accepts a string from 7.1.1', () => {
    // v7.1.0:src/Table.tsx:88 `scroll?: { x?: number | true | string; y?: number };`,
    // v7.1.1:src/Table.tsx:88 `scroll?: { x?: number | true | string; y?: number | string };`.
    expect(changesOf('table', 'scroll')).toMatchObject([{ version: '7.1.1', kind: 'widened' }]);
  });

  it('table.data: a readonly array from 7.12.4, not in 7.12.5 (the 7.12.x branch), again from 7.13.0; table.direction: from 7.3.0, the 7.29.0 alias is no change', () => {
    // 7.12.3's release commit: src/Table.tsx `data?: RecordType[];`, 7.12.4's `data?: readonly
    // RecordType[];`. 7.12.5 was published from the 7.12.x branch, without a commit: its published
    // lib/Table.d.ts:34 `data?: RecordType[];`. 7.13.0 (master) has `readonly` again.
    expect(changesOf('table', 'data')).toMatchObject([
      { version: '7.12.4', kind: 'widened', to: { type: 'readonly RecordType[]' } },
      { version: '7.12.5', kind: 'narrowed', to: { type: 'RecordType[]' } },
      { version: '7.13.0', kind: 'widened', to: { type: 'readonly RecordType[]' } },
    ]);
    // 7.2.1's release commit (3275684, on the 7.2.x branch) has no `direction`, and neither has
    // its published package; 7.3.0's src/Table.tsx `direction?: 'ltr' | 'rtl';` (the tag v7.2.1
    // names 7.3.1's commit, which made it look older); 7.29.0's `direction?: Direction;` with
    // src/interface.ts `export type Direction = 'ltr' | 'rtl';`: the same type.
    expect(sinceOf('table', 'direction')).toBe('7.3.0');
    expect(changesOf('table', 'direction')).toEqual([]);
  });

  it('column.shouldCellUpdate: from 7.6.0, never removed, a second argument in 7.8.0', () => {
    // None at the release commits of 7.5.4–7.5.10 (the 7.5.x branch) nor in their published
    // packages; 7.6.0's src/interface.ts `shouldCellUpdate?: (record: RecordType) => boolean;`;
    // 7.8.0's `shouldCellUpdate?: (record: RecordType, prevRecord: RecordType) => boolean;`.
    expect(sinceOf('column', 'shouldCellUpdate')).toBe('7.6.0');
    expect(
      changesOf('column', 'shouldCellUpdate').map(({ version, kind }) => [version, kind]),
    ).toEqual([['7.8.0', 'widened']]);
    expect(stateAt('7.5.9').missing).toContainEqual({
      section: 'column',
      name: 'shouldCellUpdate',
    });
  });

  it('expandable.*: deprecated through LegacyExpandableProps until 7.11.2', () => {
    // v7.11.1:src/interface.ts `export interface ExpandableConfig<RecordType> extends
    // LegacyExpandableProps<RecordType>`, whose line 154 is `/** @deprecated Use
    // `expandable.expandedRowKeys` instead */`; v7.11.2:src/interface.ts:200 declares
    // `expandedRowKeys?: Key[];` in ExpandableConfig itself, with no tag.
    expect(changesOf('expandable', 'expandedRowKeys').slice(0, 2)).toEqual([
      { version: '7.0.0', kind: 'deprecated', note: 'Use `expandable.expandedRowKeys` instead' },
      { version: '7.11.2', kind: 'undeprecated' },
    ]);
  });

  it('sticky.getContainer (7.10.0) and Summary.Cell align (7.11.0) after sticky and the summary row', () => {
    // v7.9.0:src/Table.tsx:162 `sticky?: boolean | TableSticky;`, src/interface.ts:213-214
    // offsetHeader, offsetScroll;
    // v7.10.0:src/interface.ts:216 `getContainer?: () => Window | HTMLElement;`.
    expect(sinceOf('table', 'sticky')).toBe('7.9.0');
    expect(sinceOf('sticky', 'offsetHeader')).toBe('7.9.0');
    expect(sinceOf('sticky', 'getContainer')).toBe('7.10.0');
    // src/Footer/Cell.tsx and Row.tsx appear at v7.5.0; 7.11.0's src/Footer/Cell.tsx:12
    // `align?: AlignType;`, which 7.10.3's commit and 7.10.4's published lib/Footer/Cell.d.ts lack
    // (the tag v7.10.4 names 7.11.1's commit).
    expect(sinceOf('summaryCell', 'index')).toBe('7.5.0');
    expect(sinceOf('summaryCell', 'align')).toBe('7.11.0');
  });

  it('exports: Summary 7.5.0, Table.EXPAND_COLUMN 7.20.0, TableProps 7.29.0, genTable 7.30.0, EXPAND_COLUMN 7.30.1', () => {
    // src/index.ts: `export { Summary, Column, ColumnGroup, INTERNAL_COL_DEFINE }` from v7.5.0,
    // `TableProps` added at v7.29.0, `genTable` at v7.30.0, `EXPAND_COLUMN` at v7.30.1;
    // v7.20.0:src/Table.tsx:854 `Table.EXPAND_COLUMN = EXPAND_COLUMN;`.
    expect(exportSinceOf('Table')).toBe('7.0.0');
    expect(exportSinceOf('INTERNAL_COL_DEFINE')).toBe('7.0.0');
    expect(exportSinceOf('Summary')).toBe('7.5.0');
    expect(exportSinceOf('Summary.Row')).toBe('7.5.0');
    expect(exportSinceOf('Table.EXPAND_COLUMN')).toBe('7.20.0');
    expect(exportSinceOf('TableProps')).toBe('7.29.0');
    expect(exportSinceOf('genTable')).toBe('7.30.0');
    expect(exportSinceOf('EXPAND_COLUMN')).toBe('7.30.1');
  });
});

describe('extractApi with allowMissing', () => {
  it('leaves out a section whose file an older release lacks, and throws without it', () => {
    // The declarations of a release before Table.Summary (7.15.0): no Footer/Summary.d.ts.
    const dir = mkdtempSync(path.join(tmpdir(), 'api-history-test-'));
    try {
      for (const file of ['Table.d.ts', 'interface.d.ts', 'Footer/Row.d.ts', 'Footer/Cell.d.ts']) {
        cpSync(path.join(libDir, file), path.join(dir, file));
      }
      expect(() => extractApi(dir)).toThrow(/Footer\/Summary\.d\.ts/);
      const props = extractApi(dir, { allowMissing: true });
      expect(props.filter((prop) => prop.section === 'summary')).toEqual([]);
      expect(props.map(key)).toEqual(
        installed.filter((prop) => prop.section !== 'summary').map(key),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('stateAt', () => {
  it('lists, for 7.12.0, the props added later, the types changed since and the later deprecations', () => {
    const state = stateAt('7.12.0');
    const missing = state.missing.map(key);
    for (const name of [
      'table.caption',
      'column.rowScope',
      'expandable.fixed',
      'expandable.showExpandColumn',
      'expandable.columnTitle',
      'sticky.offsetSummary',
      'summary.fixed',
      'summary.children',
    ]) {
      expect(missing).toContain(name);
    }
    for (const name of [
      'table.data',
      'sticky.getContainer',
      'summaryCell.align',
      'expandable.columnWidth',
    ]) {
      expect(missing).not.toContain(name);
    }
    expect(state.missingExports.sort()).toEqual(
      ['EXPAND_COLUMN', 'Table.EXPAND_COLUMN', 'TableProps', 'genTable'].sort(),
    );
    const data = state.changed.find((entry) => key(entry) === 'table.data');
    expect(data).toMatchObject({
      then: { type: 'RecordType[]', optional: true },
      now: { type: 'readonly RecordType[]', optional: true },
    });
    expect(state.changed.find((entry) => key(entry) === 'table.columns')?.via).toEqual([
      'ColumnsType',
    ]);
    expect(state.changed.map(key)).not.toContain('table.direction');
    expect(state.changed.map(key)).not.toContain('column.ellipsis');
    expect(state.notYetDeprecated.map(key).sort()).toEqual(
      ['expandable.expandIconColumnIndex', 'table.title'].sort(),
    );
    expect(state.deprecatedThen).toEqual([]);
  });

  it('lists, for 7.10.0, the expandable fields then deprecated by inheritance', () => {
    const state = stateAt('7.10.0');
    expect(state.deprecatedThen.map(key)).toContain('expandable.expandedRowKeys');
    expect(state.deprecatedThen.map(key)).not.toContain('expandable.rowExpandable');
  });

  it('refuses a version outside the history', () => {
    expect(() => stateAt('6.9.0')).toThrow(RangeError);
    expect(() => stateAt('7.31.0')).toThrow(RangeError);
  });
});

describe('normaliseType', () => {
  it('makes spellings of the same type equal', () => {
    expect(normaliseType('React.ReactNode | string')).toBe(normaliseType('string | ReactNode'));
    expect(normaliseType('{ x?: number; y?: number }')).toBe(
      normaliseType('{\n  x?: number;\n  y?: number;\n}'),
    );
    expect(normaliseType('Array<string | number>')).toBe(normaliseType('(number | string)[]'));
    expect(normaliseType('(record: T) => boolean')).toBe(normaliseType('(row: T) => boolean'));
    expect(normaliseType('(string)')).toBe('string');
  });

  it('keeps different types apart', () => {
    expect(normaliseType('string[]')).not.toBe(normaliseType('readonly string[]'));
    expect(normaliseType('(a: T) => void')).not.toBe(normaliseType('(a: T, b: T) => void'));
    expect(normaliseType("'top' | 'bottom'")).not.toBe(normaliseType("'top'"));
  });
});

describe('classifyChange', () => {
  const sig = (type: string, optional = true) => ({ type, optional });

  it('reads union members added as widened, removed as narrowed, and others as changed', () => {
    expect(classifyChange(sig('boolean'), sig("boolean | 'top'"))).toBe('widened');
    expect(classifyChange(sig("'a' | 'b' | 'c'"), sig("'c' | 'a'"))).toBe('narrowed');
    expect(classifyChange(sig('string'), sig('number'))).toBe('changed');
    expect(classifyChange(sig('string'), sig('any'))).toBe('widened');
  });

  it('reads becoming optional as widened and becoming required as narrowed', () => {
    expect(classifyChange(sig('number', false), sig('number', true))).toBe('widened');
    expect(classifyChange(sig('number', true), sig('number', false))).toBe('narrowed');
    expect(classifyChange(sig('number', true), sig('number | string', false))).toBe('changed');
    expect(classifyChange(sig('number', false), sig('number | string', true))).toBe('widened');
  });

  it('sees no change in a respelling', () => {
    expect(classifyChange(sig('React.Key[]'), sig('Array<Key>'))).toBeUndefined();
  });
});

describe('deriveApiHistory', () => {
  const prop = (name: string, type: string, extra: Partial<ExtractedProp> = {}): ExtractedProp => ({
    section: 'table',
    name,
    type,
    optional: true,
    tags: {},
    declaredIn: ['TableProps'],
    typeRefs: [],
    ...extra,
  });
  const snapshots: ReleaseSnapshot[] = [
    // Out of order on purpose: the history sorts by version number.
    {
      version: '7.10.0',
      props: [prop('a', 'string | number'), prop('b', 'Key[]')],
      exports: ['Table', 'X'],
    },
    { version: '7.2.0', props: [prop('a', 'string'), prop('b', 'Key[]')], exports: ['Table', 'X'] },
    { version: '7.9.0', props: [prop('a', 'string')], exports: ['Table'] },
    {
      version: '7.11.0',
      props: [
        prop('a', 'number | string', { tags: { deprecated: 'Use `b`' } }),
        prop('b', 'Key[]'),
        prop('c', 'Direction'),
      ],
      exports: ['Table', 'X'],
      judged: {
        'table.b': {
          judgement: 'narrowed',
          via: [{ name: 'Key', from: 'type Key = string | number;', to: 'type Key = string;' }],
        },
      },
    },
  ];
  const history = deriveApiHistory(snapshots, 'example/repo');

  it('orders the releases, finds since, removals, returns, widening and deprecation', () => {
    expect(history.releases).toEqual(['7.2.0', '7.9.0', '7.10.0', '7.11.0']);
    expect(history.props.table.a).toEqual({
      since: '7.2.0',
      changes: [
        {
          version: '7.10.0',
          kind: 'widened',
          from: { type: 'string', optional: true },
          to: { type: 'string | number', optional: true },
        },
        { version: '7.11.0', kind: 'deprecated', note: 'Use `b`' },
      ],
    });
    expect(history.props.table.b.changes?.map(({ version, kind }) => [version, kind])).toEqual([
      ['7.9.0', 'removed'],
      ['7.10.0', 'restored'],
      ['7.11.0', 'narrowed'],
    ]);
    expect(history.props.table.c).toEqual({ since: '7.11.0' });
    expect(history.exports).toEqual({
      Table: { since: '7.2.0' },
      X: {
        since: '7.2.0',
        changes: [
          { version: '7.9.0', kind: 'removed' },
          { version: '7.10.0', kind: 'restored' },
        ],
      },
    });
  });

  it('feeds stateAt', () => {
    expect(stateAt('7.9.0', history)).toMatchObject({
      missing: [
        { section: 'table', name: 'b' },
        { section: 'table', name: 'c' },
      ],
      missingExports: ['X'],
      changed: [
        {
          name: 'a',
          then: { type: 'string', optional: true },
          now: { type: 'string | number', optional: true },
        },
      ],
      notYetDeprecated: [{ section: 'table', name: 'a' }],
    });
    expect(stateAt('7.10.0', history).changed).toEqual([
      { section: 'table', name: 'b', via: ['Key'] },
    ]);
  });
});

describe("the home page's table of exports", () => {
  /** Each row of the exports table: the names in its first cell, and its Since cell. */
  function exportRows(file: string): Array<{ names: string[]; since: string }> {
    const text = readFileSync(path.join(process.cwd(), file), 'utf8');
    const table = text.slice(text.indexOf('\n## API\n'));
    const rows = [...table.matchAll(/^\| (`[^|]+) \|([^|]*)\| [^|]+ \|$/gm)];
    return rows.map(([, first, since]) => ({
      names: [...first.matchAll(/`([\w.]+)`/g)].map((match) => match[1]),
      since: since.trim(),
    }));
  }

  for (const file of ['docs/index.md', 'docs/index.zh-CN.md']) {
    it(`${file}: each export's Since is the release that added it (empty for 7.0.0)`, () => {
      const rows = exportRows(file);
      expect(rows.map((row) => row.names[0])).toEqual([
        'Table',
        'Column',
        'Summary',
        'EXPAND_COLUMN',
        'INTERNAL_COL_DEFINE',
        'genTable',
        'TableProps',
      ]);
      for (const { names, since } of rows) {
        for (const name of names) {
          const added = exportSinceOf(name);
          const first = /^\d+\.\d+\.\d+/.exec(since)?.[0];
          expect(first ?? '7.0.0', name).toBe(added);
        }
        // "`Table.EXPAND_COLUMN` since 7.20.0" and the like, inside the cell.
        for (const [, name, version] of since.matchAll(/`([\w.]+)`[^`\d]*?(\d+\.\d+\.\d+)/g)) {
          expect(version, name).toBe(exportSinceOf(name));
        }
      }
    });
  }

  it('<Summary> itself (its props) since 7.15.0: before, Table.Summary held only Row and Cell', () => {
    const props = Object.values(apiHistory.props.summary).map((prop) => prop.since);
    expect(new Set(props)).toEqual(new Set(['7.15.0']));
    for (const file of ['docs/index.md', 'docs/index.zh-CN.md']) {
      const summary = exportRows(file).find((row) => row.names[0] === 'Summary');
      expect(summary?.since).toMatch(/`<Summary>`[^\d]*7\.15\.0/);
    }
  });
});
