// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { followRouteLink, siteHref } from '../../../src/shared/site/routeLinks';

function click(target: Element, init: Partial<MouseEventInit> = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('route links', () => {
  it('puts a route under the base path', () => {
    expect(siteHref('/demo/simple', '/')).toBe('/demo/simple');
    expect(siteHref('/zh-CN/demo/simple', '/table/')).toBe('/table/zh-CN/demo/simple');
  });

  it('sends a plain left click on a route link (or inside one) through the router', () => {
    document.body.innerHTML =
      '<a href="/table/demo/simple" data-route="/demo/simple"><code>simple</code></a>';
    const navigate = vi.fn();
    const event = click(document.querySelector('code')!);
    expect(followRouteLink(event, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/demo/simple');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves new-tab clicks, other buttons and ordinary links to the browser', () => {
    document.body.innerHTML =
      '<a id="route" href="/demo/simple" data-route="/demo/simple">simple</a><a id="anchor" href="#prop-columns">#</a>';
    const navigate = vi.fn();
    const route = document.getElementById('route')!;
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      const event = click(route, init);
      expect(followRouteLink(event, navigate)).toBe(false);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(followRouteLink(click(document.getElementById('anchor')!), navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
