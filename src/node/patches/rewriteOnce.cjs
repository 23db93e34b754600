// @ts-check
/**
 * `source` with `pattern` replaced; throws `[site] changed` unless the pattern matches exactly once.
 * @param {string} source
 * @param {RegExp} pattern without the `g` flag
 * @param {string} replacement as for `String.prototype.replace`
 * @param {string} changed what no longer has the expected shape, and which loader to read
 * @returns {string}
 */
function rewriteOnce(source, pattern, replacement, changed) {
  const matches = source.match(new RegExp(pattern.source, `${pattern.flags}g`));
  if (!matches || matches.length !== 1) throw new Error(`[site] ${changed}`);
  return source.replace(pattern, replacement);
}

module.exports = { rewriteOnce };
