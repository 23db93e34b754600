// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  applyColorMode,
  colorModeHeadScript,
  COLOR_STORAGE_KEY,
  stripTrailingSlash,
  trailingSlashHeadScript,
} from '../../../src/site/headScripts';

function storageWith(value: string | null) {
  return { getItem: vi.fn(() => value) };
}

describe('applyColorMode', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    ['purple', true, 'light'],
    [null, true, 'light'],
  ] as const)('stored %s with a dark system=%s gives %s', (stored, systemDark, expected) => {
    expect(applyColorMode(document, storageWith(stored), () => systemDark, COLOR_STORAGE_KEY)).toBe(expected);
    expect(document.documentElement.getAttribute('data-prefers-color')).toBe(expected);
  });

  it('falls back to light when storage throws (cookies blocked)', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(applyColorMode(document, storage, () => true, COLOR_STORAGE_KEY)).toBe('light');
  });

  it('serialises into a script that runs on its own', () => {
    localStorage.setItem(COLOR_STORAGE_KEY, 'dark');
    document.documentElement.removeAttribute('data-prefers-color');
    new Function(colorModeHeadScript)();
    expect(document.documentElement.getAttribute('data-prefers-color')).toBe('dark');
    localStorage.removeItem(COLOR_STORAGE_KEY);
  });
});

describe('stripTrailingSlash', () => {
  const run = (pathname: string, base = '/', search = '', hash = '') => {
    const hist = { state: null, replaceState: vi.fn() } as unknown as History;
    const next = stripTrailingSlash({ pathname, search, hash } as Location, hist, base);
    return { next, hist };
  };

  it('removes the slash and keeps query and hash', () => {
    const { next, hist } = run('/demo/simple/', '/', '?tab=x', '#props');
    expect(next).toBe('/demo/simple?tab=x#props');
    expect(hist.replaceState).toHaveBeenCalledWith(null, '', '/demo/simple?tab=x#props');
  });

  it('leaves the root, the base and slash-free paths alone', () => {
    expect(run('/').next).toBeNull();
    expect(run('/table/', '/table/').next).toBeNull();
    expect(run('/changelog').next).toBeNull();
    expect(run('/table/changelog/', '/table/').next).toBe('/table/changelog');
  });

  it('is serialised with the base baked in', () => {
    expect(trailingSlashHeadScript('/table/')).toContain('"/table/"');
  });
});
