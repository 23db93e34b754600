import { describe, expect, it } from 'vitest';
import { keepDebugRoutes, type DebugRouteMeta } from '../../../src/client/recovery';

describe('keepDebugRoutes', () => {
  it('clears the debug flag of debug pages only, and reports them', () => {
    const metas: Record<string, DebugRouteMeta> = {
      'docs/demo/crash': { frontmatter: { debug: true } },
      'docs/demo/simple': { frontmatter: {} },
      DocLayout: {},
    };
    const kept = keepDebugRoutes([...Object.keys(metas), 'missing'], (id) => metas[id]);
    expect(kept).toEqual(['docs/demo/crash']);
    expect(metas['docs/demo/crash'].frontmatter?.debug).toBe(false);
    expect(metas['docs/demo/simple'].frontmatter?.debug).toBeUndefined();
  });
});
