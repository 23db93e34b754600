// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCodeTypes, type AnnotatedCode } from '../../../src/node/codeTypes';

/** A project of its own: the site's node_modules, and a demo that imports a local file. */
let root: string;
const MAIN = "import { greet } from './lib';\n\nexport const hello = greet('you');\n";

const writeLib = (signature: string, time: number) => {
  const path = join(root, 'demos', 'lib.ts');
  writeFileSync(path, `export function greet(${signature}) {\n  return name;\n}\n`);
  utimesSync(path, time, time);
};

const tooltip = (annotated: AnnotatedCode, name: string) => {
  const occurrence = annotated.occurrences.find(
    (entry) => annotated.code.slice(entry.start, entry.end) === name,
  );
  return occurrence && annotated.infos[occurrence.info].type;
};

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'code-types-')));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, 'demos'));
  writeLib('name: string', 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the cache on disk', () => {
  it('answers again from disk, until a file the code imports changes', () => {
    const cacheDir = join(root, '.cache', 'code-types');
    const first = createCodeTypes({ rootDir: root, cacheDir });
    const fresh = first.annotate('demos/main.ts', MAIN, 'ts');
    first.dispose();
    expect(tooltip(fresh, 'greet')).toBe('function greet(name: string): string');
    const entries = readdirSync(cacheDir);
    expect(entries).toHaveLength(1);

    // Proof that the next instance reads the entry: an edited entry comes back as edited.
    const path = join(cacheDir, entries[0]);
    writeFileSync(path, readFileSync(path, 'utf8').replace('greet(name: string)', 'greet(CACHED)'));
    const second = createCodeTypes({ rootDir: root, cacheDir });
    expect(tooltip(second.annotate('demos/main.ts', MAIN, 'ts'), 'greet')).toBe(
      'function greet(CACHED): string',
    );
    second.dispose();

    writeLib('name: number', 2_000);
    const third = createCodeTypes({ rootDir: root, cacheDir });
    expect(tooltip(third.annotate('demos/main.ts', MAIN, 'ts'), 'greet')).toBe(
      'function greet(name: number): number',
    );
    third.dispose();
  }, 60_000);

  it('is not written with cacheDir: false', () => {
    const codeTypes = createCodeTypes({ rootDir: root, cacheDir: false });
    codeTypes.annotate('demos/main.ts', MAIN, 'ts');
    codeTypes.dispose();
    expect(readdirSync(root)).not.toContain('.cache');
  }, 60_000);
});

describe('one service', () => {
  it('notices a change on disk between calls', () => {
    const codeTypes = createCodeTypes({ rootDir: root, cacheDir: false });
    expect(tooltip(codeTypes.annotate('demos/main.ts', MAIN, 'ts'), 'hello')).toBe(
      'const hello: string',
    );
    writeLib('name: number', 2_000);
    expect(tooltip(codeTypes.annotate('demos/main.ts', MAIN, 'ts'), 'hello')).toBe(
      'const hello: number',
    );
    codeTypes.dispose();
  }, 60_000);
});
