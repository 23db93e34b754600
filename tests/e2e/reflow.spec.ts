import type { Page } from '@playwright/test';
import { builtRoutes, expect, gotoReady, test } from './fixtures';

/**
 * WCAG 1.4.10 (Reflow): at 320 CSS px wide, a page is read by scrolling down only. Tables and code
 * blocks may scroll sideways inside their own scroll region; the page itself may not.
 */
const routes = builtRoutes();

/** Elements that stick out past the right or left edge of the window and are not inside a scroll region. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip';
    };
    const insideScrollRegion = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrolls(parent)) return true;
      }
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if ((box.right > width + 1 || box.left < -1) && !insideScrollRegion(element)) {
        found.push(`${name(element)} (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
    }
    return found.slice(0, 5);
  });
}

test.describe('every route at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of routes) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await gotoReady(page, route);
      // Measured once the layout has settled: rc-table sizes virtual lists and fixed headers
      // after its first render (ResizeObserver), and the reader sees the settled page.
      await expect(async () => {
        expect(await overflowingElements(page), 'elements past the edge of the window').toEqual([]);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, 'width of the page').toBeLessThanOrEqual(clientWidth);
      }).toPass({ timeout: 5000 });
    });
  }
});
