import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API_SECTIONS } from '../../../src/node/api/extract';
import { API_MARKDOWN_TEXT, cellText, escapeText } from '../../../src/node/docs/apiMarkdown';
import { fencedBlocks, linkTargets, proseOf } from '../../support/checkTwins';
import { demoSourceFiles } from '../../../src/node/docs/demoSources';
import { inlineMarkdown, markdownTwin } from '../../../src/node/docs/markdownTwin';
import { sidebarOf } from '../../../src/node/docs/sidebar';
import { readSitePages, siteLocales, type SitePage } from '../../../src/node/docs/sitePages';
import { readTwinSources, siteTwinFiles } from '../../../src/node/docs/siteTwins';
import { twinPath } from '../../../src/shared/docs/twinPath';
import { findRejectedTerms, formatProblems, markdownLines } from '../../support/glossary';
import { propUseAnchor, propUseName } from '../../../src/node/api/propsUsed';
import { pagePropUses } from '../../../src/node/api/propsUsedMarkdown';

// The HTML reference's labels are compared below; its router import is not needed for that.
vi.mock('dumi', () => ({ history: {} }));

/** Every page and tab of the site in both languages, twinned for a build under /table/. */
const CWD = process.cwd();
const BASE = '/table/';
const locales = siteLocales(['en-US', 'zh-CN']);
const homes = locales.map((locale) => locale.base);
const pages = readSitePages(CWD, locales);
const sources = readTwinSources(CWD, BASE, locales, pages);
const files = new Map(siteTwinFiles(sources).map((file) => [file.path, file.content]));
const twinOf = (page: SitePage) => files.get(twinPath(page.route, homes, page.tab)) ?? '';
const name = (page: SitePage) => page.file;
const pageByFile = (file: string) => pages.find((page) => page.file === file) as SitePage;
const srcsOf = (page: SitePage) =>
  [...page.markdown.matchAll(/<code\b[^>]*?\ssrc=(["'])(.*?)\1/g)].map((match) => match[2]);

describe('the pages twinned', () => {
  it('are every page of docs/ in both languages, with the changelog’s upgrade tab, and no debug page', () => {
    const english = pages.filter((page) => page.locale === 'en-US');
    expect(english.length).toBeGreaterThan(40);
    expect(pages.filter((page) => page.locale === 'zh-CN')).toHaveLength(english.length);
    expect(pages.map((page) => page.route)).not.toContain('/demo/crash');
    expect(pages.filter((page) => page.tab).map((page) => [page.route, page.tab])).toEqual([
      ['/changelog', 'upgrade'],
      ['/zh-CN/changelog', 'upgrade'],
    ]);
    for (const page of pages)
      expect(files.has(twinPath(page.route, homes, page.tab)), page.file).toBe(true);
  });
});

describe.each(pages.map((page) => [name(page), page] as const))('the twin of %s', (_file, page) => {
  const twin = twinOf(page);
  const prose = proseOf(twin);

  it('starts with the page’s title and holds no front matter', () => {
    const h1 = /^# .*$/m.exec(page.markdown.replace(/^---\n[\s\S]*?\n---\n/, ''))?.[0];
    expect(twin.split('\n')[0]).toBe(h1);
    expect(twin).not.toMatch(/^(title|description|keywords|group|order|toc|debug):/m);
  });

  it('holds no HTML, no HTML comment and no dumi syntax outside its code', () => {
    // An escaped `\<` is a less-than sign in text (`its \<caption> element`), not a tag.
    expect(prose).not.toMatch(/(?<!\\)<\/?[A-Za-z][^>]*>/);
    expect(prose).not.toMatch(/<!--/);
    expect(prose).not.toMatch(/^:::/m);
    expect(fencedBlocks(twin).map((block) => block.info)).not.toContainEqual(
      expect.stringContaining('|'),
    );
  });

  it('gives each demo its title and description, and every file of it byte for byte', () => {
    const blocks = fencedBlocks(twin).filter((block) => block.title?.startsWith('demos/'));
    const expected = srcsOf(page).flatMap((src) => demoSourceFiles(CWD, join(CWD, page.file), src));
    expect(blocks.map((block) => block.title)).toEqual(expected.map((file) => file.path));
    for (const file of expected) {
      expect(blocks.find((block) => block.title === file.path)?.code).toBe(
        readFileSync(file.path, 'utf8'),
      );
    }
    for (const match of page.markdown.matchAll(/<code\b[^>]*?\stitle="([^"]*)"/g)) {
      expect(twin).toMatch(
        new RegExp(
          `^#{2,6} ${inlineMarkdown(match[1], (u) => u).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
          'm',
        ),
      );
    }
  });

  it('links to the site only under the base path, anchors with their page', () => {
    for (const target of linkTargets(twin)) {
      expect(target.startsWith('#'), target).toBe(false);
      if (target.startsWith('/')) expect(target.startsWith(BASE), target).toBe(true);
    }
  });
});

describe('the generated parts of the twins', () => {
  const demoPages = pages.filter((page) => page.markdown.includes('<!-- props-used'));

  it.each(demoPages.map((page) => [name(page), page] as const))(
    '%s lists the props its demos use, linked to the API reference of its language',
    (_file, page) => {
      const home = page.locale === 'zh-CN' ? '/table/zh-CN' : '/table/';
      const uses = pagePropUses(srcsOf(page), {
        page: page.file,
        known: sources.known,
        readDemo: (src) => demoSourceFiles(CWD, join(CWD, page.file), src)[0].code,
      });
      const heading = page.locale === 'zh-CN' ? '## 用到的属性' : '## Props used';
      const section = twinOf(page).split(`${heading}\n\n`)[1]?.split('\n\n')[0];
      expect(section).toBe(
        uses.map((use) => `- [\`${propUseName(use)}\`](${home}#${propUseAnchor(use)})`).join('\n'),
      );
    },
  );

  it.each([
    ['docs/index.md', 'en'],
    ['docs/index.zh-CN.md', 'zh'],
  ] as const)(
    '%s holds every row of the API reference as a table row, in its language',
    (file, lang) => {
      const twin = twinOf(pageByFile(file));
      const text = API_MARKDOWN_TEXT[lang];
      const header = `| ${text.property} | ${text.sinceColumn} | ${text.type} | ${text.default} | ${text.description} |`;
      expect(twin.split('\n').filter((line) => line === header)).toHaveLength(
        API_SECTIONS.length +
          new Set(sources.api.rows.filter((r) => r.status === 'internal').map((r) => r.section))
            .size,
      );
      for (const row of sources.api.rows) {
        const cells = `| ${cellText(`\`${row.name}\``)}`;
        const description = cellText(row.description[lang]);
        const line = twin
          .split('\n')
          .find((each) => each.startsWith(cells) && each.includes(description));
        expect(line, row.anchor).toBeDefined();
      }
      for (const type of sources.api.types) expect(twin).toContain(`### \`${type.name}\`\n`);
      expect(twin).not.toContain('<ApiTable');
    },
  );

  it.each([
    ['docs/index.md', 'en', 'Since', 'Type widened in 7.16.0. Type before 7.16.0: `boolean`.'],
    [
      'docs/index.zh-CN.md',
      'zh',
      '起始版本',
      '类型在 7.16.0 中放宽。7.16.0 之前的类型：`boolean`。',
    ],
  ] as const)(
    '%s gives the release that added each prop in a Since column, and its later changes',
    (file, lang, since, widened) => {
      const twin = twinOf(pageByFile(file));
      const lines = twin.split('\n');
      const line = (name: string) =>
        lines.find((each) => each.startsWith(`| ${cellText(`\`${name}\``)}`)) ?? '';
      const cells = (name: string) => line(name).split(' | ');
      expect(lines).toContain(
        `| ${API_MARKDOWN_TEXT[lang].property} | ${since} | ${API_MARKDOWN_TEXT[lang].type} | ${API_MARKDOWN_TEXT[lang].default} | ${API_MARKDOWN_TEXT[lang].description} |`,
      );
      expect(cells('caption')[1]).toBe('7.27.0');
      expect(cells('rowScope')[1]).toBe('7.28.0');
      expect(cells('expandable.fixed')[1]).toBe('7.14.0');
      // In every release since 7.0.0: empty.
      expect(cells('rowKey')[1]).toBe('');
      expect(
        lines
          .filter((each) => each.startsWith('| `fixed` |'))
          .find((each) => /7\.15\.0/.test(each)),
      ).toContain(widened);
      expect(line('title')).toContain(
        lang === 'en' ? 'Deprecated in 7.27.0.' : '在 7.27.0 中废弃。',
      );
      expect(line('expandable.expandedRowRender')).not.toMatch(/Deprecated|废弃/);
      expect(twin).not.toContain('ApiVersionPicker');
      // llms-full.txt holds the same tables.
      const full = files.get(lang === 'en' ? '/llms-full.txt' : '/zh-CN/llms-full.txt') ?? '';
      expect(full).toContain(line('caption'));
      expect(full).toContain(line('title'));
    },
  );

  it.each([
    ['docs/demo/index.md', 'en-US'],
    ['docs/demo/index.zh-CN.md', 'zh-CN'],
  ] as const)('%s lists every demo page of its language under its sidebar group', (file, id) => {
    const locale = locales.find((each) => each.id === id)!;
    const twin = twinOf(pageByFile(file));
    const groups = (sidebarOf(pages, locale).get(pageByFile(file).route) ?? []).filter(
      (g) => g.title,
    );
    expect(groups.length).toBeGreaterThan(1);
    const expected = groups.flatMap((group) => [
      `## ${group.title}`,
      ...group.pages.map(
        (page) =>
          `- [${escapeText(String(page.frontmatter.title))}](/table${page.route}): ${escapeText(String(page.frontmatter.description))}`,
      ),
    ]);
    expect(twin.split('\n').filter((line) => /^(## |- \[)/.test(line))).toEqual(expected);
  });

  it.each([
    [
      'docs/demo/colspan-rowspan-legacy.md',
      '> **Warning**',
      '[`onCell`](/table/#prop-column-oncell)',
    ],
    [
      'docs/demo/colspan-rowspan-legacy.zh-CN.md',
      '> **警告**',
      '[`onCell`](/table/zh-CN#prop-column-oncell)',
    ],
  ])('%s turns its :::warning into a block quote headed “%s”', (file, head, link) => {
    const twin = twinOf(pageByFile(file));
    const quote = twin.split('\n\n').find((block) => block.startsWith(head));
    expect(quote).toBeDefined();
    expect(quote!.split('\n').every((line) => line.startsWith('>'))).toBe(true);
    expect(quote).toContain(link);
  });

  it('keeps the text of inline HTML: keys and release dates', () => {
    expect(twinOf(pageByFile('docs/demo/column-resize.md'))).toContain(
      '- Press Tab until a handle is focused',
    );
    for (const file of ['docs/changelog.md', 'docs/changelog.zh-CN.md']) {
      const page = pageByFile(file);
      const [, version, date] = /^## (\S+)\n\n<time datetime="([^"]+)">/m.exec(page.markdown)!;
      expect(twinOf(page)).toContain(`## ${version}\n\n${date}\n\n- `);
    }
  });

  it('shows the index page’s own code blocks without dumi’s “| pure” marks', () => {
    const blocks = fencedBlocks(twinOf(pageByFile('docs/index.md')));
    expect(blocks.map((block) => block.info)).toEqual(
      expect.arrayContaining(['bash', 'ts', 'tsx']),
    );
  });

  it('shows on /classes the stylesheet the page prints, src/styles/table.css', () => {
    for (const file of ['docs/classes.md', 'docs/classes.zh-CN.md']) {
      const blocks = fencedBlocks(twinOf(pageByFile(file)));
      expect(blocks.filter((block) => block.info === 'css').map((block) => block.code)).toEqual([
        readFileSync('src/styles/table.css', 'utf8'),
      ]);
    }
  });

  it.each(
    pages.filter((page) => page.locale === 'zh-CN').map((page) => [name(page), page] as const),
  )('the Chinese twin of %s uses the glossary’s terms', (file, page) => {
    const problems = findRejectedTerms(`twin of ${file}`, markdownLines(twinOf(page)));
    expect(problems, `\n${formatProblems(problems)}\n`).toEqual([]);
  });
});

describe('inlineMarkdown', () => {
  const href = (url: string) => (url.startsWith('/') ? `/base${url}` : url);

  it('drops tags but keeps their text, outside code spans only', () => {
    expect(inlineMarkdown('Press <kbd>Tab</kbd>, then `<kbd>`', href)).toBe(
      'Press Tab, then `<kbd>`',
    );
    expect(inlineMarkdown('<time datetime="2023-01-08">2023-01-08</time>', href)).toBe(
      '2023-01-08',
    );
  });

  it('moves links to the site under the base path and leaves other links alone', () => {
    expect(inlineMarkdown('[a](/demo/x) [b](https://example.com) `[c](/d)`', href)).toBe(
      '[a](/base/demo/x) [b](https://example.com) `[c](/d)`',
    );
  });
});

describe('markdownTwin on pages it cannot convert', () => {
  const context = {
    cwd: CWD,
    base: '/',
    locale: locales[0],
    messages: {},
    api: { rows: [], types: [] },
    sidebar: new Map(),
    known: sources.known,
  };
  const page = (markdown: string): SitePage => ({
    file: 'docs/demo/fake.md',
    route: '/demo/fake',
    locale: 'en-US',
    markdown,
    frontmatter: {},
  });

  it('names the page and the demo that is missing', () => {
    expect(() =>
      markdownTwin(page('# X\n\n<code src="../../demos/nope.tsx"></code>\n'), context),
    ).toThrow(/docs\/demo\/fake\.md: the demo "..\/..\/demos\/nope.tsx" was not found/);
  });

  it('names an API section that does not exist', () => {
    expect(() =>
      markdownTwin(page('# X\n\n<ApiTable section="nope"></ApiTable>\n'), context),
    ).toThrow(/section="nope"/);
  });

  it('refuses an HTML block it has no Markdown for instead of dropping it', () => {
    expect(() => markdownTwin(page('# X\n\n<div>text</div>\n'), context)).toThrow(
      /docs\/demo\/fake\.md:3/,
    );
  });
});
