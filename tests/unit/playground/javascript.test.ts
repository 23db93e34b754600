import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '../../../src/node/demos/javascript';
import {
  codeSandboxDataOf,
  javaScriptAssetOf,
  SITE_MANIFEST,
  stackBlitzProjectOf,
  type DemoAsset,
} from '../../../src/client/playground';

const read = (path: string) => readFileSync(path, 'utf8');

/** demos/fixed-columns.tsx as dumi hands it over: the entry, its two data files, its packages. */
const FIXED_COLUMNS: DemoAsset = {
  id: 'docs-demo-fixed-columns-demo-fixed-columns',
  entry: 'index.tsx',
  dependencies: {
    'index.tsx': { type: 'FILE', value: read('demos/fixed-columns.tsx') },
    './_data/fleet.ts': { type: 'FILE', value: read('demos/_data/fleet.ts') },
    './_data/format.ts': { type: 'FILE', value: read('demos/_data/format.ts') },
    react: { type: 'NPM', value: '18.3.1' },
    'rc-table': { type: 'NPM', value: '7.30.3' },
  },
};

/** The JavaScript of each file of the asset, as the build makes it. */
const JAVASCRIPT = Object.fromEntries(
  Object.entries(FIXED_COLUMNS.dependencies)
    .filter(([, dependency]) => dependency.type === 'FILE')
    .map(([key, dependency]) => [key, toJavaScript(dependency.value, key)]),
);

const props = {
  asset: FIXED_COLUMNS,
  filename: 'demos/fixed-columns.tsx',
  playgroundPage: { title: 'Fixed columns', description: 'Columns that stay put.' },
};

describe('javaScriptAssetOf', () => {
  it('renames the TypeScript files and fills in their JavaScript; packages stay', () => {
    const asset = javaScriptAssetOf(FIXED_COLUMNS, JAVASCRIPT);
    expect(asset.entry).toBe('index.jsx');
    expect(Object.keys(asset.dependencies).sort()).toEqual([
      './_data/fleet.js',
      './_data/format.js',
      'index.jsx',
      'rc-table',
      'react',
    ]);
    expect(asset.dependencies['index.jsx'].value).toBe(JAVASCRIPT['index.tsx']);
    expect(asset.dependencies['rc-table']).toEqual({ type: 'NPM', value: '7.30.3' });
  });

  it('refuses a file without JavaScript, so a project never mixes the two', () => {
    const { './_data/format.ts': _format, ...partial } = JAVASCRIPT;
    expect(() => javaScriptAssetOf(FIXED_COLUMNS, partial)).toThrow(/_data\/format\.ts/);
  });
});

describe('the JavaScript project of a demo', () => {
  const { files } = codeSandboxDataOf({ ...props, javaScript: JAVASCRIPT }, SITE_MANIFEST);
  const pkg = JSON.parse(files['package.json'].content);

  it('has .jsx and .js files and no TypeScript file or tsconfig', () => {
    expect(Object.keys(files).sort()).toEqual([
      'App.jsx',
      '_data/fleet.js',
      '_data/format.js',
      'index.html',
      'index.jsx',
      'package.json',
      'sandbox.config.json',
      'table.css',
    ]);
    expect(files['App.jsx'].content).toBe(JAVASCRIPT['index.tsx']);
    expect(files['_data/fleet.js'].content).toBe(JAVASCRIPT['./_data/fleet.ts']);
  });

  it('starts from index.jsx, which renders the demo without TypeScript', () => {
    expect(pkg.main).toBe('index.jsx');
    expect(files['index.jsx'].content).toContain("import App from './App';");
    expect(files['index.jsx'].content).toContain("createRoot(document.getElementById('root'))");
    expect(files['index.jsx'].content).not.toContain(' as HTMLElement');
  });

  it('installs no typescript and no @types packages', () => {
    const pins = SITE_MANIFEST.dependencies as Record<string, string>;
    expect(pkg.dependencies).toEqual({
      'rc-table': pins['rc-table'],
      react: pins.react,
      'react-dom': pins['react-dom'],
    });
    expect(pkg.devDependencies).toEqual({});
    expect(JSON.stringify(pkg)).not.toMatch(/typescript|@types\//);
  });

  it('is the same for StackBlitz', () => {
    const project = stackBlitzProjectOf({ ...props, javaScript: JAVASCRIPT }, SITE_MANIFEST);
    expect(Object.keys(project.files).sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== 'sandbox.config.json')
        .sort(),
    );
    expect(project.dependencies).toEqual(pkg.dependencies);
  });

  it('stays TypeScript without the JavaScript', () => {
    const typeScript = codeSandboxDataOf(props, SITE_MANIFEST).files;
    expect(Object.keys(typeScript)).toEqual(
      expect.arrayContaining(['App.tsx', 'index.tsx', '_data/fleet.ts', 'tsconfig.json']),
    );
    expect(JSON.parse(typeScript['package.json'].content).devDependencies).toHaveProperty(
      'typescript',
    );
  });
});
