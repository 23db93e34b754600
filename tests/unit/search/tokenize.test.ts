import {
  editDistance,
  indexTokens,
  queryTerms,
  splitWord,
} from '../../../src/client/search/tokenize';

describe('splitWord', () => {
  it('splits camelCase, PascalCase, acronyms, kebab and snake case into lower-case parts', () => {
    expect(splitWord('expandedRowRender')).toEqual(['expanded', 'row', 'render']);
    expect(splitWord('ColumnGroupType')).toEqual(['column', 'group', 'type']);
    expect(splitWord('HTMLTable')).toEqual(['html', 'table']);
    expect(splitWord('fixed-columns-and-header')).toEqual(['fixed', 'columns', 'and', 'header']);
    expect(splitWord('EXPAND_COLUMN')).toEqual(['expand', 'column']);
    expect(splitWord('scrollX')).toEqual(['scroll', 'x']);
  });
});

describe('indexTokens', () => {
  it('keeps each part and the joined compound, lower-cased, without duplicates', () => {
    expect(indexTokens('Use rowKey, not the Row key!')).toEqual([
      'use',
      'row',
      'key',
      'rowkey',
      'not',
      'the',
    ]);
  });

  it('splits dotted prop paths into words, and keeps the path and each compound whole', () => {
    expect(indexTokens('expandable.rowExpandable')).toEqual([
      'expandable',
      'row',
      'expandablerowexpandable',
      'expandable.rowexpandable',
      'rowexpandable',
    ]);
    expect(indexTokens('7.30.0')).toEqual(['7', '30', '0', '7300', '7.30.0']);
  });

  it('reads 100,000 as one number', () => {
    expect(indexTokens('100,000 rows')).toEqual(['100000', 'rows']);
  });

  it('indexes CJK runs as characters and bigrams, without needing spaces', () => {
    expect(indexTokens('展开行')).toEqual(['展', '开', '行', '展开', '开行']);
  });

  it('separates CJK from Latin text written next to it', () => {
    expect(indexTokens('用rowKey指定')).toEqual(['用', 'row', 'key', 'rowkey', '指', '定', '指定']);
  });

  it('normalises full-width letters', () => {
    expect(indexTokens('ＦＩＸＥＤ')).toEqual(['fixed']);
  });
});

describe('queryTerms', () => {
  it('asks for a camelCase word joined first, then as its parts', () => {
    expect(queryTerms('rowKey')).toEqual([[['rowkey'], ['row', 'key']]]);
  });

  it('asks for a dotted path whole first', () => {
    expect(queryTerms('column.fixed')).toEqual([
      [['column.fixed'], ['columnfixed'], ['column', 'fixed']],
    ]);
  });

  it('makes one group per spaced word', () => {
    expect(queryTerms('row key')).toEqual([[['row']], [['key']]]);
    expect(queryTerms('rowkey')).toEqual([[['rowkey']]]);
  });

  it('asks for the bigrams of a CJK query, or a lone character', () => {
    expect(queryTerms('展开行')).toEqual([[['展开', '开行']]]);
    expect(queryTerms('列')).toEqual([[['列']]]);
  });

  it('ignores punctuation, markup characters and repeated words', () => {
    expect(queryTerms('<b>fixed</b> fixed')).toEqual([[['b']], [['fixed']]]);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('expandabel', 'expandable')).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('expandble', 'expandable')).toBe(1);
    expect(editDistance('expandabble', 'expandable')).toBe(1);
    expect(editDistance('expendable', 'expandable')).toBe(1);
    expect(editDistance('fixed', 'fixed')).toBe(0);
  });

  it('stops at max + 1', () => {
    expect(editDistance('sticky', 'summary')).toBe(2);
    expect(editDistance('a', 'abcdef')).toBe(2);
  });
});
