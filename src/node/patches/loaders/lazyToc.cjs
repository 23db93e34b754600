// @ts-check
/**
 * `lazy-toc`: dumi writes every page's table of contents into the page's `?type=frontmatter`
 * module, and imports all of those into the main entry: every route downloaded the contents of
 * all 87 pages (the changelog's hundred releases twice). In the browser build the module keeps an
 * empty `toc` that knows how to load the real one: from the same page's `?toc-only&type=frontmatter`
 * module (dumi's frontmatter loader, then this loader keeping only the contents), placed in the
 * page's own chunk. The site's Toc slot reads it through `src/client/site/lazyToc.ts`.
 * Runs after dumi's loaders on `*.md?type=frontmatter` and `*.md?toc-only&type=frontmatter`.
 */
const { patchLoader } = require('../guard.cjs');
const { rewriteOnce } = require('../rewriteOnce.cjs');

const TOC = /^export const toc = new Proxy\((\[.*\]), \{\}\);$/m;
const TOC_ONLY = /(?:^\?|&)toc-only(?:&|$)/;
const CHANGED =
  "dumi's page frontmatter module no longer exports `toc` as `new Proxy([...], {})` on one line (see src/node/patches/loaders/lazyToc.cjs)";

/**
 * The chunk umi puts a page's component in (`docs/demo/simple.md` → `docs__demo__simple.md`), so
 * that the contents arrive with the page; a tab gets the same name from `lazy-tabs`.
 * @param {string} file absolute path of the page
 * @param {string} root the project directory
 * @returns {string}
 */
function pageChunkName(file, root) {
  const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
  return relative.replace(/[^\w.-]+/g, '__');
}

/**
 * A frontmatter module whose `toc` is empty, with `load()` resolving to the module that has it.
 * @param {string} source dumi's `?type=frontmatter` module
 * @param {string} file absolute path of the page
 * @param {string} root the project directory
 * @returns {string}
 */
function deferToc(source, file, root) {
  const entries = TOC.exec(source)?.[1];
  if (entries === undefined) throw new Error(`[site] ${CHANGED}`);
  if (entries === '[]') return source;
  const request = JSON.stringify(`${file}?toc-only&type=frontmatter`);
  return rewriteOnce(
    source,
    TOC,
    `export const toc = Object.assign([], { load: () => import(/* webpackChunkName: "${pageChunkName(file, root)}" */ ${request}) });`,
    CHANGED,
  );
}

/**
 * Only the contents of dumi's `?type=frontmatter` module: no front matter, no demo index.
 * @param {string} source
 * @returns {string}
 */
function tocOnly(source) {
  const entries = TOC.exec(source)?.[1];
  if (entries === undefined) throw new Error(`[site] ${CHANGED}`);
  return `export const toc = ${entries};\n`;
}

module.exports = patchLoader(
  'lazy-toc',
  /**
   * @this {import('../guard.cjs').LoaderContext}
   * @param {string} source
   */
  function lazyToc(source) {
    const file = this.resourcePath ?? '';
    return TOC_ONLY.test(this.resourceQuery ?? '')
      ? tocOnly(source)
      : deferToc(source, file, this.rootContext ?? '');
  },
);
module.exports.deferToc = deferToc;
module.exports.tocOnly = tocOnly;
module.exports.pageChunkName = pageChunkName;
