import { describe, expect, it } from 'vitest';
import { selectsContentTab } from '../../../src/client/site/tabQuery';

describe('selectsContentTab', () => {
  it('is true only when the address picks a tab', () => {
    expect(selectsContentTab('?tab=upgrade')).toBe(true);
    expect(selectsContentTab('?x=1&tab=upgrade')).toBe(true);
    expect(selectsContentTab('')).toBe(false);
    expect(selectsContentTab('?')).toBe(false);
    expect(selectsContentTab('?tab=')).toBe(false);
    expect(selectsContentTab('?table=1')).toBe(false);
  });
});
