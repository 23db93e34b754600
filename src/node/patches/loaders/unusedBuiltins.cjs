// @ts-check
/**
 * Webpack loader: a Markdown page imports only the builtins it renders.
 *
 * dumi compiles every page to a module that starts by importing every builtin component of the
 * theme (Previewer, Container, API, Table, Badge, SourceCode, Tree, …, and DumiDemo, DumiDemoGrid,
 * Link from `dumi`), whether the page uses them or not. The Previewer brings the live-demo
 * compiler and renderer, the demo error boundary and the site's previewer actions, so a page
 * without demos (the changelog) downloaded ~20 KB gzip it never runs. This loader removes each
 * such import whose name the compiled page never mentions; an import it cannot read is kept.
 *
 * It runs after dumi's Markdown loader and Babel on the page module itself (`*.md` without a
 * query; see src/node/patches/index.ts). Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');

/** `import Name from '…';` or `import { Name } from 'dumi';`, one per line, as dumi writes them. */
const BUILTIN_IMPORT = /^import (?:(\w+)|\{ (\w+) \}) from (['"])[^'"\n]+\3;\n/gm;

/**
 * Single- and double-quoted string literals. The page's text is compiled into strings (a heading
 * such as "API" or a sentence about a "Table"), and a name that only occurs inside one is not a use.
 */
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

/**
 * Drops the builtin imports the rest of the module does not use.
 * @param {string} source
 * @returns {string}
 */
function dropUnusedBuiltins(source) {
  const imports = [...source.matchAll(BUILTIN_IMPORT)];
  if (!imports.length) return source;
  let rest = source;
  for (const [line] of imports) rest = rest.replace(line, '');
  rest = rest.replace(STRING_LITERAL, '""');
  let out = source;
  for (const [line, defaultName, namedName] of imports) {
    const name = defaultName || namedName;
    if (!new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(rest)) out = out.replace(line, '');
  }
  return out;
}

/**
 * @this {import('../guard.cjs').LoaderContext}
 * @param {string} source
 */
function unusedBuiltinsLoader(source) {
  return this.resourceQuery ? source : dropUnusedBuiltins(source);
}

// The pages it must change are those that import a builtin they do not use, which are the pages
// it changes: every other page it sees is left as it is, on purpose.
module.exports = patchLoader(
  'unused-builtins',
  unusedBuiltinsLoader,
  (source, out) => out !== source,
);
module.exports.dropUnusedBuiltins = dropUnusedBuiltins;
