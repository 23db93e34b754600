import { describe, expect, it } from 'vitest';
import { CONFIGURATOR_MESSAGES } from '@site/shared/configurator/messages';
import { CONTROL_NAMES, CONTROLS } from '@site/shared/configurator/state';
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

describe('the configurator’s UI strings (src/shared/configurator/messages)', () => {
  const en = CONFIGURATOR_MESSAGES['en-US'];
  const zh = CONFIGURATOR_MESSAGES['zh-CN'];

  it('exist in both languages, every one translated', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      expect(text.trim(), id).not.toBe('');
      expect(zh[id as keyof typeof zh], id).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('name every control, choice value, warning and note the page can show', () => {
    const ids = new Set(Object.keys(en));
    for (const name of CONTROL_NAMES) {
      expect(ids, name).toContain(name);
      const control = CONTROLS[name];
      if (control.kind === 'choice')
        for (const value of control.values)
          expect(ids, `${name}.${value}`).toContain(`${name}.${value}`);
    }
    for (const id of ['legacy-title', 'nested-expand', 'fixed-order'])
      expect(ids).toContain(`warning.${id}`);
    for (const id of [
      'empty-scroll',
      'fixed-without-scroll',
      'summary-hidden',
      'summary-unfixed',
      'expand-right',
    ])
      expect(ids).toContain(`note.${id}`);
  });
});
