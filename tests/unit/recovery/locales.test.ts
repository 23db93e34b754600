import { describe, expect, it } from 'vitest';
import { recoveryMessageIds } from '../../../src/client/recovery';
import { siteMessages as locale } from '../siteMessages';

describe('recovery notice wording', () => {
  const ids = [
    ...Object.values(recoveryMessageIds(null)),
    ...Object.values(recoveryMessageIds({ kind: 'script', timedOut: false })),
    recoveryMessageIds({ kind: 'script', timedOut: true }).description,
    'recovery.reload',
  ];

  it.each(['en-US', 'zh-CN'])('exists in %s for every message the notice can show', (id) => {
    const messages = locale(id);
    for (const key of ids) expect(messages[key]?.trim(), `${id}: ${key}`).toBeTruthy();
  });

  it('is translated, not copied, in Chinese', () => {
    const en = locale('en-US');
    const zh = locale('zh-CN');
    for (const key of ids) expect(zh[key], key).not.toBe(en[key]);
  });
});
