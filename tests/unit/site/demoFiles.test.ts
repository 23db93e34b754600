import { describe, expect, it } from 'vitest';
import { demoFilesOf, type DemoAsset } from '../../../src/site/demoFiles';

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
