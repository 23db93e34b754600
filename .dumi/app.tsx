import { getRouteMetaById } from 'dumi';
import { lazy, useEffect, type ReactElement, type ReactNode } from 'react';
import { BUILD_BASE, BUILD_DEBUG_PAGES } from '@site/shared/buildConstants';
import { restoreBaseSlash } from '@site/shared/site/headScripts';
import { ownDocumentPerPolicy, type RouteChange } from '@site/client/csp/navigation';
import { shouldHydrate } from '@site/client/site/hydration';
import { selectsContentTab } from '@site/client/site/tabQuery';
import { keepDebugRoutes, type DebugRouteMeta } from '@site/client/recovery';

/** Marks `<html data-app-ready>` once the app has hydrated (or rendered): tests and the bench wait for it. */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return <>{children}</>;
}

/**
 * The app bundle loads after the first paint (src/node/patches/html/appScript.ts), so "the network is idle" no
 * longer means "the page is interactive"; this attribute does.
 */
export function rootContainer(container: ReactElement): ReactElement {
  return <AppReady>{container}</AppReady>;
}

interface ClientRenderOpts {
  hydrate?: boolean;
  rootElement?: HTMLElement | null;
  basename?: string;
}

/**
 * Render on the client instead of hydrating: unknown addresses (served the 404.html shell), and
 * pages opened on a non-default tab (`?tab=upgrade`), whose prerendered markup shows the `Doc` tab.
 */
export function modifyClientRenderOpts(opts: ClientRenderOpts): ClientRenderOpts {
  if (!opts.hydrate || typeof window === 'undefined') return opts;
  const root = opts.rootElement ?? document.getElementById('root');
  if (
    shouldHydrate(root, window.location.pathname, opts.basename) &&
    !selectsContentTab(window.location.search)
  ) {
    return opts;
  }
  return { ...opts, hydrate: false };
}

/**
 * The standalone demo page is the site's (src/client/demos/StandaloneDemo.tsx: `?dir=rtl`); and
 * `debug: true` pages stay in a build made with `SITE_DEBUG_PAGES=1` (see
 * src/client/recovery/debugRoutes): runs before dumi's own `patchRoutes`, which would delete them
 * from production builds.
 */
export function patchRoutes({
  routes,
  routeComponents,
}: {
  routes: Record<string, unknown>;
  routeComponents?: Record<string, unknown>;
}): void {
  if (routeComponents && 'demo-render' in routeComponents) {
    routeComponents['demo-render'] = lazy(
      () => import(/* webpackChunkName: "standalone-demo" */ '@site/client/demos/StandaloneDemo'),
    );
  }
  if (!BUILD_DEBUG_PAGES) return;
  keepDebugRoutes(Object.keys(routes), (id) =>
    (getRouteMetaById as (id: string, opts: { syncOnly: true }) => DebugRouteMeta | undefined)(id, {
      syncOnly: true,
    }),
  );
}

const reloadForOwnPolicy = ownDocumentPerPolicy(() => window.location.reload());

/**
 * A page without live demos loads every other page as a document of its own, so a demo page
 * always runs under its own Content-Security-Policy (src/client/csp/navigation.ts); and the site
 * root keeps its trailing slash under a base path (src/shared/site/headScripts.ts).
 */
export function onRouteChange(change: RouteChange): void {
  restoreBaseSlash(window.location, window.history, BUILD_BASE);
  reloadForOwnPolicy(change);
}
