/** The two webpack builds of `dumi build`: the browser bundle, and the server bundle that prerenders the pages. */
export type Side = 'client' | 'server';

/** One change the site makes to what dumi, umi or React generate (README.md). */
export type Patch = {
  id: string;
  /** The webpack builds it is registered in and must apply in, or the guard fails the build (guard.cjs). */
  sides: Side[];
} & (
  | { kind: 'config' | 'runtime' | 'HTML' }
  /**
   * `test`: the modules a loader rewrites (loaders.cjs) or a rule marks free of side effects; the
   * requests a module of standins/ answers (named as the id, in camel case).
   */
  | { kind: 'loader' | 'side effects' | 'replacement'; test: RegExp; query?: RegExp }
);

/** `react-intl` as dumi's theme imports it, and as its generated locale container does (a path). */
export const REACT_INTL_REQUEST = /^(?:.*[\\/]node_modules[\\/])?react-intl[\\/]?$/;

/** dumi's theme API modules and umi's generated export barrels: no module-level side effects. */
export const PURE_DUMI_API =
  /(?:[\\/]node_modules[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js|[\\/]\.dumi[\\/]tmp(?:-production)?[\\/](?:dumi[\\/])?exports\.ts)$/;

/** The entry module of each builtin of the theme, dumi's or the site's. */
export const THEME_BUILTIN =
  /(?:[\\/]node_modules[\\/]dumi[\\/]theme-default|[\\/]\.dumi[\\/]theme)[\\/]builtins[\\/][^\\/]+[\\/]index\.[jt]sx?$/;

const BOTH: Side[] = ['client', 'server'];
const MD = /\.md$/;
const DEMO_OR_META = /type=(demo|frontmatter)$/;
const UMI_SSR = /[\\/]@umijs[\\/]server[\\/]dist[\\/]ssr\.js$/;
const dumiMeta = (name: string) => new RegExp(`[\\\\/]dumi[\\\\/]meta[\\\\/]${name}\\.ts$`);

/** Every patch, in the order of the README's table (a unit test checks it). */
export const PATCHES: readonly Patch[] = [
  { id: 'babel-targets', kind: 'config', sides: [] },
  { id: 'complete-server-render', kind: 'loader', sides: ['server'], test: UMI_SSR },
  { id: 'react-stream-bytes', kind: 'HTML', sides: [] },
  { id: 'chunk-names-pages', kind: 'loader', sides: BOTH, test: MD, query: DEMO_OR_META },
  { id: 'unused-builtins', kind: 'side effects', sides: BOTH, test: THEME_BUILTIN },
  { id: 'deferred-demo', kind: 'loader', sides: BOTH, test: MD },
  // Client only: the server build prerenders each page's contents.
  { id: 'lazy-toc', kind: 'loader', sides: ['client'], test: MD, query: /type=frontmatter$/ },
  { id: 'lazy-tabs', kind: 'loader', sides: BOTH, test: dumiMeta('tabs') },
  { id: 'shallow-route-meta', kind: 'loader', sides: BOTH, test: dumiMeta('runtime') },
  { id: 'hydrate-in-transition', kind: 'runtime', sides: [] },
  { id: 'pure-dumi-api', kind: 'side effects', sides: BOTH, test: PURE_DUMI_API },
  { id: 'intl', kind: 'replacement', sides: BOTH, test: REACT_INTL_REQUEST },
  { id: 'route-match-cache', kind: 'replacement', sides: BOTH, test: /^react-router$/ },
  { id: 'page-head', kind: 'HTML', sides: [] },
  { id: 'noscript-notice', kind: 'HTML', sides: [] },
  { id: 'app-script', kind: 'HTML', sides: [] },
  { id: 'content-security-policy', kind: 'HTML', sides: [] },
];
