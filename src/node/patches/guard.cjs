// @ts-check
/**
 * The guard every patch reports to: one per webpack compilation of `dumi build` (the client build,
 * and the server build that prerenders the pages). When the compilation ends it fails the build
 * for every patch expected there that never applied: an upgrade that moves a file or renames a
 * module breaks the build instead of silently undoing a patch. Each patch keeps its first real
 * input in `.cache/patch-inputs/<side>/<patch>.txt`, for tests/generated. CommonJS: webpack
 * `require`s the loaders, which share this module with the plugin.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

/** @typedef {'client' | 'server'} Side */
/** @typedef {{ _compiler?: object, getOptions: () => { id: string }, resourcePath?: string, resourceQuery?: string, rootContext?: string }} LoaderContext */

/** The guard of each compiler; a loader finds it through `this._compiler`. */
const guards = new WeakMap();

class PatchGuard {
  /**
   * @param {Side} side
   * @param {string[]} expected the ids of the patches that must apply in this build
   * @param {string} root the project root
   * @param {(message: string) => void} [log] where failures are also written (umi reports a failed
   *   compilation without its errors' text)
   * @param {boolean} [record] whether inputs are kept: only a build's are what tests/generated
   *   checks, and a dev server started after it would write its own over them
   */
  constructor(side, expected, root, log = console.error, record = true) {
    this.side = side;
    this.expected = expected;
    this.root = root;
    this.log = log;
    this.record = record;
    /** @type {Set<string>} */
    this.applied = new Set();
  }

  /**
   * Counts `id` as applied, and keeps the first `input` it rewrote.
   * @param {string} id
   * @param {string} input
   */
  report(id, input) {
    if (this.applied.has(id)) return;
    this.applied.add(id);
    if (!this.record) return;
    const dir = join(this.root, '.cache', 'patch-inputs', this.side);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${id}.txt`), input);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    guards.set(compiler, this);
    compiler.hooks.afterCompile.tap('site-patch-guard', (compilation) => {
      if (compilation.compiler !== compiler) return;
      for (const id of this.expected.filter((expected) => !this.applied.has(expected))) {
        const message = `[site] patch "${id}" did not apply in the ${this.side} build: the code it rewrites was not found. dumi, umi or React changed; see src/node/patches/README.md.`;
        this.log(message);
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  }
}

/**
 * The webpack loader of the loader patches: runs `rewrites[id]` (`id` in the rule's options) and
 * reports each change to the compilation's guard, if any.
 * @param {Record<string, (source: string, context: LoaderContext) => string>} rewrites
 * @returns {(this: LoaderContext, source: string) => string}
 */
function patchLoader(rewrites) {
  return function loader(source) {
    const { id } = this.getOptions();
    const out = rewrites[id](source, this);
    if (out !== source && this._compiler) guards.get(this._compiler)?.report(id, source);
    return out;
  };
}

module.exports = { PatchGuard, patchLoader };
