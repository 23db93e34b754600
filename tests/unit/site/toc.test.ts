import { describe, expect, it } from 'vitest';
import { currentHeading, tocEntries } from '../../../src/client/site/toc';

const at = (tops: Array<number | null>, atBottom = false) =>
  currentHeading({ tops, offset: 64, atBottom, viewportHeight: 800 });

describe('table of contents', () => {
  it('lists h2 and h3 only', () => {
    const toc = [1, 2, 3, 4].map((depth) => ({ id: `h${depth}`, depth, title: `H${depth}` }));
    expect(tocEntries(toc).map(({ id }) => id)).toEqual(['h2', 'h3']);
  });

  it('marks the last heading that has reached the header', () => {
    expect(at([300, 900, 1500])).toBe(-1);
    expect(at([64, 700, 1300])).toBe(0);
    expect(at([-500, 70, 600])).toBe(1);
    expect(at([-900, -300, 40])).toBe(2);
  });

  it('skips headings missing from the page', () => {
    expect(at([-400, null, 30])).toBe(2);
    expect(at([-400, null, 300])).toBe(0);
  });

  it('at the end of the page marks the last heading on screen', () => {
    expect(at([-900, 300, 600], true)).toBe(2);
    expect(at([-900, 300, 900], true)).toBe(1);
  });
});
