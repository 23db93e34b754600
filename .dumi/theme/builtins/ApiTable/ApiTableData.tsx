import { useLocale } from 'dumi';
import type { ApiSection } from '../../../../src/api/model';
import { apiLocale } from '../../../../src/api/model';
import ApiTableView from './ApiTableView';
import rows from './rows';
import usedBy from './usedBy';

/** The rows of one section with their descriptions and the demos that use each prop. */
export default function ApiTableData({ section }: { section: ApiSection }) {
  const localeId = useLocale().id;
  return (
    <ApiTableView
      rows={rows.filter((row) => row.section === section)}
      section={section}
      locale={apiLocale(localeId)}
      usedBy={usedBy[localeId]}
    />
  );
}
