import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkTargets } from '../../support/checkTwins';
import { llmsSections } from '../../../src/node/docs/llmsTxt';
import { navPathOf, sidebarOf } from '../../../src/node/docs/sidebar';
import {
  readSitePages,
  routeOfFile,
  siteLocales,
  tabKeyOfFile,
  type SitePage,
} from '../../../src/node/docs/sitePages';
import { readTwinSources, siteTwinFiles } from '../../../src/node/docs/siteTwins';
import { twinPath } from '../../../src/shared/docs/twinPath';
import { findRejectedTerms, formatProblems, markdownLines } from '../../support/glossary';
import { NAV } from '../../../src/node/site/nav';

const CWD = process.cwd();
const locales = siteLocales(['en-US', 'zh-CN']);
const [en, zh] = locales;
const homes = locales.map((locale) => locale.base);
const pages = readSitePages(CWD, locales);
const files = new Map(
  siteTwinFiles(readTwinSources(CWD, '/table/', locales, pages)).map((file) => [
    file.path,
    file.content,
  ]),
);

/** The rc-table version the site documents: the one package.json pins. */
const VERSION = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
).dependencies['rc-table'];

interface Group {
  title: string;
  order: number;
}

/**
 * The demo catalogue of a locale as its pages' front matter describes it: the groups in the order
 * of `group.order`, each with its demo names in the order of `order`.
 */
function catalogue(locale: (typeof locales)[number]): Array<[string, string[]]> {
  const groups = new Map<number, { title: string; pages: SitePage[] }>();
  for (const page of pages) {
    if (page.locale !== locale.id || !/\/demo\/[^/]+$/.test(page.route)) continue;
    const group = page.frontmatter.group as Group;
    const entry = groups.get(group.order) ?? { title: group.title, pages: [] };
    entry.pages.push(page);
    groups.set(group.order, entry);
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([, { title, pages: list }]) => [
      title,
      list
        .sort((a, b) => Number(a.frontmatter.order) - Number(b.frontmatter.order))
        .map((page) => page.route.split('/').pop()!),
    ]);
}

describe('routes of page files', () => {
  it('follow dumi’s conventional routing, the locale as a prefix', () => {
    expect(routeOfFile('docs/index.md', locales)).toBe('/');
    expect(routeOfFile('docs/index.zh-CN.md', locales)).toBe('/zh-CN');
    expect(routeOfFile('docs/demo/index.md', locales)).toBe('/demo');
    expect(routeOfFile('docs/demo/simple.zh-CN.md', locales)).toBe('/zh-CN/demo/simple');
    expect(routeOfFile('docs/changelog.$tab-upgrade.zh-CN.md', locales)).toBe('/zh-CN/changelog');
    expect(tabKeyOfFile('docs/changelog.$tab-upgrade.zh-CN.md')).toBe('upgrade');
    expect(tabKeyOfFile('docs/changelog.md')).toBeUndefined();
  });
});

describe('the sidebar', () => {
  it.each([en, zh])('groups the $id demo pages as dumi’s sidebar does', (locale) => {
    const groups = sidebarOf(pages, locale).get(`${locale.base.replace(/\/$/, '')}/demo`) ?? [];
    expect(groups[0].title).toBeUndefined();
    expect(groups[0].pages.map((page) => page.route)).toEqual([
      `${locale.base.replace(/\/$/, '')}/demo`,
    ]);
    expect(
      groups
        .slice(1)
        .map((group) => [group.title, group.pages.map((page) => page.route.split('/').pop())]),
    ).toEqual(catalogue(locale));
    expect(groups.length).toBeGreaterThan(2);
  });

  it('puts a page under the navigation item of its first path segment; a home page under none', () => {
    const page = (file: string) => pages.find((each) => each.file === file) as SitePage;
    expect(navPathOf(page('docs/demo/simple.zh-CN.md'), zh)).toBe('/zh-CN/demo');
    expect(navPathOf(page('docs/demo/index.md'), en)).toBe('/demo');
    expect(navPathOf(page('docs/changelog.md'), en)).toBe('/changelog');
    expect(navPathOf(page('docs/index.md'), en)).toBeUndefined();
  });
});

describe.each([
  ['/llms.txt', en],
  ['/zh-CN/llms.txt', zh],
] as const)('%s', (path, locale) => {
  const text = files.get(path) ?? '';
  const own = pages.filter((page) => page.locale === locale.id);
  const untitled = locale === zh ? '概览' : 'Overview';

  it('has the llmstxt.org head: the site’s title, a one-paragraph summary, then how to read the site', () => {
    const [title, summary, about] = text.split('\n\n');
    expect(title).toBe('# rc-table');
    expect(summary).toMatch(/^> rc-table \S.+[.。]$/);
    expect(summary).not.toContain('\n');
    expect(about).toContain(VERSION);
    expect(about).toContain(`(/table${locale.base.replace(/\/$/, '')}/llms-full.txt)`);
  });

  it('has one section per sidebar group, after the overview', () => {
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      `## ${untitled}`,
      ...catalogue(locale).map(([title]) => `## ${title}`),
    ]);
  });

  it('lists every page of its locale once, linked to its twin under the base path, with its description', () => {
    const targets = linkTargets(text);
    for (const page of own) {
      const href = `/table${twinPath(page.route, homes, page.tab)}`;
      expect(
        targets.filter((target) => target === href),
        href,
      ).toHaveLength(1);
      const line = text.split('\n').find((each) => each.includes(`](${href})`));
      expect(line).toBe(
        `- [${String(page.frontmatter.title).replace(/([\\`*[\]])/g, '\\$1')}](${href}): ${String(
          page.frontmatter.description,
        )
          .replace(/([\\`*[\]])/g, '\\$1')
          .replace(/<(?=[A-Za-z/!])/g, '\\<')}`,
      );
      expect(files.has(href.slice('/table'.length)), href).toBe(true);
    }
    expect(targets.filter((target) => target.endsWith('.md'))).toHaveLength(own.length);
  });

  it('lists the overview in the header navigation’s order, a page’s tab after it', () => {
    const overview = llmsSections({
      locale,
      pages: own,
      sidebar: sidebarOf(own, locale),
      nav: NAV[locale.id].map((item) => item.link),
      untitled,
      version: VERSION,
      base: '/',
      homes,
    })[0];
    const prefix = locale.base.replace(/\/$/, '');
    expect(overview.pages.map((page) => [page.route, page.tab])).toEqual([
      [prefix || '/', undefined],
      [`${prefix}/demo`, undefined],
      [`${prefix}/configurator`, undefined],
      [`${prefix}/classes`, undefined],
      [`${prefix}/changelog`, undefined],
      [`${prefix}/changelog`, 'upgrade'],
    ]);
  });

  it('has an llms-full.txt with the same head and every twin of the locale, in the same order', () => {
    const full = files.get(path.replace('llms.txt', 'llms-full.txt')) ?? '';
    const head = text.split('\n\n').slice(0, 3).join('\n\n');
    expect(full.startsWith(`${head}\n\n---\n\n`)).toBe(true);
    let from = 0;
    for (const target of linkTargets(text).filter((each) => each.endsWith('.md'))) {
      const twin = (files.get(target.slice('/table'.length)) ?? '').trim();
      const at = full.indexOf(twin, from);
      expect(at, target).toBeGreaterThan(from);
      from = at + twin.length;
    }
  });

  if (locale === zh) {
    it('uses the glossary’s terms', () => {
      const problems = findRejectedTerms(path, markdownLines(text));
      expect(problems, `\n${formatProblems(problems)}\n`).toEqual([]);
    });
  }
});
