import { describe, expect, it } from 'vitest';
import {
  demoFilesOf,
  demoModulePaths,
  javaScriptFilesOf,
  type DemoAsset,
} from '../../../src/client/site/demoFiles';

const file = (value: string) => ({ type: 'FILE', value });

describe('demoFilesOf', () => {
  it('puts the entry first and the other files in path order, whatever order dumi listed them in', () => {
    const listed: DemoAsset['dependencies'] = {
      './_data/format.ts': file('export const f = 1;'),
      'rc-table': { type: 'NPM', value: '7.30.3' },
      './_data/fleet.ts': file('export const g = 2;'),
      'index.tsx': file('\n\nexport default 1;\n'),
      './style.css': file('td {}'),
    };
    const reversed = Object.fromEntries(Object.entries(listed).reverse());
    for (const dependencies of [listed, reversed]) {
      const files = demoFilesOf({ entry: 'index.tsx', dependencies });
      expect(files.map((f) => f.label)).toEqual([
        'index.tsx',
        '_data/fleet.ts',
        '_data/format.ts',
        'style.css',
      ]);
    }
  });

  it('keeps the dependency key as the name, trims the code and takes the language from the extension', () => {
    const [entry, notes, data] = demoFilesOf({
      entry: 'index.tsx',
      dependencies: {
        'index.tsx': file('\n  const a = 1;\n'),
        './data.ts': file('x'),
        './NOTES': file('plain'),
      },
    });
    expect(entry).toEqual({
      name: 'index.tsx',
      label: 'index.tsx',
      lang: 'tsx',
      code: 'const a = 1;',
    });
    expect(notes).toMatchObject({ name: './NOTES', label: 'NOTES', lang: 'text' });
    expect(data).toMatchObject({ name: './data.ts', label: 'data.ts', lang: 'ts' });
  });

  it('leaves packages out and gives nothing for a demo without files', () => {
    expect(demoFilesOf({ dependencies: { react: { type: 'NPM', value: '18.3.1' } } })).toEqual([]);
  });
});

describe('demoModulePaths', () => {
  const asset: DemoAsset = {
    entry: 'index.tsx',
    dependencies: {
      'index.tsx': file('a'),
      './_data/fleet.ts': file('b'),
      react: { type: 'NPM', value: '18.3.1' },
    },
  };

  it('places the entry and its files under demos/', () => {
    expect(demoModulePaths(asset, 'demos/fixed-columns.tsx')).toEqual({
      'index.tsx': 'fixed-columns.tsx',
      './_data/fleet.ts': '_data/fleet.ts',
    });
    expect(demoModulePaths(asset, 'demos/group/a.tsx')).toEqual({
      'index.tsx': 'group/a.tsx',
      './_data/fleet.ts': 'group/_data/fleet.ts',
    });
    const up = {
      entry: 'index.tsx',
      dependencies: { ...asset.dependencies, '../shared.ts': file('c') },
    };
    expect(demoModulePaths(up, 'demos/group/a.tsx')?.['../shared.ts']).toBe('shared.ts');
  });

  it('gives nothing for a demo outside demos/, or a file that leaves it', () => {
    expect(demoModulePaths(asset, undefined)).toBeUndefined();
    expect(demoModulePaths(asset, 'docs/demo/inline.tsx')).toBeUndefined();
    const outside = {
      entry: 'index.tsx',
      dependencies: { 'index.tsx': file('a'), '../x.ts': file('x') },
    };
    expect(demoModulePaths(outside, 'demos/a.tsx')).toBeUndefined();
  });
});

describe('javaScriptFilesOf', () => {
  it('names, highlights and fills each file as JavaScript, in the same order', () => {
    const files = demoFilesOf({
      entry: 'index.tsx',
      dependencies: {
        'index.tsx': file('const a: number = 1;'),
        './_data/fleet.ts': file('export const b: string = "";'),
        './style.css': file('td {}'),
      },
    });
    expect(
      javaScriptFilesOf(files, {
        'index.tsx': '\nconst a = 1;\n',
        './_data/fleet.ts': 'export const b = "";\n',
      }),
    ).toEqual([
      { name: 'index.tsx', label: 'index.jsx', lang: 'jsx', code: 'const a = 1;' },
      {
        name: './_data/fleet.ts',
        label: '_data/fleet.js',
        lang: 'js',
        code: 'export const b = "";',
      },
      { name: './style.css', label: 'style.css', lang: 'css', code: 'td {}' },
    ]);
  });
});
