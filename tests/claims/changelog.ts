import type { Proofs } from '../support/claims';
import * as late from './changelog/v7-late';
import * as mid from './changelog/v7-mid';
import * as early from './changelog/v7-early';
import * as v6 from './changelog/v6';
import * as old from './changelog/old';

const CHANGELOG_TEST = 'tests/unit/changelog.test.ts';

/**
 * The claims of the changelog's notes (`changelog/<version>/<n>`, the n-th note of a release) and of
 * its introduction. A note about a change proves it with the tagged source on both sides of it (a
 * source proof with `before`); one that says what a release still does in 7.30.3 may prove it with
 * a test. One file per stretch of releases.
 */
export const CLAIMS: Record<string, Proofs> = {
  'changelog/intro': [
    {
      test: `${CHANGELOG_TEST} › the kept release history (src/node/changelog/releases.json) › holds the 339 releases tagged from 3.2.0 to 7.30.3, newest first, each placed by its own commit and dated`,
    },
    {
      test: `${CHANGELOG_TEST} › the kept release history (src/node/changelog/releases.json) › corrects the tags that name a commit of another version, and places those releases by their own commits`,
    },
    {
      test: `${CHANGELOG_TEST} › the changelog’s generated paragraphs › lists undated the releases no commit sets, each one the registry serves`,
    },
    {
      test: `${CHANGELOG_TEST} › the kept release history (src/node/changelog/releases.json) › reads rc-table’s changelog at the tag of the documented version`,
    },
    {
      test: `tests/unit/claims/inventory.test.ts › the claim inventory › cites only facts of rc-table's tagged source that tests/claims/tagged-source.json holds, and it holds no other`,
    },
    // rc-table's own changelog: 7.11.3's section is followed by 6.9.0's.
    { release: '7.30.3', file: 'CHANGELOG.md', line: 52, has: '## 7.11.3' },
    { release: '7.30.3', file: 'CHANGELOG.md', line: 64, has: '## 6.9.0' },
  ],
  ...late.CLAIMS,
  ...mid.CLAIMS,
  ...early.CLAIMS,
  ...v6.CLAIMS,
  ...old.CLAIMS,
};
