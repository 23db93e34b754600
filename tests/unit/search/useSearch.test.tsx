import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY, useSearch, type SearchEngine } from '../../../src/search/useSearch';

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
    expect(engine.search).toHaveBeenCalledWith('fixed');
    expect(hook.result.current.loading).toBe(false);
    expect(hook.result.current.result).toEqual(group('fixed'));
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
