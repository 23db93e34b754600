import { history } from 'dumi';
import { Suspense, lazy, type MouseEvent } from 'react';
import type { ApiSection } from '../../../../src/api/model';
import { followRouteLink } from '../../../../src/site/routeLinks';
import { ServerMarkup } from '../../common/ServerMarkup';
import './index.less';

/** Props of the `<ApiTable>` builtin. */
export interface ApiTableProps {
  /**
   * Which props to list (`table`, `column`, `expandable`, `sticky`, `components`, `summary`,
   * `summaryRow`, `summaryCell`), or `types` for the types those props name.
   */
  section: ApiSection | 'types';
}

/**
 * The API data (every prop in two languages and the demos using it, ~100 KB raw) is a chunk of
 * its own, loaded only when a table is rendered in the browser: after a client-side navigation
 * to the index page. A prerendered index page keeps its tables as they are (ServerMarkup); their
 * links and expandable demo lists are plain HTML, and the one click handler sends demo links
 * through the router.
 */
const ApiTableData = lazy(() => import('./ApiTableData'));

const followDemoLink = (event: MouseEvent<HTMLElement>) => followRouteLink(event, history.push);

/**
 * Markdown builtin: `<ApiTable section="table"></ApiTable>` renders the props of one section,
 * read from rc-table's types at build time, in the language of the current page.
 */
export default function ApiTable({ section }: ApiTableProps) {
  return (
    <ServerMarkup className="site-api-table" onKeptMarkupClick={followDemoLink}>
      <Suspense fallback={<div className="site-api-loading" aria-busy="true" />}>
        <ApiTableData section={section} />
      </Suspense>
    </ServerMarkup>
  );
}
