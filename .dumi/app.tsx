import { shouldHydrate } from '../src/site/hydration';

interface ClientRenderOpts {
  hydrate?: boolean;
  rootElement?: HTMLElement | null;
  basename?: string;
}

/** Render unknown addresses (served the 404.html shell) on the client instead of hydrating. */
export function modifyClientRenderOpts(opts: ClientRenderOpts): ClientRenderOpts {
  if (!opts.hydrate || typeof window === 'undefined') return opts;
  const root = opts.rootElement ?? document.getElementById('root');
  if (shouldHydrate(root, window.location.pathname, opts.basename)) return opts;
  return { ...opts, hydrate: false };
}
