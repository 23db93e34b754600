import { describe, expect, it, vi } from 'vitest';
import { javaScriptFetcher } from '../../../src/client/demos/javascriptFetcher';

/** A manifest as the build writes it (src/node/plugins/javascript.ts): where each file's JavaScript is. */
const MANIFEST = {
  'simple.tsx': '/demo-javascript/simple.1a2b3c4d.json',
  'fleet.tsx': '/demo-javascript/fleet.5e6f7a8b.json',
  '_data/fleet.ts': '/demo-javascript/_data/fleet.9c0d1e2f.json',
};

const published: Record<string, string> = {
  '/demo-javascript/simple.1a2b3c4d.json': 'const a = 1;\n',
  '/demo-javascript/fleet.5e6f7a8b.json': "import { f } from './_data/fleet';\n",
  '/demo-javascript/_data/fleet.9c0d1e2f.json': 'export const f = [];\n',
};

/** A server of the published files; `down` answers 503 for the URLs in it. */
function server(down = new Set<string>()) {
  return vi.fn(async (url: string) =>
    down.has(url)
      ? new Response('', { status: 503 })
      : new Response(JSON.stringify(published[url]), { status: 200 }),
  );
}

describe('fetching the published JavaScript', () => {
  it('fetches each file of a demo once, keyed like the demo asset', async () => {
    const fetch = server();
    const { fetchDemoJavaScript } = javaScriptFetcher(MANIFEST, fetch);
    const asset = {
      entry: 'index.tsx',
      dependencies: {
        'index.tsx': { type: 'FILE', value: '' },
        './_data/fleet.ts': { type: 'FILE', value: '' },
        react: { type: 'NPM', value: '18.3.1' },
      },
    };
    await expect(fetchDemoJavaScript('demos/fleet.tsx', asset)).resolves.toEqual({
      'index.tsx': "import { f } from './_data/fleet';\n",
      './_data/fleet.ts': 'export const f = [];\n',
    });
    await fetchDemoJavaScript('demos/fleet.tsx', asset);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails for a file the build made nothing for, or a demo outside demos/', async () => {
    const { fetchJavaScriptFile, fetchDemoJavaScript } = javaScriptFetcher(MANIFEST, server());
    await expect(fetchJavaScriptFile('missing.tsx')).rejects.toThrow(/demos\/missing\.tsx/);
    const asset = {
      entry: 'index.tsx',
      dependencies: { 'index.tsx': { type: 'FILE', value: '' } },
    };
    await expect(fetchDemoJavaScript('docs/inline.tsx', asset)).rejects.toThrow(/outside demos/);
  });

  it('asks again after a failed fetch', async () => {
    const down = new Set(['/demo-javascript/simple.1a2b3c4d.json']);
    const fetch = server(down);
    const { fetchJavaScriptFile } = javaScriptFetcher(MANIFEST, fetch);
    await expect(fetchJavaScriptFile('simple.tsx')).rejects.toThrow(/503/);
    down.clear();
    await expect(fetchJavaScriptFile('simple.tsx')).resolves.toBe('const a = 1;\n');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
