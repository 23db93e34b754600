import { ELLIPSIS, highlight, matchRanges } from '../../../src/client/search/highlight';

/** What a reader sees: marked parts in brackets. */
const show = (segments: ReturnType<typeof highlight>) =>
  segments.map((s) => (s.highlighted ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks every case-insensitive occurrence of the terms', () => {
    expect(show(highlight('Fixed columns stay fixed', ['fixed']))).toBe(
      '[Fixed] columns stay [fixed]',
    );
  });

  it('merges overlapping matches of several terms', () => {
    expect(matchRanges('rowKey', ['row', 'rowkey', 'key'])).toEqual([[0, 6]]);
    expect(show(highlight('set rowKey', ['rowkey']))).toBe('set [rowKey]');
  });

  it('cuts leading text longer than 20 characters to its last 20, after an ellipsis', () => {
    const text = 'A long sentence that goes on before the word sticky appears';
    const segments = highlight(text, ['sticky'], true);
    expect(segments[0].text).toBe(`${ELLIPSIS} on before the word `);
    expect(Array.from(segments[0].text.slice(ELLIPSIS.length))).toHaveLength(20);
    expect(show(segments)).toBe('... on before the word [sticky] appears');
  });

  it('keeps leading text of exactly 20 characters whole', () => {
    const lead = '12345678901234567890';
    expect(show(highlight(`${lead}fixed`, ['fixed'], true))).toBe(`${lead}[fixed]`);
  });

  it('counts CJK characters, not bytes, when cutting', () => {
    const text = '这是一段很长很长的中文说明文字，在它的后面才出现展开这个词';
    const [lead, mark] = highlight(text, ['展开'], true);
    expect(lead.text).toBe('...很长很长的中文说明文字，在它的后面才出现');
    expect(mark).toEqual({ text: '展开', highlighted: true });
  });

  it('returns markup in the text as plain text segments', () => {
    const segments = highlight('<img src=x onerror=alert(1)> fixed', ['fixed']);
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)> ' },
      { text: 'fixed', highlighted: true },
    ]);
  });

  it('returns the text unmarked when nothing matches', () => {
    expect(highlight('Sticky header', ['fixed'])).toEqual([{ text: 'Sticky header' }]);
    expect(highlight('', ['fixed'])).toEqual([]);
  });
});
