/** Every setting a build reads from the environment, read here and nowhere else. */

/** The environment variables a build reads, each documented on {@link SiteConfig}. */
export interface SiteEnv {
  BASE_PATH?: string;
  OUTPUT_PATH?: string;
  /** `development` under `dumi dev`. */
  NODE_ENV?: string;
  SITE_DEBUG_PAGES?: string;
  SOURCE_MAP?: string;
  SITE_HOSTNAME?: string;
}

export interface SiteConfig {
  /** `BASE_PATH`: the path the site is served under, e.g. `/table/`; starts and ends with `/`. */
  base: string;
  /**
   * `OUTPUT_PATH`: the build's folder, so that builds can sit side by side. Not `dist` under
   * `dumi dev`, whose asset manifest would replace the built site's, which the bench measures.
   * @default 'dist' ({@link DEV_OUTPUT_PATH} under `dumi dev`)
   */
  outputPath: string;
  /**
   * `SITE_DEBUG_PAGES=1`: keep the debug-only pages (src/shared/site/debugPages.ts) in production.
   */
  debugPages: boolean;
  /** `SOURCE_MAP=1`: write source maps next to the bundles (for `npm run analyze`). */
  sourceMap: boolean;
  /** `SITE_HOSTNAME`: the published origin, for the sitemap and canonical links. */
  hostname: string;
}

export const DEFAULT_HOSTNAME = 'https://table.react-component.dev';

/** Where `dumi dev` writes its asset manifest (git-ignored). */
export const DEV_OUTPUT_PATH = '.cache/dev-server';

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
 * The values of src/shared/buildConstants.ts and of the table stylesheet
 * (src/shared/playground/tableCss.ts), unquoted (umi's `define` quotes them itself).
 */
export function buildDefines(config: SiteConfig, tableCss: string): Record<string, string> {
  return {
    'process.env.SITE_BASE': config.base,
    'process.env.SITE_DEBUG_PAGES': config.debugPages ? '1' : '',
    'process.env.SITE_TABLE_CSS': tableCss,
  };
}
