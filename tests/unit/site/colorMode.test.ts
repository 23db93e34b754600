// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followSystemColors,
  setColorPreference,
  shownColorMode,
  storedColorPreference,
  subscribeShownColorMode,
} from '../../../src/client/site/colorMode';

/** A window whose system colour scheme the test sets, with jsdom's storage. */
function systemWindow(dark: boolean) {
  const handlers = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, handler: () => void) => handlers.add(handler),
    removeEventListener: (_type: string, handler: () => void) => handlers.delete(handler),
  };
  const win = Object.create(window, { matchMedia: { value: () => media } }) as Window;
  return {
    win,
    setSystem(next: boolean) {
      dark = next;
      handlers.forEach((handler) => handler());
    },
    handlers,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => document.documentElement.removeAttribute('data-prefers-color'));

describe('the colour mode', () => {
  it('is read from <html data-prefers-color>, light unless it says dark', () => {
    expect(shownColorMode()).toBe('light');
    document.documentElement.setAttribute('data-prefers-color', 'dark');
    expect(shownColorMode()).toBe('dark');
  });

  it('stores a choice, shows it, and tells subscribers only when what shows changes', () => {
    const { win } = systemWindow(false);
    const onChange = vi.fn();
    const stop = subscribeShownColorMode(onChange);
    setColorPreference('dark', document, win);
    expect(shownColorMode()).toBe('dark');
    expect(localStorage.getItem('dumi:prefers-color')).toBe('dark');
    expect(storedColorPreference(win)).toBe('dark');
    expect(onChange).toHaveBeenCalledTimes(1);
    setColorPreference('dark', document, win);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    setColorPreference('light', document, win);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows the system under auto, and only then', () => {
    const system = systemWindow(true);
    const stop = followSystemColors(document, system.win);
    setColorPreference('auto', document, system.win);
    expect(shownColorMode()).toBe('dark');
    system.setSystem(false);
    expect(shownColorMode()).toBe('light');
    setColorPreference('dark', document, system.win);
    system.setSystem(false);
    expect(shownColorMode()).toBe('dark');
    stop();
    expect(system.handlers.size).toBe(0);
  });

  it('reads nothing or anything unknown as light', () => {
    const { win } = systemWindow(true);
    expect(storedColorPreference(win)).toBe('light');
    localStorage.setItem('dumi:prefers-color', 'purple');
    expect(storedColorPreference(win)).toBe('light');
  });
});
