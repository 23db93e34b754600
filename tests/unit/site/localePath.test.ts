import { describe, expect, it } from 'vitest';
import { localePath } from '../../../src/client/site/localePath';

const en = { id: 'en-US', base: '/' };
const zh = { id: 'zh-CN', base: '/zh-CN' };

describe('localePath', () => {
  it('moves a page between the root locale and a prefixed one, both ways', () => {
    expect(localePath('/demo/simple', en, zh)).toBe('/zh-CN/demo/simple');
    expect(localePath('/zh-CN/demo/simple', zh, en)).toBe('/demo/simple');
    expect(localePath('/changelog', en, zh)).toBe('/zh-CN/changelog');
  });

  it('maps the home pages onto each other without a trailing slash', () => {
    expect(localePath('/', en, zh)).toBe('/zh-CN');
    expect(localePath('/zh-CN', zh, en)).toBe('/');
    expect(localePath('/zh-CN/', zh, en)).toBe('/');
  });

  it('does not take a path that only starts with the same letters as the prefix', () => {
    expect(localePath('/zh-CNx/page', zh, en)).toBe('/zh-CNx/page');
  });
});
