import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCHES } from '../../../src/node/patches/list';

const DIR = join(__dirname, '../../../src/node/patches');
const readme = readFileSync(join(DIR, 'README.md'), 'utf8');
/** The ids in the first column of the README's table of patches. */
const readmeIds = [...readme.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
const { REWRITES } = createRequire(import.meta.url)(
  join(DIR, 'loaders.cjs'),
) as typeof import('../../../src/node/patches/loaders.cjs');

describe('src/node/patches', () => {
  it('lists every patch in the README, once, in the order of list.ts', () => {
    expect(readmeIds).toEqual(PATCHES.map((patch) => patch.id));
  });

  it('has a rewrite in loaders.cjs for every loader patch, and none left behind when one goes', () => {
    const loaders = PATCHES.filter((patch) => patch.kind === 'loader').map((patch) => patch.id);
    expect(Object.keys(REWRITES).sort()).toEqual([...loaders].sort());
  });

  it('has a stand-in for every replacement', () => {
    for (const { id } of PATCHES.filter((patch) => patch.kind === 'replacement')) {
      const file = id.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
      expect(existsSync(join(DIR, 'standins', `${file}.ts`)), id).toBe(true);
    }
  });

  it('switches every patch that list.ts does not register by its id in index.ts', () => {
    const index = readFileSync(join(DIR, 'index.ts'), 'utf8');
    for (const { id } of PATCHES.filter((patch) => !('test' in patch))) {
      expect(index, id).toContain(`on('${id}')`);
    }
  });
});
