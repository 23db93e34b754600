import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import patchesPlugin from '../../../src/node/patches';
import {
  assertPatchedVersions,
  PATCHED_VERSIONS,
  versionMismatches,
} from '../../../src/node/patches/versions';

const { PatchGuard, patchLoader } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../../src/node/patches/guard.cjs') as typeof import('../../../src/node/patches/guard.cjs');

/**
 * A webpack compiler as far as the guard uses one: its thisCompilation and afterCompile hooks,
 * the compilation's stillValidModule hook (a module taken from the persistent cache), WebpackError.
 * `start()` opens a compilation, `compile({ restored })` ends it, `restored` modules from the cache.
 */
function fakeCompiler() {
  type Compilation = {
    compiler: unknown;
    errors: Error[];
    hooks: { stillValidModule: { tap: (name: string, fn: () => void) => void } };
  };
  let afterCompile: ((compilation: Compilation) => void) | undefined;
  let thisCompilation: ((compilation: Compilation) => void) | undefined;
  const compiler = {
    hooks: {
      thisCompilation: {
        tap: (_name: string, fn: typeof thisCompilation) => (thisCompilation = fn),
      },
      afterCompile: { tap: (_name: string, fn: typeof afterCompile) => (afterCompile = fn) },
    },
    webpack: { WebpackError: Error },
  };
  let current: Compilation | undefined;
  let stillValid: Array<() => void> = [];
  const start = () => {
    stillValid = [];
    current = {
      compiler,
      errors: [],
      hooks: { stillValidModule: { tap: (_name, fn) => stillValid.push(fn) } },
    };
    thisCompilation?.(current);
  };
  const compile = ({ restored = 0 } = {}) => {
    if (!current) start();
    for (let i = 0; i < restored; i += 1) stillValid.forEach((fn) => fn());
    const compilation = current!;
    current = undefined;
    afterCompile?.(compilation);
    return compilation.errors.map((error) => error.message);
  };
  return { compiler, compile, start };
}

/** A fake compiler watched by a new guard of `side` expecting `expected`, whose failures go nowhere. */
function guardedCompiler(side: 'client' | 'server', expected: string[], root: string) {
  const guard = new PatchGuard(side, expected, root, () => undefined);
  const compiler = fakeCompiler();
  guard.apply(compiler.compiler as never);
  return { guard, ...compiler };
}

describe('the patch guard', () => {
  it('fails a build in which an expected patch never applied, naming the patch and the build', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    const guard = new PatchGuard('client', ['intl', 'lazy-tabs'], root, () => undefined);
    const { compiler, compile } = fakeCompiler();
    guard.apply(compiler as never);
    guard.report('intl', 'react-intl');
    const errors = compile();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/patch "lazy-tabs" did not apply in the client build/);
  });

  it('passes a build in which every expected patch applied, and checks only the first compilation', () => {
    const guard = new PatchGuard('server', ['intl'], mkdtempSync(join(tmpdir(), 'guard-')));
    const { compiler, compile } = fakeCompiler();
    guard.apply(compiler as never);
    guard.report('intl', 'react-intl');
    expect(compile()).toEqual([]);
    // A watching dev server recompiles only what changed: no second check.
    guard.applied.clear();
    expect(compile()).toEqual([]);
  });

  it('keeps the first real input of each patch for the tests on generated output', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    const guard = new PatchGuard('server', [], root);
    guard.report('react-stream-bytes', 'first');
    guard.report('react-stream-bytes', 'second');
    expect(
      readFileSync(join(root, '.cache/patch-inputs/server/react-stream-bytes.txt'), 'utf8'),
    ).toBe('first');
  });

  it('hears from a loader only when the loader changed the code', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    const logged: string[] = [];
    const guard = new PatchGuard('client', ['upper'], root, (message: string) =>
      logged.push(message),
    );
    const { compiler, compile } = fakeCompiler();
    guard.apply(compiler as never);
    const loader = patchLoader('upper', (source: string) =>
      source.startsWith('x') ? source.toUpperCase() : source,
    );
    expect(loader.call({ _compiler: compiler }, 'abc')).toBe('abc');
    expect(compile()).toEqual([
      '[site] patch "upper" did not apply in the client build: the code it rewrites was not found. dumi, umi or React changed; see src/node/patches/README.md.',
    ]);
    expect(logged).toEqual([expect.stringMatching(/patch "upper" did not apply/)]);

    const again = new PatchGuard('client', ['upper'], root);
    const second = fakeCompiler();
    again.apply(second.compiler as never);
    expect(loader.call({ _compiler: second.compiler }, 'xyz')).toBe('XYZ');
    expect(second.compile()).toEqual([]);
    expect(existsSync(join(root, '.cache/patch-inputs/client/upper.txt'))).toBe(true);
  });

  it('in a compilation from the persistent cache, does not fail a patch whose modules were all restored', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    const loader = patchLoader('upper', (source: string) =>
      source.startsWith('x') ? source.toUpperCase() : source,
    );

    // A second `npm start`: webpack restores the patched module from its cache; the loader does not run.
    const cached = guardedCompiler('server', ['upper'], root);
    expect(cached.compile({ restored: 12 })).toEqual([]);
    expect(cached.guard.unchecked()).toEqual(['upper']);

    // The loader ran on a module built in a warm compilation and found nothing: that still fails.
    const partly = guardedCompiler('server', ['upper'], root);
    partly.start();
    expect(loader.call({ _compiler: partly.compiler }, 'abc')).toBe('abc');
    expect(partly.compile({ restored: 12 })).toEqual([
      '[site] patch "upper" did not apply in the server build: the code it rewrites was not found. dumi, umi or React changed; see src/node/patches/README.md.',
    ]);

    // Without the cache, a patch that never ran fails as before.
    expect(guardedCompiler('server', ['upper'], root).compile()).toHaveLength(1);
  });

  it('in a warm compilation, counts a loader that sees many modules as run only on those it targets', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    // Like the deferred-demo loader: it sees every page, and must change those marked `defer`.
    const rewrite = (source: string) => source.replace('<Demo defer />', '<Deferred />');
    const loader = patchLoader('defer', rewrite, (source: string) => source.includes('defer'));

    // A second `npm start` rebuilds a page without a deferred demo; the page that has one is restored.
    const cached = guardedCompiler('client', ['defer'], root);
    cached.start();
    expect(loader.call({ _compiler: cached.compiler }, '<Demo />')).toBe('<Demo />');
    expect(cached.compile({ restored: 40 })).toEqual([]);
    expect(cached.guard.unchecked()).toEqual(['defer']);

    // A rebuilt page it targets that it cannot change (dumi wrote it differently) still fails.
    const partly = guardedCompiler('client', ['defer'], root);
    partly.start();
    expect(loader.call({ _compiler: partly.compiler }, '<Demo  defer />')).toBe('<Demo  defer />');
    expect(partly.compile({ restored: 40 })).toHaveLength(1);
  });
});

/** A project folder whose node_modules holds the patched packages, with `dumi` at `dumiVersion`. */
function fakeProject(dumiVersion: string): string {
  const root = mkdtempSync(join(tmpdir(), 'versions-'));
  for (const [name, version] of Object.entries({ ...PATCHED_VERSIONS, dumi: dumiVersion })) {
    const dir = join(root, 'node_modules', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version }));
  }
  return root;
}

describe('the version guard', () => {
  it('accepts the versions the patches were written for', () => {
    expect(versionMismatches(fakeProject(PATCHED_VERSIONS.dumi))).toEqual([]);
    expect(versionMismatches(join(__dirname, '../../..'))).toEqual([]);
  });

  it('names a changed dumi and what to do', () => {
    const root = fakeProject('2.4.51');
    expect(versionMismatches(root)).toEqual([
      'dumi 2.4.51 is installed; the patches in src/node/patches were written for 2.4.50',
    ]);
    expect(() => assertPatchedVersions(root)).toThrow(
      /dumi 2\.4\.51 is installed[^]*src\/node\/patches\/README\.md/,
    );
  });

  it('stops the build at plugin load, before anything is compiled', () => {
    const registered: string[] = [];
    const api = {
      cwd: fakeProject('2.4.51'),
      describe: () => registered.push('describe'),
      chainWebpack: () => registered.push('chainWebpack'),
      modifyExportHTMLFiles: () => registered.push('modifyExportHTMLFiles'),
    };
    expect(() => patchesPlugin(api as never)).toThrow(/dumi 2\.4\.51 is installed/);
    expect(registered).not.toContain('chainWebpack');
  });
});
