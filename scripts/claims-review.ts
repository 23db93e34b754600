/**
 * Records that the proofs of the named claims were checked against what their pages say today: it
 * writes the hash of each id's sentence (tests/support/claimText.ts) into tests/claims/reviewed.json,
 * and leaves every other id's hash as it was. tests/unit/claims/reviewed.test.ts fails on a
 * sentence whose hash differs from the kept one.
 *
 *   npm run claims:review -- <id> [<id>…]   after reading the proofs of these ids again
 *   npm run claims:review -- --all          the first recording only (no file yet)
 *   npm run claims:review                   lists the ids whose sentence is not the one reviewed
 *
 * An id no page carries any more has its record removed.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  claimSentences,
  readReviewed,
  REVIEWED_FILE,
  sentenceHash,
} from '../tests/support/claimText';

const argv = process.argv.slice(2);
const sentences = claimSentences();
const reviewed = readReviewed();
const current = new Map([...sentences].map(([id, sentence]) => [id, sentenceHash(sentence)]));

/** The ids whose sentence differs from the reviewed one, is new, or is gone. */
const unreviewed = [...new Set([...current.keys(), ...Object.keys(reviewed)])]
  .filter((id) => current.get(id) !== reviewed[id])
  .sort();

if (argv.length === 0) {
  console.error('usage: npm run claims:review -- <id> [<id>…] | --all');
  console.error(
    unreviewed.length
      ? `not reviewed since their sentence changed (or new, or gone):\n  ${unreviewed.join('\n  ')}`
      : 'every sentence is the one its proof was reviewed for',
  );
  process.exit(2);
}

let ids = argv;
if (argv.includes('--all')) {
  if (Object.keys(reviewed).length > 0) {
    console.error(
      `${REVIEWED_FILE} exists: --all is for the first recording. Name the ids you reviewed.`,
    );
    process.exit(2);
  }
  ids = [...current.keys()];
}

const unknown = ids.filter((id) => !current.has(id) && !(id in reviewed));
if (unknown.length) {
  console.error(`no page carries these claim ids, and none is recorded: ${unknown.join(', ')}`);
  process.exit(1);
}
const next = { ...reviewed };
for (const id of ids) {
  const hash = current.get(id);
  if (hash) next[id] = hash;
  else delete next[id];
  console.log(`${hash ? 'recorded' : 'removed '} ${id}`);
}
const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : 1)));
const options = { ...(await resolveConfig(REVIEWED_FILE)), filepath: REVIEWED_FILE };
writeFileSync(REVIEWED_FILE, await format(JSON.stringify(sorted), options));
