/** A dumi demo asset as a self-contained React 18 project, and as each playground's payload. */
import { pinnedVersion, typesPackageOf, type PackageManifest } from './pins';
import { PROJECT_TABLE_CSS, siteTableCss } from '../../shared/playground/tableCss';

export const DEFAULT_DESCRIPTION = 'An auto-generated demo.';

export const PLAYGROUND_TEMPLATE = 'create-react-app';

/** rc-table's layout, in debugging colours; the entry imports the site's `table.css` after it. */
export const TABLE_STYLESHEET = 'rc-table/assets/index.css';

const BASE_PACKAGES = ['react', 'react-dom', 'rc-table'];

export interface AssetDependency {
  type: 'FILE' | 'NPM';
  /** FILE: the file's source text. NPM: the version dumi found installed. */
  value: string;
}

/** The part of dumi's `IPreviewerProps['asset']` a playground needs. */
export interface DemoAsset {
  id: string;
  entry?: string;
  /** `index.tsx` (the demo), `./_data/fleet.ts` (relative files), `rc-table` (packages). */
  dependencies: Record<string, AssetDependency>;
}

export interface PlaygroundInput {
  asset: DemoAsset;
  title?: string;
  description?: string;
  /** e.g. `demos/simple.tsx`; names the project's package. */
  filename?: string;
  /** `rtl`: the demo is rendered in a `dir="rtl"` box, as the site shows it right to left. */
  direction?: 'rtl';
}

/** A runnable project, independent of the playground that will host it. */
export interface PlaygroundProject {
  name: string;
  title: string;
  description: string;
  template: typeof PLAYGROUND_TEMPLATE;
  dependencies: Record<string, string>;
  /** TypeScript and type packages (empty for a JavaScript demo). */
  devDependencies: Record<string, string>;
  files: Record<string, string>;
}

/** What CodeSandbox's define API receives, before `getParameters` encodes it (./open.ts). */
export interface CodeSandboxData {
  files: Record<string, { content: string; isBinary: boolean }>;
}

export interface StackBlitzSettings {
  compile: { trigger: 'auto' | 'keystroke' | 'save'; clearConsole: boolean };
}

export interface StackBlitzProject {
  title: string;
  description: string;
  template: typeof PLAYGROUND_TEMPLATE;
  dependencies: Record<string, string>;
  settings: StackBlitzSettings;
  files: Record<string, string>;
}

const ENTRY_FILE = /^(?:\.\/)?index\.([jt]sx?)$/;

/** The asset's entry, relative files and packages; throws for a file outside demos/. */
export function readDemoAsset(asset: DemoAsset): {
  entry: { source: string; ext: string };
  files: Record<string, string>;
  packages: Record<string, string>;
} {
  let entry: { source: string; ext: string } | undefined;
  const files: Record<string, string> = {};
  const packages: Record<string, string> = {};
  for (const [key, dependency] of Object.entries(asset.dependencies)) {
    if (dependency.type === 'NPM') {
      packages[key] = dependency.value;
      continue;
    }
    const entryMatch = ENTRY_FILE.exec(key);
    if (entryMatch && (!asset.entry || asset.entry === key) && !entry) {
      entry = { source: dependency.value, ext: entryMatch[1] };
      continue;
    }
    const path = key.replace(/^\.\//, '');
    if (path.startsWith('/') || path.split('/').includes('..') || /^[a-z]:/i.test(path)) {
      throw new Error(`Demo ${asset.id} imports ${key}, which is outside demos/.`);
    }
    files[path] = dependency.value;
  }
  if (!entry) throw new Error(`Demo ${asset.id} has no entry file.`);
  return { entry, files, packages };
}

/** `demos/virtual-list.tsx` (or the asset id) → `rc-table-demo-virtual-list`. */
export function projectNameOf(input: Pick<PlaygroundInput, 'asset' | 'filename'>): string {
  const base = input.filename
    ? input.filename.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
    : input.asset.id.replace(/^.*-demo-/, '');
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `rc-table-demo-${slug || 'demo'}`;
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function entrySource(ext: string): string {
  const root = ext.startsWith('ts')
    ? "document.getElementById('root') as HTMLElement"
    : "document.getElementById('root')";
  return [
    "import React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    `import '${TABLE_STYLESHEET}';`,
    `import './${PROJECT_TABLE_CSS}';`,
    "import App from './App';",
    '',
    `createRoot(${root}).render(<App />);`,
    '',
  ].join('\n');
}

function indexHtml(title: string, direction?: 'rtl'): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>${escapeHtml(title)}</title>`,
    "    <!-- The documentation site sets its pages in the reader's sans-serif font. -->",
    '    <style>body { font-family: sans-serif; }</style>',
    '  </head>',
    '  <body>',
    `    <div id="root"${direction ? ` dir="${direction}"` : ''} style="margin: 16px"></div>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ES2022'],
    module: 'ESNext',
    moduleResolution: 'Node',
    jsx: 'react-jsx',
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    isolatedModules: true,
    noEmit: true,
  },
};

/** `App.tsx` (the demo), an entry, `index.html`, its files, package.json pinned to `manifest`. */
export function buildPlaygroundProject(
  input: PlaygroundInput,
  manifest: PackageManifest,
): PlaygroundProject {
  const { entry, files, packages } = readDemoAsset(input.asset);
  const isTypeScript = entry.ext.startsWith('ts');
  const title = input.title?.trim() || projectNameOf(input);
  const description = input.description?.trim() || DEFAULT_DESCRIPTION;
  const name = projectNameOf(input);

  const dependencies: Record<string, string> = {};
  for (const pkg of new Set([...BASE_PACKAGES, ...Object.keys(packages)])) {
    dependencies[pkg] = pinnedVersion(pkg, manifest, packages[pkg]);
  }
  const devDependencies: Record<string, string> = {};
  if (isTypeScript) {
    devDependencies.typescript = pinnedVersion('typescript', manifest);
    for (const pkg of Object.keys(dependencies)) {
      const types = typesPackageOf(pkg);
      if (manifest.devDependencies?.[types] ?? manifest.dependencies?.[types]) {
        devDependencies[types] = pinnedVersion(types, manifest);
      }
    }
  }

  const ext = isTypeScript ? 'tsx' : 'jsx';
  const packageJson = {
    name,
    version: '1.0.0',
    private: true,
    description,
    main: `index.${ext}`,
    dependencies: sortKeys(dependencies),
    devDependencies: sortKeys(devDependencies),
  };
  const projectFiles: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': indexHtml(title, input.direction),
    [`index.${ext}`]: entrySource(ext),
    [`App.${entry.ext}`]: entry.source,
    [PROJECT_TABLE_CSS]: siteTableCss(),
    ...files,
  };
  if (isTypeScript) projectFiles['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;

  return {
    name,
    title,
    description,
    template: PLAYGROUND_TEMPLATE,
    dependencies: packageJson.dependencies,
    devDependencies: packageJson.devDependencies,
    files: projectFiles,
  };
}

/** Every project file plus `sandbox.config.json`, which chooses the template. */
export function toCodeSandboxData(project: PlaygroundProject): CodeSandboxData {
  const files: CodeSandboxData['files'] = {};
  const all = {
    ...project.files,
    'sandbox.config.json': `${JSON.stringify({ template: project.template }, null, 2)}\n`,
  };
  for (const [path, content] of Object.entries(all)) files[path] = { content, isBinary: false };
  return { files };
}

/** The StackBlitz project; its files include package.json, so TypeScript is pinned there too. */
export function toStackBlitzProject(project: PlaygroundProject): StackBlitzProject {
  return {
    title: project.title,
    description: project.description,
    template: project.template,
    dependencies: { ...project.dependencies },
    settings: { compile: { trigger: 'auto', clearConsole: false } },
    files: { ...project.files },
  };
}
