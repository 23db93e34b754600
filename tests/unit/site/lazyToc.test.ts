import { describe, expect, it } from 'vitest';
import { readToc, type PageToc } from '../../../src/client/site/lazyToc';

const ENTRIES = [
  { id: 'api', depth: 2, title: 'API' },
  { id: 'pitfalls', depth: 2, title: 'Pitfalls' },
];

/** What readToc throws, or undefined when it returns. */
function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (value) {
    return value;
  }
  return undefined;
}

describe('readToc', () => {
  it('returns contents dumi already has (server build, dev server) without loading', () => {
    const toc: PageToc = Object.assign([...ENTRIES], {
      load: () => Promise.reject(new Error('must not load')),
    });
    expect(readToc(toc)).toBe(toc);
    expect(readToc([])).toEqual([]);
  });

  it('suspends once while the contents load, then returns them from then on', async () => {
    let calls = 0;
    const toc: PageToc = Object.assign([], {
      load: () => {
        calls += 1;
        return Promise.resolve({ toc: ENTRIES });
      },
    });
    const first = thrown(() => readToc(toc));
    expect(first).toBeInstanceOf(Promise);
    // A second render before the contents arrive waits on the same load.
    expect(thrown(() => readToc(toc))).toBe(first);
    await first;
    expect(readToc(toc)).toEqual(ENTRIES);
    expect(calls).toBe(1);
  });

  it('gives no contents once the load fails: the page shows its own notice with Reload', async () => {
    const toc: PageToc = Object.assign([], {
      load: () => Promise.reject(new Error('ChunkLoadError')),
    });
    await thrown(() => readToc(toc));
    expect(thrown(() => readToc(toc))).toBeUndefined();
    expect(readToc(toc)).toEqual([]);
  });
});
