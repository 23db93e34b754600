import type { HighlightText } from '../../shared/search/types';

/** Leading text before the first match longer than this is cut. */
export const LEADING_LIMIT = 20;
export const ELLIPSIS = '...';
/** CSS would cut off the rest anyway. */
const TAIL_LIMIT = 160;

/** Case-insensitive, merged [start, end) ranges of `terms` in `text`. */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    const needle = term.toLowerCase();
    if (!needle) continue;
    for (
      let at = lower.indexOf(needle);
      at !== -1;
      at = lower.indexOf(needle, at + needle.length)
    ) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Plain and highlighted segments of `text`, each to render as a text node (never HTML). */
export function highlight(
  text: string,
  terms: readonly string[],
  truncate = false,
): HighlightText[] {
  const ranges = matchRanges(text, terms);
  if (!ranges.length) {
    return text ? [{ text: truncate ? Array.from(text).slice(0, TAIL_LIMIT).join('') : text }] : [];
  }
  const segments: HighlightText[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start) });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) });
  if (!truncate) return segments;

  const [first] = segments;
  if (!first.highlighted) {
    const chars = Array.from(first.text);
    if (chars.length > LEADING_LIMIT) first.text = ELLIPSIS + chars.slice(-LEADING_LIMIT).join('');
  }
  let budget = TAIL_LIMIT;
  const kept: HighlightText[] = [];
  for (const segment of segments) {
    if (budget <= 0) break;
    const chars = Array.from(segment.text);
    kept.push(
      chars.length > budget ? { ...segment, text: chars.slice(0, budget).join('') } : segment,
    );
    budget -= chars.length;
  }
  return kept;
}
