// @ts-check
/**
 * `chunk-names-pages`: one chunk per page and per demo. dumi names the lazy imports of a page's
 * demos by group (`demos`, `meta__docs`), and webpack merges imports that share a name into one
 * chunk: any demo page downloaded every demo. Each such import is renamed after the file it loads.
 * Runs after dumi's loaders on `*.md?type=demo|frontmatter`.
 */
const { patchLoader } = require('../guard.cjs');

const SHARED_NAME =
  /\/\*\s*webpackChunkName:\s*"(demos|[\w-]+__demos|meta__[\w-]+)"\s*\*\/\s*(['"])([^'"]+)\2/g;

/**
 * The chunk name for an imported module: its path below the project and the kind of module dumi
 * asks for in the query.
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

module.exports = patchLoader('chunk-names-pages', chunkNameLoader);
module.exports.chunkNameOf = chunkNameOf;
module.exports.renameSharedChunks = renameSharedChunks;
