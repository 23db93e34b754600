// @ts-check
/**
 * The guard every patch reports to. One guard watches each webpack compilation (the client build
 * and the server build that prerenders the pages, see index.ts): a loader or a module replacement
 * that changed what dumi, umi or React generate says so with `reportApplied`, and when the
 * compilation ends the guard fails it, with one message per patch, if a patch expected there never
 * applied. A dumi or umi upgrade that moves a file or renames a module therefore breaks the build
 * instead of leaving the site silently slower or broken.
 *
 * Each patch also keeps the first real input it rewrote in a compilation, in
 * `.cache/patch-inputs/<side>/<patch>.txt`, so the tests in tests/generated can run every patch
 * on what the last build really generated, not on hand-written strings.
 * Plain JavaScript, checked by tsc (`checkJs`): webpack loads loaders with `require`, and loaders
 * and the plugin must share this one module.
 */

const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

/** @typedef {'client' | 'server'} Side */

/** Where the inputs of the last build are kept (below the project root). */
const INPUTS_DIR = join('.cache', 'patch-inputs');

/** The guard of each compiler, found from a loader through `this._compiler`. */
const guards = new WeakMap();

class PatchGuard {
  /**
   * @param {Side} side which build this guard watches
   * @param {string[]} expected the ids of the patches that must apply in this build
   * @param {string} root the project root (inputs are kept below it)
   * @param {(message: string) => void} [log] where a failure is also written (umi reports a
   *   failed compilation without its errors' text)
   */
  constructor(side, expected, root, log = console.error) {
    this.log = log;
    this.side = side;
    this.expected = expected;
    this.root = root;
    /** @type {Map<string, number>} */
    this.applied = new Map();
    /** The patches whose loader ran on a module built in this compilation (applied or not). */
    this.ran = new Set();
    /** How many modules the compilation took from webpack's cache instead of building them. */
    this.restored = 0;
    this.checked = false;
  }

  /**
   * Notes that the loader of patch `id` ran on a module (whether or not it changed it).
   * @param {string} id
   */
  markRan(id) {
    this.ran.add(id);
  }

  /**
   * Counts one application of `id`; keeps `input` as the patch's real input when it is the first.
   * @param {string} id
   * @param {string} [input] the code the patch rewrote
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

  /**
   * The expected patches that could not be checked: in a compilation that took modules from
   * webpack's persistent cache (a second `npm start`), a loader does not run on a restored module,
   * whose cached code it already rewrote when the module was built. A patch that neither applied
   * nor ran there is not checked now; a compilation without the cache (every CI run, and any build
   * after an upgrade, which invalidates the cache) checks it.
   */
  unchecked() {
    if (this.restored === 0) return [];
    return this.expected.filter((id) => !this.applied.has(id) && !this.ran.has(id));
  }

  /** The messages for the expected patches that did not apply (empty when all did). */
  missing() {
    const unchecked = new Set(this.unchecked());
    return this.expected
      .filter((id) => !this.applied.has(id) && !unchecked.has(id))
      .map(
        (id) =>
          `[site] patch "${id}" did not apply in the ${this.side} build: the code it rewrites was not found. dumi, umi or React changed; see src/node/patches/README.md.`,
      );
  }

  /**
   * Webpack plugin entry. The first compilation of a compiler is checked (a watching dev server
   * recompiles only the modules that changed, where most patches have nothing to do).
   * @param {import('webpack').Compiler} compiler
   */
  apply(compiler) {
    guards.set(compiler, this);
    compiler.hooks.thisCompilation.tap('site-patch-guard', (compilation) => {
      compilation.hooks.stillValidModule.tap('site-patch-guard', () => {
        this.restored += 1;
      });
    });
    compiler.hooks.afterCompile.tap('site-patch-guard', (compilation) => {
      if (this.checked || compilation.compiler !== compiler) return;
      this.checked = true;
      const unchecked = this.unchecked();
      if (unchecked.length) {
        console.log(
          `[site] not checked in this ${this.side} build, whose modules came from webpack's cache: ${unchecked.join(', ')} (a build without the cache checks them)`,
        );
      }
      for (const message of this.missing()) {
        this.log(message);
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  }
}

/**
 * Tells the guard of the loader's compilation that patch `id` rewrote `input`. Loaders run
 * outside a guarded build too (unit tests); there it does nothing.
 * @param {{ _compiler?: object } | undefined} loaderContext the loader's `this`
 * @param {string} id
 * @param {string} input
 */
function reportApplied(loaderContext, id, input) {
  const guard = loaderContext?._compiler && guards.get(loaderContext._compiler);
  if (guard) guard.report(id, input);
}

/**
 * Tells the guard of the loader's compilation that the loader of patch `id` ran on a module.
 * @param {{ _compiler?: object } | undefined} loaderContext the loader's `this`
 * @param {string} id
 */
function reportRan(loaderContext, id) {
  const guard = loaderContext?._compiler && guards.get(loaderContext._compiler);
  if (guard) guard.markRan(id);
}

/**
 * @typedef {{ _compiler?: object, resourcePath?: string, resourceQuery?: string, rootContext?: string }} LoaderContext
 */

/**
 * A webpack loader made of a patch: `rewrite` gets the module's code (and the loader context) and
 * returns it changed, or unchanged where the patch has nothing to do; every change is reported to
 * the compilation's guard as patch `id` (a string, or a function of the loader context for a
 * loader that carries several patches).
 *
 * `targets` says which of the modules the loader sees the patch must change (by default every
 * one: a loader whose rule matches one generated file); it gets the module's code and the
 * loader's result. The guard counts the loader as having
 * run only on those, so in a build from webpack's cache, a loader that sees every page but
 * changes a few (a rebuilt page without a deferred demo, say) is not mistaken for a patch whose
 * target changed.
 * @param {string | ((context: LoaderContext) => string)} id
 * @param {(this: LoaderContext, source: string) => string} rewrite
 * @param {(this: LoaderContext, source: string, out: string) => boolean} [targets]
 * @returns {(this: LoaderContext, source: string) => string}
 */
function patchLoader(id, rewrite, targets = () => true) {
  return function loader(source) {
    const out = rewrite.call(this, source);
    const patchId = typeof id === 'function' ? id(this) : id;
    if (targets.call(this, source, out)) reportRan(this, patchId);
    if (out !== source) reportApplied(this, patchId, source);
    return out;
  };
}

module.exports = { PatchGuard, reportApplied, patchLoader, INPUTS_DIR };
