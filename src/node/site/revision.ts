import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A short hash of what an output is made from, for the caches that key on it (dumi's cache of a
 * page takes it as a plugin option; the types-on-hover store keeps it beside its HTML): the
 * contents of `paths` in order, a folder standing for its files in name order and a missing path
 * for nothing, so that a change to any of them makes the output again.
 */
export function revisionOf(paths: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      return;
    }
    if (!isFolder) {
      hash.update(readFileSync(path));
      return;
    }
    for (const name of readdirSync(path).sort()) {
      const file = join(path, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
  };
  paths.forEach(add);
  return hash.digest('hex').slice(0, 16);
}
