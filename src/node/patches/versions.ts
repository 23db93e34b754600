import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The versions of the packages whose code the patches in this folder change. Upgrading one means
 * reading every patch that targets it (README.md), building, `npm run test:generated`, and then
 * changing the version here.
 */
export const PATCHED_VERSIONS = {
  dumi: '2.4.50',
  umi: '4.7.22',
  '@umijs/preset-umi': '4.7.22',
  '@umijs/renderer-react': '4.7.22',
  '@umijs/server': '4.7.22',
  react: '18.3.1',
  'react-dom': '18.3.1',
} as const;

export type PatchedPackage = keyof typeof PATCHED_VERSIONS;

/** Where the build resolves each package from: a copy nested under dumi or umi is the one it uses. */
const RESOLVED_FROM: Record<PatchedPackage, PatchedPackage | null> = {
  dumi: null,
  umi: 'dumi',
  '@umijs/preset-umi': 'umi',
  '@umijs/renderer-react': 'dumi',
  '@umijs/server': 'umi',
  react: null,
  'react-dom': null,
};

/** The version of `name` installed for the project at `root`, as the build would load it. */
export function installedVersion(name: PatchedPackage, root: string): string {
  const from = RESOLVED_FROM[name];
  const base = from ? dirname(packageJsonPath(from, root)) : root;
  const json = JSON.parse(readFileSync(packageJsonPath(name, base), 'utf8')) as { version: string };
  return json.version;
}

/** The package.json of `name` as Node finds it from `from` (node_modules folders upwards; no `exports` rules). */
function packageJsonPath(name: PatchedPackage, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

/** One message per package whose installed version is not the patched one. */
export function versionMismatches(
  root: string,
  version: (name: PatchedPackage, root: string) => string = installedVersion,
): string[] {
  return (Object.keys(PATCHED_VERSIONS) as PatchedPackage[]).flatMap((name) => {
    let found: string;
    try {
      found = version(name, root);
    } catch {
      found = 'not installed';
    }
    return found === PATCHED_VERSIONS[name]
      ? []
      : [
          `${name} ${found} is installed; the patches in src/node/patches were written for ${PATCHED_VERSIONS[name]}`,
        ];
  });
}

/** Throws, with every mismatch and what to do, unless the installed versions are the patched ones. */
export function assertPatchedVersions(
  root: string,
  version?: (name: PatchedPackage, root: string) => string,
): void {
  const mismatches = versionMismatches(root, version);
  if (!mismatches.length) return;
  throw new Error(
    [
      '[site] The framework changed under the patches:',
      ...mismatches.map((line) => `  - ${line}`),
      'Read each patch that targets these packages (src/node/patches/README.md), check it on the new output',
      '(npm run build && npm run test:generated), then update PATCHED_VERSIONS in src/node/patches/versions.ts.',
    ].join('\n'),
  );
}
