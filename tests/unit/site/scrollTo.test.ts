import { describe, expect, it, vi } from 'vitest';
import scrollTo, { hashTargetTop, scrollTopOf } from '../../../src/client/site/scrollTo';

/** A window with a scroll position and a reduced-motion preference. */
function fakeWindow(
  reduceMotion: boolean,
  scrollY = 200,
  hash = '',
  elements: Record<string, Element> = {},
) {
  return {
    scrollY,
    location: { hash },
    document: { getElementById: (id: string) => elements[id] ?? null },
    scrollTo: vi.fn(),
    // Scrolling ends at once: the landing check runs on the next turn.
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'scrollend') queueMicrotask(listener);
    },
    removeEventListener: () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
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

  it("scrolls to a #row's real place when dumi asks for its offsetTop inside a table", () => {
    // The row is 300 px below its table's top; the table is 9,000 px down the page.
    const row = {
      offsetTop: 300,
      getBoundingClientRect: () => ({ top: 9300 - 200 }),
    } as unknown as Element;
    const win = fakeWindow(true, 200, '#prop-column-oncellclick', {
      'prop-column-oncellclick': row,
    });
    expect(hashTargetTop(300 - 80, win)).toBe(9300 - 80);
    scrollTo(300 - 80, {}, win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 9300 - 80, behavior: 'auto' });
  });

  it('jumps again when the row has moved by the time the scroll ends, and stops when it is there', async () => {
    // The tables above the row grow to their real height as the page scrolls past them.
    const tops = [9300 - 200, 400, 80];
    const row = {
      offsetTop: 300,
      getBoundingClientRect: () => ({ top: tops.shift() ?? 80 }),
    } as unknown as Element;
    const win = fakeWindow(false, 200, '#prop-column-oncellclick', {
      'prop-column-oncellclick': row,
    });
    await scrollTo(300 - 80, {}, win);
    expect(win.scrollTo.mock.calls).toEqual([
      [{ top: 9300 - 80, behavior: 'smooth' }],
      [{ top: 200 + 400 - 80, behavior: 'auto' }],
    ]);
  });

  it('leaves other offsets alone: no hash, an unknown id, a different number, a broken escape', () => {
    const row = {
      offsetTop: 300,
      getBoundingClientRect: () => ({ top: 9100 }),
    } as unknown as Element;
    expect(hashTargetTop(220, fakeWindow(false, 200, '', { x: row }))).toBe(220);
    expect(hashTargetTop(220, fakeWindow(false, 200, '#y', { x: row }))).toBe(220);
    expect(hashTargetTop(0, fakeWindow(false, 200, '#x', { x: row }))).toBe(0);
    expect(hashTargetTop(220, fakeWindow(false, 200, '#%E0%A4%A', { x: row }))).toBe(220);
  });
});
