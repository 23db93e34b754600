// @ts-check
/**
 * Webpack loader: one chunk per page and per demo instead of one for all of them.
 *
 * dumi names its lazy imports by group: every demo component is `import(/* webpackChunkName:
 * "demos" *\/ …)` and every page's demo map and text is `"meta__docs"` (or `"meta__docs__zh-CN"`).
 * Webpack merges imports that share a name into one chunk, so opening any page downloaded every
 * demo of the site, their dependencies (react-dnd, styled-components, react-window…), and every
 * page's demo sources and text. This loader renames each such import after the file it loads, so a
 * page fetches its own demo map, text and demos only; code several demos share (rc-table) still
 * lands in shared chunks through webpack's splitChunks.
 *
 * It runs after dumi's loaders on `*.md?type=demo`, `*.md?type=frontmatter` and dumi's generated
 * `dumi/meta/index.ts` (see src/node/patches/index.ts). Plain JavaScript: webpack loads loaders
 * with `require`.
 */
const { patchLoader } = require('../guard.cjs');

const SHARED_NAME =
  /\/\*\s*webpackChunkName:\s*"(demos|[\w-]+__demos|meta__[\w-]+)"\s*\*\/\s*(['"])([^'"]+)\2/g;

/**
 * The chunk name for an imported module: its path below the project, plus the kind of module
 * (`text`, `demo`) dumi asks for in the query, in webpack's chunk-name alphabet.
 * @param {string} request e.g. `/repo/docs/demo/simple.md?type=demo`
 * @param {string} root the project directory
 * @returns {string}
 */
function chunkNameOf(request, root) {
  const [file, query = ''] = request.split('?');
  const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
  const kind = /(?:^|&)type=([\w-]+)/.exec(query)?.[1];
  const base = relative.replace(/\.(md|[jt]sx?)$/, '').replace(/[^\w.-]+/g, '__');
  return kind ? `${base}__${kind}` : base;
}

/**
 * Rewrites the shared chunk names in a module's source.
 * @param {string} source
 * @param {string} root
 * @returns {string}
 */
function renameSharedChunks(source, root) {
  return source.replace(
    SHARED_NAME,
    (_match, _name, quote, request) =>
      `/* webpackChunkName: "${chunkNameOf(request, root)}" */ ${quote}${request}${quote}`,
  );
}

/**
 * @this {import('../guard.cjs').LoaderContext}
 * @param {string} source
 */
function chunkNameLoader(source) {
  return renameSharedChunks(source, this.rootContext ?? '');
}

const isPage = (/** @type {import('../guard.cjs').LoaderContext} */ context) =>
  /\.md$/.test(context.resourcePath ?? '');

module.exports = patchLoader(
  (context) => (isPage(context) ? 'chunk-names-pages' : 'chunk-names-meta'),
  chunkNameLoader,
  // Of the pages, those that load chunks (their demos); dumi's meta module always does.
  function loadsChunks(source) {
    return !isPage(this) || /\/\*\s*webpackChunkName:/.test(source);
  },
);
module.exports.chunkNameOf = chunkNameOf;
module.exports.renameSharedChunks = renameSharedChunks;
