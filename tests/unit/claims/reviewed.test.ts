import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAIMS } from '../../claims/inventory';
import { proofList, type Proof } from '../../support/claims';
import {
  claimSentences,
  normaliseSpace,
  numbersIn,
  readReviewed,
  REVIEWED_FILE,
  sentenceHash,
  writtenNumber,
} from '../../support/claimText';

/**
 * A claim id binds a sentence to its proof only while the sentence is the one the proof was written
 * for: tests/claims/reviewed.json keeps the hash of each id's sentence, in both languages, as it
 * was when its proof was last read against it. Changing a sentence fails here until someone checks
 * the proof and records the new sentence with `npm run claims:review -- <id>`.
 */

const ROOT = resolve(__dirname, '../../..');
const sentences = claimSentences(ROOT);
const reviewed = readReviewed(ROOT);
const review = (ids: string[]) => `npm run claims:review -- ${ids.join(' ')}`;

/** A proof as a reader finds it. */
function proofName(proof: Proof): string {
  if ('test' in proof) return proof.test;
  if ('release' in proof) return `${proof.file} at rc-table ${proof.release}`;
  return `node_modules/rc-table/${proof.lib}${'line' in proof ? `:${proof.line}` : ''}`;
}

describe(`the reviewed claims (${REVIEWED_FILE})`, () => {
  it('hold every sentence as it was when its proof was last checked against it', () => {
    const changed = [...sentences.values()].filter(
      (sentence) => sentence.id in reviewed && reviewed[sentence.id] !== sentenceHash(sentence),
    );
    expect(
      changed.map(({ id, where, en, zh }) =>
        [
          `${id}, in ${where}, now says:`,
          `  en: ${en}`,
          `  zh: ${zh}`,
          ...proofList(CLAIMS[id] ?? []).map((proof) => `  proof: ${proofName(proof)}`),
        ].join('\n'),
      ),
      `The sentences above changed since their proofs were reviewed. Check that each proof still ` +
        `proves what the sentence now says (change the proof or the sentence if not), then mark ` +
        `them reviewed: ${review(changed.map(({ id }) => id))}`,
    ).toEqual([]);
  });

  it('record every claim id the site carries', () => {
    const unrecorded = [...sentences.keys()].filter((id) => !(id in reviewed));
    expect(
      unrecorded,
      `New claims: once their proofs are checked against their sentences, run ${review(unrecorded)}`,
    ).toEqual([]);
  });

  it('record no id the site no longer carries', () => {
    const gone = Object.keys(reviewed).filter((id) => !sentences.has(id));
    expect(gone, `No page carries these ids any more; drop them with ${review(gone)}`).toEqual([]);
  });

  it('find the sentence of every claim of the inventory, in English and Chinese', () => {
    expect(
      Object.keys(CLAIMS).filter((id) => !sentences.has(id)),
      'claims of the inventory whose sentence tests/support/claimText.ts does not find',
    ).toEqual([]);
    expect(
      [...sentences.values()]
        .filter(({ en, zh }) => !en || !zh)
        .map(({ id, where }) => `${id} (${where})`),
    ).toEqual([]);
  });

  it('keep the ids in order', () => {
    const ids = Object.keys(reviewed);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
  });
});

describe('reading a sentence', () => {
  it('ignores how a paragraph is wrapped, in English and in Chinese', () => {
    expect(normaliseSpace('  a fixed\n  column ')).toBe('a fixed column');
    expect(normaliseSpace('需要的能\n  力：固定列')).toBe(normaliseSpace('需要的能力：\n固定列'));
    expect(normaliseSpace('rc-table 根据 `columns`')).toBe('rc-table根据`columns`');
  });

  it('finds the numbers as written: grouped, decimal, negative, versions; not in names or addresses', () => {
    expect(
      numbersIn(
        'Switch to 3,000 rows × 48 hours (147,000 cells) in `h1`: 7.30.3, -1, 0.5 px ([#925](https://x.test/pull/926)).',
      ),
    ).toEqual(['3,000', '48', '147,000', '7.30.3', '-1', '0.5', '925']);
    expect(numbersIn('宽度变化16 px，见7.0.0')).toEqual(['16', '7.0.0']);
  });

  it('reads a count written in digits, in English words or in Chinese numerals', () => {
    const written = ['3,000', '4,650.00', 'three', 'Two', '三', '两', '十', '十二', '四十', '十万'];
    expect(written.map(writtenNumber)).toEqual([3000, 4650, 3, 2, 3, 2, 10, 12, 40, 100_000]);
    expect(() => writtenNumber('a few')).toThrow(/a few/);
    expect(() => writtenNumber('')).toThrow();
  });
});
