import { resolve } from 'node:path';
import { flattenHints } from '../../../src/client/search/flatten';
import { Searcher } from '../../../src/client/search/query';
import { buildIndexAssets } from '../../../src/node/plugins/search';
import { SYNONYMS, findSynonyms } from '../../../src/shared/search/synonyms';
import type { SearchIndexData } from '../../../src/shared/search/types';
import { docsRoutes } from '../../support/docsRoutes';
import { glossary } from '../../support/glossary';

const cwd = resolve(__dirname, '../../..');

const assets = buildIndexAssets(cwd, docsRoutes(cwd), ['en-US', 'zh-CN']);
const searchers = {
  en: new Searcher(JSON.parse(assets.get('en-US')!.content) as SearchIndexData),
  zh: new Searcher(JSON.parse(assets.get('zh-CN')!.content) as SearchIndexData),
};

/** The marked words of the first five results, lower-cased. */
function markedWords(language: 'en' | 'zh', query: string): string[] {
  return flattenHints(searchers[language].search(query))
    .slice(0, 5)
    .flatMap((hint) => [...hint.highlightTitleTexts, ...hint.highlightTexts])
    .filter((segment) => segment.highlighted)
    .map((segment) => segment.text.toLowerCase());
}

describe('synonyms', () => {
  it('map every word the Chinese glossary rejects to its term', () => {
    const missing: string[] = [];
    for (const entry of glossary) {
      if (entry.headingsOnly) continue;
      for (const word of entry.rejected) {
        if (typeof word !== 'string') continue;
        const mapped = SYNONYMS.zh.some(
          (synonym) =>
            synonym.words.includes(word.toLowerCase()) && synonym.means.includes(entry.term),
        );
        if (!mapped) missing.push(`${word} → ${entry.term}`);
      }
    }
    expect(missing).toEqual([]);
  });

  for (const language of ['en', 'zh'] as const) {
    for (const { words, means } of SYNONYMS[language]) {
      for (const word of words) {
        it(`${language}: "${word}" finds ${means.join(' / ')} among the first five results`, () => {
          const marked = markedWords(language, word);
          expect(
            means.some((meaning) => marked.some((text) => text.includes(meaning.toLowerCase()))),
            marked.join(', '),
          ).toBe(true);
        });
      }
    }
  }

  it('match English words whole, Chinese words anywhere, the longest first', () => {
    expect(findSynonyms('header stays on top', 'en').map((match) => match.word)).toEqual([
      'stays on top',
    ]);
    expect(findSynonyms('pinned', 'en').map((match) => match.word)).toEqual(['pinned']);
    expect(findSynonyms('spinner', 'en')).toEqual([]);
    expect(findSynonyms('如何添加合计行', 'zh').map((match) => match.word)).toEqual(['合计行']);
  });

  it('read a number of 1,000 or more as many rows', () => {
    expect(findSynonyms('render 100,000 rows', 'en')).toEqual([
      { word: '100000', means: ['virtual'] },
    ]);
    expect(findSynonyms('render 100 rows', 'en')).toEqual([]);
  });
});
