// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  CODE_LANGUAGE_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
} from '../../../src/shared/site/codeLanguage';
import {
  applyCodeLanguage,
  applyColorMode,
  codeLanguageHeadScript,
  colorModeHeadScript,
  COLOR_STORAGE_KEY,
  restoreBaseSlash,
  stripTrailingSlash,
  trailingSlashHeadScript,
} from '../../../src/shared/site/headScripts';

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
    expect(applyColorMode(document, storageWith(stored), () => systemDark, COLOR_STORAGE_KEY)).toBe(
      expected,
    );
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

describe('applyCodeLanguage', () => {
  const apply = (storage: Pick<Storage, 'getItem'> | null) =>
    applyCodeLanguage(document, storage, CODE_LANGUAGE_STORAGE_KEY, CODE_LANGUAGE_ATTRIBUTE);

  it.each([
    ['js', 'js'],
    ['ts', 'ts'],
    ['coffee', 'ts'],
    [null, 'ts'],
  ] as const)('stored %s shows code in %s', (stored, expected) => {
    expect(apply(storageWith(stored))).toBe(expected);
    expect(document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe(expected);
  });

  it('falls back to TypeScript without storage or when it throws', () => {
    expect(apply(null)).toBe('ts');
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(apply(storage)).toBe('ts');
  });

  it('serialises into a script that runs on its own', () => {
    localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, 'js');
    document.documentElement.removeAttribute(CODE_LANGUAGE_ATTRIBUTE);
    new Function(codeLanguageHeadScript)();
    expect(document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    localStorage.removeItem(CODE_LANGUAGE_STORAGE_KEY);
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

describe('restoreBaseSlash', () => {
  const run = (pathname: string, base: string, search = '', hash = '') => {
    const hist = { state: null, replaceState: vi.fn() } as unknown as History;
    return restoreBaseSlash({ pathname, search, hash } as Location, hist, base);
  };

  it('gives the site root under a base path its slash back, with query and hash', () => {
    expect(run('/table', '/table/', '?q=1', '#install')).toBe('/table/?q=1#install');
  });

  it('leaves other addresses, and a site at the domain root, alone', () => {
    expect(run('/table/', '/table/')).toBeNull();
    expect(run('/table/changelog', '/table/')).toBeNull();
    expect(run('/tables', '/table/')).toBeNull();
    expect(run('/', '/')).toBeNull();
  });
});
