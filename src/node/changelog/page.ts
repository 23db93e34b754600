import historyData from './releases.json';
import { compareVersions, type Release, type ReleaseHistory } from './history';

/**
 * What the changelog pages add to their notes from the release history: a summary, notes under
 * dates, and the releases without notes; the page, its twin and the search index read the same.
 */

export const RELEASE_HISTORY_MARKER = /^<!--\s*release-history\s*-->\s*$/;

/** The release history the pages are rendered from (`npm run changelog:history` writes it). */
export const releaseHistory = historyData as ReleaseHistory;

/** Text, or a link. */
export type Inline = string | { text: string; url: string };

/** A paragraph the page gains, with the claim id that proves it (tests/claims/changelog.ts). */
export type Block = { paragraph: Inline[]; claim: string };

/** The summary's paragraphs, in page order; a part without facts has none. */
const SUMMARY_PARTS = ['total', 'undescribed', 'differing', 'corrected', 'publishedOnly'] as const;
type SummaryPart = (typeof SUMMARY_PARTS)[number];

export type PageLanguage = 'en' | 'zh';

/** `x.zh-CN.md` is Chinese, any other page English. */
export function pageLanguage(file: string): PageLanguage {
  return /\.zh(-[\w]+)?\.md$/i.test(file) ? 'zh' : 'en';
}

/** What the page itself has: its `## x.y.z` headings, newest first, with their `<time>` dates. */
export interface NotedRelease {
  version: string;
  /** Undefined when the section has no `<time>`. */
  date?: string;
}

/** The blocks to add to a page, by place. */
export interface PagePlan {
  summary: Block[];
  /** After the date of a release with notes. */
  underDate: Map<string, Block[]>;
  /** At the end of the section of a release with notes. */
  endOfSection: Map<string, Block[]>;
}

const short = (commit: string) => commit.slice(0, 7);

function commitLink(history: ReleaseHistory, commit: string): Inline {
  // GitHub resolves an abbreviated commit, and the page's chunk stays smaller.
  return {
    text: short(commit),
    url: `https://github.com/${history.repository}/commit/${short(commit)}`,
  };
}

/** Consecutive releases (in page order) that pass `test`, oldest first, as `a–b` or `a`. */
function ranges(releases: readonly Release[], test: (release: Release) => boolean): string[] {
  const runs: Release[][] = [];
  let run: Release[] | undefined;
  for (const release of releases) {
    if (!test(release)) {
      run = undefined;
    } else if (run) {
      run.push(release);
    } else {
      run = [release];
      runs.push(run);
    }
  }
  return runs
    .reverse()
    .map((each) =>
      each.length > 1 ? `${each[each.length - 1].version}–${each[0].version}` : each[0].version,
    );
}

/** The releases of each minor version line, newest first. */
function byMinorLine(releases: readonly Release[]): Release[][] {
  const lines: Release[][] = [];
  for (const release of releases) {
    const minor = release.version.split('.').slice(0, 2).join('.');
    const last = lines[lines.length - 1];
    if (last && last[0].version.split('.').slice(0, 2).join('.') === minor) last.push(release);
    else lines.push([release]);
  }
  return lines;
}

interface Words {
  join: (items: readonly string[]) => string;
  dated: (release: Release) => string;
  itemSeparator: string;
  /** Between the releases of two minor version lines. */
  lineSeparator: string;
  end: string;
  /** Between two sentences of one paragraph. */
  sentenceSeparator: string;
  summary: (facts: SummaryFacts) => Record<SummaryPart, Inline[] | undefined>;
  dateDiffers: (changelogDate: string, commit: Inline) => Inline[];
  noChangelogDate: (commit: Inline) => Inline[];
  noTag: string;
  corrected: (tag: string, taggedVersion: string, commit: Inline) => Inline[];
  between: (older: string, newer: string) => string;
}

interface SummaryFacts {
  total: number;
  tagged: number;
  from: string;
  to: string;
  /** Untagged versions rc-table's changelog describes. */
  untagged: string[];
  /** Untagged versions it does not describe, which a commit sets and the registry serves. */
  untaggedPublished: string[];
  noted: number;
  file: string;
  tag: string;
  undescribed: number;
  undescribedRanges: string[];
  differing: Release[];
  /** Releases whose tag names a commit of another version. */
  corrected: Release[];
  publishedOnly: string[];
}

const WORDS: Record<PageLanguage, Words> = {
  en: {
    join: (items) =>
      items.length > 1
        ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
        : items.join(''),
    dated: (release) => `${release.version} (${release.date ?? 'undated'})`,
    itemSeparator: ', ',
    lineSeparator: '; ',
    end: '.',
    sentenceSeparator: ' ',
    summary: (f) => ({
      total: [
        `In all, ${f.total} releases: the ${f.tagged} tagged from ${f.from} to ${f.to}` +
          (f.untagged.length
            ? `${f.untaggedPublished.length ? ',' : ', and'} ${WORDS.en.join(f.untagged)}, which rc-table's changelog describes though no tag names ${f.untagged.length > 1 ? 'them' : 'it'}`
            : '') +
          (f.untaggedPublished.length
            ? `, and ${WORDS.en.join(f.untaggedPublished)}, which no tag names and the changelog never mentions, though a commit sets ${f.untaggedPublished.length > 1 ? 'them' : 'it'} and the npm registry serves ${f.untaggedPublished.length > 1 ? 'their packages' : 'its package'}`
            : '') +
          `. ${f.noted} have notes; the other ${f.total - f.noted} are listed with their dates at the end of the section of the next newer release with notes.`,
      ],
      undescribed: [
        `rc-table's own changelog (${f.file} at ${f.tag}) never described ${f.undescribed} of these releases: ${f.undescribedRanges.join(', ')}. Each range takes in every release this page lists from the first version to the second.`,
      ],
      differing: f.differing.length
        ? [
            `Where that changelog dates a release differently from its release commit, this page shows the commit's date and says so under the release: ${WORDS.en.join(
              f.differing.map(
                (release) =>
                  `${release.version} (changelog ${release.changelogDate}, commit ${release.date})`,
              ),
            )}.`,
          ]
        : undefined,
      corrected: f.corrected.length
        ? [
            `A release is the commit that set package.json's version to it, on whichever branch it was made; a tag only points, and ${f.corrected.length} point elsewhere: ${WORDS.en.join(
              f.corrected.map(
                (release) => `${release.tags[0]} names a commit of ${release.taggedVersion}`,
              ),
            )}. This page places and dates each of those releases by its own commit.`,
          ]
        : undefined,
      publishedOnly: f.publishedOnly.length
        ? [
            `The npm registry serves ${WORDS.en.join(f.publishedOnly)}, but no commit of the repository sets package.json's version to ${f.publishedOnly.length > 1 ? 'them' : 'it'}: this page lists ${f.publishedOnly.length > 1 ? 'them' : 'it'} undated.`,
          ]
        : undefined,
    }),
    dateDiffers: (date, commit) => [
      `rc-table's changelog dates this release ${date}; the date above is its release commit's, `,
      commit,
      '.',
    ],
    noChangelogDate: (commit) => [
      "rc-table's changelog gives no date for this release; the date above is its release commit's, ",
      commit,
      '.',
    ],
    noTag: 'No tag names this release.',
    corrected: (tag, taggedVersion, commit) => [
      `Its tag ${tag} names a commit of ${taggedVersion}; the date above is its release commit's, `,
      commit,
      '.',
    ],
    between: (older, newer) =>
      `Releases numbered between ${older} and ${newer}, without notes here: `,
  },
  zh: {
    // A space between 和 and a number, none after a full-width bracket or a Chinese character.
    join: (items) => {
      if (items.length < 2) return items.join('');
      const head = items.slice(0, -1).join('、');
      return `${head}${/[）\p{Script=Han}]$/u.test(head) ? '' : ' '}和 ${items[items.length - 1]}`;
    },
    dated: (release) => `${release.version}（${release.date ?? '无日期'}）`,
    itemSeparator: '、',
    lineSeparator: '；',
    end: '。',
    sentenceSeparator: '',
    summary: (f) => ({
      total: [
        `共 ${f.total} 个版本：从 ${f.from} 到 ${f.to} 打了标签的 ${f.tagged} 个` +
          (f.untagged.length
            ? `${f.untaggedPublished.length ? '、' : '，以及 '}${WORDS.zh.join(f.untagged)}（rc-table 的更新日志记载了它，但没有标签指向它）`
            : '') +
          (f.untaggedPublished.length
            ? `，以及 ${WORDS.zh.join(f.untaggedPublished)}（没有标签指向它，更新日志也未提及，但有提交设置了这个版本号，npm 仓库也提供它的包）`
            : '') +
          `。其中 ${f.noted} 个附有说明；其余 ${f.total - f.noted} 个连同日期列在比它新、附有说明的最近一个版本那一节的末尾。`,
      ],
      undescribed: [
        `rc-table 自带的更新日志（${f.tag} 中的 ${f.file}）从未记载其中的 ${f.undescribed} 个版本：${f.undescribedRanges.join('、')}。每个范围包括本页列出的、从前一个版本到后一个版本的全部版本。`,
      ],
      differing: f.differing.length
        ? [
            `该更新日志给出的日期与发布提交的日期不同时，本页采用提交的日期，并在该版本下注明：${WORDS.zh.join(
              f.differing.map(
                (release) =>
                  `${release.version}（更新日志为 ${release.changelogDate}，提交为 ${release.date}）`,
              ),
            )}。`,
          ]
        : undefined,
      corrected: f.corrected.length
        ? [
            `一个版本的发布即把 package.json 的版本号改为它的那次提交，不论在哪个分支上；标签只是指针，其中 ${f.corrected.length} 个指向了别处：${WORDS.zh.join(
              f.corrected.map(
                (release) => `${release.tags[0]} 指向 ${release.taggedVersion} 的提交`,
              ),
            )}。本页按这些版本各自的提交确定位置和日期。`,
          ]
        : undefined,
      publishedOnly: f.publishedOnly.length
        ? [
            `仓库中没有任何提交把 package.json 的版本号改为 ${WORDS.zh.join(f.publishedOnly)}，但 npm 仓库提供了它们的包：本页列出它们，不注日期。`,
          ]
        : undefined,
    }),
    dateDiffers: (date, commit) => [
      `rc-table 的更新日志把这个版本记为 ${date}；上面是其发布提交 `,
      commit,
      ' 的日期。',
    ],
    noChangelogDate: (commit) => [
      'rc-table 的更新日志没有给出这个版本的日期；上面是其发布提交 ',
      commit,
      ' 的日期。',
    ],
    noTag: '没有标签指向这个版本。',
    corrected: (tag, taggedVersion, commit) => [
      `它的标签 ${tag} 指向 ${taggedVersion} 的提交；上面是其发布提交 `,
      commit,
      ' 的日期。',
    ],
    between: (older, newer) => `版本号介于 ${older} 与 ${newer} 之间、本页未附说明的版本：`,
  },
};

/** What the summary paragraphs count and name, from the history. */
function summaryFacts(history: ReleaseHistory, noted: number): SummaryFacts {
  const releases = history.releases;
  return {
    total: releases.length,
    tagged: releases.filter((release) => release.tags.length).length,
    from: history.from,
    to: history.to,
    untagged: releases
      .filter((release) => !release.tags.length && release.inChangelog)
      .map((release) => release.version),
    untaggedPublished: releases
      .filter((release) => !release.tags.length && !release.inChangelog)
      .map((release) => release.version),
    noted,
    file: history.changelog.file,
    tag: history.changelog.tag,
    undescribed: releases.filter((release) => !release.inChangelog).length,
    undescribedRanges: ranges(releases, (release) => !release.inChangelog),
    differing: releases.filter(
      (release) => release.changelogDate && release.changelogDate !== release.date,
    ),
    corrected: releases.filter((release) => release.taggedVersion).reverse(),
    publishedOnly: ranges(releases, (release) => release.publishedOnly === true),
  };
}

/**
 * The blocks a page gets, from the releases it has notes for. Throws where the page and the
 * history disagree: a release with notes that the history lacks or dates otherwise, a release
 * rc-table's changelog describes without notes on the page, or one that no release with notes is
 * newer (or older) than.
 */
export function planReleaseHistory(
  noted: readonly NotedRelease[],
  language: PageLanguage,
  history: ReleaseHistory = releaseHistory,
): PagePlan {
  const words = WORDS[language];
  const byVersion = new Map(history.releases.map((release) => [release.version, release]));
  const notedSet = new Set(noted.map((release) => release.version));
  for (const { version, date } of noted) {
    const release = byVersion.get(version);
    if (!release) throw new Error(`the changelog has notes for ${version}, which is not a release`);
    if (date !== release.date) {
      throw new Error(
        `the changelog dates ${version} ${date ?? '(no <time>)'}; its release commit ${short(release.commit ?? '')} is of ${release.date}`,
      );
    }
  }

  const underDate = new Map<string, Block[]>();
  const endOfSection = new Map<string, Block[]>();
  const groups = new Map<string, Release[]>();
  let newer: string | undefined;
  for (const release of history.releases) {
    if (notedSet.has(release.version)) {
      newer = release.version;
      groups.set(newer, []);
      continue;
    }
    if (release.inChangelog) {
      throw new Error(`${release.version} is in rc-table's changelog but has no notes on the page`);
    }
    if (!newer) throw new Error(`no release with notes is newer than ${release.version}`);
    groups.get(newer)?.push(release);
  }

  const sorted = [...noted].sort((a, b) => compareVersions(b.version, a.version));
  sorted.forEach(({ version }, index) => {
    const release = byVersion.get(version) as Release;
    if (!release.commit)
      throw new Error(`the changelog has notes for ${version}, which no commit sets`);
    const link = commitLink(history, release.commit);
    const note: Inline[][] = [];
    if (release.changelogDate && release.changelogDate !== release.date) {
      note.push(words.dateDiffers(release.changelogDate, link));
    } else if (release.inChangelog && !release.changelogDate) {
      note.push(words.noChangelogDate(link));
    }
    if (!release.tags.length) note.push([words.noTag]);
    if (release.taggedVersion)
      note.push(words.corrected(release.tags[0], release.taggedVersion, link));
    if (note.length)
      underDate.set(version, [
        {
          paragraph: note.flatMap((part, i) => (i ? [words.sentenceSeparator, ...part] : part)),
          claim: `changelog/history/${version}/date-note`,
        },
      ]);

    const group = groups.get(version) ?? [];
    if (!group.length) return;
    const older = sorted[index + 1]?.version;
    if (!older) throw new Error(`${group[0].version} is older than every release with notes`);
    // One paragraph, minor lines apart: a list item per release would grow the page's chunk.
    const lines = byMinorLine(group).map((line) => line.map(words.dated).join(words.itemSeparator));
    endOfSection.set(version, [
      {
        paragraph: [words.between(older, version) + lines.join(words.lineSeparator) + words.end],
        claim: `changelog/history/${version}/between`,
      },
    ]);
  });

  const summary = words.summary(summaryFacts(history, noted.length));
  return {
    summary: SUMMARY_PARTS.flatMap((part) => {
      const paragraph = summary[part];
      return paragraph ? [{ paragraph, claim: `changelog/history/summary/${part}` }] : [];
    }),
    underDate,
    endOfSection,
  };
}

/** Inline Markdown of a block's text: nothing in it is Markdown syntax but the links. */
function inlineText(parts: readonly Inline[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.url})`))
    .join('');
}

/** Markdown text of each block. */
export function blocksMarkdown(blocks: readonly Block[]): string[] {
  return blocks.map((block) => inlineText(block.paragraph));
}

const VERSION_HEADING = /^##\s+(\d+\.\d+\.\d+)\s*$/;
const TIME = /<time\s+datetime="([^"]*)"/;

/** The releases a page's Markdown has notes for (`## x.y.z`), with the first `<time>` of each. */
export function notedReleases(markdown: string): NotedRelease[] {
  const noted: NotedRelease[] = [];
  for (const line of markdown.split('\n')) {
    const heading = VERSION_HEADING.exec(line);
    if (heading) noted.push({ version: heading[1] });
    const time = TIME.exec(line);
    const last = noted[noted.length - 1];
    if (time && last && last.date === undefined) last.date = time[1];
  }
  return noted;
}

/**
 * The page's Markdown with the release history in place (for the twin and the search index);
 * unchanged without the marker.
 */
export function expandReleaseHistory(
  markdown: string,
  file: string,
  history: ReleaseHistory = releaseHistory,
): string {
  const lines = markdown.split('\n');
  if (!lines.some((line) => RELEASE_HISTORY_MARKER.test(line))) return markdown;
  const plan = planReleaseHistory(notedReleases(markdown), pageLanguage(file), history);
  const out: string[] = [];
  const add = (blocks: readonly Block[] | undefined) => {
    if (blocks?.length) out.push('', blocksMarkdown(blocks).join('\n\n'), '');
  };
  let current: string | undefined;
  let dated = false;
  for (const line of lines) {
    if (current && /^#{1,2}\s/.test(line)) {
      add(plan.endOfSection.get(current));
      current = undefined;
    }
    if (RELEASE_HISTORY_MARKER.test(line)) {
      add(plan.summary);
      continue;
    }
    out.push(line);
    const heading = VERSION_HEADING.exec(line);
    if (heading) {
      current = heading[1];
      dated = false;
    } else if (current && !dated && TIME.test(line)) {
      dated = true;
      add(plan.underDate.get(current));
    }
  }
  if (current) add(plan.endOfSection.get(current));
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*$/, '\n');
}
