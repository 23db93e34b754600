import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownColorMode, watchShownColorMode } from '../../../src/site/colorMode';

afterEach(() => document.documentElement.removeAttribute('data-prefers-color'));

describe('the shown colour mode', () => {
  it('is read from <html data-prefers-color>, light unless it says dark', () => {
    expect(shownColorMode()).toBe('light');
    document.documentElement.setAttribute('data-prefers-color', 'dark');
    expect(shownColorMode()).toBe('dark');
    document.documentElement.setAttribute('data-prefers-color', 'auto');
    expect(shownColorMode()).toBe('light');
  });

  it('tells its watcher about every change until it stops watching', async () => {
    const onChange = vi.fn();
    const stop = watchShownColorMode(onChange);
    document.documentElement.setAttribute('data-prefers-color', 'dark');
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
    document.documentElement.setAttribute('lang', 'en');
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    document.documentElement.setAttribute('data-prefers-color', 'light');
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
