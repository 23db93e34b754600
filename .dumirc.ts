import { defineConfig } from 'dumi';
import { readFileSync } from 'node:fs';
import { buildDefines, readSiteConfig } from './src/config';
import { SITE_TABLE_CSS_PATH } from './src/playground/tableCss';
import {
  codeLanguageHeadScript,
  colorModeHeadScript,
  trailingSlashHeadScript,
} from './src/site/headScripts';
import { NAV } from './src/site/nav';
import remarkDemoHeadingLevel from './src/plugins/remarkDemoHeadingLevel';
import remarkPropsUsed from './src/plugins/remarkPropsUsed';
import dropRemoteFontFaces from './src/csp/remoteFontFaces';

/** The build's settings from the environment (BASE_PATH and the rest): src/config.ts. */
const config = readSiteConfig();
const { base } = config;

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
  // Run before the first paint so prerendered pages never flash the wrong colour mode, and code
  // panels open in the chosen code language.
  headScripts: [
    { content: colorModeHeadScript },
    { content: codeLanguageHeadScript },
    { content: trailingSlashHeadScript(base) },
  ],
  // What the browser code knows of the build (src/config.ts: BUILD_BASE and the rest): the base path,
  // whether debug pages are in, and the table stylesheet the playground exports ship.
  define: buildDefines(config, readFileSync(SITE_TABLE_CSS_PATH, 'utf8')),
  // OUTPUT_PATH lets several builds of the same tree coexist (e.g. the sub-path e2e build).
  outputPath: config.outputPath,
  // `npm run analyze` builds with source maps to attribute every byte of every chunk to a module.
  devtool: config.sourceMap ? 'source-map' : false,
  // Evergreen browsers from 2022 on, handed to Babel by src/patches (`babel-targets`): the syntax
  // needs no down-levelling and nothing the site or its dependencies call is missing there, so no
  // core-js (umi's defaults target Chrome 80 and import all of core-js: 128 KB raw in the main
  // bundle, ~50 ms of start-up on a phone).
  targets: { chrome: 105, edge: 105, firefox: 110, safari: 16 },
  polyfill: { imports: [] },
  exportStatic: {},
  ssr: {},
  sitemap: { hostname: config.hostname },
  resolve: { atomDirs: [] },
  autoAlias: false,
  // Build-time data (the API reference, the search index) and route filtering: see src/plugins/.
  plugins: [
    './src/plugins/api.ts',
    './src/plugins/search.ts',
    './src/plugins/debugPages.ts',
    // Every change to what dumi, umi and React generate: src/patches/README.md.
    './src/patches/index.ts',
    // Every page as Markdown, llms.txt, and the Copy page action: src/plugins/markdownTwins.ts.
    './src/plugins/markdownTwins.ts',
    // Every demo in TypeScript and JavaScript: src/plugins/javascript.ts.
    './src/plugins/javascript.ts',
  ],
  // No style sheet may load fonts from another host (font-src 'self'): see src/csp/remoteFontFaces.ts.
  extraPostCSSPlugins: [dropRemoteFontFaces()],
  // Fills each demo page's `<!-- props-used -->` marker with the generated Props used list, and
  // gives each demo title the heading level its place in the page calls for.
  extraRemarkPlugins: [remarkPropsUsed, remarkDemoHeadingLevel],
});
