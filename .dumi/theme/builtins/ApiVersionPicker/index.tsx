import { history, useIntl, useLocation } from 'dumi';
import { useEffect, useId, useState } from 'react';
import { searchAsOf } from '@site/shared/api/asOf';
import type { VersionSummary } from '@site/shared/api/versions';
import { loadApiData } from '../ApiTable/loadData';
import releases from '../ApiTable/releases';
import { useAsOf } from '../ApiTable/useAsOf';
import './index.less';

/** Newest first: the release the reference describes is the first option and the default. */
const OPTIONS = [...releases].reverse();
const LATEST = OPTIONS[0];

/**
 * `<ApiVersionPicker></ApiVersionPicker>`: once, above the API tables. Choosing an older release
 * puts it in the address (`?as-of=7.24.0`), and every `<ApiTable>` marks what it lacked or
 * declared differently; a live region says how many props that is, counted by the API data's
 * own chunk, which the tables need then anyway.
 */
export default function ApiVersionPicker() {
  const intl = useIntl();
  const location = useLocation();
  const asOf = useAsOf();
  const id = useId();
  const [chosen, setChosen] = useState(false);
  const [summary, setSummary] = useState<(VersionSummary & { version: string }) | null>(null);

  useEffect(() => {
    if (!asOf) return undefined;
    let current = true;
    loadApiData().then(
      ({ summaryOf }) => {
        if (current) setSummary({ version: asOf, ...summaryOf(asOf) });
      },
      // The tables load the same chunk, and a failure reaches the page through them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asOf]);

  let status = '';
  if (asOf && summary?.version === asOf) {
    status = intl.formatMessage({ id: 'api.version.summary' }, { ...summary });
  } else if (!asOf && chosen) {
    status = intl.formatMessage({ id: 'api.version.latest' }, { version: LATEST });
  }

  const choose = (version: string) => {
    setChosen(true);
    history.push({
      pathname: location.pathname,
      search: searchAsOf(location.search, version, releases),
      hash: location.hash,
    });
  };

  return (
    <div className="site-api-version">
      <label htmlFor={id}>{intl.formatMessage({ id: 'api.version.label' })}</label>
      <select id={id} value={asOf ?? LATEST} onChange={(event) => choose(event.target.value)}>
        {OPTIONS.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      <p role="status" className="site-api-version-status">
        {status}
      </p>
    </div>
  );
}
