/** The two webpack builds of `dumi build`: the browser bundle, and the server bundle that prerenders the pages. */
export type Side = 'client' | 'server';

/** One change the site makes to what dumi, umi or React generate (see README.md in this folder). */
export interface Patch {
  /** The id the guard and the README use. */
  id: string;
  /** How it changes the output. */
  kind: 'config' | 'loader' | 'replacement' | 'side effects' | 'HTML';
  /**
   * The builds in which it must apply, or the build fails (guard.cjs). HTML patches run on the
   * exported pages; a config patch changes umi's options before any build (and throws when they
   * change shape).
   */
  sides: Side[];
}

/**
 * Every patch, in the order of the README's table. The README must list each of them (a unit test
 * checks it), and each one that rewrites generated code is checked on the real output of the last
 * build by tests/generated.
 */
export const PATCHES: readonly Patch[] = [
  { id: 'babel-targets', kind: 'config', sides: [] },
  { id: 'complete-server-render', kind: 'loader', sides: ['server'] },
  { id: 'react-stream-bytes', kind: 'loader', sides: ['server'] },
  { id: 'noscript-notice', kind: 'loader', sides: ['client', 'server'] },
  { id: 'chunk-names-pages', kind: 'loader', sides: ['client'] },
  { id: 'chunk-names-meta', kind: 'loader', sides: ['client'] },
  { id: 'unused-builtins', kind: 'loader', sides: ['client'] },
  { id: 'deferred-demo', kind: 'loader', sides: ['client'] },
  { id: 'lazy-tabs', kind: 'loader', sides: ['client'] },
  { id: 'shallow-route-meta', kind: 'loader', sides: ['client'] },
  { id: 'yielding-entry', kind: 'loader', sides: ['client'] },
  { id: 'hydrate-in-transition', kind: 'loader', sides: ['client'] },
  { id: 'pure-dumi-api', kind: 'side effects', sides: ['client'] },
  { id: 'no-dumi-search', kind: 'replacement', sides: ['client'] },
  { id: 'intl', kind: 'replacement', sides: ['client', 'server'] },
  { id: 'no-global-regenerator', kind: 'replacement', sides: ['client'] },
  { id: 'one-babel-runtime', kind: 'replacement', sides: ['client'] },
  { id: 'route-match-cache', kind: 'replacement', sides: ['client'] },
  { id: 'page-head', kind: 'HTML', sides: [] },
  { id: 'app-script', kind: 'HTML', sides: [] },
  { id: 'content-security-policy', kind: 'HTML', sides: [] },
];
