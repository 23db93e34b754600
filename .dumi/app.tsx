import {
  codeSandboxDataOf,
  stackBlitzProjectOf,
  type CodeSandboxData,
  type PlaygroundPreviewerProps,
  type StackBlitzProject,
} from '../src/playground';
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

/**
 * CodeSandbox payload of a demo: replaces dumi's default files (unpinned `latest` / `typescript: ^4`)
 * with the project built from the site's exact pins (see src/playground).
 */
export function modifyCodeSandboxData(
  _memo: CodeSandboxData,
  props: PlaygroundPreviewerProps,
): CodeSandboxData {
  return codeSandboxDataOf(props);
}

/** StackBlitz payload of a demo: the same project as CodeSandbox's, in `@stackblitz/sdk` form. */
export function modifyStackBlitzData(
  _memo: StackBlitzProject,
  props: PlaygroundPreviewerProps,
): StackBlitzProject {
  return stackBlitzProjectOf(props);
}
