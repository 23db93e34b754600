import { execFileSync } from 'node:child_process';

/**
 * rc-table's release history as its repository records it, each release placed by the commit that
 * set its version; `npm run changelog:history` keeps it in releases.json, which the pages read.
 */

/** Where `npm run changelog:history` writes the history, relative to the project root. */
export const RELEASES_FILE = 'src/node/changelog/releases.json';

/** One release. */
export interface Release {
  version: string;
  /** The tag names for this version, `x.y.z` before `vx.y.z`; none for a version only the changelog names. */
  tags: string[];
  /** The commit that set package.json's version to this one; absent when `publishedOnly`. */
  commit?: string;
  /** UTC date (YYYY-MM-DD) of the release commit's committer date; absent with `commit`. */
  date?: string;
  /** The commit the tag names, when it is not the release commit. */
  tagged?: string;
  /** package.json's version at the commit the tag names, when it is another one: a corrected tag. */
  taggedVersion?: string;
  /** No commit sets this version; the npm registry serves its published package. */
  publishedOnly?: boolean;
  /** Whether the changelog file has a section for this version. */
  inChangelog: boolean;
  /** The date the changelog file gives the version, when it gives one. */
  changelogDate?: string;
}

/** What `releases.json` holds. */
export interface ReleaseHistory {
  repository: string;
  /** The oldest and newest version of the range, both tagged. */
  from: string;
  to: string;
  /** The changelog file read, and the tag it was read at. */
  changelog: { file: string; tag: string };
  /** Newest first, by version number. */
  releases: Release[];
}

export interface DeriveOptions {
  /** A git directory (bare or a work tree). */
  repo: string;
  from: string;
  to: string;
  /** Recorded as is, e.g. `react-component/table`. */
  repository: string;
  /** Tried in order at the tag of `to`. */
  changelogFiles?: readonly string[];
  /** Whether the registry serves a version: one no commit sets is kept only then. */
  published?: (version: string) => boolean;
}

const RELEASE_TAG = /^v?(\d+\.\d+\.\d+)$/;

/** Negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i];
  }
  return 0;
}

function git(repo: string, args: readonly string[], input?: string): Buffer {
  return execFileSync('git', ['-C', repo, ...args], {
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Several blobs (`<rev>:<path>`) in one `git cat-file --batch`; undefined for a missing one. */
export function readBlobs(repo: string, specs: readonly string[]): Array<string | undefined> {
  if (!specs.length) return [];
  const out = git(repo, ['cat-file', '--batch'], `${specs.join('\n')}\n`);
  const blobs: Array<string | undefined> = [];
  let at = 0;
  for (let i = 0; i < specs.length; i += 1) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!size) {
      blobs.push(undefined);
      continue;
    }
    const length = Number(size[1]);
    blobs.push(out.subarray(at, at + length).toString('utf8'));
    at += length + 1;
  }
  return blobs;
}

/** package.json's `version` in each commit; undefined where there is none or it is not JSON. */
function versionsAt(repo: string, commits: readonly string[]): Array<string | undefined> {
  return readBlobs(
    repo,
    commits.map((commit) => `${commit}:package.json`),
  ).map((text) => {
    if (text === undefined) return undefined;
    try {
      const version = (JSON.parse(text) as { version?: unknown }).version;
      return typeof version === 'string' ? version : undefined;
    } catch {
      return undefined;
    }
  });
}

/** UTC date (YYYY-MM-DD) of a commit time in seconds. */
function utcDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

function isAncestor(repo: string, ancestor: string, descendant: string): boolean {
  try {
    git(repo, ['merge-base', '--is-ancestor', ancestor, descendant]);
    return true;
  } catch {
    return false;
  }
}

/** A commit that set package.json's version: none of its parents had that version. */
export interface VersionBump {
  commit: string;
  /** Committer time, in seconds. */
  time: number;
}

/** Every commit of the branches and tags (not pull requests) that set a version, by version. */
export function versionBumps(repo: string): Map<string, VersionBump[]> {
  const rows = git(repo, [
    'log',
    '--branches',
    '--tags',
    '--full-history',
    '--format=%H %ct %P',
    '--',
    'package.json',
  ])
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit, time, ...parents] = line.split(' ');
      return { commit, time: Number(time), parents };
    });
  const shas = [...new Set(rows.flatMap((row) => [row.commit, ...row.parents]))];
  const versions = new Map(versionsAt(repo, shas).map((version, i) => [shas[i], version]));
  const bumps = new Map<string, VersionBump[]>();
  for (const { commit, time, parents } of rows) {
    const version = versions.get(commit);
    if (!version || parents.some((parent) => versions.get(parent) === version)) continue;
    bumps.set(version, [...(bumps.get(version) ?? []), { commit, time }]);
  }
  return bumps;
}

/**
 * The release commit among a version's `bumps`: the one a same-version tag names or descends from
 * (or, as v7.30.1, one that descends from the tag); else the oldest.
 */
export function releaseCommit(
  repo: string,
  tagged: string | undefined,
  bumps: readonly VersionBump[],
): VersionBump | undefined {
  const oldest = [...bumps].sort((a, b) => a.time - b.time);
  if (tagged) {
    const before = bumps
      .filter((bump) => isAncestor(repo, bump.commit, tagged))
      .sort((a, b) => b.time - a.time);
    if (before.length) return before[0];
    const after = oldest.filter((bump) => isAncestor(repo, tagged, bump.commit));
    if (after.length) return after[0];
  }
  return oldest[0];
}

/**
 * The versions a changelog file has a `## x.y.z` section for, with the date it gives: in the
 * heading (`## 6.3.0 / 2018-08-02`) or on the section's first line (`` `2021-03-18` ``).
 */
export function parseChangelog(text: string): Map<string, { date?: string }> {
  const sections = new Map<string, { date?: string }>();
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const heading = /^#{1,6}\s+v?(\d+\.\d+\.\d+)\b(.*)$/.exec(lines[i]);
    if (!heading) continue;
    let date = /(\d{4}-\d{2}-\d{2})/.exec(heading[2])?.[1];
    if (!date) {
      let next = i + 1;
      while (next < lines.length && !lines[next].trim()) next += 1;
      date = /^\s*`?(\d{4}-\d{2}-\d{2})`?\s*$/.exec(lines[next] ?? '')?.[1];
    }
    if (!sections.has(heading[1])) sections.set(heading[1], date ? { date } : {});
  }
  return sections;
}

/** Every version tagged, described by the changelog, or set by a commit and served, newest first. */
export function deriveHistory(options: DeriveOptions): ReleaseHistory {
  const { repo, from, to } = options;
  const tagsByVersion = new Map<string, string[]>();
  for (const tag of git(repo, ['tag', '--list']).toString().split('\n')) {
    const version = RELEASE_TAG.exec(tag.trim())?.[1];
    if (!version) continue;
    if (compareVersions(version, from) < 0 || compareVersions(version, to) > 0) continue;
    tagsByVersion.set(version, [...(tagsByVersion.get(version) ?? []), tag.trim()]);
  }
  for (const bound of [from, to]) {
    if (!tagsByVersion.has(bound)) throw new Error(`no release tag for ${bound}`);
  }

  const toTag = (tagsByVersion.get(to) ?? []).sort()[0];
  const files = options.changelogFiles ?? ['CHANGELOG.md', 'HISTORY.md'];
  const texts = readBlobs(
    repo,
    files.map((file) => `${toTag}:${file}`),
  );
  const found = texts.findIndex((text) => text !== undefined);
  if (found === -1) throw new Error(`none of ${files.join(', ')} at ${toTag}`);
  const changelog = parseChangelog(texts[found] ?? '');

  const bumps = versionBumps(repo);
  const inRange = (version: string) =>
    compareVersions(version, from) >= 0 && compareVersions(version, to) <= 0;
  // A version a commit sets and the registry serves is a release, tagged or not (5.0.5).
  const published = [...bumps.keys()].filter(
    (version) =>
      /^\d+\.\d+\.\d+$/.test(version) && inRange(version) && options.published?.(version),
  );
  const versions = [
    ...new Set([...tagsByVersion.keys(), ...[...changelog.keys()].filter(inRange), ...published]),
  ].sort((a, b) => compareVersions(b, a));
  const releases = versions.map((version) =>
    placeRelease(repo, version, tagsByVersion.get(version) ?? [], bumps, options.published),
  );
  for (const release of releases) {
    const entry = changelog.get(release.version);
    release.inChangelog = entry !== undefined;
    if (entry?.date) release.changelogDate = entry.date;
  }
  return {
    repository: options.repository,
    from,
    to,
    changelog: { file: files[found], tag: toTag },
    releases,
  };
}

/**
 * A version placed by its release commit; a tag naming another version's commit is recorded as
 * corrected. A version no commit sets is kept, undated, only when the registry serves it.
 */
function placeRelease(
  repo: string,
  version: string,
  tags: string[],
  bumps: ReadonlyMap<string, readonly VersionBump[]>,
  published: ((version: string) => boolean) | undefined,
): Release {
  tags.sort();
  const named = [
    ...new Set(
      tags.map((tag) =>
        git(repo, ['rev-parse', `${tag}^{commit}`])
          .toString()
          .trim(),
      ),
    ),
  ];
  if (named.length > 1) throw new Error(`${tags.join(' and ')} name different commits`);
  const tagged = named[0] as string | undefined;
  const taggedVersion = tagged && versionsAt(repo, [tagged])[0];
  const corrected = tagged !== undefined && taggedVersion !== version;
  const bump = releaseCommit(repo, corrected ? undefined : tagged, bumps.get(version) ?? []);
  const pointers = {
    ...(tagged && tagged !== bump?.commit ? { tagged } : {}),
    ...(corrected && taggedVersion ? { taggedVersion } : {}),
  };
  if (bump) {
    return {
      version,
      tags,
      commit: bump.commit,
      date: utcDate(bump.time),
      ...pointers,
      inChangelog: false,
    };
  }
  if (!published?.(version)) {
    throw new Error(
      `cannot place ${version}: no commit sets package.json's version to it` +
        (tagged ? ` (${tags.join(', ')} names a commit of ${taggedVersion ?? 'no version'})` : '') +
        ', and the registry serves no package of it',
    );
  }
  return { version, tags, ...pointers, publishedOnly: true, inChangelog: false };
}

/** The file's text: two-space JSON, one key order, a final newline. */
export function formatHistory(history: ReleaseHistory): string {
  return `${JSON.stringify(history, null, 2)}\n`;
}
