// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isCodeHtmlSettled,
  loadCodeHtml,
  preloadCodeHtml,
  readCodeHtml,
  setCodeHtmlLoader,
} from '../../../../src/client/codeTypes/codeHtml';
import { setServerCodeHtml } from '../../../../src/shared/codeTypes/keys';

// What the build leaves for the server render (src/node/plugins/codeTypes.ts): the pages' blocks.
setServerCodeHtml(new Map([['block-5e7e7e7e', '<span class="token-line">server</span>']]));

/** A load the test settles by hand. */
function deferred() {
  let resolve!: (html: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** What `readCodeHtml` threw, or `undefined` when it returned. */
function thrownBy(read: () => unknown): unknown {
  try {
    read();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCodeHtmlLoader(undefined);
});

describe('readCodeHtml in the browser', () => {
  it('suspends on the first read, with a promise that settles once the HTML is here', async () => {
    const load = deferred();
    const loader = vi.fn(() => load.promise);
    setCodeHtmlLoader(loader);
    const pending = thrownBy(() => readCodeHtml('demos/simple.tsx'));
    expect(pending).toBeInstanceOf(Promise);
    expect(loader).toHaveBeenCalledWith('demos/simple.tsx');
    expect(isCodeHtmlSettled('demos/simple.tsx')).toBe(false);
    // A second read while loading suspends on the same promise and asks no more.
    expect(thrownBy(() => readCodeHtml('demos/simple.tsx'))).toBe(pending);
    load.resolve('<span class="token-line">simple</span>');
    await pending;
    expect(readCodeHtml('demos/simple.tsx')).toBe('<span class="token-line">simple</span>');
    expect(isCodeHtmlSettled('demos/simple.tsx')).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('answers undefined after a failed load, and does not ask again', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('404')));
    setCodeHtmlLoader(loader);
    const pending = thrownBy(() => readCodeHtml('block-0badc0de'));
    expect(pending).toBeInstanceOf(Promise);
    // The promise a Suspense boundary waits on resolves even when the load fails.
    await expect(pending).resolves.toBeUndefined();
    expect(readCodeHtml('block-0badc0de')).toBeUndefined();
    expect(readCodeHtml('block-0badc0de')).toBeUndefined();
    expect(isCodeHtmlSettled('block-0badc0de')).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads each key on its own', async () => {
    const loader = vi.fn((key: string) => Promise.resolve(`<b>${key}</b>`));
    setCodeHtmlLoader(loader);
    await Promise.all([
      thrownBy(() => readCodeHtml('demos/a.tsx')),
      thrownBy(() => readCodeHtml('demos/a.jsx')),
    ]);
    expect(readCodeHtml('demos/a.tsx')).toBe('<b>demos/a.tsx</b>');
    expect(readCodeHtml('demos/a.jsx')).toBe('<b>demos/a.jsx</b>');
    expect(isCodeHtmlSettled('demos/b.tsx')).toBe(false);
    expect(loader.mock.calls).toEqual([['demos/a.tsx'], ['demos/a.jsx']]);
  });

  it('forgets what it had when given another loader', async () => {
    setCodeHtmlLoader(() => Promise.resolve('first'));
    await loadCodeHtml('demos/simple.tsx');
    setCodeHtmlLoader(() => Promise.resolve('second'));
    expect(isCodeHtmlSettled('demos/simple.tsx')).toBe(false);
    await expect(loadCodeHtml('demos/simple.tsx')).resolves.toBe('second');
  });
});

describe('loadCodeHtml', () => {
  it('resolves with the HTML, then at once from what it has', async () => {
    const loader = vi.fn(() => Promise.resolve('<i>html</i>'));
    setCodeHtmlLoader(loader);
    await expect(loadCodeHtml('demos/simple.tsx')).resolves.toBe('<i>html</i>');
    await expect(loadCodeHtml('demos/simple.tsx')).resolves.toBe('<i>html</i>');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('resolves with undefined when the load fails', async () => {
    setCodeHtmlLoader(() => Promise.reject(new Error('offline')));
    await expect(loadCodeHtml('demos/simple.tsx')).resolves.toBeUndefined();
    expect(isCodeHtmlSettled('demos/simple.tsx')).toBe(true);
  });

  it('waits for a load that a read started', async () => {
    const load = deferred();
    const loader = vi.fn(() => load.promise);
    setCodeHtmlLoader(loader);
    preloadCodeHtml('demos/simple.tsx');
    const loaded = loadCodeHtml('demos/simple.tsx');
    load.resolve('<u>late</u>');
    await expect(loaded).resolves.toBe('<u>late</u>');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('preloadCodeHtml', () => {
  it('starts the load without suspending', async () => {
    const loader = vi.fn(() => Promise.resolve('<s>pre</s>'));
    setCodeHtmlLoader(loader);
    expect(() => preloadCodeHtml('demos/simple.tsx')).not.toThrow();
    expect(loader).toHaveBeenCalledWith('demos/simple.tsx');
    await vi.waitFor(() => expect(isCodeHtmlSettled('demos/simple.tsx')).toBe(true));
    expect(readCodeHtml('demos/simple.tsx')).toBe('<s>pre</s>');
  });
});

describe('readCodeHtml in the server render', () => {
  it('answers at once from the HTML the build left, and asks no loader', () => {
    const loader = vi.fn(() => Promise.resolve('<i>fetched</i>'));
    setCodeHtmlLoader(loader);
    vi.stubGlobal('window', undefined);
    expect(readCodeHtml('block-5e7e7e7e')).toBe('<span class="token-line">server</span>');
    // A key the server has no HTML for: the caller highlights the code itself.
    expect(readCodeHtml('demos/simple.tsx')).toBeUndefined();
    expect(isCodeHtmlSettled('demos/simple.tsx')).toBe(true);
    expect(loader).not.toHaveBeenCalled();
  });

  it('is not what the browser reads: there the same key is loaded', async () => {
    setCodeHtmlLoader(() => Promise.resolve('<i>fetched</i>'));
    expect(thrownBy(() => readCodeHtml('block-5e7e7e7e'))).toBeInstanceOf(Promise);
    await expect(loadCodeHtml('block-5e7e7e7e')).resolves.toBe('<i>fetched</i>');
  });
});
