/** The two webpack builds of `dumi build`: the browser bundle, and the server bundle that prerenders the pages. */
export type Side = 'client' | 'server';

/** One change the site makes to what dumi, umi or React generate (README.md). */
export interface Patch {
  id: string;
  kind: 'config' | 'loader' | 'replacement' | 'side effects' | 'runtime' | 'HTML';
  /** The webpack builds in which it must apply, or the guard fails the build (guard.cjs). */
  sides: Side[];
}

/** Every patch, in the order of the README's table (a unit test checks it). */
export const PATCHES: readonly Patch[] = [
  { id: 'babel-targets', kind: 'config', sides: [] },
  { id: 'complete-server-render', kind: 'loader', sides: ['server'] },
  { id: 'react-stream-bytes', kind: 'loader', sides: ['server'] },
  { id: 'chunk-names-pages', kind: 'loader', sides: ['client'] },
  { id: 'unused-builtins', kind: 'side effects', sides: ['client'] },
  { id: 'deferred-demo', kind: 'loader', sides: ['client'] },
  { id: 'lazy-toc', kind: 'loader', sides: ['client'] },
  { id: 'lazy-tabs', kind: 'loader', sides: ['client'] },
  { id: 'shallow-route-meta', kind: 'loader', sides: ['client'] },
  { id: 'hydrate-in-transition', kind: 'runtime', sides: [] },
  { id: 'pure-dumi-api', kind: 'side effects', sides: ['client'] },
  { id: 'intl', kind: 'replacement', sides: ['client', 'server'] },
  { id: 'route-match-cache', kind: 'replacement', sides: ['client'] },
  { id: 'page-head', kind: 'HTML', sides: [] },
  { id: 'noscript-notice', kind: 'HTML', sides: [] },
  { id: 'app-script', kind: 'HTML', sides: [] },
  { id: 'content-security-policy', kind: 'HTML', sides: [] },
];
