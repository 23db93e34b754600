import { useIntl } from 'dumi';
import { chunkLoadFailure, recoveryMessageIds } from '@site/client/recovery';
import './index.less';

interface LoadFailedProps {
  error: unknown;
}

/** In place of a page that could not be loaded or rendered, with a button that reloads it. */
export default function LoadFailed({ error }: LoadFailedProps) {
  const intl = useIntl();
  const failure = chunkLoadFailure(error);
  const ids = recoveryMessageIds(failure);
  return (
    <div className="site-load-failed" role="alert" data-failure={failure ? failure.kind : 'crash'}>
      <h1>{intl.formatMessage({ id: ids.title })}</h1>
      <p>{intl.formatMessage({ id: ids.description })}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'recovery.reload' })}
      </button>
    </div>
  );
}
