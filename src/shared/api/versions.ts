import type { ApiRow, ApiTypeBefore } from './model';

/**
 * The API reference as of an earlier release, worked out in the browser from what each row
 * carries (`since`, `changes`, `inheritedDeprecation`): every row describes the newest release,
 * and each change after the chosen release is undone, newest first.
 */

/** Negative when `a` is the older release, positive when it is the newer, 0 when they are equal. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  }
  return 0;
}

/** A row as of a release: each field absent, `false` or empty when the release is like today's. */
export interface RowAsOf {
  /** The release does not declare the prop (not yet, or left out for a while). */
  missing: boolean;
  /** The prop's type in the release, when its text was not today's. */
  type?: string;
  /** rc-table types the prop's type names that the release declared differently, as it did. */
  via: ApiTypeBefore[];
  /** Deprecated today but not in the release: the release that deprecated it. */
  deprecatedIn?: string;
  /** Deprecated in the release but not today: the release that ended it. */
  undeprecatedIn?: string;
  /** The release's declarations carried a `@deprecated` tag the prop only inherited. */
  inheritedDeprecation: boolean;
}

type RowHistory = Pick<ApiRow, 'type' | 'status' | 'since' | 'changes' | 'inheritedDeprecation'>;

/** The row as of `version`, a release of the history no newer than the row's. */
export function rowAsOf(row: RowHistory, version: string): RowAsOf {
  const state: RowAsOf = { missing: false, via: [], inheritedDeprecation: false };
  if (row.since && compareVersions(version, row.since) < 0) {
    state.missing = true;
    return state;
  }
  const later = (row.changes ?? []).filter(
    (change) => compareVersions(change.version, version) > 0,
  );
  let present = true;
  let deprecated = row.status === 'deprecated';
  for (const change of [...later].reverse()) {
    if (change.kind === 'removed') present = true;
    if (change.kind === 'restored') present = false;
    if (change.kind === 'deprecated') deprecated = false;
    if (change.kind === 'undeprecated') deprecated = true;
  }
  if (!present) {
    state.missing = true;
    return state;
  }
  // Between two changes the type stays put: the first later change that records one has it.
  const before = later.find((change) => change.before !== undefined)?.before;
  if (before !== undefined && before !== row.type) state.type = before;
  const seen = new Set<string>();
  for (const change of later) {
    for (const type of change.via ?? []) {
      if (seen.has(type.name)) continue;
      seen.add(type.name);
      state.via.push(type);
    }
  }
  if (row.status === 'deprecated' && !deprecated) {
    state.deprecatedIn = later.find((change) => change.kind === 'deprecated')?.version;
  }
  if (row.status !== 'deprecated' && deprecated) {
    state.undeprecatedIn = later.find((change) => change.kind === 'undeprecated')?.version;
  }
  const inherited = row.inheritedDeprecation;
  state.inheritedDeprecation = Boolean(
    inherited &&
      compareVersions(version, inherited.from) >= 0 &&
      (!inherited.until || compareVersions(version, inherited.until) < 0),
  );
  return state;
}

/** How many rows a release lacked, typed differently and did not deprecate yet. */
export interface VersionSummary {
  missing: number;
  changed: number;
  notYetDeprecated: number;
}

/** What the version picker announces for `version`. */
export function summaryAsOf(rows: readonly RowHistory[], version: string): VersionSummary {
  const summary: VersionSummary = { missing: 0, changed: 0, notYetDeprecated: 0 };
  for (const row of rows) {
    const state = rowAsOf(row, version);
    if (state.missing) summary.missing += 1;
    else if (state.type !== undefined || state.via.length) summary.changed += 1;
    if (state.deprecatedIn) summary.notYetDeprecated += 1;
  }
  return summary;
}
