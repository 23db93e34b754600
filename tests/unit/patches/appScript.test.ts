// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  appScriptLoader,
  deferAppScript,
  loadAfterPaint,
} from '../../../src/node/patches/html/appScript';

const page = (entry: string) =>
  `<html><body><div id="root"><p>Hello</p></div>${entry}</body></html>`;

describe('deferAppScript', () => {
  it("replaces umi's entry tag with the after-paint loader for the same file", () => {
    const html = deferAppScript(page('<script src="/umi.0ef67eba.js" async=""></script>'));
    expect(html).not.toContain('<script src=');
    expect(html).toContain(appScriptLoader('/umi.0ef67eba.js'));
    expect(html).toContain('<p>Hello</p>');
  });

  it('puts the loader at the end of the body, after all of the page and before </body>', () => {
    const html = deferAppScript(
      '<html><body><div id="root"><p>Text</p></div><script src="/umi.0ef67eba.js" async=""></script><script>window.x=1</script></body></html>',
    );
    expect(html).toBe(
      `<html><body><div id="root"><p>Text</p></div><script>window.x=1</script>${appScriptLoader('/umi.0ef67eba.js')}</body></html>`,
    );
    // Nothing is written after the closing tags.
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('appends the loader to a fragment without </body>', () => {
    const fragment = deferAppScript(
      '<div id="root"><p>Text</p></div><script src="/umi.0ef67eba.js" async=""></script>\n',
    );
    expect(fragment).toBe(`<div id="root"><p>Text</p></div>${appScriptLoader('/umi.0ef67eba.js')}`);
  });

  it('keeps the sub-path of a BASE_PATH build', () => {
    const html = deferAppScript(page('<script src="/table/umi.12ab34cd.js" async=""></script>'));
    expect(html).toContain('"/table/umi.12ab34cd.js"');
  });

  it('leaves pages without the entry tag, and other scripts, alone', () => {
    const other = page('<script src="/analytics.js" async=""></script>');
    expect(deferAppScript(other)).toBe(other);
    const once = deferAppScript(page('<script src="/umi.0ef67eba.js" async=""></script>'));
    expect(deferAppScript(once)).toBe(once);
  });
});

describe('loadAfterPaint', () => {
  const appended = () =>
    [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));

  /** A window whose frames and timers the test runs, with a switchable first contentful paint. */
  function fakeWindow(options: { paintTiming?: boolean } = {}) {
    const frames: FrameRequestCallback[] = [];
    const timers: Array<[() => void, number]> = [];
    let painted = false;
    const win = {
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
      setTimeout: (cb: () => void, ms: number) => timers.push([cb, ms]),
      performance:
        options.paintTiming === false
          ? undefined
          : {
              getEntriesByName: (name: string) =>
                painted && name === 'first-contentful-paint' ? [{}] : [],
            },
    } as unknown as Window;
    return {
      win,
      paint: () => (painted = true),
      nextFrame: () => frames.splice(0).forEach((cb) => cb(0)),
      runTimers: (ms: number) => timers.filter(([, delay]) => delay === ms).forEach(([cb]) => cb()),
    };
  }

  it('appends the script in the task after the first contentful paint, not at the first frame', () => {
    document.body.innerHTML = '';
    const page = fakeWindow();
    loadAfterPaint(document, page.win, '/umi.1.js');
    page.nextFrame();
    page.nextFrame();
    page.runTimers(0);
    expect(appended()).toEqual([]);
    page.paint();
    page.nextFrame();
    expect(appended()).toEqual([]);
    page.runTimers(0);
    expect(appended()).toEqual(['/umi.1.js']);
    // The 3 s fallback then finds it started.
    page.runTimers(3000);
    expect(appended()).toEqual(['/umi.1.js']);
  });

  it('loads after the first frame in a browser without paint timing', () => {
    document.body.innerHTML = '';
    const page = fakeWindow({ paintTiming: false });
    loadAfterPaint(document, page.win, '/umi.4.js');
    page.nextFrame();
    page.runTimers(0);
    expect(appended()).toEqual(['/umi.4.js']);
  });

  it('starts after 3 s when no frame comes', () => {
    document.body.innerHTML = '';
    const timers: Array<[() => void, number]> = [];
    const win = {
      requestAnimationFrame: () => 1,
      setTimeout: (cb: () => void, ms: number) => timers.push([cb, ms]),
    } as unknown as Window;
    loadAfterPaint(document, win, '/umi.3.js');
    expect(appended()).toEqual([]);
    timers.filter(([, ms]) => ms === 3000).forEach(([cb]) => cb());
    expect(appended()).toEqual(['/umi.3.js']);
  });

  it('loads at once in a hidden tab, where frames never come', () => {
    document.body.innerHTML = '';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const win = { requestAnimationFrame: vi.fn(), setTimeout: vi.fn() } as unknown as Window;
    loadAfterPaint(document, win, '/umi.2.js');
    expect(appended()).toEqual(['/umi.2.js']);
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
