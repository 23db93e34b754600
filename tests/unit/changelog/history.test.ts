import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deriveHistory,
  formatHistory,
  parseChangelog,
  type ReleaseHistory,
} from '../../../src/node/changelog/history';

/**
 * The release history derived from a small repository made here, with the cases rc-table's own
 * history has: a release tagged twice (`x.y.z` and `vx.y.z`), a tag on a commit after the version
 * change and one on the commit before it, a version changed on a branch and merged, a tag on a
 * commit of another version, a version the changelog describes that no tag names, tags outside
 * the range and pre-release tags, and commit times in another time zone than UTC; and, as rc-table's
 * v7.2.1 and v7.12.5 are, a tag on a commit of another version whose release commit is on a branch,
 * and one whose version no commit sets, which the registry serves all the same.
 */

let dir: string;
const commits: Record<string, string> = {};

const ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

function git(args: string[], dates: { author?: string; committer?: string } = {}): string {
  return execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      ...ENV,
      GIT_AUTHOR_DATE: dates.author ?? dates.committer ?? '2000-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: dates.committer ?? '2000-01-01T00:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .toString()
    .trim();
}

/** Writes the files, commits them at `committer` (and `author`), and remembers the commit. */
function commit(
  name: string,
  files: Record<string, string>,
  dates: { author?: string; committer: string },
): void {
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  git(['add', '--all']);
  git(['commit', '--quiet', '-m', name], dates);
  commits[name] = git(['rev-parse', 'HEAD']);
}

const pkg = (version: string) => `${JSON.stringify({ name: 'x', version }, null, 2)}\n`;

const CHANGELOG = `# Changelog

## 1.3.0

\`2020-03-01\`

- A feature from a branch.

## 1.1.1 / 2020-01-09

- A fix nobody tagged.

## 1.0.0 / 2020-01-01

- First release.
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'changelog-history-'));
  git(['init', '--quiet', '-b', 'main']);
  commit('0.9.0', { 'package.json': pkg('0.9.0') }, { committer: '2019-12-01T10:00:00Z' });
  git(['tag', '0.9.0']);
  // Committed on 1 January in UTC (23:30 at +08:00 is 15:30 UTC), authored the day before.
  commit(
    '1.0.0',
    { 'package.json': pkg('1.0.0') },
    { author: '2019-12-31T12:00:00Z', committer: '2020-01-01T23:30:00+08:00' },
  );
  git(['tag', '1.0.0']);
  git(['tag', '-a', '-m', 'v1.0.0', 'v1.0.0'], { committer: '2020-01-03T00:00:00Z' });
  // 01:00 at +08:00 on 6 January is 5 January in UTC.
  commit('1.1.0', { 'package.json': pkg('1.1.0') }, { committer: '2020-01-06T01:00:00+08:00' });
  commit('fix after 1.1.0', { 'README.md': 'fix\n' }, { committer: '2020-01-07T12:00:00Z' });
  git(['tag', 'v1.1.0']);
  commit('1.1.1', { 'package.json': pkg('1.1.1') }, { committer: '2020-01-10T12:00:00Z' });
  commit('before 1.2.0', { 'README.md': 'prepare\n' }, { committer: '2020-02-01T12:00:00Z' });
  git(['tag', 'v1.2.0']);
  commit('1.2.0', { 'package.json': pkg('1.2.0') }, { committer: '2020-02-02T12:00:00Z' });
  git(['checkout', '--quiet', '-b', '1.2.x']);
  commit('1.2.2', { 'package.json': pkg('1.2.2') }, { committer: '2020-02-20T12:00:00Z' });
  git(['checkout', '--quiet', 'main']);
  git(['checkout', '--quiet', '-b', 'feature']);
  commit('1.3.0', { 'package.json': pkg('1.3.0') }, { committer: '2020-03-01T12:00:00Z' });
  git(['checkout', '--quiet', 'main']);
  commit(
    'changelog',
    { 'CHANGELOG.md': CHANGELOG, 'README.md': 'docs\n' },
    { committer: '2020-03-02T12:00:00Z' },
  );
  git(['tag', 'v1.3.0-beta.1']);
  git(['merge', '--quiet', '--no-ff', '-m', 'merge feature', 'feature'], {
    committer: '2020-03-03T12:00:00Z',
  });
  commits.merge = git(['rev-parse', 'HEAD']);
  git(['tag', '1.3.0']);
  // Tags on a commit whose package.json has another version, as rc-table's v7.2.1 and v7.12.5 are.
  git(['tag', 'v1.2.1']);
  git(['tag', 'v1.2.2']);
  commit('2.0.0', { 'package.json': pkg('2.0.0') }, { committer: '2020-04-01T12:00:00Z' });
  git(['tag', '2.0.0']);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const derive = (served: readonly string[] = ['1.2.1']): ReleaseHistory =>
  deriveHistory({
    repo: dir,
    from: '1.0.0',
    to: '1.3.0',
    repository: 'owner/name',
    published: (version) => served.includes(version),
  });

describe('deriveHistory', () => {
  it('finds each release commit, on any branch, and dates it by its UTC committer date', () => {
    expect(derive()).toEqual({
      repository: 'owner/name',
      from: '1.0.0',
      to: '1.3.0',
      changelog: { file: 'CHANGELOG.md', tag: '1.3.0' },
      releases: [
        {
          version: '1.3.0',
          tags: ['1.3.0'],
          commit: commits['1.3.0'],
          date: '2020-03-01',
          tagged: commits.merge,
          inChangelog: true,
          changelogDate: '2020-03-01',
        },
        {
          version: '1.2.2',
          tags: ['v1.2.2'],
          commit: commits['1.2.2'],
          date: '2020-02-20',
          tagged: commits.merge,
          taggedVersion: '1.3.0',
          inChangelog: false,
        },
        {
          version: '1.2.1',
          tags: ['v1.2.1'],
          tagged: commits.merge,
          taggedVersion: '1.3.0',
          publishedOnly: true,
          inChangelog: false,
        },
        {
          version: '1.2.0',
          tags: ['v1.2.0'],
          commit: commits['1.2.0'],
          date: '2020-02-02',
          tagged: commits['before 1.2.0'],
          taggedVersion: '1.1.1',
          inChangelog: false,
        },
        {
          version: '1.1.1',
          tags: [],
          commit: commits['1.1.1'],
          date: '2020-01-10',
          inChangelog: true,
          changelogDate: '2020-01-09',
        },
        {
          version: '1.1.0',
          tags: ['v1.1.0'],
          commit: commits['1.1.0'],
          date: '2020-01-05',
          tagged: commits['fix after 1.1.0'],
          inChangelog: false,
        },
        {
          version: '1.0.0',
          tags: ['1.0.0', 'v1.0.0'],
          commit: commits['1.0.0'],
          date: '2020-01-01',
          inChangelog: true,
          changelogDate: '2020-01-01',
        },
      ],
    });
  });

  it('writes the same file from the same repository', () => {
    expect(formatHistory(derive())).toBe(formatHistory(derive()));
  });

  it('cannot place a version no commit sets and the registry does not serve', () => {
    expect(() => derive([])).toThrow(
      "cannot place 1.2.1: no commit sets package.json's version to it (v1.2.1 names a commit of 1.3.0)",
    );
  });

  it('refuses a range whose ends are not tagged', () => {
    expect(() =>
      deriveHistory({ repo: dir, from: '1.0.1', to: '1.3.0', repository: 'owner/name' }),
    ).toThrow(/1\.0\.1/);
  });
});

describe('parseChangelog', () => {
  it('reads a date from the heading or from the line under it, and none where there is none', () => {
    const text = '## 2.0.0\n\n`2021-03-18`\n\n- a\n\n## 1.0.0 / 2015-09-09\n\n## 0.9.0\n\n- b\n';
    expect([...parseChangelog(text)]).toEqual([
      ['2.0.0', { date: '2021-03-18' }],
      ['1.0.0', { date: '2015-09-09' }],
      ['0.9.0', {}],
    ]);
  });
});
