import type { IPreviewerProps } from 'dumi';

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

/**
 * The demo's own files (dependencies of type FILE), the entry file first, in the order dumi lists
 * the others. Packages (type NPM) are not files of the demo and are left out.
 */
export function demoFilesOf(asset: IPreviewerProps['asset']): DemoFile[] {
  const files = Object.entries(asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([name, dependency]) => ({
      name,
      label: name.replace(/^\.\//, ''),
      lang: /\.([^./]+)$/.exec(name)?.[1] ?? 'text',
      code: dependency.value.trim(),
    }));
  const entry = files.findIndex((file) => file.name === asset.entry);
  if (entry > 0) files.unshift(...files.splice(entry, 1));
  return files;
}
