// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_LANGUAGE_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
  chooseCodeLanguage,
  shownCodeLanguage,
  watchCodeLanguage,
} from '../../../src/shared/site/codeLanguage';

afterEach(() => {
  document.documentElement.removeAttribute(CODE_LANGUAGE_ATTRIBUTE);
  localStorage.clear();
});

describe('the site-wide code language', () => {
  it('is TypeScript unless <html> says JavaScript', () => {
    expect(shownCodeLanguage()).toBe('ts');
    document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    expect(shownCodeLanguage()).toBe('js');
    document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'coffee');
    expect(shownCodeLanguage()).toBe('ts');
  });

  it('is shown and stored when chosen', () => {
    chooseCodeLanguage('js');
    expect(document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('js');
    chooseCodeLanguage('ts');
    expect(shownCodeLanguage()).toBe('ts');
    expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('ts');
  });

  it('still applies to the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    chooseCodeLanguage('js');
    expect(shownCodeLanguage()).toBe('js');
  });

  it('tells watchers about a choice made here or in another tab, until they stop watching', () => {
    const onChange = vi.fn();
    const stop = watchCodeLanguage(onChange);
    chooseCodeLanguage('js');
    expect(onChange).toHaveBeenCalledTimes(1);
    chooseCodeLanguage('js');
    expect(onChange).toHaveBeenCalledTimes(1);

    // Another tab stores TypeScript: this page follows.
    window.dispatchEvent(
      new StorageEvent('storage', { key: CODE_LANGUAGE_STORAGE_KEY, newValue: 'ts' }),
    );
    expect(shownCodeLanguage()).toBe('ts');
    expect(onChange).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'js' }));
    expect(shownCodeLanguage()).toBe('ts');

    stop();
    chooseCodeLanguage('js');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
