import { useLocale } from 'dumi';
import type { ApiSection } from '@site/shared/api/model';
import { apiLocale } from '@site/shared/api/model';
import ApiTableView from './ApiTableView';
import ApiTypesView from './ApiTypesView';
import rows from './rows';
import types from './types';
import usedBy from './usedBy';

export default function ApiTableData({ section }: { section: ApiSection | 'types' }) {
  const localeId = useLocale().id;
  if (section === 'types') return <ApiTypesView types={types} locale={apiLocale(localeId)} />;
  return (
    <ApiTableView
      rows={rows.filter((row) => row.section === section)}
      section={section}
      locale={apiLocale(localeId)}
      usedBy={usedBy[localeId]}
    />
  );
}
