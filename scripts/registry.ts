/**
 * What the npm registry reachable here serves of rc-table: which versions, and a version's
 * published files. It is a partial copy (some versions are missing, its publish times are its
 * own), so it confirms what the repository says and never dates anything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The versions of a package the registry serves. */
export function publishedVersions(name = 'rc-table'): Set<string> {
  const out = execFileSync('npm', ['view', name, 'versions', '--json'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set(JSON.parse(out.toString()) as string[]);
}

/**
 * Unpacks `name@version` as published into `<dir>/<version>` (the tarball's `package/` folder)
 * and returns that folder.
 */
export function unpackPublished(version: string, dir: string, name = 'rc-table'): string {
  const into = join(dir, version);
  mkdirSync(into, { recursive: true });
  const file = execFileSync(
    'npm',
    ['pack', `${name}@${version}`, '--silent', '--pack-destination', into],
    { maxBuffer: 64 * 1024 * 1024 },
  )
    .toString()
    .trim()
    .split('\n')
    .pop() as string;
  execFileSync('tar', ['-xzf', join(into, file), '-C', into]);
  const root = join(into, 'package');
  if (!readdirSync(root).includes('package.json'))
    throw new Error(`${name}@${version}: no package`);
  return root;
}
