import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface DemoSourceFile {
  /** e.g. `demos/_data/format.ts`. */
  path: string;
  lang: string;
  code: string;
}

const EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** As a bundler resolves it: the file, with an extension, or a folder's index. */
function resolveModule(base: string): string | undefined {
  return EXTENSIONS.map((extension) => base + extension).find(isFile);
}

function relativeImports(code: string): string[] {
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'));
}

/** A `<code src>` demo's entry, then every file under `demos/` it imports, directly or not. */
export function demoSourceFiles(cwd: string, pageAbsFile: string, src: string): DemoSourceFile[] {
  const demosDir = resolve(cwd, 'demos');
  const entry = resolveModule(resolve(dirname(pageAbsFile), src));
  if (!entry) throw new Error(`${relative(cwd, pageAbsFile)}: the demo "${src}" was not found`);
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift() as string;
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(join(dirname(file), specifier));
      if (!target || seen.has(target) || !target.startsWith(demosDir + sep)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  const toFile = (path: string): DemoSourceFile => ({
    path: relative(cwd, path).split(sep).join('/'),
    lang: /\.([^./]+)$/.exec(path)?.[1] ?? 'text',
    code: readFileSync(path, 'utf8'),
  });
  const [first, ...rest] = [...seen].map(toFile);
  return [first, ...rest.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))];
}
