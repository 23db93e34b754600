import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every release recorded in rc-table's CHANGELOG.md (as published in the rc-table 7.13.3 package),
 * newest first. The source skips from 7.11.3 straight to 6.9.0. Dropping or adding an entry on
 * either page fails the tests below.
 */
const EXPECTED_VERSIONS = [
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

const NEWEST = '7.13.3';
const OLDEST = '3.2.0';

/** Dates the source leaves out, taken from the repository history. */
const BACKFILLED_DATES: Record<string, string> = {
  '3.8.0': '2016-01-11',
  '3.7.0': '2015-12-25',
};

const PAGES = {
  en: 'docs/changelog.md',
  zh: 'docs/changelog.zh-CN.md',
} as const;

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

describe.each(Object.entries(pages))('changelog page (%s)', (_locale, { file, source }) => {
  const entries = parse(source);
  const versions = entries.map((entry) => entry.version);

  it('has the expected front matter', () => {
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
    expect(frontMatter, file).toMatch(/^title: \S/m);
    expect(frontMatter, file).toMatch(/^description: \S/m);
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

  it('lists exactly the releases of the source changelog', () => {
    expect(versions).toEqual(EXPECTED_VERSIONS);
    expect(versions[0]).toBe(NEWEST);
    expect(versions[versions.length - 1]).toBe(OLDEST);
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

  it('uses the backfilled dates for the releases the source leaves undated', () => {
    for (const [version, date] of Object.entries(BACKFILLED_DATES)) {
      expect(entries.find((entry) => entry.version === version)?.dates).toEqual([date]);
    }
  });

  it('never has a date later than the entry above it', () => {
    for (let i = 1; i < entries.length; i += 1) {
      const [above, below] = [entries[i - 1], entries[i]];
      expect(
        below.dates[0] <= above.dates[0],
        `${below.version} (${below.dates[0]}) is dated after ${above.version} (${above.dates[0]})`,
      ).toBe(true);
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
