import { javaScriptFileName } from '../demos/fileNames';

/** One source file of a demo, as the code panel shows it. */
export interface DemoFile {
  /** The key in the asset's dependencies, e.g. `index.tsx` or `./_data/fleet.ts`. */
  name: string;
  /** What the reader sees: the name without a leading `./`. */
  label: string;
  /** Highlighting language, from the file extension (`tsx`, `ts`, `css`…; `text` without one). */
  lang: string;
  /** The source text, without leading and trailing blank space. */
  code: string;
}

/** The part of a dumi demo asset this module reads. */
export interface DemoAsset {
  entry?: string;
  dependencies: Record<string, { type: string; value: string }>;
}

/**
 * The demo's own files (dependencies of type FILE): the entry file first, the others by path.
 * dumi lists the others in the order its parallel module resolution finished, which differs from
 * one build to the next, so the tabs would move between deployments; sorting by path (code-unit
 * order, the same in every locale) keeps them put. Packages (type NPM) are not files of the demo
 * and are left out.
 */
export function demoFilesOf(asset: DemoAsset): DemoFile[] {
  const files = Object.entries(asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([name, dependency]) => ({
      name,
      label: name.replace(/^\.\//, ''),
      lang: /\.([^./]+)$/.exec(name)?.[1] ?? 'text',
      code: dependency.value.trim(),
    }));
  const rank = (file: DemoFile) => (file.name === asset.entry ? 0 : 1);
  return files.sort(
    (a, b) => rank(a) - rank(b) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
}

/**
 * Where a demo's own files are under demos/: each FILE dependency key → its path below demos/
 * (`index.tsx` of `demos/simple.tsx` → `simple.tsx`, `./_data/fleet.ts` → `_data/fleet.ts`).
 * dumi keys the entry by its role and the other files by their path from the entry's folder.
 * `undefined` when the demo file (`filename`, as dumi gives it: `demos/simple.tsx`) is not under
 * demos/ or one of its files is outside it.
 */
export function demoModulePaths(
  asset: DemoAsset,
  filename: string | undefined,
): Record<string, string> | undefined {
  const entry = /^(?:\.\/)?demos\/(.+)$/.exec(filename ?? '')?.[1];
  if (!entry) return undefined;
  const folder = entry.split('/').slice(0, -1);
  const paths: Record<string, string> = {};
  // (Array methods rather than for…of loops: the theme's Babel turns those into helper code.)
  const inside = Object.keys(asset.dependencies).every((key) => {
    if (asset.dependencies[key].type !== 'FILE') return true;
    if (key === asset.entry) {
      paths[key] = entry;
      return true;
    }
    const parts = [...folder];
    const stays = key.split('/').every((part) => {
      if (part === '..') return parts.pop() !== undefined;
      if (part !== '.' && part !== '') parts.push(part);
      return true;
    });
    paths[key] = parts.join('/');
    return stays;
  });
  return inside ? paths : undefined;
}

/**
 * The JavaScript flavour of a demo's files (from {@link demoFilesOf}): the same files in the same
 * order, named `.jsx`/`.js`, highlighted as such, with the JavaScript of each (`sources`, keyed
 * like the asset's dependencies). `name` stays the dependency key, which dumi's live demo knows.
 * Files without JavaScript in `sources` (a stylesheet) stay as they are.
 */
export function javaScriptFilesOf(files: DemoFile[], sources: Record<string, string>): DemoFile[] {
  return files.map((file) => {
    const code = sources[file.name];
    if (code === undefined) return file;
    const label = javaScriptFileName(file.label);
    return { ...file, label, lang: /\.([^./]+)$/.exec(label)?.[1] ?? file.lang, code: code.trim() };
  });
}
