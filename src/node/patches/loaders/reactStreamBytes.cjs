// @ts-check
/**
 * Webpack loader for React 18's Node stream renderer (`react-dom/cjs/react-dom-server.node.*.js`,
 * bundled into the server build that prerenders every page): a string that does not fit in what
 * is left of React's 2,048-byte write buffer no longer leaves NUL bytes in the page.
 *
 * React encodes text into a fixed buffer with `TextEncoder.encodeInto`. When the next character
 * needs more bytes than the buffer has left (a Chinese character takes three), `encodeInto` stops
 * before it, and React 18.3.1 then writes out the whole buffer, the one or two unused bytes at its
 * end included, which are zero. On the Chinese pages that put 56 NUL bytes into 26 files, shown as
 * U+FFFD in titles and tooltips after hydration (`吸��顶表头`). The fix writes only the bytes
 * encoded (`buffer.subarray(0, written)`), as React 19 does. The rewrite fails the build when
 * React's code no longer has that shape. Plain JavaScript: webpack loads loaders with `require`.
 */

const { patchLoader } = require('../guard.cjs');

const { rewriteOnce } = require('../rewriteOnce.cjs');

/** The flush after a partial `encodeInto`, in React's development and minified production code. */
const PARTIAL_FLUSH = [
  // development: `if (read < stringChunk.length) { writeToDestination(destination, currentView);`
  {
    pattern:
      /(if \(read < stringChunk\.length\) \{\s*writeToDestination\(destination, )currentView(\);)/,
    replacement: '$1currentView.subarray(0, writtenBytes)$2',
  },
  // production: `c=u.encodeInto(b,c);var d=c.read;l+=c.written;d<b.length&&(t(a,k),`
  {
    pattern:
      /(([a-z])=([a-z])\.encodeInto\([a-z],\2\);var ([a-z])=\2\.read;([a-z])\+=\2\.written;\4<[a-z]\.length&&\([a-z]\([a-z],)([a-z])\)/,
    replacement: '$1$6.subarray(0,$5))',
  },
];

/**
 * @param {string} source one of React's `react-dom-server.node` builds
 * @returns {string}
 */
function fixPartialFlush(source) {
  const build = PARTIAL_FLUSH.find(({ pattern }) => pattern.test(source)) ?? PARTIAL_FLUSH[0];
  return rewriteOnce(
    source,
    build.pattern,
    build.replacement,
    "React's server renderer changed: no single flush of the whole write buffer after a partial `encodeInto` to fix (see src/node/patches/loaders/reactStreamBytes.cjs)",
  );
}

module.exports = patchLoader('react-stream-bytes', (source) => fixPartialFlush(source));
module.exports.fixPartialFlush = fixPartialFlush;
