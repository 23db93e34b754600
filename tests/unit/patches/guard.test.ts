import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import patchesPlugin, { patchLeftOut } from '../../../src/node/patches';
import {
  assertPatchedVersions,
  PATCHED_VERSIONS,
  versionMismatches,
} from '../../../src/node/patches/versions';

const { PatchGuard, patchLoader } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../../src/node/patches/guard.cjs') as typeof import('../../../src/node/patches/guard.cjs');

/** A webpack compiler as far as the guard uses one; `compile()` ends a compilation and returns its errors. */
function fakeCompiler() {
  type Compilation = { compiler: unknown; errors: Error[] };
  let afterCompile: ((compilation: Compilation) => void) | undefined;
  const compiler = {
    hooks: {
      afterCompile: { tap: (_name: string, fn: typeof afterCompile) => (afterCompile = fn) },
    },
    webpack: { WebpackError: Error },
  };
  const compile = () => {
    const compilation: Compilation = { compiler, errors: [] };
    afterCompile?.(compilation);
    return compilation.errors.map((error) => error.message);
  };
  return { compiler, compile };
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

  it('passes a build in which every expected patch applied', () => {
    const guard = new PatchGuard('server', ['intl'], mkdtempSync(join(tmpdir(), 'guard-')));
    const { compiler, compile } = fakeCompiler();
    guard.apply(compiler as never);
    guard.report('intl', 'react-intl');
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

  it('keeps none for the dev server, which must not write over what the build kept', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    const guard = new PatchGuard('client', [], root, () => undefined, false);
    guard.report('pure-dumi-api', 'dev');
    expect(existsSync(join(root, '.cache/patch-inputs'))).toBe(false);
  });

  it('hears from a loader only when the loader changed the code', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    const logged: string[] = [];
    const guard = new PatchGuard('client', ['upper'], root, (message: string) =>
      logged.push(message),
    );
    const { compiler, compile } = fakeCompiler();
    guard.apply(compiler as never);
    const loader = patchLoader({
      upper: (source: string) => (source.startsWith('x') ? source.toUpperCase() : source),
    });
    const context = (_compiler: object) => ({ _compiler, getOptions: () => ({ id: 'upper' }) });
    expect(loader.call(context(compiler), 'abc')).toBe('abc');
    expect(compile()).toEqual([
      '[site] patch "upper" did not apply in the client build: the code it rewrites was not found. dumi, umi or React changed; see src/node/patches/README.md.',
    ]);
    expect(logged).toEqual([expect.stringMatching(/patch "upper" did not apply/)]);

    const again = new PatchGuard('client', ['upper'], root);
    const second = fakeCompiler();
    again.apply(second.compiler as never);
    expect(loader.call(context(second.compiler), 'xyz')).toBe('XYZ');
    expect(second.compile()).toEqual([]);
    expect(existsSync(join(root, '.cache/patch-inputs/client/upper.txt'))).toBe(true);
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

describe('leaving one patch out (npm run bench -- --without)', () => {
  /** The hooks the plugin registers for the real project, with SITE_WITHOUT_PATCH set to `id`. */
  function register(id?: string) {
    const registered: string[] = [];
    const previous = process.env.SITE_WITHOUT_PATCH;
    if (id) process.env.SITE_WITHOUT_PATCH = id;
    else delete process.env.SITE_WITHOUT_PATCH;
    try {
      patchesPlugin({
        cwd: join(__dirname, '../../..'),
        config: { targets: {} },
        describe: () => {},
        modifyBabelPresetOpts: () => registered.push('babel-targets'),
        addRuntimePlugin: () => registered.push('hydrate-in-transition'),
        chainWebpack: () => registered.push('webpack'),
        modifyExportHTMLFiles: () => registered.push('html'),
      } as never);
    } finally {
      if (previous === undefined) delete process.env.SITE_WITHOUT_PATCH;
      else process.env.SITE_WITHOUT_PATCH = previous;
    }
    return registered;
  }

  it('registers every hook but the one patch left out', () => {
    const all = register();
    expect(all).toContain('hydrate-in-transition');
    expect(register('hydrate-in-transition')).toEqual(
      all.filter((hook) => hook !== 'hydrate-in-transition'),
    );
    expect(register('babel-targets')).not.toContain('babel-targets');
  });

  it('fails at once on an id that names no patch', () => {
    expect(() => register('no-such-patch')).toThrow(
      /SITE_WITHOUT_PATCH=no-such-patch: no such patch/,
    );
    expect(patchLeftOut(undefined)).toBeNull();
  });
});
