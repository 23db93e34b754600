import { useIntl } from 'dumi';
import { Component, Suspense, lazy, type ReactNode } from 'react';
import './index.less';

// dumi imports every builtin into every page: the configurator itself is a chunk of its own,
// loaded only where a page renders <Configurator>.
const Panel = lazy(() => import(/* webpackChunkName: "configurator" */ './Panel'));

/** Shows `fallback` instead of a chunk that failed to load, with the rest of the page intact. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The table configurator (/configurator): controls, the live table and its code. The prerendered
 * page holds the status line; the panel renders in the browser, where the address holds the choices.
 */
export default function Configurator() {
  const intl = useIntl();
  const status = (id: string) => (
    <p className="site-configurator-status" role="status">
      {intl.formatMessage({ id })}
    </p>
  );
  return (
    <div className="site-configurator">
      <LoadBoundary fallback={status('configurator.failed')}>
        <Suspense fallback={status('configurator.loading')}>
          <Panel />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
