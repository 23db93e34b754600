import { Index } from 'flexsearch';
import { highlight } from './highlight';
import { editDistance, indexTokens, isCjk, queryTerms } from './tokenize';
import type {
  HintType,
  IndexedRecord,
  SearchHint,
  SearchIndexData,
  SearchResultGroup,
} from '../../shared/search/types';

type Field = 'title' | 'text' | 'keys';
const FIELDS: Field[] = ['title', 'text', 'keys'];
const FIELD_SLOT: Record<Field, 2 | 3 | 4> = { title: 2, text: 3, keys: 4 };

const WEIGHTS: Record<IndexedRecord[1], Record<Field, number>> = {
  page: { title: 100, keys: 10, text: 1 },
  section: { title: 10, keys: 10, text: 1 },
  demo: { title: 10, keys: 10, text: 1 },
};
/** The weight of a prefix (still typing) or a one-letter typo. */
const PARTIAL = 0.5;
/** Shorter words have too many neighbours to forgive a typo. */
export const TYPO_MIN_LENGTH = 5;
const MAX_HINTS = 40;
const MAX_HINTS_PER_PAGE = 6;

interface TokenHit {
  score: number;
  field: Field;
}

/** Most index words a prefix may stand for; keeps one-letter queries cheap. */
const MAX_EXPANSIONS = 64;

/** The index is fed space-joined tokens from {@link indexTokens}. */
const splitTokens = (text: string) => text.split(' ').filter(Boolean);

/** One locale's index: flexsearch for whole tokens; prefixes and typos via the vocabulary. */
export class Searcher {
  private readonly data: SearchIndexData;
  private readonly indexes: Record<Field, Index>;
  private readonly vocabulary: string[];

  constructor(data: SearchIndexData) {
    if (data.version !== 1)
      throw new Error(`Unsupported search index version ${String(data.version)}`);
    this.data = data;
    const make = () =>
      new Index({ tokenize: 'strict', encode: splitTokens, cache: false, resolution: 1 });
    this.indexes = { title: make(), text: make(), keys: make() };
    const vocabulary = new Set<string>();
    data.records.forEach((record, id) => {
      for (const field of FIELDS) {
        const tokens = indexTokens(record[FIELD_SLOT[field]]);
        if (!tokens.length) continue;
        tokens.forEach((token) => vocabulary.add(token));
        this.indexes[field].add(id, tokens.join(' '));
      }
    });
    this.vocabulary = [...vocabulary].sort();
  }

  /** Index words starting with `token`, shortest first. */
  private expand(token: string): string[] {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.vocabulary[mid] < token) low = mid + 1;
      else high = mid;
    }
    const words: string[] = [];
    for (let i = low; i < this.vocabulary.length && this.vocabulary[i].startsWith(token); i += 1) {
      words.push(this.vocabulary[i]);
    }
    return words.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, MAX_EXPANSIONS);
  }

  private lookup(token: string): Map<number, TokenHit> {
    const hits = new Map<number, TokenHit>();
    const limit = this.data.records.length || 1;
    for (const word of this.expand(token)) {
      const quality = word === token ? 1 : PARTIAL;
      for (const field of FIELDS) {
        const ids = this.indexes[field].search(word, { limit }) as number[];
        for (const id of ids) {
          const score = WEIGHTS[this.data.records[id][1]][field] * quality;
          const previous = hits.get(id);
          if (!previous || score > previous.score) hits.set(id, { score, field });
        }
      }
    }
    return hits;
  }

  /** Index words (or word starts) one edit away from `token`. */
  private corrections(token: string): string[] {
    if (token.length < TYPO_MIN_LENGTH || isCjk(token)) return [];
    return this.vocabulary.filter(
      (word) =>
        word !== token &&
        !isCjk(word) &&
        (editDistance(token, word) <= 1 ||
          (word.length > token.length && editDistance(token, word.slice(0, token.length)) <= 1)),
    );
  }

  /** Hits for one token, else for its typo corrections; and the words to mark. */
  private match(token: string): { hits: Map<number, TokenHit>; marks: string[] } {
    const hits = this.lookup(token);
    if (hits.size) return { hits, marks: [token] };
    const marks: string[] = [];
    const merged = new Map<number, TokenHit>();
    for (const word of this.corrections(token)) {
      const found = this.lookup(word);
      if (!found.size) continue;
      marks.push(word);
      for (const [id, hit] of found) {
        const score = hit.score * PARTIAL;
        const previous = merged.get(id);
        if (!previous || score > previous.score) merged.set(id, { score, field: hit.field });
      }
    }
    return { hits: merged, marks };
  }

  /** Results grouped by sidebar group (or page), best first; every word must match. */
  search(keywords: string): SearchResultGroup[] {
    const groups = queryTerms(keywords.trim());
    if (!groups.length) return [];
    let scores: Map<number, { score: number; titleHit: boolean }> | undefined;
    const marks = new Set<string>();
    for (const group of groups) {
      const groupScores = new Map<number, { score: number; titleHit: boolean }>();
      // `rowKey` is looked up as `row` + `key` only when nothing contains it joined.
      for (const alternative of group) {
        if (groupScores.size) break;
        const perToken = alternative.map((token) => this.match(token));
        const [first, ...rest] = perToken;
        for (const [id, hit] of first.hits) {
          let score = hit.score;
          let titleHit = hit.field === 'title';
          let ok = true;
          for (const other of rest) {
            const otherHit = other.hits.get(id);
            if (!otherHit) {
              ok = false;
              break;
            }
            score = Math.min(score, otherHit.score);
            titleHit = titleHit && otherHit.field === 'title';
          }
          if (!ok) continue;
          const previous = groupScores.get(id);
          if (!previous || score > previous.score) groupScores.set(id, { score, titleHit });
        }
        if (groupScores.size)
          perToken.forEach((entry) => entry.marks.forEach((mark) => marks.add(mark)));
      }
      if (!scores) {
        scores = groupScores;
      } else {
        const next = new Map<number, { score: number; titleHit: boolean }>();
        for (const [id, value] of scores) {
          const other = groupScores.get(id);
          if (other)
            next.set(id, {
              score: value.score + other.score,
              titleHit: value.titleHit || other.titleHit,
            });
        }
        scores = next;
      }
      if (!scores.size) return [];
    }
    return this.present(scores ?? new Map(), [...marks]);
  }

  private present(
    scores: Map<number, { score: number; titleHit: boolean }>,
    marks: string[],
  ): SearchResultGroup[] {
    const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
    const perPage = new Map<number, number>();
    const hints: Array<{ hint: SearchHint; group: string }> = [];
    for (const [id, { score, titleHit }] of ranked) {
      if (hints.length >= MAX_HINTS) break;
      const [pageIndex, kind, title, text, keys, anchor] = this.data.records[id];
      const count = perPage.get(pageIndex) ?? 0;
      if (count >= MAX_HINTS_PER_PAGE) continue;
      perPage.set(pageIndex, count + 1);
      const page = this.data.pages[pageIndex];
      const type: HintType =
        kind === 'page' ? 'page' : kind === 'demo' ? 'demo' : titleHit ? 'title' : 'content';
      const shownText =
        kind === 'demo' && !highlight(text, marks).some((s) => s.highlighted) && keys ? keys : text;
      hints.push({
        group: page.group || page.title,
        hint: {
          type,
          link: anchor ? `${page.link}#${anchor}` : page.link,
          priority: score,
          pageTitle: page.title,
          highlightTitleTexts: highlight(title || page.title, marks),
          highlightTexts: highlight(shownText, marks, true),
        },
      });
    }
    const grouped = new Map<string, SearchResultGroup>();
    for (const { hint, group } of hints) {
      const entry = grouped.get(group) ?? { title: group || undefined, hints: [] };
      entry.hints.push(hint);
      grouped.set(group, entry);
    }
    return [...grouped.values()];
  }
}
