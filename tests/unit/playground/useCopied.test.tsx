import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS } from '../../../src/playground/clipboard';
import { useCopied } from '../../../src/playground/useCopied';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('useCopied', () => {
  it('says copied for two seconds after the text reached the clipboard', async () => {
    const written: string[] = [];
    clipboard(async (text) => void written.push(text));
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopied());
    expect(result.current.copied).toBe(false);
    await act(() => result.current.copy('npm install rc-table'));
    expect(written).toEqual(['npm install rc-table']);
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a second copy starts the two seconds again', async () => {
    clipboard(async () => undefined);
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopied());
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('says nothing when the browser refused to copy', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    document.execCommand = () => false;
    const { result } = renderHook(() => useCopied());
    await act(async () => expect(await result.current.copy('a')).toBe(false));
    expect(result.current.copied).toBe(false);
  });
});
