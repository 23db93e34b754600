import { history } from 'dumi';
import { Suspense, lazy, type MouseEvent } from 'react';
import type { ApiSection } from '@site/shared/api/model';
import { followRouteLink } from '@site/shared/site/routeLinks';
import { ServerMarkup } from '../../common/ServerMarkup';
import './index.less';

export interface ApiTableProps {
  /** Which props to list, or `types` for the types they name. */
  section: ApiSection | 'types';
}

// The API data is a chunk of its own, loaded only after a client-side navigation to the page: a
// prerendered page keeps its tables as plain HTML (ServerMarkup).
const ApiTableData = lazy(() => import('./ApiTableData'));

const followDemoLink = (event: MouseEvent<HTMLElement>) => followRouteLink(event, history.push);

/** `<ApiTable section="table"></ApiTable>`: the props of one section, in the page's language. */
export default function ApiTable({ section }: ApiTableProps) {
  return (
    <ServerMarkup className="site-api-table" onKeptMarkupClick={followDemoLink}>
      <Suspense fallback={<div className="site-api-loading" aria-busy="true" />}>
        <ApiTableData section={section} />
      </Suspense>
    </ServerMarkup>
  );
}
