import { Suspense, lazy } from 'react';
import type { ApiSection } from '../../../../src/api/model';
import './index.less';

/** Props of the `<ApiTable>` builtin. */
export interface ApiTableProps {
  /** Which props to list: `table`, `column`, `expandable`, `sticky` or `components`. */
  section: ApiSection;
}

/**
 * The API data (every prop in two languages and the demos using it) is a chunk of its own:
 * dumi imports every builtin into every page, so a static import would put ~100 KB of it into
 * the main bundle of every page. The index page is prerendered with the tables; React keeps that
 * HTML until the chunk arrives.
 */
const ApiTableData = lazy(() => import('./ApiTableData'));

/**
 * Markdown builtin: `<ApiTable section="table"></ApiTable>` renders the props of one section,
 * read from rc-table's types at build time, in the language of the current page.
 */
export default function ApiTable({ section }: ApiTableProps) {
  return (
    <Suspense fallback={<div className="site-api-loading" aria-busy="true" />}>
      <ApiTableData section={section} />
    </Suspense>
  );
}
