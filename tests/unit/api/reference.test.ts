import type { IApi } from 'dumi';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { descriptions } from '../../../src/node/api/descriptions';
import type { ExtractedProp } from '../../../src/node/api/extract';
import {
  API_SECTIONS,
  extractApi,
  extractTypes,
  resolveRcTableLib,
} from '../../../src/node/api/extract';
import { apiHistory } from '../../../src/node/api/history';
import {
  apiLocale,
  buildApiRows,
  buildApiTypes,
  checkDescriptions,
  propAnchor,
} from '../../../src/shared/api/model';
import apiReferencePlugin from '../../../src/node/plugins/api';
import { packageExports } from '../../support/rcTableExports';

const libDir = resolveRcTableLib();
const props = extractApi(libDir);
const rows = buildApiRows(props, descriptions);
const types = buildApiTypes(extractTypes(libDir, props));

const find = (section: ExtractedProp['section'], name: string) =>
  props.find((prop) => prop.section === section && prop.name === name);
const row = (anchor: string) => rows.find((candidate) => candidate.anchor === anchor);

describe('extractApi', () => {
  // That it finds every prop at all is the descriptions test below: each described prop must be found.
  it('follows Omit<LegacyExpandableProps> and ColumnSharedType into the inherited props', () => {
    expect(find('table', 'defaultExpandAllRows')?.declaredIn).toEqual(['LegacyExpandableProps']);
    expect(find('column', 'ellipsis')?.declaredIn).toEqual(['ColumnSharedType']);
    expect(find('table', 'showExpandColumn')).toBeUndefined();
  });

  it('keeps types as written in the declarations', () => {
    expect(find('table', 'rowKey')?.type).toBe('string | GetRowKey<RecordType>');
    expect(find('table', 'scroll')?.type).toBe(
      '{ x?: number | true | string; y?: number | string; }',
    );
    expect(find('sticky', 'getContainer')?.type).toBe('() => Window | HTMLElement');
    expect(find('column', 'children')).toMatchObject({
      type: 'ColumnsType<RecordType>',
      optional: false,
    });
    expect(find('summary', 'fixed')?.type).toBe("boolean | 'top' | 'bottom'");
    expect(find('summaryCell', 'index')).toMatchObject({ type: 'number', optional: false });
  });

  it("lists the rc-table types a prop's type names, not React's or the DOM's", () => {
    expect(find('table', 'rowKey')?.typeRefs).toEqual(['GetRowKey']);
    expect(find('summaryCell', 'align')?.typeRefs).toEqual(['AlignType']);
    expect(find('expandable', 'expandedRowKeys')?.typeRefs).toEqual(['Key']);
    expect(find('sticky', 'getContainer')?.typeRefs).toEqual([]);
    expect(find('table', 'style')?.typeRefs).toEqual([]);
  });

  it('lists every section with no duplicate prop', () => {
    for (const section of API_SECTIONS) {
      const names = props.filter((prop) => prop.section === section).map((prop) => prop.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('descriptions', () => {
  it('describe every prop of the installed types, in English and Chinese, and nothing else', () => {
    expect(checkDescriptions(props, descriptions)).toEqual([]);
  });

  it('report a prop missing from the descriptions and a description the types lack', () => {
    const extra: ExtractedProp = { ...props[0], name: 'brandNewProp' };
    const problems = checkDescriptions([...props.slice(1), extra], descriptions);
    expect(problems).toContain('table.brandNewProp: no en description');
    expect(problems).toContain('table.brandNewProp: no zh description');
    expect(problems).toContain(`table.${props[0].name}: described, but not in rc-table's types`);
  });

  it('report a Summary.Cell prop without a Chinese description', () => {
    const { index, ...rest } = descriptions.summaryCell;
    const problems = checkDescriptions(props, {
      ...descriptions,
      summaryCell: { ...rest, index: { en: index.en, zh: ' ' } },
    });
    expect(problems).toEqual(['summaryCell.index: no zh description']);
  });

  it('write the Chinese text in Chinese', () => {
    for (const candidate of rows) expect(candidate.description.zh).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('buildApiRows', () => {
  it('marks @private props as internal', () => {
    const internal = rows
      .filter((candidate) => candidate.status === 'internal')
      .map((candidate) => candidate.name);
    expect(internal.sort()).toEqual(['internalHooks', 'internalRefs', 'transformColumns']);
  });

  it('points every deprecated legacy expand prop at an existing expandable.* row', () => {
    const legacy = props.filter(
      (prop) => prop.declaredIn.includes('LegacyExpandableProps') && prop.name !== 'title',
    );
    expect(legacy.length).toBeGreaterThanOrEqual(12);
    for (const prop of legacy) {
      const current = row(propAnchor('table', prop.name));
      expect(current?.status).toBe('deprecated');
      expect(current?.replacement).toEqual({
        name: `expandable.${prop.name}`,
        anchor: propAnchor('expandable', prop.name),
      });
      expect(row(current!.replacement!.anchor!)).toBeDefined();
    }
  });

  it('resolves the other deprecations to their replacement', () => {
    expect(row('prop-title')?.replacement).toEqual({ name: 'caption', anchor: 'prop-caption' });
    expect(row('prop-column-oncellclick')?.replacement).toEqual({
      name: 'column.onCell',
      anchor: 'prop-column-oncell',
    });
    expect(row('prop-expandable-expandiconcolumnindex')?.replacement).toEqual({
      name: 'EXPAND_COLUMN',
    });
  });

  it('gives every row a unique, lower-case anchor following the section rule', () => {
    const anchors = rows.map((candidate) => candidate.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^prop-[a-z0-9-]+$/);
    expect(row('prop-expandable-rowexpandable')?.name).toBe('expandable.rowExpandable');
    expect(row('prop-sticky-offsetheader')?.name).toBe('sticky.offsetHeader');
    expect(row('prop-components-body')?.name).toBe('components.body');
    expect(row('prop-column-title')?.name).toBe('title');
    expect(row('prop-rowkey')?.name).toBe('rowKey');
    expect(row('prop-summary-fixed')?.name).toBe('fixed');
    expect(row('prop-summary-row-classname')?.name).toBe('className');
    expect(row('prop-summary-cell-index')?.name).toBe('index');
  });

  it('lists public props first, then deprecated, then internal ones', () => {
    const order = rows
      .filter((candidate) => candidate.section === 'table')
      .map((candidate) => candidate.status);
    expect(order).toEqual(
      [...order].sort(
        (a, b) =>
          ['normal', 'deprecated', 'internal'].indexOf(a) -
          ['normal', 'deprecated', 'internal'].indexOf(b),
      ),
    );
  });

  it('maps dumi locale ids to description languages', () => {
    expect(apiLocale('zh-CN')).toBe('zh');
    expect(apiLocale('en-US')).toBe('en');
    expect(apiLocale(undefined)).toBe('en');
  });
});

interface PackageJson {
  dependencies: Record<string, string>;
}

describe('apiReferencePlugin', () => {
  it('writes the rows with their history, the types, the demo links and the rc-table version to plugin-apiReference/data.ts, the releases to releases.ts', () => {
    let generate: (() => void) | undefined;
    const writeTmpFile = vi.fn();
    const warn = vi.fn();
    const page = (link: string, file: string) => ({
      absPath: link,
      file: `${process.cwd()}/${file}`,
    });
    const api = {
      cwd: process.cwd(),
      config: { locales: [{ id: 'en-US' }, { id: 'zh-CN' }] },
      appData: {
        routes: {
          a: page('/demo/fixed-columns', 'docs/demo/fixed-columns.md'),
          b: page('/zh-CN/demo/fixed-columns', 'docs/demo/fixed-columns.zh-CN.md'),
        },
      },
      describe: vi.fn(),
      onGenerateFiles: (fn: () => void) => {
        generate = fn;
      },
      writeTmpFile,
      logger: { warn },
    };
    apiReferencePlugin(api as unknown as IApi);
    expect(api.describe).toHaveBeenCalledWith({ key: 'apiReference' });
    generate?.();
    expect(warn).not.toHaveBeenCalled();
    const { path, content } = writeTmpFile.mock.calls[0][0] as { path: string; content: string };
    expect(path).toBe('data.ts');
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson).dependencies;
    expect(content).toContain(`export const libraryVersion = "${pinned['rc-table']}";`);
    const json = content.slice(content.indexOf('export default ') + 'export default '.length, -1);
    expect(JSON.parse(json)).toEqual(buildApiRows(props, descriptions, apiHistory));
    const typesLine = content.split('\n').find((line) => line.startsWith('export const types = '));
    expect(JSON.parse(typesLine!.slice('export const types = '.length, -1))).toEqual(types);
    const usedByLine = content
      .split('\n')
      .find((line) => line.startsWith('export const usedBy = '));
    const usedBy = JSON.parse(usedByLine!.slice('export const usedBy = '.length, -1));
    expect(usedBy['en-US']['prop-column-fixed']).toEqual([
      { title: 'Fixed columns', link: '/demo/fixed-columns' },
    ]);
    expect(usedBy['zh-CN']['prop-column-fixed']).toEqual([
      { title: '固定列', link: '/zh-CN/demo/fixed-columns' },
    ]);
    const releases = writeTmpFile.mock.calls[1][0] as { path: string; content: string };
    expect(releases.path).toBe('releases.ts');
    expect(releases.content).toBe(`export default ${JSON.stringify(apiHistory.releases)};`);
  });
});

describe('buildApiRows with the API history', () => {
  const withHistory = buildApiRows(props, descriptions, apiHistory);
  const at = (anchor: string) => withHistory.find((candidate) => candidate.anchor === anchor);

  it('gives each row the release that added it, none for a prop of 7.0.0', () => {
    expect(at('prop-caption')?.since).toBe('7.27.0');
    expect(at('prop-column-rowscope')?.since).toBe('7.28.0');
    expect(at('prop-expandable-fixed')?.since).toBe('7.14.0');
    expect(at('prop-summary-fixed')?.since).toBe('7.15.0');
    expect(at('prop-summary-cell-align')?.since).toBe('7.11.0');
    expect(at('prop-rowkey')).not.toHaveProperty('since');
    expect(at('prop-column-fixed')).not.toHaveProperty('since');
    // The history adds its fields and changes nothing else.
    const plain = withHistory.map((candidate) => {
      const copy = { ...candidate };
      delete copy.since;
      delete copy.changes;
      delete copy.inheritedDeprecation;
      return copy;
    });
    expect(plain).toEqual(rows);
  });

  it('lists the changes after that release, each type change with the type before it', () => {
    expect(at('prop-summary-fixed')?.changes).toEqual([
      { version: '7.16.0', kind: 'widened', before: 'boolean' },
    ]);
    expect(at('prop-column-ellipsis')?.changes).toEqual([
      { version: '7.7.0', kind: 'widened', before: 'boolean' },
    ]);
    expect(at('prop-title')?.changes).toEqual([
      {
        version: '7.12.4',
        kind: 'narrowed',
        via: [{ name: 'PanelRender', before: expect.stringContaining('type PanelRender') }],
      },
      // 7.12.5 came from the 7.12.x branch, without 7.12.4's readonly arrays; 7.13.0 has them.
      expect.objectContaining({ version: '7.12.5', kind: 'widened' }),
      expect.objectContaining({ version: '7.13.0', kind: 'narrowed' }),
      { version: '7.27.0', kind: 'deprecated' },
    ]);
    expect(at('prop-column-shouldcellupdate')?.changes?.map((change) => change.kind)).toEqual([
      'widened',
    ]);
    expect(at('prop-caption')).not.toHaveProperty('changes');
  });

  it('keeps a deprecation from the first release out of the changes: the badge says it', () => {
    expect(at('prop-expandedrowrender')?.status).toBe('deprecated');
    expect(at('prop-expandedrowrender')).not.toHaveProperty('changes');
    expect(at('prop-indentsize')).not.toHaveProperty('changes');
  });

  it('reads a deprecation pointing at the prop itself as a tag it inherited, not a change', () => {
    // ExpandableConfig extended LegacyExpandableProps until 7.11.2: its fields carried the tags
    // that tell the top-level props to move into `expandable`.
    for (const candidate of withHistory.filter((each) => each.section === 'expandable')) {
      expect(
        candidate.changes?.filter((change) => /deprecated/.test(change.kind)) ?? [],
        candidate.anchor,
      ).toEqual(
        candidate.anchor === 'prop-expandable-expandiconcolumnindex'
          ? [{ version: '7.20.0', kind: 'deprecated' }]
          : [],
      );
    }
    expect(at('prop-expandable-expandedrowkeys')?.inheritedDeprecation).toEqual({
      from: '7.0.0',
      until: '7.11.2',
    });
    expect(at('prop-expandable-rowexpandable')).not.toHaveProperty('inheritedDeprecation');
    expect(at('prop-indentsize')).not.toHaveProperty('inheritedDeprecation');
  });
});

/**
 * Capitalised identifiers of a type text that are not after a dot (`React.Key` is React's) and not
 * themselves followed by one (`React`): the type names a reader sees in it.
 */
const typeNamesIn = (text: string) =>
  [...text.replace(/'[^']*'/g, '').matchAll(/(?<![\w.$])([A-Z][\w$]*)(?![\w$.])/g)].map(
    (match) => match[1],
  );
/** Names in type texts that are not rc-table's: type parameters and DOM globals. */
const NOT_RC_TABLE = new Set(['RecordType', 'Window', 'HTMLElement', 'HTMLDivElement']);

describe('Types section', () => {
  const entries = new Map(types.map((entry) => [entry.name, entry]));

  it('has an entry for every type name in a Type column', () => {
    const named = new Set(rows.flatMap((candidate) => typeNamesIn(candidate.type)));
    const missing = [...named].filter((name) => !NOT_RC_TABLE.has(name) && !entries.has(name));
    expect(missing).toEqual([]);
    for (const name of ['AlignType', 'FixedType', 'TableLayout', 'DataIndex', 'CellEllipsisType']) {
      expect(named).toContain(name);
    }
    for (const candidate of rows) {
      expect(candidate.typeRefs.sort()).toEqual(
        [...new Set(typeNamesIn(candidate.type).filter((name) => !NOT_RC_TABLE.has(name)))].sort(),
      );
    }
  });

  it('has an entry for every rc-table type an entry names, and none twice', () => {
    expect(new Set(types.map((entry) => entry.anchor)).size).toBe(types.length);
    for (const entry of types) {
      expect(entry.anchor).toBe(`type-${entry.name}`);
      const params = /^(?:type|interface)\s+\w+<([^>]*)>/.exec(entry.definition)?.[1] ?? '';
      const own = new Set(params.split(',').map((param) => param.trim().split(/\s/)[0]));
      const named = typeNamesIn(entry.definition).filter(
        (name) => name !== entry.name && !own.has(name) && !NOT_RC_TABLE.has(name),
      );
      expect(named.filter((name) => !entries.has(name))).toEqual([]);
      expect(entry.typeRefs.sort()).toEqual([...new Set(named)].sort());
    }
  });

  it('keeps declarations as written, and points documented interfaces at their table', () => {
    expect(entries.get('AlignType')?.definition).toBe(
      "type AlignType = 'left' | 'center' | 'right';",
    );
    expect(entries.get('Key')?.definition).toBe('type Key = React.Key;');
    expect(entries.get('CellType')?.definition).not.toMatch(/Only used/);
    expect(entries.get('ColumnType')).toMatchObject({ section: 'column', definition: '' });
    expect(entries.get('ExpandableConfig')?.section).toBe('expandable');
    expect(entries.get('RenderExpandIcon')?.typeRefs).toEqual(['RenderExpandIconProps']);
    expect(entries.get('RenderExpandIconProps')?.typeRefs).toEqual(['TriggerEventHandler']);
  });
});

describe.each([['docs/index.md'], ['docs/index.zh-CN.md']])('the API part of %s', (page) => {
  const text = readFileSync(page, 'utf8');
  const api = text.slice(text.indexOf('## API'), text.lastIndexOf('\n## '));

  it("names every export of rc-table's index.d.ts", () => {
    const exported = packageExports(libDir);
    expect(exported).toEqual(expect.arrayContaining(['Table', 'Summary']));
    for (const name of exported) expect(api).toContain(`\`${name}\``);
    for (const name of ['Summary.Row', 'Summary.Cell']) expect(api).toContain(name);
  });

  it('shows every section and the Types once', () => {
    for (const section of [...API_SECTIONS, 'types']) {
      expect(api.split(`<ApiTable section="${section}"></ApiTable>`)).toHaveLength(2);
    }
  });
});
