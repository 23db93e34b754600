import { javaScriptFileName } from '../../shared/demos/fileNames';

/** One source file of a demo, as the code panel shows it. */
export interface DemoFile {
  /** The key in the asset's dependencies, e.g. `index.tsx` or `./_data/fleet.ts`. */
  name: string;
  label: string;
  lang: string;
  code: string;
}

export interface DemoAsset {
  entry?: string;
  dependencies: Record<string, { type: string; value: string }>;
}

/** The demo's FILE dependencies: entry first, then by path (dumi's order varies between builds). */
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

/** Each FILE dependency key → its path below demos/; `undefined` if one is outside demos/. */
export function demoModulePaths(
  asset: DemoAsset,
  filename: string | undefined,
): Record<string, string> | undefined {
  const entry = /^(?:\.\/)?demos\/(.+)$/.exec(filename ?? '')?.[1];
  if (!entry) return undefined;
  const folder = entry.split('/').slice(0, -1);
  const paths: Record<string, string> = {};
  // Array methods rather than for…of: the theme's Babel turns those into helper code.
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

/** {@link demoFilesOf} in JavaScript (code from `sources`); `name` stays the dependency key. */
export function javaScriptFilesOf(files: DemoFile[], sources: Record<string, string>): DemoFile[] {
  return files.map((file) => {
    const code = sources[file.name];
    if (code === undefined) return file;
    const label = javaScriptFileName(file.label);
    return { ...file, label, lang: /\.([^./]+)$/.exec(label)?.[1] ?? file.lang, code: code.trim() };
  });
}
