import type { IApi } from 'dumi';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { descriptions } from '../../src/api/descriptions';
import type { ExtractedProp } from '../../src/api/extract';
import { API_SECTIONS, extractApi, resolveRcTableLib } from '../../src/api/extract';
import { apiLocale, buildApiRows, checkDescriptions, propAnchor } from '../../src/api/model';
import apiReferencePlugin from '../../src/plugins/api';

const props = extractApi(resolveRcTableLib());
const rows = buildApiRows(props, descriptions);

const find = (section: ExtractedProp['section'], name: string) =>
  props.find((prop) => prop.section === section && prop.name === name);
const row = (anchor: string) => rows.find((candidate) => candidate.anchor === anchor);

describe('extractApi', () => {
  it.each([
    ['table', 'rowKey'],
    ['table', 'columns'],
    ['table', 'data'],
    ['table', 'expandable'],
    ['table', 'scroll'],
    ['table', 'sticky'],
    ['table', 'components'],
    ['table', 'summary'],
    ['table', 'caption'],
    ['table', 'expandedRowRender'],
    ['column', 'fixed'],
    ['column', 'onCell'],
    ['column', 'dataIndex'],
    ['column', 'title'],
    ['column', 'children'],
    ['expandable', 'rowExpandable'],
    ['expandable', 'expandedRowRender'],
    ['sticky', 'offsetHeader'],
    ['components', 'body'],
  ] as const)('finds %s.%s', (section, name) => {
    expect(find(section, name)).toBeDefined();
  });

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
  it('writes the rows and the rc-table version to plugin-apiReference/data.ts', () => {
    let generate: (() => void) | undefined;
    const writeTmpFile = vi.fn();
    const warn = vi.fn();
    const api = {
      cwd: process.cwd(),
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
    expect(JSON.parse(json)).toEqual(rows);
  });
});
