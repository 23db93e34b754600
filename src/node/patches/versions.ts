import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

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

type PatchedPackage = keyof typeof PATCHED_VERSIONS;
type PackageJson = { version: string };

/** Where the build resolves each package from: a copy nested under dumi or umi is the one it uses. */
const RESOLVED_FROM: Partial<Record<PatchedPackage, PatchedPackage>> = {
  umi: 'dumi',
  '@umijs/preset-umi': 'umi',
  '@umijs/renderer-react': 'dumi',
  '@umijs/server': 'umi',
};

/** The package.json of `name` as the build would load it for the project at `root`. */
function packageJsonPath(name: PatchedPackage, root: string): string {
  const from = RESOLVED_FROM[name];
  const base = from ? packageJsonPath(from, root) : join(root, 'package.json');
  return createRequire(base).resolve(`${name}/package.json`);
}

/** One message per package whose installed version is not the patched one. */
export function versionMismatches(root: string): string[] {
  return (Object.keys(PATCHED_VERSIONS) as PatchedPackage[]).flatMap((name) => {
    let found = 'not installed';
    try {
      found = (JSON.parse(readFileSync(packageJsonPath(name, root), 'utf8')) as PackageJson)
        .version;
    } catch {
      // stays 'not installed'
    }
    const wanted = PATCHED_VERSIONS[name];
    if (found === wanted) return [];
    return [
      `${name} ${found} is installed; the patches in src/node/patches were written for ${wanted}`,
    ];
  });
}

/** Throws, with every mismatch and what to do, unless the installed versions are the patched ones. */
export function assertPatchedVersions(root: string): void {
  const mismatches = versionMismatches(root);
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
