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

  it('keep the English header strings of the spec', () => {
    expect(en).toMatchObject({
      'header.search.placeholder': 'Type keywords...',
      'header.color.mode.light': 'Light Mode',
      'header.color.mode.dark': 'Dark Mode',
      'header.color.mode.auto': 'Follow System',
      'layout.sidebar.btn': 'Sidebar',
      '404.title': 'PAGE NOT FOUND',
      '404.back': 'Back to homepage',
      'search.not.found': 'No content was found',
    });
  });

  it('translate every string into Chinese', () => {
    for (const id of Object.keys(en)) {
      expect(zh[id], id).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
