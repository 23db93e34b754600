import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `v7.x.y` tag of react-component/table from v7.14.0 to v7.30.3 (53 tags, none skipped),
 * newest first, with the UTC date of its release commit: the commit that sets that version in
 * package.json (`git log --all -S'"version": "7.x.y"' -- package.json`). For the annotated tags
 * this is also the tag's own date. These are not npm publish times: the npm registry reachable
 * when this table was written gave 2024–2026 as the `time` of every rc-table version (3.2.0
 * included) and listed only 37 of these 53 versions.
 */
const TAGGED_RELEASES: ReadonlyArray<readonly [version: string, date: string]> = [
  ['7.30.3', '2023-01-08'],
  ['7.30.2', '2023-01-06'],
  ['7.30.1', '2023-01-06'],
  ['7.30.0', '2023-01-05'],
  ['7.29.1', '2023-01-04'],
  ['7.29.0', '2023-01-04'],
  ['7.28.3', '2022-12-21'],
  ['7.28.2', '2022-12-14'],
  ['7.28.1', '2022-10-27'],
  ['7.28.0', '2022-10-25'],
  ['7.27.2', '2022-09-06'],
  ['7.27.1', '2022-08-26'],
  ['7.27.0', '2022-08-24'],
  ['7.26.0', '2022-07-28'],
  ['7.25.3', '2022-07-20'],
  ['7.25.2', '2022-07-15'],
  ['7.25.1', '2022-07-14'],
  ['7.25.0', '2022-07-05'],
  ['7.24.3', '2022-06-28'],
  ['7.24.2', '2022-05-12'],
  ['7.24.1', '2022-03-31'],
  ['7.24.0', '2022-03-21'],
  ['7.23.2', '2022-03-21'],
  ['7.23.1', '2022-03-18'],
  ['7.23.0', '2022-02-16'],
  ['7.22.2', '2022-01-07'],
  ['7.22.1', '2022-01-07'],
  ['7.22.0', '2022-01-04'],
  ['7.21.1', '2022-01-02'],
  ['7.21.0', '2021-12-01'],
  ['7.20.5', '2021-11-30'],
  ['7.20.4', '2021-11-29'],
  ['7.20.3', '2021-11-26'],
  ['7.20.2', '2021-11-25'],
  ['7.20.1', '2021-11-25'],
  ['7.20.0', '2021-11-25'],
  ['7.19.2', '2021-11-16'],
  ['7.19.1', '2021-11-04'],
  ['7.19.0', '2021-10-19'],
  ['7.18.1', '2021-09-15'],
  ['7.18.0', '2021-09-15'],
  ['7.17.2', '2021-09-01'],
  ['7.17.1', '2021-07-15'],
  ['7.17.0', '2021-06-10'],
  ['7.16.3', '2021-06-06'],
  ['7.16.2', '2021-05-31'],
  ['7.16.1', '2021-05-29'],
  ['7.16.0', '2021-05-27'],
  ['7.15.2', '2021-05-31'],
  ['7.15.1', '2021-05-24'],
  ['7.15.0', '2021-05-24'],
  ['7.14.1', '2021-05-20'],
  ['7.14.0', '2021-03-30'],
];

/**
 * Every release recorded in rc-table's CHANGELOG.md (as published in the rc-table 7.13.3 package),
 * newest first. The source skips from 7.11.3 straight to 6.9.0.
 */
const CHANGELOG_VERSIONS = [
  '7.13.3',
  '7.13.2',
  '7.13.1',
  '7.12.4',
  '7.12.3',
  '7.12.2',
  '7.12.1',
  '7.12.0',
  '7.11.3',
  '6.9.0',
  '6.8.0',
  '6.7.0',
  '6.6.0',
  '6.5.0',
  '6.4.0',
  '6.3.1',
  '6.3.0',
  '6.2.0',
  '6.0.0',
  '5.6.0',
  '5.5.0',
  '5.4.0',
  '5.3.0',
  '5.0.0',
  '4.6.0',
  '4.5.3',
  '4.5.2',
  '4.5.1',
  '4.5.0',
  '4.4.7',
  '4.4.6',
  '4.4.2',
  '4.4.1',
  '4.4.0',
  '4.3.0',
  '4.2.0',
  '4.1.0',
  '4.0.0',
  '3.11.0',
  '3.10.0',
  '3.9.0',
  '3.8.0',
  '3.7.0',
  '3.6.0',
  '3.5.0',
  '3.3.0',
  '3.2.0',
];

/** Dropping or adding an entry on either page fails the tests below. */
const EXPECTED_VERSIONS = [...TAGGED_RELEASES.map(([version]) => version), ...CHANGELOG_VERSIONS];

const NEWEST = '7.30.3';
const OLDEST = '3.2.0';

/** Dates the source leaves out, taken from the repository history (the commits tagged 3.8.0 and 3.7.0). */
const BACKFILLED_DATES: Record<string, string> = {
  '3.8.0': '2016-01-11',
  '3.7.0': '2015-12-25',
};

/**
 * Patches to an older minor line published after releases listed above them: 7.15.2 came out on
 * 2021-05-31, after 7.16.0 (05-27) and 7.16.1 (05-29). Only these may be dated later than the
 * entry above them.
 */
const LATE_PATCHES = ['7.15.2'];

const PAGES = {
  en: 'docs/changelog.md',
  zh: 'docs/changelog.zh-CN.md',
} as const;

/** How each page says that a backfilled date comes from the repository history. */
const BACKFILL_NOTE: Record<keyof typeof PAGES, RegExp> = {
  en: /^Date from the repository history \(the commit tagged (\d+\.\d+\.\d+)\)/m,
  zh: /^日期取自仓库历史（打了 (\d+\.\d+\.\d+) 标签的提交）/m,
};

interface Entry {
  version: string;
  dates: string[];
  body: string;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const TIME_TAG = /<time datetime="([^"]*)">([^<]*)<\/time>/g;

function read(file: string): string {
  return readFileSync(resolve(process.cwd(), file), 'utf8');
}

/** Splits a page into its `## x.y.z` sections, in page order. */
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

function compareSemver(a: string, b: string): number {
  const pa = SEMVER.exec(a);
  const pb = SEMVER.exec(b);
  if (!pa || !pb) throw new Error(`not a version: ${a} / ${b}`);
  for (let i = 1; i <= 3; i += 1) {
    const diff = Number(pa[i]) - Number(pb[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const pages = Object.fromEntries(
  Object.entries(PAGES).map(([locale, file]) => [locale, { file, source: read(file) }]),
) as Record<keyof typeof PAGES, { file: string; source: string }>;

describe.each(
  Object.entries(pages) as Array<[keyof typeof PAGES, { file: string; source: string }]>,
)('changelog page (%s)', (locale, { file, source }) => {
  const entries = parse(source);
  const versions = entries.map((entry) => entry.version);

  it('has the expected front matter', () => {
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
    expect(frontMatter, file).toMatch(/^title: \S/m);
    // The description names the range the page covers.
    expect(frontMatter, file).toMatch(/^description: \S.*\b7\.30\.3\b.*\b3\.2\.0\b/m);
    expect(frontMatter, file).toMatch(/^keywords: \[.+\]$/m);
    expect(frontMatter, file).toMatch(/^order: 2$/m);
    expect(frontMatter, file).toMatch(/^toc: content$/m);
  });

  it('links to the GitHub releases page', () => {
    expect(source).toContain('https://github.com/react-component/table/releases');
  });

  it('uses only x.y.z version headings', () => {
    for (const version of versions) expect(version, file).toMatch(SEMVER);
  });

  it('lists exactly the tagged releases 7.30.3–7.14.0, then the releases of the source changelog', () => {
    expect(versions).toEqual(EXPECTED_VERSIONS);
    expect(versions[0]).toBe(NEWEST);
    expect(versions[versions.length - 1]).toBe(OLDEST);
    const tagged = versions.slice(0, versions.indexOf(CHANGELOG_VERSIONS[0]));
    expect(tagged).toHaveLength(53);
    expect(tagged).toEqual(TAGGED_RELEASES.map(([version]) => version));
    expect(tagged.at(-1)).toBe('7.14.0');
  });

  it('dates each release from 7.14.0 on by its release commit', () => {
    for (const [version, date] of TAGGED_RELEASES) {
      expect(entries.find((entry) => entry.version === version)?.dates, version).toEqual([date]);
    }
  });

  it('orders versions strictly newest first', () => {
    for (let i = 1; i < versions.length; i += 1) {
      expect(
        compareSemver(versions[i - 1], versions[i]),
        `${versions[i - 1]} should be newer than ${versions[i]}`,
      ).toBeGreaterThan(0);
    }
  });

  it('gives every version exactly one valid ISO date', () => {
    for (const { version, dates } of entries) {
      expect(dates, `${version} in ${file}`).toHaveLength(1);
      expect(isValidIsoDate(dates[0]), `${version}: ${dates[0]}`).toBe(true);
    }
  });

  it('uses the backfilled dates for the releases the source leaves undated, and says so', () => {
    for (const [version, date] of Object.entries(BACKFILLED_DATES)) {
      const entry = entries.find((candidate) => candidate.version === version);
      expect(entry?.dates).toEqual([date]);
      expect(BACKFILL_NOTE[locale].exec(entry?.body ?? '')?.[1], `${version} in ${file}`).toBe(
        version,
      );
    }
    // Every other date comes from the source changelog or from a release commit: no other note.
    const noted = entries.filter(({ body }) => BACKFILL_NOTE[locale].test(body));
    expect(noted.map(({ version }) => version)).toEqual(Object.keys(BACKFILLED_DATES));
  });

  it('never has a date later than the entry above it, except for late patches to an older line', () => {
    const later: string[] = [];
    for (let i = 1; i < entries.length; i += 1) {
      const [above, below] = [entries[i - 1], entries[i]];
      if (below.dates[0] > above.dates[0]) later.push(below.version);
    }
    expect(later).toEqual(LATE_PATCHES);
  });

  it('never has a date later than a newer release of the same minor line', () => {
    const minor = (version: string) => version.split('.').slice(0, 2).join('.');
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
  });

  it('gives every version at least one note', () => {
    for (const { version, body } of entries) expect(body, version).toMatch(/^- \S/m);
  });
});

describe('changelog locales', () => {
  it('list the same versions with the same dates in English and Chinese', () => {
    const summary = (source: string) => parse(source).map(({ version, dates }) => [version, dates]);
    expect(summary(pages.zh.source)).toEqual(summary(pages.en.source));
  });
});
