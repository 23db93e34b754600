import type { ApiSection } from './model';

/** Shared by the HTML reference and its Markdown twin; `before`/`after` surround a link. */
export const API_LABELS = {
  en: {
    property: 'Property',
    type: 'Type',
    default: 'Default',
    description: 'Description',
    deprecated: 'Deprecated',
    useInstead: { before: 'Deprecated: use ', after: ' instead.' },
    internalHeading: 'Internal, do not use',
    internalBadge: 'Internal',
    anchor: (name: string) => `Link to ${name}`,
    fieldsIn: (name: string, table: string) =>
      `${name} is an interface; its fields are listed in the table ${table}.`,
    tables: {
      table: 'Table properties',
      column: 'Column properties',
      expandable: 'expandable properties',
      sticky: 'sticky properties',
      components: 'components properties',
      summary: 'Table.Summary properties',
      summaryRow: 'Table.Summary.Row properties',
      summaryCell: 'Table.Summary.Cell properties',
    } satisfies Record<ApiSection, string>,
    internalTable: 'Internal properties',
    demos: 'Demos:',
  },
  zh: {
    property: '属性',
    type: '类型',
    default: '默认值',
    description: '说明',
    deprecated: '已废弃',
    useInstead: { before: '已废弃，请使用 ', after: '。' },
    internalHeading: '内部属性，请勿使用',
    internalBadge: '内部',
    anchor: (name: string) => `链接到 ${name}`,
    fieldsIn: (name: string, table: string) => `${name} 是接口，字段见表格${table}。`,
    tables: {
      table: 'Table 属性',
      column: '列属性',
      expandable: 'expandable 属性',
      sticky: 'sticky 属性',
      components: 'components 属性',
      summary: 'Table.Summary 属性',
      summaryRow: 'Table.Summary.Row 属性',
      summaryCell: 'Table.Summary.Cell 属性',
    } satisfies Record<ApiSection, string>,
    internalTable: '内部属性',
    demos: '示例：',
  },
};
