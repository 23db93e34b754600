import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The changelog pages: each `## x.y.z` section is a release with one `<time>` date and its notes.
 * These tests check how the pages are built (order, dates, both languages alike), not which
 * releases they list or on which days: those come from rc-table's history.
 */

const PAGES = {
  en: 'docs/changelog.md',
  zh: 'docs/changelog.zh-CN.md',
} as const;

/** How each page says that a date comes from the repository history rather than the source changelog. */
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

const minor = (version: string) => version.split('.').slice(0, 2).join('.');

const pages = Object.fromEntries(
  Object.entries(PAGES).map(([locale, file]) => [locale, { file, source: read(file) }]),
) as Record<keyof typeof PAGES, { file: string; source: string }>;

/** The rc-table version the site documents: the one package.json pins. */
const DOCUMENTED = (JSON.parse(read('package.json')) as { dependencies: Record<string, string> })
  .dependencies['rc-table'];

describe.each(
  Object.entries(pages) as Array<[keyof typeof PAGES, { file: string; source: string }]>,
)('changelog page (%s)', (locale, { file, source }) => {
  const entries = parse(source);
  const versions = entries.map((entry) => entry.version);

  it('starts at the documented rc-table version and names its range in the description', () => {
    expect(versions.length).toBeGreaterThan(1);
    expect(versions[0]).toBe(DOCUMENTED);
    const description = /^description: (.*)$/m.exec(source)?.[1] ?? '';
    expect(description, file).toContain(versions[0]);
    expect(description, file).toContain(versions.at(-1));
  });

  it('uses only x.y.z version headings, strictly newest first', () => {
    for (const version of versions) expect(version, file).toMatch(SEMVER);
    for (let i = 1; i < versions.length; i += 1) {
      expect(
        compareSemver(versions[i - 1], versions[i]),
        `${versions[i - 1]} should be newer than ${versions[i]}`,
      ).toBeGreaterThan(0);
    }
  });

  it('gives every version exactly one valid ISO date and at least one note', () => {
    for (const { version, dates, body } of entries) {
      expect(dates, `${version} in ${file}`).toHaveLength(1);
      expect(isValidIsoDate(dates[0]), `${version}: ${dates[0]}`).toBe(true);
      expect(body, version).toMatch(/^- \S/m);
    }
  });

  it('dates a release no later than the entry above it, unless it is a patch to an older line', () => {
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
  });

  it('never dates a release later than a newer release of the same minor line', () => {
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

  it('says where a date comes from the repository history under that release only', () => {
    for (const { version, body } of entries) {
      const noted = BACKFILL_NOTE[locale].exec(body)?.[1];
      if (noted) expect(noted, `the note under ${version} in ${file}`).toBe(version);
    }
  });
});

describe('changelog locales', () => {
  it('list the same versions with the same dates, and the same backfill notes, in English and Chinese', () => {
    const summary = (source: string, note: RegExp) =>
      parse(source).map(({ version, dates, body }) => [version, dates, note.test(body)]);
    expect(summary(pages.zh.source, BACKFILL_NOTE.zh)).toEqual(
      summary(pages.en.source, BACKFILL_NOTE.en),
    );
  });
});
