import { describe, expect, it } from 'vitest';
import { NAV } from '../../../src/node/site/nav';
import { navState } from '../../../src/client/site/navState';

describe('navState', () => {
  it('marks the link to the page itself, with or without a trailing slash', () => {
    expect(navState('/demo', '/demo')).toBe('page');
    expect(navState('/zh-CN/changelog', '/zh-CN/changelog/')).toBe('page');
  });

  it('marks the section a page is in, but not a path that only shares its first letters', () => {
    expect(navState('/demo', '/demo/simple')).toBe('section');
    expect(navState('/zh-CN/demo', '/zh-CN/demo/sticky-header')).toBe('section');
    expect(navState('/demo', '/demonstration')).toBeNull();
    expect(navState('/demo', '/zh-CN/demo/simple')).toBeNull();
  });

  it('does not make the home page the section of every page', () => {
    expect(navState('/', '/demo')).toBeNull();
    expect(navState('/', '/')).toBe('page');
  });
});

describe('the header navigation of the config', () => {
  it('is flat: one internal link per item, which is all the Navbar slot renders', () => {
    const items: Array<Record<string, unknown>> = Object.values(NAV).flat();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['link', 'title']);
      expect(item.link).toMatch(/^\/[^/]/);
    }
  });
});
