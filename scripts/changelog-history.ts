/**
 * Derives rc-table's release history from a clone of its repository and writes it to
 * src/node/changelog/releases.json, which the changelog pages are rendered from.
 *
 *   npm run changelog:history -- --repo <git dir> [--from 3.2.0] [--to <version>] [--out <file>]
 *
 * `--repo` is a clone of https://github.com/react-component/table (bare or not) with its tags;
 * `--to` defaults to the rc-table version package.json pins, `--from` to 3.2.0, the oldest
 * release the changelog pages have notes for. The npm registry is asked which versions it serves:
 * a version no commit sets is kept only when it serves it. See src/node/changelog/history.ts for what is derived and how.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { deriveHistory, formatHistory, RELEASES_FILE } from '../src/node/changelog/history';
import { arg, repoArg } from './cli';
import { publishedVersions } from './registry';

const repo = repoArg('npm run changelog:history -- --repo <git dir of react-component/table>');
const pinned = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['rc-table'];
const out = resolve(arg('out') ?? RELEASES_FILE);

const published = publishedVersions();
const history = deriveHistory({
  repo,
  from: arg('from') ?? '3.2.0',
  to: arg('to') ?? pinned,
  repository: 'react-component/table',
  published: (version) => published.has(version),
});
// Formatted as `npm run format` would, so that the kept file passes `format:check` as written.
const options = (await resolveConfig(out)) ?? {};
writeFileSync(out, await format(formatHistory(history), { ...options, filepath: out }));
const undescribed = history.releases.filter((release) => !release.inChangelog).length;
for (const release of history.releases) {
  if (release.taggedVersion)
    console.log(`corrected: ${release.tags.join(', ')} names a commit of ${release.taggedVersion}`);
  if (release.publishedOnly) console.log(`published only: ${release.version}, no commit sets it`);
}
console.log(
  `${history.releases.length} releases ${history.from}–${history.to} → ${out} ` +
    `(${undescribed} not in ${history.changelog.file} at ${history.changelog.tag})`,
);
