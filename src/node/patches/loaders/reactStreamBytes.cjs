// @ts-check
/**
 * `react-stream-bytes`: React 18's Node stream renderer (`react-dom/cjs/react-dom-server.node.*.js`)
 * writes only the bytes it encoded (`subarray(0, written)`, as React 19 does). When a character
 * does not fit in what is left of its 2,048-byte buffer, `encodeInto` stops before it and React
 * 18.3.1 flushes the whole buffer, its unused zero bytes included: NUL bytes in the Chinese pages.
 */
const { patchLoader } = require('../guard.cjs');
const { rewriteOnce } = require('../rewriteOnce.cjs');

/** The flush after a partial `encodeInto`, in React's development and minified production code. */
const PARTIAL_FLUSH = [
  {
    pattern:
      /(if \(read < stringChunk\.length\) \{\s*writeToDestination\(destination, )currentView(\);)/,
    replacement: '$1currentView.subarray(0, writtenBytes)$2',
  },
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

module.exports = patchLoader('react-stream-bytes', fixPartialFlush);
module.exports.fixPartialFlush = fixPartialFlush;
