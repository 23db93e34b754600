/**
 * The path a build was made for (`BASE_PATH`), read from its home page's HTML (dist/index.html):
 * where it loads the app's stylesheet, `/` or e.g. `/table/`. CommonJS without imports, so that
 * Playwright's config loader, Node's ES modules and esbuild's bundles can all take it.
 * @param {string} html
 * @returns {string}
 */
function builtBase(html) {
  const href = /<link rel="stylesheet" href="(\/[^"]*?)umi\.[0-9a-f]+\.css"/.exec(html)?.[1];
  if (!href) throw new Error('the home page loads no umi stylesheet to read the base path from');
  return href;
}

module.exports = { builtBase };
