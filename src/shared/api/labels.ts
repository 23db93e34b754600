import type { ChangeKind } from './types';
import type { ApiSection } from './model';

/**
 * Shared by the HTML reference and its Markdown twin; `before`/`after` surround a link. A function
 * that takes a `name` returns the text around it as parts, so that each side can format the name
 * (a `<code>` element, a Markdown code span).
 */
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
    /** The mark beside a prop added after the first release of the history. */
    since: (version: string) => `${version}+`,
    sinceName: (version: string) => `Since rc-table ${version}`,
    /** The Markdown twin's column for {@link since}. */
    sinceColumn: 'Since',
    change: {
      widened: (version: string) => `Type widened in ${version}`,
      narrowed: (version: string) => `Type narrowed in ${version}`,
      changed: (version: string) => `Type changed in ${version}`,
      deprecated: (version: string) => `Deprecated in ${version}`,
      undeprecated: (version: string) => `No longer deprecated in ${version}`,
      removed: (version: string) => `Removed in ${version}`,
      restored: (version: string) => `Back in ${version}`,
    } satisfies Record<ChangeKind, (version: string) => string>,
    /**
     * After a change of kind in the Markdown twin, for a type that changed through rc-table types
     * it names (the HTML note names them inside its disclosure).
     */
    through: <T>(names: T[]): Array<string | T> => [
      ' (through ',
      ...names.flatMap((name, index) => (index ? [', ', name] : [name])),
      ')',
    ],
    typeBefore: (version: string) => `Type before ${version}:`,
    declarationBefore: <T>(name: T, version: string): Array<string | T> => [
      name,
      ` before ${version}:`,
    ],
    notDeclared: 'not declared by rc-table yet',
    /** End of a sentence the Markdown twin strings together. */
    stop: '.',
    /** Between a label that ends in a colon and what it introduces. */
    gap: ' ',
    notIn: (version: string) => `Not in ${version}`,
    typeIn: (version: string) => `Type in ${version}:`,
    declaredDifferently: <T>(name: T, version: string): Array<string | T> => [
      name,
      ` was declared differently in ${version}`,
    ],
    notYetDeprecated: (version: string, since: string) =>
      `Not deprecated yet in ${version}: that came in ${since}.`,
    deprecatedThen: (version: string, until: string) =>
      `Deprecated in ${version}, no longer from ${until}.`,
    inheritedDeprecation: (version: string) =>
      `In ${version}, rc-table's declarations tagged this field \`@deprecated\`, a tag inherited from the top-level prop of the same name. It was not deprecated.`,
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
    since: (version: string) => `${version}+`,
    sinceName: (version: string) => `自 rc-table ${version} 起`,
    sinceColumn: '起始版本',
    change: {
      widened: (version: string) => `类型在 ${version} 中放宽`,
      narrowed: (version: string) => `类型在 ${version} 中收窄`,
      changed: (version: string) => `类型在 ${version} 中改变`,
      deprecated: (version: string) => `在 ${version} 中废弃`,
      undeprecated: (version: string) => `在 ${version} 中取消废弃`,
      removed: (version: string) => `在 ${version} 中移除`,
      restored: (version: string) => `在 ${version} 中恢复`,
    } satisfies Record<ChangeKind, (version: string) => string>,
    through: <T>(names: T[]): Array<string | T> => [
      '（源于 ',
      ...names.flatMap((name, index) => (index ? ['、', name] : [name])),
      ' 的变化）',
    ],
    typeBefore: (version: string) => `${version} 之前的类型：`,
    declarationBefore: <T>(name: T, version: string): Array<string | T> => [
      `${version} 之前的 `,
      name,
      '：',
    ],
    notDeclared: 'rc-table 当时尚未声明',
    stop: '。',
    gap: '',
    notIn: (version: string) => `${version} 中没有`,
    typeIn: (version: string) => `${version} 中的类型：`,
    declaredDifferently: <T>(name: T, version: string): Array<string | T> => [
      `${version} 中 `,
      name,
      ' 的声明不同',
    ],
    notYetDeprecated: (version: string, since: string) =>
      `${version} 中尚未废弃，${since} 起才废弃。`,
    deprecatedThen: (version: string, until: string) =>
      `${version} 中已废弃，${until} 起不再废弃。`,
    inheritedDeprecation: (version: string) =>
      `${version} 中，rc-table 的类型声明给这个字段加了 \`@deprecated\` 标记，这个标记继承自同名的顶层属性，该字段当时并未废弃。`,
  },
};
