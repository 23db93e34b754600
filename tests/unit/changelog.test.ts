import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import { describe, expect, it } from 'vitest';
import { compareVersions, type Release } from '../../src/node/changelog/history';
import { apiHistory, type ApiHistory } from '../../src/node/api/history';
import publishedData from '../../src/node/api/publishedTypes.json';
import {
  blocksMarkdown,
  expandReleaseHistory,
  pageLanguage,
  planReleaseHistory,
  releaseHistory,
  type PagePlan,
} from '../../src/node/changelog/page';
import { stripInline } from '../../src/node/docs/markdown';
import remarkReleaseHistory from '../../src/node/plugins/remarkReleaseHistory';
import { buildSearchIndex } from '../../src/node/search/build';

/**
 * The changelog pages: each `## x.y.z` section is a release with notes, one `<time>` date and its
 * notes; the build adds every other release of the kept history (src/node/changelog/releases.json)
 * with its date, and says what rc-table's own changelog says otherwise. These tests check the
 * pages as rendered, as their Markdown twin and search read them, against that history.
 */

const PAGES = {
  en: 'docs/changelog.md',
  zh: 'docs/changelog.zh-CN.md',
} as const;
type Locale = keyof typeof PAGES;

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const TIME_TAG = /<time datetime="([^"]*)">([^<]*)<\/time>/g;
const history = releaseHistory;
const byVersion = new Map(history.releases.map((release) => [release.version, release]));

function read(file: string): string {
  return readFileSync(resolve(process.cwd(), file), 'utf8');
}

/** The page as dumi's pipeline renders it: parse, front matter, the remark plugin, HTML. */
function render(markdown: string, page: string): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkReleaseHistory as unknown as Plugin)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true });
  processor.data('fileAbsPath', resolve(process.cwd(), page));
  return String(processor.processSync(markdown));
}

/** Text of HTML: tags dropped, the few entities the renderer writes decoded, spaces collapsed. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Entry {
  version: string;
  dates: string[];
  body: string;
}

/** Splits a page's source into its `## x.y.z` sections, in page order. */
function parse(source: string): Entry[] {
  const parts = source.split(/^## /m).slice(1);
  return parts.map((part) => {
    const newline = part.indexOf('\n');
    const version = (newline === -1 ? part : part.slice(0, newline)).trim();
    const body = newline === -1 ? '' : part.slice(newline + 1);
    const dates: string[] = [];
    for (const match of body.matchAll(TIME_TAG)) {
      expect(match[2], `${version}: <time> text must equal its datetime`).toBe(match[1]);
      dates.push(match[1]);
    }
    return { version, dates, body };
  });
}

/** The rendered page's release sections by version (heading to next heading), and its intro. */
function sectionsOf(html: string): { intro: string; sections: Map<string, string> } {
  const [intro, ...rest] = html.split(/(?=<h2[ >])/);
  const sections = new Map<string, string>();
  for (const part of rest) {
    const version = htmlText(/^<h2[^>]*>([\s\S]*?)<\/h2>/.exec(part)?.[1] ?? '');
    sections.set(version, part);
  }
  return { intro, sections };
}

const escapeDots = (version: string) => version.replace(/\./g, '\\.');

/**
 * `x.y.z (date)`, or `x.y.z (undated)` / `x.y.z（无日期）` for a release no commit sets: a
 * version followed by its date, as the lists of releases write it.
 */
const datedPattern = ({ version, date }: Release) =>
  new RegExp(`(^|[^\\d.])${escapeDots(version)}\\s*[(（]${date ?? '(undated|无日期)'}[)）]`);

function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const minor = (version: string) => version.split('.').slice(0, 2).join('.');

/** The versions an `a–b` range or a lone version stands for, in the history's order. */
function expandRange(range: string): string[] {
  const [low, high = low] = range.split('–');
  return history.releases
    .map((release) => release.version)
    .filter((version) => compareVersions(version, low) >= 0 && compareVersions(version, high) <= 0);
}

const pages = Object.fromEntries(
  Object.entries(PAGES).map(([locale, file]) => {
    const source = read(file);
    return [locale, { file, source, html: render(source, file) }];
  }),
) as Record<Locale, { file: string; source: string; html: string }>;

/** The rc-table version the site documents: the one package.json pins. */
const DOCUMENTED = (JSON.parse(read('package.json')) as { dependencies: Record<string, string> })
  .dependencies['rc-table'];

const differing = history.releases.filter(
  (release) => release.changelogDate && release.changelogDate !== release.date,
);

describe('the kept release history (src/node/changelog/releases.json)', () => {
  it('runs from the oldest release with notes up to the version the site documents', () => {
    expect(history.to).toBe(DOCUMENTED);
    expect(history.releases[0].version).toBe(DOCUMENTED);
    const oldestNoted = parse(pages.en.source).at(-1)?.version;
    expect(history.from).toBe(oldestNoted);
    expect(history.releases.at(-1)?.version).toBe(oldestNoted);
  });

  it('holds the 339 releases tagged from 3.2.0 to 7.30.3, newest first, each placed by its own commit and dated', () => {
    // Counted apart from the script, in issue 25: the `x.y.z` and `vx.y.z` tags of rc-table's
    // repository from 3.2.0 to 7.30.3, pre-releases aside.
    const tagged = history.releases.filter((release) => release.tags.length);
    expect(tagged).toHaveLength(339);
    for (const release of history.releases) {
      expect(release.version).toMatch(SEMVER);
      for (const tag of release.tags) expect(tag.replace(/^v/, ''), tag).toBe(release.version);
      if (release.publishedOnly) {
        expect(release.commit, release.version).toBeUndefined();
        continue;
      }
      expect(release.commit, release.version).toMatch(/^[0-9a-f]{40}$/);
      expect(isValidIsoDate(release.date ?? ''), `${release.version}: ${release.date}`).toBe(true);
    }
    const versions = history.releases.map((release) => release.version);
    for (let i = 1; i < versions.length; i += 1) {
      expect(compareVersions(versions[i - 1], versions[i]), versions[i]).toBeGreaterThan(0);
    }
  });

  it('corrects the tags that name a commit of another version, and places those releases by their own commits', () => {
    // Found in issue 35 and confirmed against the published packages: v7.2.1 names 7.3.1's
    // commit, v7.5.4–v7.5.8 name 7.6.x commits, v7.10.4 names 7.11.1's.
    const corrected = Object.fromEntries(
      history.releases
        .filter((release) => release.taggedVersion)
        .map((release) => [release.version, release.taggedVersion]),
    );
    expect(corrected).toMatchObject({
      '7.2.1': '7.3.1',
      '7.5.4': '7.6.0',
      '7.5.5': '7.6.1',
      '7.5.6': '7.6.2',
      '7.5.7': '7.6.4',
      '7.5.8': '7.6.4',
      '7.10.4': '7.11.1',
    });
    for (const release of history.releases.filter((each) => each.taggedVersion)) {
      expect(release.tagged, release.version).toMatch(/^[0-9a-f]{40}$/);
      expect(release.commit, release.version).not.toBe(release.tagged);
    }
    // The release commits on the 7.2.x and 7.5.x branches.
    expect(byVersion.get('7.2.1')?.commit).toBe('3275684d9782bae61c3b0e18ac452e6658ce5db3');
    expect(byVersion.get('7.5.4')?.commit).toBe('38ed5bc576bcbfbba01d1e389fd6fe2d785b44f7');
    // No commit sets these three; the registry serves their packages.
    expect(
      history.releases.filter((release) => release.publishedOnly).map((release) => release.version),
    ).toEqual(['7.12.5', '7.10.4', '7.2.2']);
  });

  it('lists an untagged version only where rc-table’s changelog describes it, or a commit sets it and the registry serves it', () => {
    const untagged = history.releases.filter((each) => !each.tags.length);
    for (const release of untagged.filter((each) => !each.inChangelog)) {
      expect(release.commit, release.version).toMatch(/^[0-9a-f]{40}$/);
    }
    // Found by the audit of issue 35: 5.0.5, set by ea2dc4b and served by the registry, untagged.
    expect(untagged.filter((each) => !each.inChangelog).map((each) => each.version)).toEqual([
      '5.0.5',
    ]);
  });

  it('reads rc-table’s changelog at the tag of the documented version', () => {
    expect(history.releases[0].tags).toContain(history.changelog.tag);
  });
});

/** Each changelog page, as rendered, with its sections. */
const PAGE_LIST = Object.values(pages).map(({ file, source, html }) => {
  const entries = parse(source);
  return {
    file,
    source,
    html,
    entries,
    versions: entries.map((entry) => entry.version),
    ...sectionsOf(html),
  };
});

describe('the changelog pages, in English and Chinese', () => {
  it('starts at the documented rc-table version and names its range in the description', () => {
    for (const { file, source, versions } of PAGE_LIST) {
      expect(versions.length).toBeGreaterThan(1);
      expect(versions[0]).toBe(DOCUMENTED);
      const description = /^description: (.*)$/m.exec(source)?.[1] ?? '';
      expect(description, file).toContain(versions[0]);
      expect(description, file).toContain(versions.at(-1));
    }
  });

  it('uses only x.y.z version headings, strictly newest first', () => {
    for (const { file, versions } of PAGE_LIST) {
      for (const version of versions) expect(version, file).toMatch(SEMVER);
      for (let i = 1; i < versions.length; i += 1) {
        expect(
          compareVersions(versions[i - 1], versions[i]),
          `${versions[i - 1]} should be newer than ${versions[i]}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('gives every release with notes exactly one date, its release commit’s, and at least one note', () => {
    for (const { file, entries } of PAGE_LIST) {
      for (const { version, dates, body } of entries) {
        expect(dates, `${version} in ${file}`).toHaveLength(1);
        expect(dates[0], `${version} in ${file}`).toBe(byVersion.get(version)?.date);
        expect(body, version).toMatch(/^- \S/m);
      }
    }
  });

  it('has notes for every release rc-table’s changelog describes', () => {
    for (const { versions } of PAGE_LIST) {
      const described = history.releases.filter((release) => release.inChangelog);
      expect(versions).toEqual(expect.arrayContaining(described.map((release) => release.version)));
    }
  });

  it('shows every release of the history once, with its date', () => {
    for (const { html, sections } of PAGE_LIST) {
      const text = htmlText(html);
      for (const release of history.releases) {
        const section = sections.get(release.version);
        if (section) {
          // A release with notes: its heading, then its date.
          expect(section, release.version).toMatch(
            new RegExp(`^<h2[^>]*>[^<]*</h2>\\s*<p><time datetime="${release.date}">`),
          );
          expect(datedPattern(release).test(text), release.version).toBe(false);
        } else {
          expect(text, release.version).toMatch(datedPattern(release));
        }
      }
    }
  });

  it('lists each release without notes under the next newer release that has notes', () => {
    for (const { sections } of PAGE_LIST) {
      let newer: string | undefined;
      for (const release of history.releases) {
        if (sections.has(release.version)) {
          newer = release.version;
          continue;
        }
        expect(newer, release.version).toBeDefined();
        const section = htmlText(sections.get(newer as string) ?? '');
        expect(section, `${release.version} under ${newer}`).toMatch(datedPattern(release));
      }
    }
  });

  it('flags every date rc-table’s changelog gives otherwise, under the release and in the intro', () => {
    for (const { intro, sections } of PAGE_LIST) {
      // The dates issue 25 found contradicted by their release commits are among them.
      expect(differing.map((release) => release.version)).toEqual(
        expect.arrayContaining(['6.3.0', '6.3.1', '4.4.7']),
      );
      for (const release of differing) {
        const section = htmlText(sections.get(release.version) ?? '');
        expect(section, release.version).toContain(release.changelogDate);
        expect(section, release.version).toContain(release.commit?.slice(0, 7));
        expect(htmlText(intro)).toMatch(
          new RegExp(
            `${escapeDots(release.version)}\\D[^.。]*${release.changelogDate}[^.。]*${release.date}`,
          ),
        );
      }
    }
  });

  it('says under each release without a date in rc-table’s changelog which commit dates it', () => {
    for (const { sections } of PAGE_LIST) {
      for (const release of history.releases.filter((each) => each.inChangelog)) {
        if (release.changelogDate) continue;
        expect(htmlText(sections.get(release.version) ?? ''), release.version).toContain(
          release.commit?.slice(0, 7),
        );
      }
    }
  });

  it('names, as ranges, exactly the releases rc-table’s changelog never described', () => {
    for (const { file, intro } of PAGE_LIST) {
      const undescribed = history.releases
        .filter((release) => !release.inChangelog)
        .map((release) => release.version);
      const RANGE = /\d+\.\d+\.\d+(?:–\d+\.\d+\.\d+)?/g;
      // The intro paragraph that names the count of those releases, then their ranges.
      const paragraph = [...intro.matchAll(/<p>([\s\S]*?)<\/p>/g)]
        .map((match) => htmlText(match[1]))
        .find((text) => text.includes(` ${undescribed.length} `));
      expect(paragraph, file).toBeDefined();
      // The ranges follow the colon; before it, the paragraph names the file and tag it read.
      const ranges = (paragraph ?? '').split(/[:：]/).slice(1).join(' ').match(RANGE) ?? [];
      expect(new Set(ranges.flatMap(expandRange))).toEqual(new Set(undescribed));
    }
  });

  it('dates a release no later than the entry above it, unless it is a patch to an older line', () => {
    for (const { entries } of PAGE_LIST) {
      for (let i = 1; i < entries.length; i += 1) {
        const [above, below] = [entries[i - 1], entries[i]];
        if (below.dates[0] > above.dates[0]) {
          expect(minor(below.version), `${below.version} is dated after ${above.version}`).not.toBe(
            minor(above.version),
          );
          expect(below.version, `${below.version} is dated after ${above.version}`).not.toMatch(
            /\.0$/,
          );
        }
      }
    }
  });

  it('never dates a release later than a newer release of the same minor line', () => {
    for (const { entries } of PAGE_LIST) {
      for (let i = 1; i < entries.length; i += 1) {
        const below = entries[i];
        const newer = entries
          .slice(0, i)
          .filter((entry) => minor(entry.version) === minor(below.version));
        for (const above of newer) {
          expect(
            below.dates[0] <= above.dates[0],
            `${below.version} (${below.dates[0]}) is dated after ${above.version} (${above.dates[0]})`,
          ).toBe(true);
        }
      }
    }
  });

  it('fails to build when a date under a heading is not its release commit’s', () => {
    for (const { file, source } of PAGE_LIST) {
      const [, version, date] = /^## (\S+)\n\n<time datetime="([^"]+)">/m.exec(source) ?? [];
      const wrong = source.replace(
        `<time datetime="${date}">${date}`,
        '<time datetime="1999-01-01">1999-01-01',
      );
      expect(() => render(wrong, file)).toThrow(new RegExp(`${escapeDots(version)}.*1999-01-01`));
    }
  });

  it('gives its Markdown twin and the search index the same releases and dates', () => {
    for (const { file, source, sections } of PAGE_LIST) {
      const expanded = expandReleaseHistory(source, file);
      const twinText = stripInline(expanded);
      const index = buildSearchIndex('x', [{ link: '/changelog', file, markdown: source }]);
      const indexed = index.records.map((record) => record.slice(2, 4).join(' ')).join(' ');
      for (const release of history.releases) {
        if (sections.has(release.version)) continue;
        expect(twinText, release.version).toMatch(datedPattern(release));
        expect(indexed, release.version).toMatch(datedPattern(release));
      }
      for (const release of differing) {
        expect(twinText, release.version).toContain(release.changelogDate);
        expect(indexed, release.version).toContain(release.changelogDate);
      }
    }
  });
});

describe('changelog locales', () => {
  it('show the same releases with the same dates, and flag the same ones, in English and Chinese', () => {
    // Per section: its date, the releases listed in it with their dates, and every date it names
    // (those of a flagged difference); sorted, as the two languages order a sentence differently.
    const summary = (html: string) => {
      const { sections } = sectionsOf(html);
      return [...sections].map(([version, section]) => {
        const text = htmlText(section);
        return [
          version,
          /<time datetime="([^"]*)"/.exec(section)?.[1],
          [...text.matchAll(/(\d+\.\d+\.\d+)\s*[(（](\d{4}-\d{2}-\d{2})[)）]/g)]
            .map((match) => `${match[1]} ${match[2]}`)
            .sort(),
          [...text.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((match) => match[0]).sort(),
        ];
      });
    };
    expect(summary(pages.zh.html)).toEqual(summary(pages.en.html));
  });
});

describe('the changelog’s generated paragraphs', () => {
  const plans = PAGE_LIST.map(({ file, entries }) => ({
    file,
    plan: planReleaseHistory(
      entries.map(({ version, dates }) => ({ version, date: dates[0] })),
      pageLanguage(file),
    ),
  }));
  const summaryText = (plan: PagePlan, part: string) =>
    blocksMarkdown(plan.summary.filter((block) => block.claim.endsWith(`/${part}`))).join(' ');
  const corrected = history.releases.filter((release) => release.taggedVersion);
  const publishedOnly = history.releases.filter((release) => release.publishedOnly);
  const published = publishedData as ApiHistory;

  it('counts every release, the tagged ones and those with notes', () => {
    const tagged = history.releases.filter((release) => release.tags.length).length;
    for (const { file, plan } of plans) {
      const text = summaryText(plan, 'total');
      const noted = parse(read(file)).length;
      for (const count of [history.releases.length, tagged, noted, history.releases.length - noted])
        expect(text, file).toMatch(new RegExp(`(^|\\D)${count}(\\D|$)`));
    }
  });

  it('names every tag that points at a commit of another version, with that version', () => {
    expect(corrected.length).toBeGreaterThan(0);
    for (const { file, plan } of plans) {
      const text = summaryText(plan, 'corrected');
      expect(text, file).toMatch(new RegExp(`(^|\\D)${corrected.length}(\\D|$)`));
      for (const release of corrected)
        expect(text, `${file}: ${release.version}`).toMatch(
          new RegExp(
            `${escapeDots(release.tags[0])}\\D[^,;、，；]*${escapeDots(release.taggedVersion ?? '')}`,
          ),
        );
    }
    // The second source: each such 7.x release the registry serves was read again from its
    // published package, which agrees with the release commit's source (published.test.ts).
    for (const release of corrected.filter((each) => each.version.startsWith('7.')))
      if (published.releases.includes(release.version))
        expect(apiHistory.releases, release.version).toContain(release.version);
  });

  it('lists undated the releases no commit sets, each one the registry serves', () => {
    expect(publishedOnly.map((release) => release.version)).toEqual(['7.12.5', '7.10.4', '7.2.2']);
    for (const { file, plan } of plans) {
      const text = summaryText(plan, 'publishedOnly');
      for (const release of publishedOnly) expect(text, file).toContain(release.version);
    }
    for (const release of publishedOnly) expect(published.releases).toContain(release.version);
  });

  it('says under a release whose tag names another version’s commit which commit dates it', () => {
    for (const { file, plan } of plans)
      for (const release of corrected) {
        const note = plan.underDate.get(release.version);
        // Only a release with notes has a place under its date; the others are in the summary.
        if (!PAGE_LIST[0].sections.has(release.version)) continue;
        const text = blocksMarkdown(note ?? []).join(' ');
        expect(text, `${file}: ${release.version}`).toContain(release.tags[0]);
        expect(text, `${file}: ${release.version}`).toContain(release.taggedVersion);
        expect(text, `${file}: ${release.version}`).toContain(release.commit?.slice(0, 7));
      }
  });

  it('gives every paragraph it adds a claim id, the same in both languages', () => {
    const ids = plans.map(({ plan }) =>
      [plan.summary, ...plan.underDate.values(), ...plan.endOfSection.values()]
        .flat()
        .map((block) => block.claim),
    );
    expect(ids[1]).toEqual(ids[0]);
    expect(new Set(ids[0]).size).toBe(ids[0].length);
    for (const id of ids[0]) expect(id).toMatch(/^changelog\/history\//);
  });
});
