/**
 * Checks the claims proven by rc-table's source at a release (tests/claims: proofs with `release`)
 * against a clone of its repository, read at each release's own commit, and keeps what it found in tests/claims/tagged-source.json, where the
 * inventory test (tests/unit/claims/inventory.test.ts) finds it without the repository.
 *
 *   npm run claims:sources -- --repo <git dir> [--check | --dry [--ids <prefix>,…]]
 *
 * `--repo` is a clone of https://github.com/react-component/table with its tags (bare or not). A
 * proof that does not hold is printed and nothing is written; `--check` writes nothing either and
 * fails when the kept file differs from what the repository says today; `--dry` only checks, the
 * claims whose ids start with one of `--ids` when given.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { readBlobs, RELEASES_FILE, type ReleaseHistory } from '../src/node/changelog/history';
import { CLAIMS } from '../tests/claims/inventory';
import {
  proofList,
  sourceChecks,
  type SourceCheck,
  type SourceFact,
  type SourceProof,
} from '../tests/support/claims';

const OUT = 'tests/claims/tagged-source.json';
const argv = process.argv.slice(2);
const repo = argv[argv.indexOf('--repo') + 1];
const prefixes = argv.includes('--ids') ? argv[argv.indexOf('--ids') + 1].split(',') : [''];
if (!argv.includes('--repo') || !repo) {
  console.error(
    'usage: npm run claims:sources -- --repo <git dir of react-component/table> [--check]',
  );
  process.exit(2);
}

const history = JSON.parse(readFileSync(RELEASES_FILE, 'utf8')) as ReleaseHistory;
/**
 * A release's source is its release commit, the one that set its version (placed by `npm run
 * changelog:history`), never its tag: some tags name another version's commit. A release no commit
 * sets has no source to read, and a proof at it is refused.
 */
const refOf = new Map(
  history.releases.flatMap((r) => (r.commit ? [[r.version, r.commit] as const] : [])),
);

for (const release of history.releases)
  if (release.taggedVersion && release.commit)
    console.log(
      `${release.version}: read at its release commit ${release.commit.slice(0, 8)}, not at ${release.tags[0]} (a commit of ${release.taggedVersion})`,
    );

const checks: Array<{ id: string; check: SourceCheck }> = [];
for (const [id, proofs] of Object.entries(CLAIMS))
  if (prefixes.some((prefix) => id.startsWith(prefix)))
    for (const proof of proofList(proofs))
      if ('release' in proof)
        for (const check of sourceChecks(proof as SourceProof)) checks.push({ id, check });

const specs = [
  ...new Set(
    checks
      .filter(({ check }) => !('sameAs' in check))
      .map(({ check }) => `${check.release}\0${check.file}`),
  ),
];
const problems: string[] = [];
const texts = new Map<string, string | undefined>();
const known = specs.filter((spec) => {
  const release = spec.split('\0')[0];
  if (refOf.has(release)) return true;
  problems.push(`${release} is not a release of ${RELEASES_FILE} placed by its own commit`);
  return false;
});
readBlobs(
  repo,
  known.map((spec) => {
    const [release, file] = spec.split('\0');
    return `${refOf.get(release)}:${file}`;
  }),
).forEach((text, i) => texts.set(known[i], text));

/** The id of a blob or tree (`<rev>:<path>`), undefined when there is none. */
function objectId(spec: string): string | undefined {
  try {
    return execFileSync('git', ['-C', repo, 'rev-parse', '--verify', '--quiet', spec])
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

const facts: SourceFact[] = [];
const seen = new Set<string>();
for (const { id, check } of checks) {
  const { release, file } = check;
  if (!refOf.has(release)) continue;
  const text = texts.get(`${release}\0${file}`);
  const where = `${id}: ${file} at ${release}`;
  let fact: SourceFact;
  if ('sameAs' in check) {
    const [here, there] = [release, check.sameAs].map((r) => objectId(`${refOf.get(r)}:${file}`));
    if (!here || here !== there) {
      problems.push(`${where} is not the same as at ${check.sameAs}`);
      continue;
    }
    fact = check;
  } else if ('line' in check) {
    const line = text?.split('\n')[check.line - 1];
    if (line === undefined) {
      problems.push(
        `${where}: no line ${check.line}${text === undefined ? ' (no such file)' : ''}`,
      );
      continue;
    }
    if (!line.includes(check.has)) {
      const found = text!.split('\n').findIndex((l) => l.includes(check.has)) + 1;
      problems.push(
        `${where}:${check.line} does not hold ${JSON.stringify(check.has)}` +
          (found ? ` (line ${found} does)` : ''),
      );
      continue;
    }
    fact = { release, file, line: check.line, text: line.trim() };
  } else if ('holds' in check) {
    if (!text?.includes(check.holds)) {
      problems.push(`${where} does not hold ${JSON.stringify(check.holds)}`);
      continue;
    }
    fact = { release, file, holds: check.holds };
  } else {
    if (text?.includes(check.lacks)) {
      problems.push(`${where} holds ${JSON.stringify(check.lacks)}`);
      continue;
    }
    fact = { release, file, lacks: check.lacks };
  }
  const key = JSON.stringify(fact);
  if (seen.has(key)) continue;
  facts.push(fact);
  seen.add(key);
}

if (problems.length) {
  console.error(`${problems.length} source proofs do not hold:\n${problems.join('\n')}`);
  process.exit(1);
}
if (argv.includes('--dry')) {
  console.log(`${checks.length} checks hold`);
  process.exit(0);
}
facts.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
const options = (await resolveConfig(OUT)) ?? {};
const json = await format(JSON.stringify(facts), { ...options, filepath: OUT });
if (argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== json) {
    console.error(
      `${OUT} is not what the repository says: run npm run claims:sources -- --repo ${repo}`,
    );
    process.exit(1);
  }
  console.log(`${OUT}: ${facts.length} facts, as the repository says`);
} else {
  writeFileSync(OUT, json);
  console.log(`${checks.length} checks of ${specs.length} files → ${facts.length} facts in ${OUT}`);
}
