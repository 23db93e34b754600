import { describe, expect, it } from 'vitest';
import {
  apiHistory,
  stateAt,
  type ApiHistory,
  type VersionState,
} from '../../../src/node/api/history';
import publishedData from '../../../src/node/api/publishedTypes.json';
import { releaseHistory } from '../../../src/node/changelog/page';

/**
 * The API history derived from each release's source (src/node/api/releaseTypes.json) against the
 * same model read from the packages the npm registry serves (src/node/api/publishedTypes.json,
 * kept by `npm run api:history`): two sources for every "Since" and "changed in".
 */

const published = publishedData as ApiHistory;

/** A prop declared otherwise then than in the newest release, as both readings can see it. */
function declaredOtherwise(state: VersionState) {
  return state.changed
    .filter((change) => change.then)
    .map(({ section, name, then, now }) => ({ section, name, then, now }));
}

describe('the derived API history and the published packages', () => {
  it('compares every 7.x release the registry serves, the newest included', () => {
    expect(published.releases.length).toBeGreaterThan(100);
    expect(published.releases.at(-1)).toBe(apiHistory.releases.at(-1));
    for (const version of published.releases) expect(apiHistory.releases).toContain(version);
  });

  it.each(published.releases)(
    '%s: the same props, exports and deprecations, and every type the derivation says differed',
    (version) => {
      const derived = stateAt(version);
      const read = stateAt(version, published);
      expect(derived.missing).toEqual(read.missing);
      expect(derived.missingExports).toEqual(read.missingExports);
      expect(derived.notYetDeprecated).toEqual(read.notYetDeprecated);
      expect(derived.deprecatedThen).toEqual(read.deprecatedThen);
      // The published reading compares type texts alone; the derivation asks the compiler, which
      // judges a new alias of the same type (table.direction in 7.29.0) no change.
      expect(declaredOtherwise(read)).toEqual(expect.arrayContaining(declaredOtherwise(derived)));
    },
  );

  it('reads every release no commit sets from its published package alone', () => {
    const publishedOnly = releaseHistory.releases
      .filter((release) => release.publishedOnly && release.version.startsWith('7.'))
      .map((release) => release.version);
    expect(publishedOnly).toEqual(['7.12.5', '7.10.4', '7.2.2']);
    for (const version of publishedOnly) {
      expect(published.releases).toContain(version);
      expect(apiHistory.releases).toContain(version);
    }
  });
});
