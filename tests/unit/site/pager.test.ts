import { describe, expect, it } from 'vitest';
import { isoDay, pagerLinks } from '../../../src/client/site/pager';

const sidebar = [
  { children: [{ title: 'Overview', link: '/demo' }] },
  {
    children: [
      { title: 'Simple', link: '/demo/simple' },
      { title: 'Fixed columns', link: '/demo/fixed-columns' },
    ],
  },
];

describe('previous and next page', () => {
  it('follows the sidebar across groups', () => {
    expect(pagerLinks(sidebar, '/demo/simple')).toEqual({
      prev: { title: 'Overview', link: '/demo' },
      next: { title: 'Fixed columns', link: '/demo/fixed-columns' },
    });
  });

  it('has no previous page at the start, no next page at the end', () => {
    expect(pagerLinks(sidebar, '/demo').prev).toBeUndefined();
    expect(pagerLinks(sidebar, '/demo/fixed-columns').next).toBeUndefined();
  });

  it('ignores a trailing slash in the address', () => {
    expect(pagerLinks(sidebar, '/demo/simple/').next?.link).toBe('/demo/fixed-columns');
  });

  it('gives pages outside the sidebar neither', () => {
    expect(pagerLinks(sidebar, '/changelog')).toEqual({});
    expect(pagerLinks(undefined, '/demo/simple')).toEqual({});
  });
});

describe('last updated day', () => {
  it('is the UTC calendar day, whatever the time zone', () => {
    expect(isoDay(Date.UTC(2024, 2, 9, 23, 59))).toBe('2024-03-09');
    expect(isoDay(Date.UTC(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });
});
