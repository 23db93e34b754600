import { matchRoutes as uncached } from 'react-router/index.js';
import { describe, expect, it } from 'vitest';
import { matchRoutes, matchPath } from '../../../src/node/patches/standins/routeMatchCache';

const routes = () => [
  {
    id: 'DocLayout',
    path: '/',
    children: [
      { id: 'index', path: '' },
      { id: 'demo/simple', path: 'demo/simple' },
      { id: 'zh-CN/demo/simple', path: 'zh-CN/demo/simple' },
      { id: '404', path: '*' },
    ],
  },
];

const ids = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((match) => (match.route as { id: string }).id);

describe('remembered route matching', () => {
  it('answers like react-router for pages, unknown paths and base paths', () => {
    const table = routes();
    for (const [path, base] of [
      ['/demo/simple', undefined],
      ['/zh-CN/demo/simple', undefined],
      ['/nope', undefined],
      ['/table/demo/simple', '/table'],
      ['/elsewhere', '/table'],
    ] as const) {
      expect(matchRoutes(table, path, base)).toEqual(uncached(table, path, base));
    }
    expect(ids(matchRoutes(table, { pathname: '/demo/simple' }))).toEqual([
      'DocLayout',
      'demo/simple',
    ]);
  });

  it('matches a table and address once, and hands out a fresh array each time', () => {
    const table = routes();
    const first = matchRoutes(table, '/demo/simple');
    first?.pop();
    const second = matchRoutes(table, '/demo/simple');
    expect(ids(second)).toEqual(['DocLayout', 'demo/simple']);
    expect(second).not.toBe(first);
    // The match objects are the remembered ones.
    expect(second?.[0]).toBe(matchRoutes(table, '/demo/simple')?.[0]);
  });

  it('matches again when the table grows or another table is asked', () => {
    const table = routes();
    expect(ids(matchRoutes(table, '/demo/extra'))).toEqual(['DocLayout', '404']);
    table[0].children.push({ id: 'demo/extra', path: 'demo/extra' });
    expect(ids(matchRoutes(table, '/demo/extra'))).toEqual(['DocLayout', 'demo/extra']);
    expect(ids(matchRoutes(routes(), '/demo/extra'))).toEqual(['DocLayout', '404']);
  });

  it("passes the rest of react-router's API through", () => {
    expect(matchPath('/demo/:name', '/demo/simple')?.params).toEqual({ name: 'simple' });
  });
});
