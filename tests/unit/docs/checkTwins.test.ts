import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fencedBlocks, SITE_LOCALE_IDS, twinLinkOf, twinProblems } from '../../support/checkTwins';
import { readSitePages, siteLocales } from '../../../src/node/docs/sitePages';
import { readTwinSources, siteTwinFiles } from '../../../src/node/docs/siteTwins';
import { twinPath } from '../../../src/shared/docs/twinPath';

/**
 * The post-build check (scripts/check-output.ts runs it on dist/) against a site laid out as the
 * build lays it out under /table/: a folder with an index.html per page, the twins and llms.txt
 * files beside them. It finds nothing there, and finds each defect put in a copy.
 */
const CWD = process.cwd();
const locales = siteLocales(['en-US', 'zh-CN']);
const homes = locales.map((locale) => locale.base);
const pages = readSitePages(CWD, locales);
const root = mkdtempSync(join(tmpdir(), 'twins-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const good = join(root, 'good');
for (const file of siteTwinFiles(readTwinSources(CWD, '/table/', locales, pages))) {
  mkdirSync(dirname(join(good, file.path)), { recursive: true });
  writeFileSync(join(good, file.path), file.content);
}
for (const page of pages.filter((each) => !each.tab)) {
  const html = join(good, page.route, 'index.html');
  mkdirSync(dirname(html), { recursive: true });
  const href = `/table${twinPath(page.route, homes)}`;
  writeFileSync(
    html,
    `<!DOCTYPE html><html><head><link data-rh="true" rel="alternate" type="text/markdown" href="${href}"/></head>` +
      `<body><h1>Title</h1><div class="site-page-actions"><button type="button">Copy page</button>` +
      `<a class="site-page-action" href="${href}" type="text/markdown">View as Markdown</a></div></body></html>`,
  );
}

/** A copy of the good site with one change. */
function broken(name: string, change: (dist: string) => void): string {
  const dist = join(root, name);
  cpSync(good, dist, { recursive: true });
  change(dist);
  return dist;
}

const edit = (file: string, replace: (text: string) => string) =>
  writeFileSync(file, replace(readFileSync(file, 'utf8')));

describe('twinProblems', () => {
  it('finds nothing wrong with a complete build', () => {
    expect(twinProblems(good)).toEqual([]);
  });

  it('reads the head link of a page', () => {
    expect(twinLinkOf(readFileSync(join(good, 'zh-CN/index.html'), 'utf8'))).toBe(
      '/table/zh-CN/index.md',
    );
    expect(twinLinkOf('<link rel="alternate" hreflang="zh" href="/zh-CN">')).toBeUndefined();
  });

  it('finds a demo file whose code block is not the file byte for byte', () => {
    const dist = broken('code', (d) =>
      edit(join(d, 'demo/simple.md'), (t) =>
        t.replace("import React from 'react';\n", "import React from 'react'; \n"),
      ),
    );
    expect(twinProblems(dist)).toEqual([
      {
        file: 'demo/simple.md',
        message: 'its code block of demos/simple.tsx differs from the file',
      },
      // llms-full.txt holds the twin as built, which the copy changed.
      { file: 'llms-full.txt', message: 'does not hold the twin of /demo/simple' },
    ]);
    const trimmed = fencedBlocks(readFileSync(join(dist, 'demo/simple.md'), 'utf8'))[0];
    expect(trimmed.title).toBe('demos/simple.tsx');
  });

  it('finds a missing twin, a missing demo file and wrong links to a twin', () => {
    const dist = broken('missing', (d) => {
      rmSync(join(d, 'zh-CN/demo/jsx.md'));
      edit(join(d, 'demo/simple.md'), (t) =>
        t.replace(/```ts title="demos\/_data\/format\.ts"[\s\S]*?\n```\n?/, ''),
      );
      edit(join(d, 'changelog/index.html'), (t) =>
        t.replace('/table/changelog.md', '/changelog.md'),
      );
      edit(join(d, 'zh-CN/index.html'), (t) =>
        t.replace(/(<a [^>]*href=")[^"]*/, '$1/table/index.md'),
      );
    });
    const messages = twinProblems(dist).map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'zh-CN/demo/jsx.md: is missing: the twin of docs/demo/jsx.zh-CN.md',
        'changelog/index.html: links its twin in its head as /changelog.md, not /table/changelog.md',
        'zh-CN/index.html: links its twin under its title as /table/index.md, not /table/zh-CN/index.md',
      ]),
    );
    expect(messages).toContain('demo/simple.md: has no code block of demos/_data/format.ts');
  });

  it('finds an llms.txt that leaves a page out, and links outside the base path or to nothing', () => {
    const dist = broken('llms', (d) => {
      edit(join(d, 'zh-CN/llms.txt'), (t) =>
        t.replace(/^- \[.*\]\(\/table\/zh-CN\/demo\/aria\.md\).*\n/m, ''),
      );
      edit(join(d, 'llms.txt'), (t) => t.replace('(/table/demo/simple.md)', '(/demo/simple.md)'));
      edit(join(d, 'demo/jsx.md'), (t) => `${t}\n[gone](/table/demo/gone)\n`);
    });
    expect(twinProblems(dist).map((p) => `${p.file}: ${p.message}`)).toEqual([
      'demo/jsx.md: links to /table/demo/gone, which the build does not have',
      'llms.txt: links to /demo/simple.md, outside the base path /table/',
      'llms.txt: does not list /table/demo/simple.md exactly once',
      'llms-full.txt: does not hold the twin of /demo/jsx',
      'zh-CN/llms.txt: does not list /table/zh-CN/demo/aria.md exactly once',
    ]);
  });

  it('finds a built page that has no Markdown source', () => {
    const dist = broken('extra', (d) => {
      mkdirSync(join(d, 'demo/stray'), { recursive: true });
      writeFileSync(join(d, 'demo/stray/index.html'), '<html></html>');
    });
    expect(twinProblems(dist)).toEqual([
      { file: 'demo/stray/index.html', message: 'is a page with no Markdown source, so no twin' },
    ]);
  });

  it('knows the locales .dumirc.ts declares', () => {
    const config = readFileSync('.dumirc.ts', 'utf8');
    const ids = [
      ...(/locales:\s*\[([\s\S]*?)\]/.exec(config)?.[1] ?? '').matchAll(/id:\s*'([^']+)'/g),
    ].map((m) => m[1]);
    expect(ids).toEqual(SITE_LOCALE_IDS);
  });
});
