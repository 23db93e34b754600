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
/** @typedef {{ _compiler?: object, resourcePath?: string, resourceQuery?: string, rootContext?: string }} LoaderContext */

const INPUTS_DIR = join('.cache', 'patch-inputs');

/** The guard of each compiler; a loader finds it through `this._compiler`. */
const guards = new WeakMap();

class PatchGuard {
  /**
   * @param {Side} side
   * @param {string[]} expected the ids of the patches that must apply in this build
   * @param {string} root the project root
   * @param {(message: string) => void} [log] where failures are also written (umi reports a failed
   *   compilation without its errors' text)
   */
  constructor(side, expected, root, log = console.error) {
    this.side = side;
    this.expected = expected;
    this.root = root;
    this.log = log;
    /** @type {Map<string, number>} */
    this.applied = new Map();
  }

  /**
   * Counts one application of `id`, and keeps the first `input` it rewrote.
   * @param {string} id
   * @param {string} [input]
   */
  report(id, input) {
    const count = this.applied.get(id) ?? 0;
    this.applied.set(id, count + 1);
    if (count === 0 && input !== undefined) {
      const dir = join(this.root, INPUTS_DIR, this.side);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${id}.txt`), input);
    }
  }

  /** The messages for the expected patches that did not apply (empty when all did). */
  missing() {
    return this.expected
      .filter((id) => !this.applied.has(id))
      .map(
        (id) =>
          `[site] patch "${id}" did not apply in the ${this.side} build: the code it rewrites was not found. dumi, umi or React changed; see src/node/patches/README.md.`,
      );
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    guards.set(compiler, this);
    compiler.hooks.afterCompile.tap('site-patch-guard', (compilation) => {
      if (compilation.compiler !== compiler) return;
      for (const message of this.missing()) {
        this.log(message);
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  }
}

/**
 * A webpack loader made of a patch: `rewrite` returns the module's code changed, or unchanged
 * where the patch has nothing to do; each change is reported to the compilation's guard, if any,
 * as patch `id` (or `id(context)` for a loader that carries several).
 * @param {string | ((context: LoaderContext) => string)} id
 * @param {(this: LoaderContext, source: string) => string} rewrite
 * @returns {(this: LoaderContext, source: string) => string}
 */
function patchLoader(id, rewrite) {
  return function loader(source) {
    const out = rewrite.call(this, source);
    const guard = this?._compiler && guards.get(this._compiler);
    if (guard && out !== source) guard.report(typeof id === 'function' ? id(this) : id, source);
    return out;
  };
}

module.exports = { PatchGuard, patchLoader, INPUTS_DIR };
