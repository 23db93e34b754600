import { describe, expect, it } from 'vitest';
import { siteMessages as read } from '../siteMessages';

describe('UI strings', () => {
  const en = read('en-US');
  const zh = read('zh-CN');

  it('exist in both locale files with non-empty text', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of [...Object.entries(en), ...Object.entries(zh)]) {
      expect(text.trim(), id).not.toBe('');
    }
  });

  it('translate every string into Chinese', () => {
    for (const id of Object.keys(en)) {
      expect(zh[id], id).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
