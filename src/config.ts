/**
 * The site's configuration: every setting a build reads from the environment, read here and
 * nowhere else, and the constants the build writes into the browser bundle from it (read there
 * through src/buildConstants.ts; this module is for the build, not for the browser).
 *
 * ```bash
 * BASE_PATH=/table/ SITE_HOSTNAME=https://example.github.io/table npm run build
 * ```
 */

/** The environment variables a build reads, each documented on {@link SiteConfig}. */
export interface SiteEnv {
  BASE_PATH?: string;
  OUTPUT_PATH?: string;
  /** Set by dumi's command line before it reads the configuration: `development` under `dumi dev`. */
  NODE_ENV?: string;
  SITE_DEBUG_PAGES?: string;
  SOURCE_MAP?: string;
  SITE_HOSTNAME?: string;
}

/** What a build is configured to do. */
export interface SiteConfig {
  /**
   * `BASE_PATH`: the path the site is served under, for a project site such as GitHub Pages
   * (`/table/`). Always starts and ends with `/`. Every asset, link and route carries it.
   * @default '/'
   */
  base: string;
  /**
   * `OUTPUT_PATH`: the folder the build writes, relative to the project. Lets several builds of
   * the same tree sit side by side (the sub-path e2e build writes `dist-base`, the bench and
   * analysis their own). The dev server (`npm start`) writes only its server render's asset
   * manifest, `build-manifest.json`, and by default writes it to {@link DEV_OUTPUT_PATH}: in `dist`
   * it would replace the built site's manifest, which names the hashed bundles the bench and the
   * analysis measure.
   * @default 'dist' ({@link DEV_OUTPUT_PATH} under `dumi dev`)
   */
  outputPath: string;
  /**
   * `SITE_DEBUG_PAGES=1`: keep the pages whose front matter says `debug: true` (fixtures such as
   * the crashing demo) in a production build; `npm start` always shows them. Which pages those are
   * is decided in one place, src/site/debugPages.ts.
   * @default false
   */
  debugPages: boolean;
  /**
   * `SOURCE_MAP=1`: write source maps next to the bundles (`npm run analyze` uses them to
   * attribute every byte to a module). Off for the published site.
   * @default false
   */
  sourceMap: boolean;
  /**
   * `SITE_HOSTNAME`: the origin the site is published at, for the sitemap and canonical links.
   * @default 'https://table.react-component.dev'
   */
  hostname: string;
}

/** The origin of the published site unless `SITE_HOSTNAME` says otherwise. */
export const DEFAULT_HOSTNAME = 'https://table.react-component.dev';

/** Where `dumi dev` writes its asset manifest unless `OUTPUT_PATH` says otherwise (git-ignored). */
export const DEV_OUTPUT_PATH = '.cache/dev-server';

/** Reads the configuration from `env` (the process's environment by default). */
export function readSiteConfig(env: SiteEnv = process.env as SiteEnv): SiteConfig {
  return {
    base: `/${(env.BASE_PATH || '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/'),
    outputPath: env.OUTPUT_PATH || (env.NODE_ENV === 'development' ? DEV_OUTPUT_PATH : 'dist'),
    debugPages: env.SITE_DEBUG_PAGES === '1',
    sourceMap: Boolean(env.SOURCE_MAP) && env.SOURCE_MAP !== '0',
    hostname: (env.SITE_HOSTNAME || DEFAULT_HOSTNAME).replace(/\/+$/, ''),
  };
}

/**
 * The constants the build writes into the browser bundle, by the name the browser code reads
 * (src/buildConstants.ts), as plain values: umi's `define` quotes them itself; vitest.config.ts
 * quotes them for the unit tests.
 */
export function buildDefines(config: SiteConfig, tableCss: string): Record<string, string> {
  return {
    'process.env.SITE_BASE': config.base,
    'process.env.SITE_DEBUG_PAGES': config.debugPages ? '1' : '',
    'process.env.SITE_TABLE_CSS': tableCss,
  };
}
