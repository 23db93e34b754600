import { Index } from 'flexsearch';
import { highlight } from './highlight';
import { editDistance, indexTokens, isCjk, queryTerms, type TermGroup } from './tokenize';
import { findSynonyms } from '../../shared/search/synonyms';
import type {
  HintType,
  RecordKind,
  ResultKind,
  SearchHint,
  SearchIndexData,
  SearchResultGroup,
} from '../../shared/search/types';

type Field = 'title' | 'text' | 'keys';
const FIELDS: Field[] = ['title', 'text', 'keys'];
const FIELD_SLOT: Record<Field, 2 | 3 | 4> = { title: 2, text: 3, keys: 4 };

/** A prop's row, a type and a release are found by their name as surely as a page by its title. */
const WEIGHTS: Record<RecordKind, Record<Field, number>> = {
  page: { title: 100, keys: 10, text: 1 },
  api: { title: 100, keys: 10, text: 1 },
  // Below the public row of the same name (`defaultExpandAllRows`, `expandable.defaultExpandAllRows`).
  legacyApi: { title: 90, keys: 10, text: 1 },
  // Below a prop of the same name (`dataIndex`, `DataIndex`) unless the case says the type.
  type: { title: 90, keys: 10, text: 1 },
  release: { title: 100, keys: 10, text: 1 },
  section: { title: 10, keys: 10, text: 1 },
  demo: { title: 10, keys: 10, text: 1 },
};
/** The weight of a prefix (still typing) or a one-letter typo. */
const PARTIAL = 0.5;
/** A record whose whole name is the query (`rowKey`, `column.fixed`, `7.30.0`, "Fixed columns"). */
const EXACT_NAME = 3;
/** The name as typed, case and all: `TableLayout` is the type, `tableLayout` the prop. */
const SAME_CASE = 1.25;
/** Shorter words have too many neighbours to forgive a typo. */
export const TYPO_MIN_LENGTH = 5;
const MAX_HINTS = 40;
const MAX_HINTS_PER_PAGE = 6;
/** Records covering less than this share of the best record's coverage are left out. */
const MIN_RELATIVE_COVERAGE = 0.5;

/** Words that say nothing about what is asked: they weigh nothing. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in is it its me my of on or should ' +
    'so that the their them there this to use using want what when where which while why ' +
    'will with without you your make get set'
  ).split(' '),
);
/** Chinese question and function words, cut out of a query before its bigrams are made. */
const CJK_STOP_WORDS = [
  '为什么',
  '怎么样',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '哪些',
  '哪个',
  '可以',
  '能否',
  '是否',
  '一个',
  '我的',
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '让',
  '把',
  '在',
  '时',
];

interface TokenHit {
  score: number;
  field: Field;
}

/** One thing the query asks for; a record's score adds the units it matches. */
interface Unit {
  hits: Map<number, TokenHit>;
  marks: string[];
  /** Rarer units weigh more. */
  weight: number;
  /** Covered by a synonym unit: adds to a score, never lowers coverage. */
  optional: boolean;
}

interface Scored {
  score: number;
  titleHit: boolean;
}

/** Most index words a prefix may stand for; keeps one-letter queries cheap. */
const MAX_EXPANSIONS = 64;

/** The index is fed space-joined tokens from {@link indexTokens}. */
const splitTokens = (text: string) => text.split(' ').filter(Boolean);

/** Lower case, letters and digits only: how a query and a record's name are compared whole. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const RESULT_KIND: Record<RecordKind, ResultKind | undefined> = {
  api: 'api',
  legacyApi: 'api',
  type: 'api',
  demo: 'demo',
  release: 'changelog',
  page: undefined,
  section: undefined,
};

/** Options of {@link Searcher.search}. */
export interface SearchOptions {
  /** Only results of this kind. */
  kind?: ResultKind;
}

/** One locale's index: flexsearch for whole tokens; prefixes, typos and synonyms on top. */
export class Searcher {
  private readonly data: SearchIndexData;
  private readonly indexes: Record<Field, Index>;
  private readonly vocabulary: string[];
  private readonly language: 'en' | 'zh';
  /** Words in each record's title, to prefer the title a query covers whole. */
  private readonly titleWords: number[];

  constructor(data: SearchIndexData) {
    if (data.version !== 2)
      throw new Error(`Unsupported search index version ${String(data.version)}`);
    this.data = data;
    this.language = data.locale.toLowerCase().startsWith('zh') ? 'zh' : 'en';
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
    this.titleWords = data.records.map((record) =>
      queryTerms(record[2]).reduce(
        (sum, group) =>
          sum + (isCjk(group[0][0]) ? group[0].length : group[group.length - 1].length),
        0,
      ),
    );
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

  /**
   * One query word: its first alternative that matches anywhere (`rowKey` joined before
   * `row` + `key`), each of its tokens required, scored by the weakest.
   */
  private matchGroup(group: TermGroup): { hits: Map<number, TokenHit>; marks: string[] } {
    for (const alternative of group) {
      const perToken = alternative.map((token) => this.match(token));
      const [first, ...rest] = perToken;
      const hits = new Map<number, TokenHit>();
      for (const [id, hit] of first.hits) {
        let { score, field } = hit;
        let ok = true;
        for (const other of rest) {
          const otherHit = other.hits.get(id);
          if (!otherHit) {
            ok = false;
            break;
          }
          if (otherHit.score < score) ({ score, field } = otherHit);
        }
        if (ok) hits.set(id, { score, field });
      }
      if (hits.size) return { hits, marks: perToken.flatMap((entry) => entry.marks) };
    }
    return { hits: new Map(), marks: [] };
  }

  /** What the query asks for: its words and the synonyms it holds, each weighted by rarity. */
  private units(keywords: string): Unit[] {
    const synonyms = findSynonyms(keywords, this.language);
    const covered = new Set(synonyms.flatMap((synonym) => indexTokens(synonym.word)));
    // A Chinese synonym is cut out of its run, so that no bigram straddles its edge (行|点击事件),
    // and asked for on its own, at no cost to coverage.
    let text = keywords;
    const cut: string[] = [];
    for (const { word } of synonyms) {
      if (!isCjk(word) || !text.includes(word)) continue;
      text = text.replace(word, ' ');
      cut.push(word);
    }
    for (const word of CJK_STOP_WORDS) text = text.split(word).join(' ');
    const groups: Array<{ group: TermGroup; optional: boolean }> = [];
    for (const group of queryTerms(`${text} ${cut.join(' ')}`)) {
      const [first] = group;
      if (first.length === 1 && STOP_WORDS.has(first[0])) continue;
      // A CJK run asks for each bigram on its own, so that a record may cover part of it.
      const split =
        first.length > 1 && first.every(isCjk) ? first.map((token) => [[token]]) : [group];
      for (const part of split) {
        groups.push({ group: part, optional: part[0].every((token) => covered.has(token)) });
      }
    }
    const units: Unit[] = [];
    const total = this.data.records.length || 1;
    const unit = (hits: Map<number, TokenHit>, marks: string[], optional: boolean) => {
      if (!hits.size) return;
      units.push({ hits, marks, optional, weight: Math.log(1 + total / hits.size) });
    };
    for (const { group, optional } of groups) {
      const { hits, marks } = this.matchGroup(group);
      unit(hits, marks, optional);
    }
    for (const synonym of synonyms) {
      const hits = new Map<number, TokenHit>();
      const marks: string[] = [];
      for (const meaning of synonym.means) {
        const found = queryTerms(meaning).map((group) => this.matchGroup(group));
        if (found.some((entry) => !entry.hits.size)) continue;
        found.forEach((entry) => marks.push(...entry.marks));
        for (const id of found[0].hits.keys()) {
          const all = found.map((entry) => entry.hits.get(id));
          if (all.some((entry) => !entry)) continue;
          const weakest = all.reduce((a, b) => (b!.score < a!.score ? b : a))!;
          const previous = hits.get(id);
          if (!previous || weakest.score > previous.score) hits.set(id, weakest);
        }
      }
      unit(hits, marks, false);
    }
    return units;
  }

  /**
   * Results grouped by sidebar group (or page), best first: each record scores the units it
   * matches, times the square of the share of the query it covers, so a question in words finds
   * the record that answers most of it, and a word that matches nothing empties nothing.
   */
  search(keywords: string, options: SearchOptions = {}): SearchResultGroup[] {
    const units = this.units(keywords.trim());
    if (!units.length) return [];
    const needed = units.filter((entry) => !entry.optional);
    const neededWeight = needed.reduce((sum, entry) => sum + entry.weight, 0);
    const ranked = new Map<number, Scored & { coverage: number }>();
    const ids = new Set(units.flatMap((entry) => [...entry.hits.keys()]));
    for (const id of ids) {
      let score = 0;
      let covered = 0;
      let titleUnits = 0;
      for (const entry of units) {
        const hit = entry.hits.get(id);
        if (!hit) continue;
        score += entry.weight * hit.score;
        if (!entry.optional) covered += entry.weight;
        if (hit.field === 'title') titleUnits += 1;
      }
      const coverage = neededWeight ? covered / neededWeight : 1;
      const titleHit = titleUnits > 0;
      // "Sticky header" covers its title whole, `sticky.offsetHeader` two words of three.
      const titleShare = this.titleWords[id] ? Math.min(1, titleUnits / this.titleWords[id]) : 0;
      const named = this.naming(id, keywords.trim());
      score *= named ? EXACT_NAME * (named === 'case' ? SAME_CASE : 1) : 0.5 + 0.5 * titleShare;
      ranked.set(id, { score: score * coverage * coverage, titleHit, coverage });
    }
    const best = Math.max(...[...ranked.values()].map((entry) => entry.coverage));
    const kept = new Map<number, Scored>();
    for (const [id, entry] of ranked) {
      if (entry.coverage < best * MIN_RELATIVE_COVERAGE) continue;
      if (options.kind && this.kindOf(id) !== options.kind) continue;
      kept.set(id, entry);
    }
    return this.present(kept, [...new Set(units.flatMap((entry) => entry.marks))]);
  }

  /** Whether the record's whole name, or an API row's bare prop name, is the query, and in its case. */
  private naming(id: number, query: string): 'case' | 'word' | undefined {
    const [, kind, title, , keys] = this.data.records[id];
    const names = kind === 'api' || kind === 'legacyApi' ? [title, keys] : [title];
    if (names.includes(query)) return 'case';
    const exact = bare(query);
    return exact && names.some((name) => name && bare(name) === exact) ? 'word' : undefined;
  }

  /** What the search box labels the record. */
  kindOf(id: number): ResultKind {
    const [pageIndex, kind] = this.data.records[id];
    return RESULT_KIND[kind] ?? this.data.pages[pageIndex].kind;
  }

  /** The page title and the headings above the record, outermost first. */
  private pathOf(id: number): string[] {
    const [pageIndex, kind, , , , , parent] = this.data.records[id];
    const path: string[] = [];
    for (let at = parent; at !== undefined; at = this.data.records[at][6]) {
      path.unshift(this.data.records[at][2]);
    }
    return kind === 'page' ? path : [this.data.pages[pageIndex].title, ...path];
  }

  private present(scores: Map<number, Scored>, marks: string[]): SearchResultGroup[] {
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
          kind: this.kindOf(id),
          path: this.pathOf(id),
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
