import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '../../../src/node/demos/javascript';
import { javaScriptAssets, shownJavaScript } from '../../../src/node/plugins/javascript';

const assets = javaScriptAssets('demos');
const TYPESCRIPT = [
  ...readdirSync('demos').filter((name) => /\.tsx?$/.test(name)),
  ...readdirSync('demos/_data').map((name) => `_data/${name}`),
].sort();

describe('the JavaScript files the build publishes', () => {
  it('cover every TypeScript file under demos/, each in a file named after its content', () => {
    expect([...assets.keys()].sort()).toEqual(TYPESCRIPT);
    expect(assets.get('simple.tsx')?.fileName).toMatch(
      /^demo-javascript\/simple\.[0-9a-f]{8}\.json$/,
    );
    expect(assets.get('_data/fleet.ts')?.fileName).toMatch(
      /^demo-javascript\/_data\/fleet\.[0-9a-f]{8}\.json$/,
    );
    expect(new Set([...assets.values()].map((asset) => asset.fileName)).size).toBe(assets.size);
  });

  it('hold the JavaScript of the code the panel shows', () => {
    const simple = readFileSync('demos/simple.tsx', 'utf8');
    expect(JSON.parse(assets.get('simple.tsx')!.content)).toBe(toJavaScript(simple, 'simple.tsx'));
  });

  it("keep a data file's leading doc comment, and leave out an entry's, as dumi does with the TypeScript (it reads an entry's as front matter)", () => {
    const fleet = JSON.parse(assets.get('_data/fleet.ts')!.content) as string;
    expect(readFileSync('demos/_data/fleet.ts', 'utf8')).toMatch(
      /^\/\*\*\n \* A deterministic server fleet/,
    );
    expect(fleet).toMatch(/^\/\*\*\n \* A deterministic server fleet/);
    expect(fleet).toContain('/** mulberry32: a tiny, fast PRNG returning floats in [0, 1). */');
    const entry = '/**\n * title: Front matter\n */\nexport const x: number = 1;\n';
    expect(shownJavaScript(entry, 'entry.tsx')).toBe('export const x = 1;\n');
    expect(shownJavaScript(entry, '_data/entry.ts')).toMatch(/^\/\*\*\n \* title: Front matter/);
  });
});
