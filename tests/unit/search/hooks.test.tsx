import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY, useSearch, type SearchEngine } from '../../../src/client/search/useSearch';
import { useStagedCount } from '../../../src/client/search/useStagedCount';

/** The hooks behind the search box: when it searches, and how many results it renders at once. */

const group = (title: string) => [{ title, hints: [] }];

describe('useSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const engine: SearchEngine = { search: vi.fn((keywords: string) => group(keywords)) };
    const load = vi.fn(() => Promise.resolve(engine));
    const hook = renderHook(() => useSearch(load));
    return { engine, load, hook };
  };

  it('searches 200 ms after the last keystroke, loading in between', async () => {
    const { engine, hook } = setup();
    act(() => hook.result.current.setKeywords('fi'));
    act(() => hook.result.current.setKeywords('fixed'));
    expect(hook.result.current.loading).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DELAY - 1);
    });
    expect(engine.search).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(engine.search).toHaveBeenCalledTimes(1);
    expect(engine.search).toHaveBeenCalledWith('fixed', undefined);
    expect(hook.result.current.loading).toBe(false);
    expect(hook.result.current.result).toEqual(group('fixed'));
  });

  it('narrows the same keywords to a kind at once, and back to all', async () => {
    const { engine, hook } = setup();
    act(() => hook.result.current.setKeywords('fixed'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DELAY);
    });
    act(() => hook.result.current.setKind('api'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(engine.search).toHaveBeenLastCalledWith('fixed', { kind: 'api' });
    expect(hook.result.current.kind).toBe('api');
    act(() => hook.result.current.setKind(undefined));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(engine.search).toHaveBeenLastCalledWith('fixed', undefined);
  });

  it('clears the results at once when the keywords are emptied', async () => {
    const { engine, hook } = setup();
    act(() => hook.result.current.setKeywords('fixed'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DELAY);
    });
    act(() => hook.result.current.setKeywords('  '));
    expect(hook.result.current.result).toEqual([]);
    expect(hook.result.current.loading).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DELAY);
    });
    expect(engine.search).toHaveBeenCalledTimes(1);
  });

  it('shows no results when loading the index fails', async () => {
    const hook = renderHook(() => useSearch(() => Promise.reject(new Error('offline'))));
    act(() => hook.result.current.setKeywords('fixed'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DELAY);
    });
    expect(hook.result.current.loading).toBe(false);
    expect(hook.result.current.result).toEqual([]);
  });

  it('preload starts loading the index without searching', () => {
    const { engine, load, hook } = setup();
    act(() => hook.result.current.preload());
    expect(load).toHaveBeenCalledTimes(1);
    expect(engine.search).not.toHaveBeenCalled();
  });
});

const list = (length: number) => Array.from({ length }, (_, index) => index);

describe('useStagedCount', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  const setup = (initial: number[], force = false) =>
    renderHook(({ items, forced }) => useStagedCount(items, items.length, 10, forced), {
      initialProps: { items: initial, forced: force },
    });

  /** Runs the next animation frame, then what that frame scheduled. */
  const nextFrameThenTask = () =>
    act(() => {
      vi.advanceTimersToNextFrame();
      // A zero-delay timeout runs on the fake clock's next millisecond.
      vi.advanceTimersByTime(1);
    });

  it('renders the first 10 of a new list, and all of it only after the next frame', () => {
    const hook = setup(list(40));
    expect(hook.result.current).toBe(10);
    // Nothing happens before the frame that draws the first stage (frames come every 16 ms).
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(hook.result.current).toBe(10);
    nextFrameThenTask();
    expect(hook.result.current).toBe(40);
  });

  it('starts over at 10 when a new list replaces a complete one', () => {
    const hook = setup(list(40));
    nextFrameThenTask();
    expect(hook.result.current).toBe(40);
    hook.rerender({ items: list(25), forced: false });
    expect(hook.result.current).toBe(10);
    nextFrameThenTask();
    expect(hook.result.current).toBe(25);
  });

  it('keeps a complete list complete when it re-renders unchanged', () => {
    const items = list(40);
    const hook = setup(items);
    nextFrameThenTask();
    hook.rerender({ items, forced: false });
    expect(hook.result.current).toBe(40);
  });

  it('renders short lists and forced lists whole at once', () => {
    expect(setup(list(7)).result.current).toBe(7);
    expect(setup(list(40), true).result.current).toBe(40);
  });

  it('drops the pending second stage of a list that was replaced before its frame', () => {
    const first = list(40);
    const hook = setup(first);
    const second = list(30);
    hook.rerender({ items: second, forced: false });
    nextFrameThenTask();
    // The completed list is the second one, not the first.
    expect(hook.result.current).toBe(30);
    hook.rerender({ items: first, forced: false });
    expect(hook.result.current).toBe(10);
  });
});
