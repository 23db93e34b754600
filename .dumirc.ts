import { defineConfig } from 'dumi';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDefines, readSiteConfig } from './src/node/config';
import { SITE_TABLE_CSS_PATH } from './src/shared/playground/tableCss';
import {
  codeLanguageHeadScript,
  colorModeHeadScript,
  trailingSlashHeadScript,
} from './src/shared/site/headScripts';
import { NAV } from './src/node/site/nav';
import rehypeCodeTypes, { rehypeCodeTypesOptions } from './src/node/plugins/rehypeCodeTypes';
import rehypePageHead, { rehypePageHeadOptions } from './src/node/plugins/rehypePageHead';
import remarkClasses, { classesOptions } from './src/node/plugins/remarkClasses';
import remarkDemoHeadingLevel from './src/node/plugins/remarkDemoHeadingLevel';
import remarkPropsUsed from './src/node/plugins/remarkPropsUsed';
import remarkAccessibility, { accessibilityOptions } from './src/node/plugins/remarkAccessibility';
import remarkKeptSections, { keptSectionOptions } from './src/node/plugins/remarkKeptSections';
import remarkReleaseHistory, {
  releaseHistoryOptions,
} from './src/node/plugins/remarkReleaseHistory';
import dropRemoteFontFaces from './src/node/csp/remoteFontFaces';

/** The build's settings from the environment (BASE_PATH and the rest): src/node/config.ts. */
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
    // dumi's loading bar ships nprogress with every page (about 1.6 KB gzip); the layout draws
    // its own from the same `loading` state (.dumi/theme/layouts/DocLayout).
    nprogress: false,
  },
  // Run before the first paint so prerendered pages never flash the wrong colour mode, and code
  // panels open in the chosen code language.
  headScripts: [
    { content: colorModeHeadScript },
    { content: codeLanguageHeadScript },
    { content: trailingSlashHeadScript(base) },
  ],
  // What the browser code knows of the build (src/node/config.ts: BUILD_BASE and the rest): the base path,
  // whether debug pages are in, and the table stylesheet the playground exports ship.
  define: buildDefines(config, readFileSync(SITE_TABLE_CSS_PATH, 'utf8')),
  // OUTPUT_PATH lets several builds of the same tree coexist (e.g. the sub-path e2e build).
  outputPath: config.outputPath,
  // `npm run analyze` builds with source maps to attribute every byte of every chunk to a module.
  devtool: config.sourceMap ? 'source-map' : false,
  // Evergreen browsers from 2022 on, handed to Babel by src/node/patches (`babel-targets`): the
  // syntax needs no down-levelling and nothing the site or its dependencies call is missing there,
  // so no core-js (umi's defaults target Chrome 80 and import all of core-js: 128 KB raw in the
  // main bundle, ~50 ms of start-up on a phone).
  targets: { chrome: 105, edge: 105, firefox: 110, safari: 16 },
  // Off (a built-in plugin's key set to false disables it): no core-js and no global regenerator
  // runtime, which the targeted browsers do not need.
  polyfill: false,
  exportStatic: {},
  ssr: {},
  sitemap: { hostname: config.hostname },
  resolve: { atomDirs: [] },
  autoAlias: false,
  // The theme imports the site's code as `@site/client/…`, not `../../../../src/client/…`
  // (tsconfig.json and vitest.config.ts declare the same alias).
  alias: { '@site': join(__dirname, 'src') },
  // Build-time data (the API reference, the search index) and route filtering: see
  // src/node/plugins/.
  plugins: [
    './src/node/plugins/api.ts',
    './src/node/plugins/search.ts',
    './src/node/plugins/debugPages.ts',
    // Every change to what dumi, umi and React generate: src/node/patches/README.md.
    './src/node/patches/index.ts',
    // Every page as Markdown, llms.txt, and the Copy page action:
    // src/node/plugins/markdownTwins.ts.
    './src/node/plugins/markdownTwins.ts',
    // Every demo in TypeScript and JavaScript: src/node/plugins/javascript.ts.
    './src/node/plugins/javascript.ts',
    // Every demo right to left (`?dir=rtl`, the previewer's switch): src/node/plugins/rtl.ts.
    './src/node/plugins/rtl.ts',
    // Types on hover in every code block and demo source: src/node/plugins/codeTypes.ts.
    './src/node/plugins/codeTypes.ts',
    // The runs of prose the pages keep as HTML: src/node/plugins/keptSections.ts.
    './src/node/plugins/keptSections.ts',
    // The demo gallery's descriptions: src/node/plugins/gallery.ts.
    './src/node/plugins/gallery.ts',
  ],
  // No style sheet may load fonts from another host (font-src 'self'): see src/node/csp/remoteFontFaces.ts.
  extraPostCSSPlugins: [dropRemoteFontFaces()],
  // Fills each demo page's `<!-- props-used -->` marker with the generated Props used list, the
  // changelog's `<!-- release-history -->` with the releases src/node/changelog/releases.json
  // holds (its options change with that file, so dumi's cache of the page does too), and gives
  // each demo title the heading level its place in the page calls for.
  extraRemarkPlugins: [
    remarkPropsUsed,
    [remarkReleaseHistory, releaseHistoryOptions()],
    remarkDemoHeadingLevel,
    // Each demo page's Accessibility section, from the demo's facts (src/node/demos/accessibility.ts).
    [remarkAccessibility, accessibilityOptions(base)],
    // Each demo page's Classes table and the /classes reference (src/node/demos/classesSection.ts).
    [remarkClasses, classesOptions(base)],
    // Last: long runs of prose leave the page's JavaScript (src/node/plugins/remarkKeptSections.ts).
    [remarkKeptSections, keptSectionOptions(base, __dirname)],
  ],
  // Names each TypeScript and JavaScript block by its code, for its types on hover; moves each
  // page's description and keywords from the main entry into the page (rehypePageHead.ts).
  extraRehypePlugins: [
    [rehypeCodeTypes, rehypeCodeTypesOptions()],
    [rehypePageHead, rehypePageHeadOptions()],
  ],
});
