// CJK text, written without spaces, is indexed as characters and bigrams; a query asks for bigrams.

/** Scripts written without spaces between words. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const COMPOUND = /[\p{L}\p{M}\p{N}]+(?:[-_.][\p{L}\p{M}\p{N}]+)*/gu;
/** `100,000` is indexed and asked for as `100000`. */
const GROUPED_DIGITS = /(\d),(?=\d{3}(?!\d))/g;

/** One query word: alternatives, each a list of tokens that must all match. */
export type TermGroup = string[][];

export function isCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** `expandedRowRender` → expanded, row, render. */
export function splitWord(word: string): string[] {
  return word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}

interface Piece {
  cjk: boolean;
  text: string;
}

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  const normalized = text.normalize('NFKC').replace(GROUPED_DIGITS, '$1');
  let last = 0;
  const latin = (chunk: string) => {
    for (const match of chunk.matchAll(COMPOUND)) out.push({ cjk: false, text: match[0] });
  };
  for (const match of normalized.matchAll(CJK_RUN)) {
    latin(normalized.slice(last, match.index));
    out.push({ cjk: true, text: match[0] });
    last = match.index + match[0].length;
  }
  latin(normalized.slice(last));
  return out;
}

function bigrams(run: string): string[] {
  const chars = Array.from(run);
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** `column.fixed`, `7.30.0`: a prop path or a version, lower-cased; undefined for other words. */
function dottedPath(word: string): string | undefined {
  return word.includes('.') ? word.toLowerCase() : undefined;
}

/**
 * Each Latin part, the joined compound (`row-key` → `rowkey`) and a dotted path whole
 * (`column.fixed`, `7.30.0`); CJK characters and bigrams.
 */
export function indexTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const piece of pieces(text)) {
    if (piece.cjk) {
      for (const char of piece.text) tokens.add(char);
      for (const pair of bigrams(piece.text)) tokens.add(pair);
    } else {
      const parts = splitWord(piece.text);
      for (const part of parts) tokens.add(part);
      if (parts.length > 1) tokens.add(parts.join(''));
      const path = dottedPath(piece.text);
      if (!path) continue;
      tokens.add(path);
      // `sticky.offsetHeader` is found by `offsetHeader` too.
      for (const segment of piece.text.split('.')) {
        const words = splitWord(segment);
        if (words.length > 1) tokens.add(words.join(''));
      }
    }
  }
  return [...tokens];
}

/**
 * `rowKey` → [[rowkey], [row, key]]; `row key` → [[row]], [[key]]; `展开行` → [[展开, 开行]];
 * `column.fixed` → [[column.fixed], [columnfixed], [column, fixed]].
 */
export function queryTerms(query: string): TermGroup[] {
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  for (const piece of pieces(query)) {
    let group: TermGroup;
    if (piece.cjk) {
      const pairs = bigrams(piece.text);
      group = [pairs.length ? pairs : [piece.text]];
    } else {
      const parts = splitWord(piece.text);
      const path = dottedPath(piece.text);
      group = parts.length > 1 ? [[parts.join('')], parts] : [parts];
      if (path) group.unshift([path]);
    }
    const key = JSON.stringify(group);
    if (!seen.has(key)) {
      seen.add(key);
      groups.push(group);
    }
  }
  return groups;
}

/** Restricted Damerau–Levenshtein distance (a transposition is one edit), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return Math.min(rows[a.length][b.length], max + 1);
}
