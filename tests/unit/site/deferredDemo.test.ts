// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementAt, pathFrom, watchDemand } from '../../../src/client/site/deferredDemo';

const markup =
  '<div class="previewer"><table><caption>Planets</caption></table><div class="actions"><button><svg><path></path></svg>Show code</button><button>Copy</button></div></div>';

/** The prerendered demo, and a live copy of the same markup standing in for the hydrated one. */
function setUp() {
  document.body.innerHTML = `<button id="outside">Search</button><div id="kept">${markup}</div><div id="live">${markup}</div>`;
  const kept = document.getElementById('kept')!;
  const live = document.getElementById('live')!;
  const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')];
  return { kept, live, buttons };
}

/** IntersectionObserver is not in jsdom: one whose callback the test calls. */
let intersect: ((isIntersecting: boolean) => void) | null = null;
beforeEach(() => {
  intersect = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        intersect = (isIntersecting) =>
          this.callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {
        intersect = null;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('pathFrom / elementAt', () => {
  it('find the matching element in a copy of the same markup', () => {
    const { kept, live, buttons } = setUp();
    const path = pathFrom(kept, buttons(kept)[1])!;
    expect(path).toEqual([0, 1, 1]);
    expect(elementAt(live, path)).toBe(buttons(live)[1]);
    expect(pathFrom(kept, document.getElementById('outside')!)).toBeNull();
    expect(elementAt(live, [5, 0])).toBeNull();
  });
});

describe('watchDemand', () => {
  it('asks for the demo once, when it comes into view', () => {
    const { kept } = setUp();
    const onDemand = vi.fn();
    watchDemand(kept, onDemand);
    intersect!(false);
    expect(onDemand).not.toHaveBeenCalled();
    intersect?.(true);
    kept.dispatchEvent(new Event('pointerenter'));
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  it('asks for the demo when the pointer enters it', () => {
    const { kept } = setUp();
    const onDemand = vi.fn();
    watchDemand(kept, onDemand);
    kept.dispatchEvent(new Event('pointerenter'));
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  it('holds back a click on the prerendered markup and makes it again on the live demo', () => {
    const { kept, live, buttons } = setUp();
    const onDemand = vi.fn();
    const watch = watchDemand(kept, onDemand);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // On the icon inside the button, as a pointer often lands.
    buttons(kept)[0].querySelector('path')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);

    const liveClicks = vi.fn();
    buttons(live)[0].addEventListener('click', liveClicks);
    watch.ready(live);
    expect(liveClicks).toHaveBeenCalledTimes(1);
    // Watching ends with `ready`: later clicks on the old markup are left alone.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    buttons(kept)[0].dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('moves keyboard focus to the live demo when the prerendered markup took it away', () => {
    const { kept, live, buttons } = setUp();
    const onDemand = vi.fn();
    const watch = watchDemand(kept, onDemand);
    buttons(kept)[1].focus();
    expect(onDemand).toHaveBeenCalledTimes(1);
    kept.remove(); // what replacing the prerendered markup does to the focus
    expect(document.activeElement).toBe(document.body);
    watch.ready(live);
    expect(document.activeElement).toBe(buttons(live)[1]);
  });

  it('leaves focus alone when the reader has moved on', () => {
    const { kept, live, buttons } = setUp();
    const watch = watchDemand(kept, vi.fn());
    buttons(kept)[1].focus();
    document.getElementById('outside')!.focus();
    watch.ready(live);
    expect(document.activeElement).toBe(document.getElementById('outside'));
  });

  it('does nothing after dispose', () => {
    const { kept, live, buttons } = setUp();
    const onDemand = vi.fn();
    const watch = watchDemand(kept, onDemand);
    watch.dispose();
    kept.dispatchEvent(new Event('pointerenter'));
    buttons(kept)[0].focus();
    const liveClicks = vi.fn();
    buttons(live)[0].addEventListener('click', liveClicks);
    watch.ready(live);
    expect(onDemand).not.toHaveBeenCalled();
    expect(liveClicks).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(buttons(kept)[0]);
  });
});
