import { describe, expect, it } from 'vitest';
import { apiHistory, normaliseType, propAt, type ApiHistory } from '../../../src/node/api/history';
import { extractApi, resolveRcTableLib, type ApiSection } from '../../../src/node/api/extract';
import { compareVersions } from '../../../src/node/changelog/history';
import publishedData from '../../../src/node/api/publishedTypes.json';
import { historyClaims, type HistoryFact } from '../../claims/derived';

/**
 * The proofs of what the API reference derives (tests/claims/derived.ts): the release a row names
 * has what the row says and the release before it has not, in the history derived from each
 * release's source (src/node/api/releaseTypes.json); and the published packages the registry
 * serves (src/node/api/publishedTypes.json) agree, at the newest of them up to the release
 * before and the oldest from the release on.
 */

const published = publishedData as ApiHistory;
const facts = [...historyClaims()];
const installed = extractApi(resolveRcTableLib());

/** The release before `version` in the derived history. */
function before(version: string): string {
  const index = apiHistory.releases.indexOf(version);
  if (index < 1) throw new Error(`${version} has no release before it in the history`);
  return apiHistory.releases[index - 1];
}

/** The published release nearest `version`: the newest up to it, or the oldest from it on. */
function servedNear(version: string, side: 'up to' | 'from'): string | undefined {
  const served = published.releases;
  return side === 'up to'
    ? served.filter((each) => compareVersions(each, version) <= 0).at(-1)
    : served.find((each) => compareVersions(each, version) >= 0);
}

/**
 * What both readings say of a prop at a release. The declaration is compared where the derived
 * history records one (it differs from the newest release's): the published reading compares
 * texts alone, so a new alias of the same type (table.direction's `Direction`, which the
 * derivation's compiler judged no change) is a change to it only.
 */
function agree(section: ApiSection, name: string, version: string): void {
  const derived = propAt(section, name, version);
  const read = propAt(section, name, version, published);
  expect({ present: read.present, deprecated: read.deprecated }, `published ${version}`).toEqual({
    present: derived.present,
    deprecated: derived.deprecated,
  });
  if (!derived.signature) return;
  const newest = installed.find((prop) => prop.section === section && prop.name === name);
  expect(normaliseType(read.signature?.type ?? newest?.type ?? ''), `published ${version}`).toBe(
    normaliseType(derived.signature.type),
  );
}

/** What the row's note says changed between the release before and the release it names. */
function holdsAcross({ section, name, version, kind }: HistoryFact): boolean {
  const then = propAt(section, name, before(version));
  const now = propAt(section, name, version);
  const typeChanged =
    then.present &&
    now.present &&
    normaliseType(then.signature?.type ?? '') !== normaliseType(now.signature?.type ?? '');
  switch (kind) {
    case 'since':
    case 'restored':
      return !then.present && now.present;
    case 'removed':
      return then.present && !now.present;
    case 'deprecated':
      return then.present && now.present && !then.deprecated && now.deprecated;
    case 'undeprecated':
      return then.present && now.present && then.deprecated && !now.deprecated;
    default: {
      const entry = apiHistory.props[section][name];
      const change = entry.changes?.find((each) => each.version === version && each.kind === kind);
      // A change through the rc-table types the prop names leaves its own text as it was.
      return Boolean(change?.via?.length) || typeChanged;
    }
  }
}

describe('the API reference’s Since and changed-in notes', () => {
  it('derives a claim for every Since and changed-in note the rows show', () => {
    expect(facts.length).toBeGreaterThan(40);
    expect(facts.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'api/table/direction/since',
        'api/column/shouldCellUpdate/since',
        'api/column/shouldCellUpdate/widened@7.8.0',
      ]),
    );
  });

  it.each(facts)('%s', (_id, fact) => {
    expect(fact.version, 'a release of the derived history').toSatisfy((version: string) =>
      apiHistory.releases.includes(version),
    );
    expect(holdsAcross(fact), 'the release has it, the release before has not').toBe(true);
    for (const version of [
      servedNear(before(fact.version), 'up to'),
      servedNear(fact.version, 'from'),
    ])
      if (version) agree(fact.section, fact.name, version);
  });
});
