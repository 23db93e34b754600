// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCodeHtml, setCodeHtmlLoader } from '../../../../src/client/codeTypes/codeHtml';
import { useCodeHtml, type CodeHtmlByKey } from '../../../../src/client/codeTypes/useCodeHtml';

/** A loader whose loads the test settles by hand, key by key. */
function manualLoader() {
  const pending = new Map<string, { resolve: (html: string) => void; reject: () => void }>();
  const load = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        pending.set(key, { resolve, reject: () => reject(new Error(`${key} failed`)) });
      }),
  );
  setCodeHtmlLoader(load);
  const settle = async (key: string, html?: string) => {
    const entry = pending.get(key);
    if (!entry) throw new Error(`${key} was not asked for`);
    if (html === undefined) entry.reject();
    else entry.resolve(html);
    await act(() => loadCodeHtml(key));
  };
  return { load, settle };
}

/** `useCodeHtml(keys)`, with what each render returned. */
function renderCodeHtml(initialKeys: readonly string[] | undefined) {
  const renders: (CodeHtmlByKey | undefined)[] = [];
  const hook = renderHook(
    ({ keys }: { keys: readonly string[] | undefined }) => {
      const html = useCodeHtml(keys);
      renders.push(html);
      return html;
    },
    { initialProps: { keys: initialKeys } },
  );
  return { ...hook, renders };
}

const DEMO = ['demos/simple.tsx', 'demos/_data/format.ts'];

afterEach(() => setCodeHtmlLoader(undefined));

describe('useCodeHtml', () => {
  it('is undefined while any key is loading, then the HTML of every key', async () => {
    const { load, settle } = manualLoader();
    const { result } = renderCodeHtml(DEMO);
    expect(result.current).toBeUndefined();
    expect(load.mock.calls).toEqual([['demos/simple.tsx'], ['demos/_data/format.ts']]);
    await settle('demos/simple.tsx', '<b>simple</b>');
    expect(result.current).toBeUndefined();
    await settle('demos/_data/format.ts', '<b>format</b>');
    await waitFor(() =>
      expect(result.current).toEqual({
        'demos/simple.tsx': '<b>simple</b>',
        'demos/_data/format.ts': '<b>format</b>',
      }),
    );
  });

  it('gives undefined for a key that failed, once all have settled', async () => {
    const { settle } = manualLoader();
    const { result } = renderCodeHtml(DEMO);
    await settle('demos/_data/format.ts');
    expect(result.current).toBeUndefined();
    await settle('demos/simple.tsx', '<b>simple</b>');
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual({
      'demos/simple.tsx': '<b>simple</b>',
      'demos/_data/format.ts': undefined,
    });
    expect(Object.keys(result.current!)).toEqual(DEMO);
  });

  it('answers in the first render of a panel that opens again', async () => {
    const { load, settle } = manualLoader();
    const first = renderCodeHtml(DEMO);
    await settle('demos/simple.tsx', '<b>simple</b>');
    await settle('demos/_data/format.ts', '<b>format</b>');
    await waitFor(() => expect(first.result.current).toBeDefined());
    first.unmount();

    const again = renderCodeHtml([...DEMO]);
    expect(again.renders[0]).toEqual({
      'demos/simple.tsx': '<b>simple</b>',
      'demos/_data/format.ts': '<b>format</b>',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is undefined for no keys, and loads nothing', () => {
    const { load } = manualLoader();
    const { result, renders } = renderCodeHtml(undefined);
    expect(result.current).toBeUndefined();
    expect(renders.every((html) => html === undefined)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it("never gives the previous keys' HTML for new keys", async () => {
    const { settle } = manualLoader();
    const { result, rerender, renders } = renderCodeHtml(['demos/simple.tsx']);
    await settle('demos/simple.tsx', '<b>TypeScript</b>');
    await waitFor(() =>
      expect(result.current).toEqual({ 'demos/simple.tsx': '<b>TypeScript</b>' }),
    );

    const before = renders.length;
    rerender({ keys: ['demos/simple.jsx'] });
    expect(renders.slice(before).every((html) => html === undefined)).toBe(true);
    await settle('demos/simple.jsx', '<b>JavaScript</b>');
    await waitFor(() =>
      expect(result.current).toEqual({ 'demos/simple.jsx': '<b>JavaScript</b>' }),
    );

    // Back to a key that is here: at once.
    const back = renders.length;
    rerender({ keys: ['demos/simple.tsx'] });
    expect(renders[back]).toEqual({ 'demos/simple.tsx': '<b>TypeScript</b>' });
  });
});
