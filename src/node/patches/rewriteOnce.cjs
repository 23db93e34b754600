/**
 * The one way the site's loaders rewrite generated code: `pattern` must match exactly once, or the
 * build fails with `changed` (what no longer has the expected shape, and which loader to read).
 * Plain JavaScript: webpack loads loaders with `require`.
 *
 * @param {string} source the module's code
 * @param {RegExp} pattern what to rewrite (without the `g` flag)
 * @param {string} replacement as for `String.prototype.replace`
 * @param {string} changed the build error's message
 * @returns {string}
 */
function rewriteOnce(source, pattern, replacement, changed) {
  const matches = source.match(new RegExp(pattern.source, `${pattern.flags}g`));
  if (!matches || matches.length !== 1) throw new Error(`[site] ${changed}`);
  return source.replace(pattern, replacement);
}

module.exports = { rewriteOnce };
