import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenHints } from '../../src/client/search/flatten';
import { Searcher } from '../../src/client/search/query';
import type { SearchIndexData } from '../../src/shared/search/types';
import {
  QUALITY_FLOOR,
  SEARCH_BENCHMARK,
  figures,
  figuresByKind,
  scoreQueries,
} from '../support/searchBenchmark';

/**
 * The search benchmark (tests/support/searchBenchmark.ts) on the index the last build published:
 * mean reciprocal rank and first-result hits per language must hold the floor of issue 36.
 */

const DIST = join(__dirname, '../..', process.env.E2E_DIST || 'dist');
const PREFIX: Record<string, string> = { 'en-US': '', 'zh-CN': '/zh-CN' };

function builtIndex(locale: string): SearchIndexData {
  const name = readdirSync(DIST).find((file) =>
    new RegExp(`^search-index\\.${locale}\\.[0-9a-f]+\\.json$`).test(file),
  );
  if (!name)
    throw new Error(`no search index of ${locale} in ${DIST}: run \`npm run build\` first`);
  return JSON.parse(readFileSync(join(DIST, name), 'utf8')) as SearchIndexData;
}

describe('search quality on the built index', () => {
  for (const [locale, queries] of Object.entries(SEARCH_BENCHMARK)) {
    it(`${locale}: ${queries.length} queries hold the floor (MRR and first-result hits ≥ 0.9)`, () => {
      const searcher = new Searcher(builtIndex(locale));
      const scores = scoreQueries(
        queries,
        (query) => flattenHints(searcher.search(query)).map((hint) => hint.link),
        PREFIX[locale],
      );
      const total = figures(scores);
      const perKind = Object.fromEntries(
        [...figuresByKind(scores)].map(([kind, value]) => [kind, value.mrr.toFixed(2)]),
      );
      const misses = scores
        .filter((score) => score.rank !== 1)
        .map((score) => `${score.query.query} → rank ${score.rank || '-'}, first ${score.first}`);
      const report = `${locale}: MRR ${total.mrr.toFixed(3)}, first ${total.firstHit.toFixed(3)}, per kind ${JSON.stringify(perKind)}\n${misses.join('\n')}`;
      console.log(report);
      expect(total.mrr, report).toBeGreaterThanOrEqual(QUALITY_FLOOR.mrr);
      expect(total.firstHit, report).toBeGreaterThanOrEqual(QUALITY_FLOOR.firstHit);
    });
  }

  it('finds something for every query whose words a page holds', () => {
    for (const [locale, queries] of Object.entries(SEARCH_BENCHMARK)) {
      const searcher = new Searcher(builtIndex(locale));
      const empty = queries.filter((entry) => !flattenHints(searcher.search(entry.query)).length);
      expect(
        empty.map((entry) => entry.query),
        locale,
      ).toEqual([]);
    }
  });
});
