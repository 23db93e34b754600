import { useLocale } from 'dumi';
import type { ApiSection } from '../../../../src/api/model';
import { apiLocale } from '../../../../src/api/model';
import ApiTableView from './ApiTableView';
import rows from './rows';
import usedBy from './usedBy';
import './index.less';

/** Props of the `<ApiTable>` builtin. */
export interface ApiTableProps {
  /** Which props to list: `table`, `column`, `expandable`, `sticky` or `components`. */
  section: ApiSection;
}

/**
 * Markdown builtin: `<ApiTable section="table"></ApiTable>` renders the props of one section,
 * read from rc-table's types at build time, in the language of the current page.
 */
export default function ApiTable({ section }: ApiTableProps) {
  const localeId = useLocale().id;
  const locale = apiLocale(localeId);
  return (
    <ApiTableView
      rows={rows.filter((row) => row.section === section)}
      section={section}
      locale={locale}
      usedBy={usedBy[localeId]}
    />
  );
}
