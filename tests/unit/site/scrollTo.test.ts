import { describe, expect, it, vi } from 'vitest';
import scrollTo, { scrollTopOf } from '../../../src/site/scrollTo';

/** A window with a scroll position and a reduced-motion preference. */
function fakeWindow(reduceMotion: boolean, scrollY = 200) {
  return {
    scrollY,
    scrollTo: vi.fn(),
    matchMedia: (query: string) => ({ matches: reduceMotion && query.includes('reduce') }),
  } as unknown as Window & { scrollTo: ReturnType<typeof vi.fn> };
}

describe('scrolling to a heading', () => {
  it('scrolls smoothly to a page offset, as dumi’s layout asks', async () => {
    const win = fakeWindow(false);
    await expect(scrollTo(420, { maxDuration: 300 }, win)).resolves.toBe(true);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 420, behavior: 'smooth' });
  });

  it('jumps at once for readers who prefer reduced motion, and never above the top', () => {
    const win = fakeWindow(true);
    scrollTo(-80, {}, win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('measures an element from the top of the page', () => {
    const element = { getBoundingClientRect: () => ({ top: 150 }) } as Element;
    expect(scrollTopOf(element, fakeWindow(false, 200))).toBe(350);
  });
});
