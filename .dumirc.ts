import { defineConfig } from 'dumi';
import { readFileSync } from 'node:fs';
import { SITE_TABLE_CSS_PATH } from './src/playground/tableCss';
import { colorModeHeadScript, trailingSlashHeadScript } from './src/site/headScripts';
import { NAV } from './src/site/nav';
import remarkDemoHeadingLevel from './src/plugins/remarkDemoHeadingLevel';
import remarkPropsUsed from './src/plugins/remarkPropsUsed';
import dropRemoteFontFaces from './src/csp/remoteFontFaces';

/**
 * Where the site is served from. `BASE_PATH=/table/ npm run build` produces a site for a sub-path
 * (e.g. a GitHub Pages project site); the default serves it from the root.
 */
const base = (process.env.BASE_PATH || '/').replace(/\/?$/, '/');

export default defineConfig({
  base,
  publicPath: base,
  title: 'rc-table',
  favicons: [`${base}favicon.svg`],
  locales: [
    { id: 'en-US', name: 'English' },
    { id: 'zh-CN', name: '中文' },
  ],
  themeConfig: {
    name: 'rc-table',
    logo: `${base}logo.svg`,
    socialLinks: { github: 'https://github.com/react-component/table' },
    prefersColor: { default: 'light', switch: true },
    nav: NAV,
    footer: 'rc-table · MIT Licensed',
  },
  // Run before the first paint so prerendered pages never flash the wrong colour mode.
  headScripts: [{ content: colorModeHeadScript }, { content: trailingSlashHeadScript(base) }],
  // `SITE_DEBUG_PAGES=1` keeps `debug: true` pages in a production build (read by .dumi/app.tsx).
  define: {
    'process.env.SITE_DEBUG_PAGES': process.env.SITE_DEBUG_PAGES || '',
    // The base path, for plain links that must carry it (src/site/routeLinks.ts).
    'process.env.SITE_BASE': base,
    // The site's table stylesheet as text, for the projects the playground buttons export.
    'process.env.SITE_TABLE_CSS': readFileSync(SITE_TABLE_CSS_PATH, 'utf8'),
  },
  // OUTPUT_PATH lets several builds of the same tree coexist (e.g. the sub-path e2e build).
  outputPath: process.env.OUTPUT_PATH || 'dist',
  // `npm run analyze` builds with source maps to attribute every byte of every chunk to a module.
  devtool: process.env.SOURCE_MAP ? 'source-map' : false,
  // Evergreen browsers from 2022 on: the syntax needs no down-levelling and nothing the site or
  // its dependencies call is missing there, so no core-js (umi's defaults target Chrome 80 and
  // import all of core-js: 128 KB raw in the main bundle, ~50 ms of start-up on a phone).
  targets: { chrome: 105, edge: 105, firefox: 110, safari: 16 },
  polyfill: { imports: [] },
  exportStatic: {},
  ssr: {},
  sitemap: { hostname: process.env.SITE_HOSTNAME || 'https://table.react-component.dev' },
  resolve: { atomDirs: [] },
  autoAlias: false,
  // Build-time data (the API reference, the search index) and route filtering: see src/plugins/.
  plugins: [
    './src/plugins/api.ts',
    './src/plugins/search.ts',
    './src/plugins/debugPages.ts',
    './src/plugins/appScript.ts',
    './src/plugins/pageHead.ts',
    './src/plugins/bundle.ts',
    // Last: the Content-Security-Policy is computed on the final HTML of every page.
    './src/plugins/csp.ts',
  ],
  // No style sheet may load fonts from another host (font-src 'self'): see src/csp/remoteFontFaces.ts.
  extraPostCSSPlugins: [dropRemoteFontFaces()],
  // Fills each demo page's `<!-- props-used -->` marker with the generated Props used list, and
  // gives each demo title the heading level its place in the page calls for.
  extraRemarkPlugins: [remarkPropsUsed, remarkDemoHeadingLevel],
});
