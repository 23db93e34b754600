import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sitePackage from '../../../package.json';
import {
  buildPlaygroundProject,
  codeSandboxDataOf,
  DEFAULT_DESCRIPTION,
  isExactVersion,
  pinnedVersion,
  readDemoAsset,
  SITE_MANIFEST,
  stackBlitzProjectOf,
  typesPackageOf,
  type DemoAsset,
  type PackageManifest,
} from '../../../src/client/playground';

/** Demo assets shaped as dumi builds them: entry `index.tsx`, relative files, installed packages. */
const SIMPLE: DemoAsset = {
  id: 'docs-demo-simple-demo-simple',
  entry: 'index.tsx',
  dependencies: {
    'index.tsx': {
      type: 'FILE',
      value:
        "import React from 'react';\nimport Table from 'rc-table';\nexport default () => <Table data={[]} />;\n",
    },
    react: { type: 'NPM', value: '18.3.1' },
    'rc-table': { type: 'NPM', value: '7.30.3' },
  },
};

const VIRTUAL_LIST: DemoAsset = {
  id: 'docs-demo-virtual-list-demo-virtual-list',
  entry: 'index.tsx',
  dependencies: {
    'index.tsx': {
      type: 'FILE',
      value:
        "import { VariableSizeGrid } from 'react-window';\nimport { makeOrders } from './_data/seeded';\n",
    },
    react: { type: 'NPM', value: '18.3.1' },
    'rc-table': { type: 'NPM', value: '7.30.3' },
    'rc-resize-observer': { type: 'NPM', value: '1.4.3' },
    'react-window': { type: 'NPM', value: '1.8.11' },
    './_data/seeded.ts': { type: 'FILE', value: 'export function makeOrders() { return []; }\n' },
  },
};

const REACT_DND: DemoAsset = {
  id: 'docs-demo-react-dnd-demo-react-dnd',
  entry: 'index.tsx',
  dependencies: {
    'index.tsx': { type: 'FILE', value: "import { DndProvider } from 'react-dnd';\n" },
    react: { type: 'NPM', value: '18.3.1' },
    'rc-table': { type: 'NPM', value: '7.30.3' },
    'react-dnd': { type: 'NPM', value: '16.0.1' },
    'react-dnd-html5-backend': { type: 'NPM', value: '16.0.1' },
  },
};

const page = { title: 'Simple table', description: 'The smallest useful table.' };

function packageJsonOf(files: Record<string, string>) {
  return JSON.parse(files['package.json']) as {
    name: string;
    description: string;
    main: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
}

describe('pins', () => {
  it('accepts only versions that name one release', () => {
    for (const version of ['18.3.1', '5.9.3', '1.0.0-beta.2'])
      expect(isExactVersion(version)).toBe(true);
    for (const version of ['^18.3.1', '~5.9.3', 'latest', '>=1', '18', '*', '', undefined]) {
      expect(isExactVersion(version)).toBe(false);
    }
  });

  it('reads versions from package.json and refuses ranges and unknown packages', () => {
    const manifest: PackageManifest = {
      dependencies: { a: '1.2.3', b: '^2.0.0' },
      devDependencies: { c: '3.0.0' },
    };
    expect(pinnedVersion('a', manifest, '9.9.9')).toBe('1.2.3');
    expect(pinnedVersion('c', manifest)).toBe('3.0.0');
    expect(() => pinnedVersion('b', manifest)).toThrow('package.json pins b as "^2.0.0"');
    expect(pinnedVersion('d', manifest, '4.5.6')).toBe('4.5.6');
    expect(() => pinnedVersion('d', manifest, 'latest')).toThrow('No exact version of d');
  });

  it('names DefinitelyTyped packages', () => {
    expect(typesPackageOf('react-dom')).toBe('@types/react-dom');
    expect(typesPackageOf('@scope/pkg')).toBe('@types/scope__pkg');
  });

  it('uses the site package.json, which pins what the playground needs exactly', () => {
    expect(SITE_MANIFEST).toEqual(
      expect.objectContaining({ dependencies: sitePackage.dependencies }),
    );
    for (const name of ['react', 'react-dom', 'rc-table', 'typescript']) {
      expect(isExactVersion(pinnedVersion(name, SITE_MANIFEST))).toBe(true);
    }
  });
});

describe('a demo with no extra dependencies (simple)', () => {
  const data = codeSandboxDataOf({
    asset: SIMPLE,
    filename: 'demos/simple.tsx',
    playgroundPage: page,
  });
  const files = Object.fromEntries(
    Object.entries(data.files).map(([path, file]) => [path, file.content]),
  );

  it('has exactly the files of a React app', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'App.tsx',
        'index.html',
        'index.tsx',
        'package.json',
        'sandbox.config.json',
        'table.css',
        'tsconfig.json',
      ].sort(),
    );
    expect(Object.values(data.files).every((file) => file.isBinary === false)).toBe(true);
    expect(files['App.tsx']).toBe(SIMPLE.dependencies['index.tsx'].value);
  });

  it("ships the site's table stylesheet, loaded after rc-table's, and the site's font", () => {
    expect(files['table.css']).toBe(readFileSync('src/styles/table.css', 'utf8'));
    const entry = files['index.tsx'];
    expect(entry.indexOf("import 'rc-table/assets/index.css';")).toBeGreaterThanOrEqual(0);
    expect(entry.indexOf("import './table.css';")).toBeGreaterThan(
      entry.indexOf("import 'rc-table/assets/index.css';"),
    );
    expect(files['index.html']).toContain('<style>body { font-family: sans-serif; }</style>');
  });

  it('pins react, react-dom, rc-table and typescript to the site versions', () => {
    const pkg = packageJsonOf(files);
    expect(pkg.name).toBe('rc-table-demo-simple');
    expect(pkg.main).toBe('index.tsx');
    expect(pkg.description).toBe('The smallest useful table.');
    const pins = { ...sitePackage.dependencies, ...sitePackage.devDependencies };
    expect(pkg.dependencies).toEqual({
      'rc-table': pins['rc-table'],
      react: pins.react,
      'react-dom': pins['react-dom'],
    });
    expect(pkg.devDependencies).toEqual({
      '@types/react': pins['@types/react'],
      '@types/react-dom': pins['@types/react-dom'],
      typescript: pins.typescript,
    });
    expect(files['package.json']).not.toMatch(/[\^~]|latest/);
  });

  it('renders App with createRoot and imports the rc-table stylesheet', () => {
    expect(files['index.tsx']).toContain("import { createRoot } from 'react-dom/client';");
    expect(files['index.tsx']).toContain("import 'rc-table/assets/index.css';");
    expect(files['index.tsx']).toContain("import App from './App';");
    expect(files['index.tsx']).toContain(
      "createRoot(document.getElementById('root') as HTMLElement).render(<App />);",
    );
    expect(files['index.html']).toContain('<div id="root"');
    expect(files['index.html']).toContain('<title>Simple table</title>');
  });

  it('asks CodeSandbox for the create-react-app template', () => {
    expect(JSON.parse(files['sandbox.config.json'])).toEqual({ template: 'create-react-app' });
  });
});

describe('a demo with _data files (virtual-list)', () => {
  const project = stackBlitzProjectOf({
    asset: VIRTUAL_LIST,
    filename: 'demos/virtual-list.tsx',
    title: 'Demo title',
    playgroundPage: { title: 'Virtual list' },
  });

  it('ships the data file next to App, where its relative import points', () => {
    expect(project.files['_data/seeded.ts']).toBe('export function makeOrders() { return []; }\n');
    expect(project.files['App.tsx']).toContain("from './_data/seeded'");
    expect(Object.keys(project.files)).not.toContain('./_data/seeded.ts');
  });

  it('takes the page title and the default description', () => {
    expect(project.title).toBe('Virtual list');
    expect(project.description).toBe(DEFAULT_DESCRIPTION);
  });

  it('lists every imported package, pinned, with the types the site has', () => {
    const pins = { ...sitePackage.dependencies, ...sitePackage.devDependencies };
    const names = ['rc-resize-observer', 'rc-table', 'react', 'react-dom', 'react-window'] as const;
    expect(project.dependencies).toEqual(
      Object.fromEntries(names.map((name) => [name, pins[name]])),
    );
    expect(packageJsonOf(project.files).devDependencies['@types/react-window']).toBe(
      pins['@types/react-window'],
    );
    expect(project.template).toBe('create-react-app');
    expect(project.settings).toEqual({ compile: { trigger: 'auto', clearConsole: false } });
  });

  it('refuses files from outside demos/', () => {
    const escaping: DemoAsset = {
      ...VIRTUAL_LIST,
      dependencies: {
        ...VIRTUAL_LIST.dependencies,
        '../src/secret.ts': { type: 'FILE', value: '' },
      },
    };
    expect(() => readDemoAsset(escaping)).toThrow(
      'imports ../src/secret.ts, which is outside demos/',
    );
  });
});

describe('a demo with react-dnd', () => {
  const manifest = SITE_MANIFEST;
  const project = buildPlaygroundProject(
    { asset: REACT_DND, filename: 'demos/react-dnd.tsx' },
    manifest,
  );

  it('pins react-dnd and its backend from package.json, not from what dumi saw installed', () => {
    const pkg = packageJsonOf(project.files);
    expect(pkg.dependencies['react-dnd']).toBe(sitePackage.dependencies['react-dnd']);
    expect(pkg.dependencies['react-dnd-html5-backend']).toBe(
      sitePackage.dependencies['react-dnd-html5-backend'],
    );
    const bumped = buildPlaygroundProject(
      { asset: REACT_DND },
      { ...manifest, dependencies: { ...manifest.dependencies, 'react-dnd': '16.0.0' } },
    );
    expect(bumped.dependencies['react-dnd']).toBe('16.0.0');
  });

  it('falls back to the project name when the page is unknown', () => {
    expect(project.title).toBe('rc-table-demo-react-dnd');
    expect(project.description).toBe(DEFAULT_DESCRIPTION);
  });

  it('refuses a range in package.json', () => {
    const ranged = {
      ...manifest,
      dependencies: { ...manifest.dependencies, 'react-dnd': '^16.0.1' },
    };
    expect(() => buildPlaygroundProject({ asset: REACT_DND }, ranged)).toThrow('react-dnd');
  });
});

describe('a JavaScript demo', () => {
  it('gets a .jsx entry and no TypeScript', () => {
    const asset: DemoAsset = {
      id: 'js-demo',
      dependencies: { 'index.jsx': { type: 'FILE', value: 'export default () => null;' } },
    };
    const project = buildPlaygroundProject({ asset, title: 'JS' }, SITE_MANIFEST);
    expect(Object.keys(project.files).sort()).toEqual([
      'App.jsx',
      'index.html',
      'index.jsx',
      'package.json',
      'table.css',
    ]);
    expect(project.devDependencies).toEqual({});
    expect(project.files['index.jsx']).toContain(
      "createRoot(document.getElementById('root')).render(<App />);",
    );
  });
});
