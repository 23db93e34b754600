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
