import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCHES } from '../../../src/node/patches/list';

const DIR = join(__dirname, '../../../src/node/patches');
const readme = readFileSync(join(DIR, 'README.md'), 'utf8');
/** The ids in the first column of the README's table of patches. */
const readmeIds = [...readme.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
/** Every source file of the folder, as text. */
const sources = [
  readFileSync(join(DIR, 'index.ts'), 'utf8'),
  ...readdirSync(join(DIR, 'loaders')).map((file) =>
    readFileSync(join(DIR, 'loaders', file), 'utf8'),
  ),
].join('\n');

describe('src/node/patches', () => {
  it('lists every patch in the README, once, in the order of list.ts', () => {
    expect(readmeIds).toEqual(PATCHES.map((patch) => patch.id));
  });

  it('registers every patch that a build must see under its id', () => {
    for (const patch of PATCHES.filter((p) => p.kind !== 'HTML')) {
      expect(sources, patch.id).toContain(`'${patch.id}'`);
    }
  });

  it('uses every loader in loaders/ (no loader left behind when a patch goes)', () => {
    const index = readFileSync(join(DIR, 'index.ts'), 'utf8');
    for (const file of readdirSync(join(DIR, 'loaders'))) {
      expect(index, file).toContain(`file: '${file.replace(/\.cjs$/, '')}'`);
    }
  });
});
