import { useLocale } from 'dumi';
import type { ApiSection } from '@site/shared/api/model';
import { apiLocale } from '@site/shared/api/model';
import { summaryAsOf, type VersionSummary } from '@site/shared/api/versions';
import ApiTableView from './ApiTableView';
import ApiTypesView from './ApiTypesView';
import releases from './releases';
import rows from './rows';
import types from './types';
import usedBy from './usedBy';

/** The newest release of the history: the one the rows describe. */
const latest = releases[releases.length - 1];

export interface ApiTableDataProps {
  section: ApiSection | 'types';
  /** A release of the history older than the newest, whose differences the rows mark. */
  asOf?: string;
}

export default function ApiTableData({ section, asOf }: ApiTableDataProps) {
  const localeId = useLocale().id;
  if (section === 'types') return <ApiTypesView types={types} locale={apiLocale(localeId)} />;
  return (
    <ApiTableView
      rows={rows.filter((row) => row.section === section)}
      section={section}
      locale={apiLocale(localeId)}
      usedBy={usedBy[localeId]}
      asOf={asOf ? { version: asOf, latest } : undefined}
    />
  );
}

/** How many props of the whole reference `version` lacked, typed differently or had not deprecated. */
export function summaryOf(version: string): VersionSummary {
  return summaryAsOf(rows, version);
}
