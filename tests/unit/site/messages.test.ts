import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REACT_INTL_REQUEST } from '../../../src/node/patches';
import {
  createMessageFormatter,
  formatText,
  unsupportedSyntax,
} from '../../../src/client/site/messages';

const require = createRequire(import.meta.url);
const dumiLocales = join(dirname(require.resolve('dumi/package.json')), 'theme-default/locales');

const localeFiles = [
  '.dumi/theme/locales/en-US.json',
  '.dumi/theme/locales/zh-CN.json',
  join(dumiLocales, 'en-US.json'),
  join(dumiLocales, 'zh-CN.json'),
];

describe('message formatting', () => {
  it('fills {name} placeholders with strings and numbers', () => {
    expect(formatText('Open {file} in {title}', { file: 'index.tsx', title: 'CodeSandbox' })).toBe(
      'Open index.tsx in CodeSandbox',
    );
    expect(formatText('{count} rows', { count: 100000 })).toBe('100000 rows');
  });

  it('keeps a placeholder without a value as written, and text without values unchanged', () => {
    expect(formatText('Copy {file}', {})).toBe('Copy {file}');
    expect(formatText('Copy {file}')).toBe('Copy {file}');
  });

  it('returns parts when a value is an element, as react-intl does', () => {
    const element = { type: 'code' };
    expect(formatText('See {link}.', { link: element })).toEqual(['See ', element, '.']);
  });

  it('looks messages up by id, then the default message, then reports and returns the id', () => {
    const onError = vi.fn();
    const intl = createMessageFormatter({
      locale: 'zh-CN',
      messages: { 'demo.copy': '复制 {file}', '$internal.edit.link': undefined },
      onError,
    });
    expect(intl.locale).toBe('zh-CN');
    expect(intl.formatMessage({ id: 'demo.copy' }, { file: 'a.tsx' })).toBe('复制 a.tsx');
    expect(intl.formatMessage({ id: 'nope', defaultMessage: 'Fallback' })).toBe('Fallback');
    expect(onError).not.toHaveBeenCalled();
    expect(intl.formatMessage({ id: '$internal.edit.link' })).toBe('$internal.edit.link');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0][0])).toContain('$internal.edit.link');
  });

  it('names the ICU syntax it does not support', () => {
    expect(unsupportedSyntax('Plain {name} text')).toBeNull();
    expect(unsupportedSyntax('{n, plural, one {# row} other {# rows}}')).toMatch(/placeholders/);
    expect(unsupportedSyntax("It''s")).toMatch(/apostrophe/);
    expect(unsupportedSyntax("Don't")).toBeNull();
  });

  it.each(localeFiles)('can format every message of %s', (file) => {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(messages).length).toBeGreaterThan(5);
    const problems = Object.entries(messages)
      .map(([id, text]) => [id, unsupportedSyntax(text)])
      .filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });
});

describe('react-intl replacement in the bundle', () => {
  it('matches the package by name and by the path dumi writes into its locale container', () => {
    expect(REACT_INTL_REQUEST.test('react-intl')).toBe(true);
    expect(REACT_INTL_REQUEST.test('/work/site/node_modules/react-intl')).toBe(true);
    expect(REACT_INTL_REQUEST.test('C:\\site\\node_modules\\react-intl')).toBe(true);
    expect(REACT_INTL_REQUEST.test('react-intl-universal')).toBe(false);
    expect(REACT_INTL_REQUEST.test('/work/site/node_modules/react-intl/src/utils')).toBe(false);
  });
});
