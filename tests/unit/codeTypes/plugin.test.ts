import { describe, expect, it } from 'vitest';
import { codeAssets } from '../../../src/node/plugins/codeTypes';

const DEMO_HTML = '<span class="token-line"><span class="token keyword">const</span></span>';
const BLOCK_HTML = '<span class="token-line"><span class="token string">"a&amp;b"</span></span>';

describe('codeAssets', () => {
  it('publishes each key as code-types/<key>.<hash>.json', () => {
    const assets = codeAssets(
      new Map([
        ['demos/simple.tsx', DEMO_HTML],
        ['demos/_data/fleet.js', DEMO_HTML],
        ['block-0123abcd', BLOCK_HTML],
      ]),
    );
    expect([...assets.keys()]).toEqual([
      'demos/simple.tsx',
      'demos/_data/fleet.js',
      'block-0123abcd',
    ]);
    expect(assets.get('demos/simple.tsx')?.fileName).toMatch(
      /^code-types\/demos\/simple\.tsx\.[0-9a-f]{8}\.json$/,
    );
    expect(assets.get('demos/_data/fleet.js')?.fileName).toMatch(
      /^code-types\/demos\/_data\/fleet\.js\.[0-9a-f]{8}\.json$/,
    );
    expect(assets.get('block-0123abcd')?.fileName).toMatch(
      /^code-types\/block-0123abcd\.[0-9a-f]{8}\.json$/,
    );
  });

  it('holds the HTML as JSON, which the browser reads back unchanged', () => {
    const html = `${BLOCK_HTML}\n<span class="token-line">"quoted" \\ back\u2028slash</span>`;
    const asset = codeAssets(new Map([['block-1', html]])).get('block-1')!;
    expect(JSON.parse(asset.content)).toBe(html);
  });

  it('names the file after its HTML: other HTML, other name; same HTML, same hash', () => {
    const hash = (html: string) =>
      /\.([0-9a-f]{8})\.json$/.exec(codeAssets(new Map([['k', html]])).get('k')!.fileName)?.[1];
    expect(hash(DEMO_HTML)).toBe(hash(DEMO_HTML));
    expect(hash(DEMO_HTML)).not.toBe(hash(BLOCK_HTML));
    expect(hash(DEMO_HTML)).not.toBe(hash(`${DEMO_HTML}\n`));
    // The hash is of the HTML, not the key: two keys with the same HTML share it.
    const both = codeAssets(
      new Map([
        ['a', DEMO_HTML],
        ['b', DEMO_HTML],
      ]),
    );
    expect(both.get('a')!.fileName.slice(-14)).toBe(both.get('b')!.fileName.slice(-14));
  });
});
