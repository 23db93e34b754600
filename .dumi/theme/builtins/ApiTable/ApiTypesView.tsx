import type { ApiLocale, ApiTypeEntry } from '@site/shared/api/model';
import { LABELS, TypeText } from './ApiTableView';

const TEXT = {
  en: {
    table: 'Types',
    name: 'Name',
    definition: 'Definition',
    fields: 'Fields: the table',
  },
  zh: {
    table: '类型',
    name: '名称',
    definition: '定义',
    fields: '字段见表格',
  },
};

/** The height `content-visibility: auto` reserves (index.less). */
function estimatedHeight(types: readonly ApiTypeEntry[]): number {
  const lines = types.reduce(
    (sum, type) => sum + Math.max(1, type.definition.split('\n').length),
    0,
  );
  return 48 + lines * 22 + types.length * 18;
}

export interface ApiTypesViewProps {
  types: readonly ApiTypeEntry[];
  locale: ApiLocale;
}

/** Every type the reference names, with its declaration, or a link to the table listing it. */
export default function ApiTypesView({ types, locale }: ApiTypesViewProps) {
  const text = TEXT[locale];
  return (
    <div className="markdown api-reference" data-section="types" id="api-types">
      <div
        className="api-table"
        style={{ containIntrinsicSize: `auto ${estimatedHeight(types)}px` }}
      >
        <table aria-label={text.table}>
          <thead>
            <tr>
              <th scope="col">{text.name}</th>
              <th scope="col">{text.definition}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.anchor} id={type.anchor}>
                <th scope="row">
                  <a
                    className="api-table-anchor"
                    href={`#${type.anchor}`}
                    aria-label={LABELS[locale].anchor(type.name)}
                  >
                    #
                  </a>
                  <code>{type.name}</code>
                </th>
                <td>
                  {type.section ? (
                    <>
                      {`${type.kind} `}
                      <code>{type.name}</code>
                      {locale === 'zh' ? '：' : ': '}
                      {text.fields}{' '}
                      <a href={`#api-${type.section}`}>{LABELS[locale].tables[type.section]}</a>
                    </>
                  ) : (
                    <pre className="api-type-definition">
                      <code>
                        <TypeText text={type.definition} refs={type.typeRefs} />
                      </code>
                    </pre>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
