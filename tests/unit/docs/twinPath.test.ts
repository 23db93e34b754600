import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveFile } from '../../../scripts/serve.mjs';
import { siteLocales } from '../../../src/node/docs/sitePages';
import { pageTwinHref, twinPath } from '../../../src/shared/docs/twinPath';
import { twinHrefOfFile } from '../../../src/node/plugins/remarkPageActions';

const HOMES = ['/', '/zh-CN'];

describe('twinPath', () => {
  it('gives a locale home page the index.md of its folder', () => {
    expect(twinPath('/', HOMES)).toBe('/index.md');
    expect(twinPath('/zh-CN', HOMES)).toBe('/zh-CN/index.md');
    expect(twinPath('/zh-CN/', HOMES)).toBe('/zh-CN/index.md');
  });

  it('gives every other page its address plus .md, a section page included', () => {
    expect(twinPath('/demo/simple', HOMES)).toBe('/demo/simple.md');
    expect(twinPath('/zh-CN/demo/simple', HOMES)).toBe('/zh-CN/demo/simple.md');
    expect(twinPath('/demo', HOMES)).toBe('/demo.md');
    expect(twinPath('/demo/', HOMES)).toBe('/demo.md');
    expect(twinPath('/changelog', HOMES)).toBe('/changelog.md');
  });

  it('puts a content tab’s key before the extension', () => {
    expect(twinPath('/changelog', HOMES, 'upgrade')).toBe('/changelog.upgrade.md');
    expect(twinPath('/zh-CN/changelog', HOMES, 'upgrade')).toBe('/zh-CN/changelog.upgrade.md');
    expect(twinPath('/', HOMES, 'x')).toBe('/index.x.md');
  });

  it('ignores the query and the anchor of an address', () => {
    expect(twinPath('/demo/simple#staff-directory', HOMES)).toBe('/demo/simple.md');
    expect(twinPath('/changelog?tab=upgrade', HOMES)).toBe('/changelog.md');
  });

  it('does not take a path that merely starts like a locale for its home', () => {
    expect(twinPath('/zh-CNx', HOMES)).toBe('/zh-CNx.md');
  });
});

describe('pageTwinHref (the layout’s head link)', () => {
  const page = { filename: 'docs/demo/simple.md', homes: HOMES };

  it('puts the twin of the page being read under the base path', () => {
    expect(pageTwinHref({ ...page, pathname: '/demo/simple', base: '/' })).toBe('/demo/simple.md');
    expect(pageTwinHref({ ...page, pathname: '/demo/simple', base: '/table/' })).toBe(
      '/table/demo/simple.md',
    );
    expect(pageTwinHref({ ...page, pathname: '/', base: '/table/' })).toBe('/table/index.md');
    expect(pageTwinHref({ ...page, pathname: '/changelog', tab: 'upgrade', base: '/table/' })).toBe(
      '/table/changelog.upgrade.md',
    );
  });

  it('gives no twin to a page made from no Markdown file (the not-found page)', () => {
    expect(pageTwinHref({ pathname: '/nope', homes: HOMES, base: '/' })).toBeUndefined();
    expect(
      pageTwinHref({ pathname: '/x', filename: 'src/pages/404.tsx', homes: HOMES, base: '/' }),
    ).toBeUndefined();
  });
});

describe('twinHrefOfFile (the address PageActions gets at build time)', () => {
  const site = { base: '/table/', locales: siteLocales(['en-US', 'zh-CN']) };

  it('is the twin of the page file’s route, under the base path', () => {
    expect(twinHrefOfFile('docs/index.md', site)).toBe('/table/index.md');
    expect(twinHrefOfFile('docs/index.zh-CN.md', site)).toBe('/table/zh-CN/index.md');
    expect(twinHrefOfFile('docs/demo/index.md', site)).toBe('/table/demo.md');
    expect(twinHrefOfFile('docs/demo/simple.zh-CN.md', site)).toBe('/table/zh-CN/demo/simple.md');
    expect(twinHrefOfFile('docs/changelog.$tab-upgrade.md', site)).toBe(
      '/table/changelog.upgrade.md',
    );
    expect(twinHrefOfFile('docs/changelog.$tab-upgrade.zh-CN.md', { ...site, base: '/' })).toBe(
      '/zh-CN/changelog.upgrade.md',
    );
  });
});

describe('twins on a static host (scripts/serve.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'twins-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const routes = ['/', '/zh-CN', '/demo', '/demo/simple', '/changelog', '/zh-CN/demo/simple'];
  for (const route of routes) {
    const html = join(root, route, 'index.html');
    mkdirSync(dirname(html), { recursive: true });
    writeFileSync(html, route);
  }
  const twins = [
    ...routes.map((route) => twinPath(route, HOMES)),
    twinPath('/changelog', HOMES, 'upgrade'),
  ];
  for (const twin of twins) writeFileSync(join(root, twin), `twin of ${twin}`);

  it.each(twins)('serves %s as the twin file, and the page beside it as the page', (twin) => {
    expect(resolveFile(root, twin)).toBe(join(root, twin));
  });

  it.each(routes)('still serves the page %s from its folder', (route) => {
    expect(resolveFile(root, route)).toBe(join(root, route, 'index.html'));
  });
});
