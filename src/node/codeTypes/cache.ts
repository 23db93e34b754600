/**
 * Quick info on disk, by content: a file's entry holds for the same code, the same installed
 * packages and the same text of every local file it imports (recorded with the entry).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { COMPILER_OPTIONS, type Dependency, type Inspection } from './service';

/** Bump when what `inspect` finds, or how, changes: older entries are then ignored. */
const FORMAT = 1;

interface Entry {
  format: number;
  /** Local files the code imports (relative to the root) and the hash of their text. */
  dependencies: Record<string, string>;
  inspection: Inspection;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the packages' types depend on: the installed tree as npm records it, or their versions. */
function installedPackages(rootDir: string, packages: readonly string[]): string {
  const lock = join(rootDir, 'node_modules', '.package-lock.json');
  if (existsSync(lock)) return hash(readFileSync(lock, 'utf8'));
  return packages
    .map((name) => {
      const manifest = join(rootDir, 'node_modules', name, 'package.json');
      const version = existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version
        : 'missing';
      return `${name}@${version}`;
    })
    .join(',');
}

export class InspectionCache {
  private readonly dir: string;
  private readonly rootDir: string;
  private readonly salt: string;

  constructor(dir: string, rootDir: string, packages: readonly string[]) {
    this.dir = resolve(rootDir, dir);
    this.rootDir = resolve(rootDir);
    this.salt = JSON.stringify([
      FORMAT,
      ts.version,
      COMPILER_OPTIONS,
      packages,
      installedPackages(this.rootDir, packages),
    ]);
  }

  /** The entry's key: the file's name and text, where the shown code starts, and the salt. */
  key(path: string, text: string, from: number): string {
    return hash(JSON.stringify([this.salt, relative(this.rootDir, path), from, text]));
  }

  /** The inspection stored under `key`, if every dependency still has the recorded text. */
  read(key: string, textOf: (path: string) => string | undefined): Inspection | undefined {
    let entry: Entry;
    try {
      entry = JSON.parse(readFileSync(join(this.dir, `${key}.json`), 'utf8')) as Entry;
    } catch {
      return undefined;
    }
    if (entry.format !== FORMAT) return undefined;
    for (const [path, recorded] of Object.entries(entry.dependencies)) {
      const text = textOf(resolve(this.rootDir, path));
      if (text === undefined || hash(text) !== recorded) return undefined;
    }
    return entry.inspection;
  }

  write(key: string, dependencies: readonly Dependency[], inspection: Inspection): void {
    const entry: Entry = {
      format: FORMAT,
      dependencies: Object.fromEntries(
        dependencies.map(({ path, text }) => [relative(this.rootDir, path), hash(text)]),
      ),
      inspection,
    };
    mkdirSync(this.dir, { recursive: true });
    // Written beside, then renamed: a build running at the same time never reads half a file.
    const temporary = join(this.dir, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify(entry));
    renameSync(temporary, join(this.dir, `${key}.json`));
  }
}
