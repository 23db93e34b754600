import { describe, expect, it } from 'vitest';
import { isDebugPage, withoutDebugPages } from '../../../src/shared/site/debugPages';

describe('debug pages', () => {
  it('recognises debug: true in the front matter only', () => {
    expect(isDebugPage('---\ntitle: Hover\ndebug: true\n---\n# Hover')).toBe(true);
    expect(isDebugPage('---\ntitle: Hover\ndebug: false\n---')).toBe(false);
    expect(isDebugPage('---\ntitle: Simple\n---\n\ndebug: true')).toBe(false);
    expect(isDebugPage('# no front matter')).toBe(false);
  });

  it('removes debug pages from the route table and keeps everything else', () => {
    const files: Record<string, string> = {
      '/docs/demo/hover-perf.md': '---\ndebug: true\n---',
      '/docs/demo/simple.md': '---\ntitle: Simple\n---',
    };
    const routes = {
      a: { id: 'a', file: '/docs/demo/hover-perf.md' },
      b: { id: 'b', file: '/docs/demo/simple.md' },
      c: { id: 'c', file: '/layouts/DocLayout.tsx' },
      d: { id: 'd' },
    };
    expect(Object.keys(withoutDebugPages(routes, (file) => files[file] ?? null))).toEqual([
      'b',
      'c',
      'd',
    ]);
  });
});
