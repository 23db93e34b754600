import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../src/client/playground/clipboard';
import { COPIED_FEEDBACK_MS } from '../../../src/client/playground/copiedFeedback';
import { useCopied } from '../../../src/client/playground/useCopied';

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
    expect(result.current.state).toBe('idle');
    await act(() => result.current.run(() => copyText('npm install rc-table')));
    expect(written).toEqual(['npm install rc-table']);
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
    expect(result.current.state).toBe('idle');
  });

  it('a second copy starts the two seconds again', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopied());
    await act(() => result.current.run(async () => true));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.run(async () => true));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('says the copy failed when the browser refused it, until the next attempt', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    document.execCommand = () => false;
    const { result } = renderHook(() => useCopied());
    await act(async () => expect(await result.current.run(() => copyText('a'))).toBe(false));
    expect(result.current.copied).toBe(false);
    expect(result.current.state).toBe('failed');
    await act(() => result.current.run(async () => true));
    expect(result.current.state).toBe('copied');
  });

  it('counts a copy whose text could not be fetched as failed', async () => {
    const { result } = renderHook(() => useCopied());
    await act(async () =>
      expect(await result.current.run(() => Promise.reject(new Error('404')))).toBe(false),
    );
    expect(result.current.state).toBe('failed');
  });
});
