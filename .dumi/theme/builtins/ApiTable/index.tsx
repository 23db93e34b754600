import { history } from 'dumi';
import { Suspense, lazy, startTransition, useEffect, useState, type MouseEvent } from 'react';
import type { ApiSection } from '@site/shared/api/model';
import { followRouteLink } from '@site/shared/site/routeLinks';
import { KeptHtml, useMountedByHydration } from '../../common/ServerMarkup';
import { loadApiData } from './loadData';
import { useAsOf } from './useAsOf';
import './index.less';

export interface ApiTableProps {
  /** Which props to list, or `types` for the types they name. */
  section: ApiSection | 'types';
}

// The API data is a chunk of its own, loaded only after a client-side navigation to the page or a
// choice of release: a prerendered page keeps its tables as plain HTML until then.
const ApiTableData = lazy(loadApiData);

const followDemoLink = (event: MouseEvent<HTMLElement>) => followRouteLink(event, history.push);

/**
 * `<ApiTable section="table"></ApiTable>`: the props of one section, in the page's language, as of
 * the release the address names (`?as-of=`, the version picker's choice).
 */
export default function ApiTable({ section }: ApiTableProps) {
  const asOf = useAsOf();
  const keep = useMountedByHydration();
  // The Types section is the same in every release the picker offers.
  const versioned = section !== 'types';
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (keep && versioned && asOf) startTransition(() => setLive(true));
  }, [keep, versioned, asOf]);
  if (keep && !live) {
    return <KeptHtml key="prerendered" className="site-api-table" onClick={followDemoLink} />;
  }
  const data = <ApiTableData section={section} asOf={versioned ? asOf : undefined} />;
  // After hydration, no Suspense boundary of its own: in the transition above React keeps the
  // prerendered tables on screen until the data has arrived, instead of a fallback.
  if (keep) {
    return (
      <div key="live" className="site-api-table">
        {data}
      </div>
    );
  }
  return (
    <div className="site-api-table">
      <Suspense fallback={<div className="site-api-loading" aria-busy="true" />}>{data}</Suspense>
    </div>
  );
}
