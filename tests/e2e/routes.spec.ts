import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/chromium';
import { COLOUR_RULES, expectClean, KEY_ROUTES, prepareForEngines, setColorMode } from './a11y';
import { recordCspViolations, reportedViolations } from './csp';
import { builtRoutes, expect, gotoReady, withSharedContext } from './fixtures';

/**
 * Every prerendered route, loaded once and checked as a reader meets it: it renders (with its
 * demo) without console or page errors and without a Content-Security-Policy violation under the
 * policy the server sends, both accessibility engines find nothing, and at 320 px wide it reads by
 * scrolling down only. Contrast is checked once per route and mode: HTML_CodeSniffer's contrast
 * sniffs run on every route in light mode and on every demo page in dark mode too (demos may
 * style themselves by mode); axe's colour rules, most of axe's time, run on the key routes, whose
 * pages hold every component of the site, whole, in both modes. The routes of a worker load one
 * after another in one page (its cache and compiled scripts), as a reader goes to the next page.
 */
const test = withSharedContext();
// With the scrollbars readers of Firefox and of Chrome on Windows see, which take their width from
// the window (Playwright hides them in headless Chromium): the 320 px check measures a page 305 px
// wide, as they get it.
test.use({
  launchOptions: {
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});
const routes = builtRoutes();
const isDemoPage = (route: string) => /\/demo\/[^/]+$/.test(route);

prepareForEngines(test);

/**
 * WCAG 1.4.10 (Reflow): the elements that stick out past the right or left edge of the window, or
 * past the right edge of the text column (the content box of `.dumi-default-content`) into the
 * page's margin, and are not inside a scroll region. Tables and code blocks may scroll sideways
 * inside their own region; the page itself may not. Content in the margin is a scrollbar or a font
 * away from the window's edge: Firefox's classic scrollbar and wider text put /demo's cards past it
 * where Chromium's left 5 px. Elements that span the margin on purpose (the content tabs start
 * left of the column) and the live demos (their tables are rc-table's, held by the window's edge)
 * are left out of the column's test.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const content = document.querySelector('.dumi-default-content');
    const column = content && {
      left:
        content.getBoundingClientRect().left + parseFloat(getComputedStyle(content).paddingLeft),
      right:
        content.getBoundingClientRect().right - parseFloat(getComputedStyle(content).paddingRight),
    };
    const scrolls = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return (
        overflowX === 'auto' ||
        overflowX === 'scroll' ||
        overflowX === 'hidden' ||
        overflowX === 'clip'
      );
    };
    const insideScrollRegion = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (scrolls(parent)) return true;
      }
      return false;
    };
    const pastColumn = (element: Element, box: DOMRect) =>
      column !== null &&
      content!.contains(element) &&
      !element.closest('.dumi-default-previewer-demo') &&
      box.left >= column.left - 1 &&
      box.right > column.right + 1;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (insideScrollRegion(element)) continue;
      if (box.right > width + 1 || box.left < -1) {
        found.push(`${name(element)} (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      } else if (pastColumn(element, box)) {
        found.push(
          `${name(element)} (${Math.round(box.left)}–${Math.round(box.right)} px, column ends at ${Math.round(column!.right)} px)`,
        );
      }
    }
    return found.slice(0, 5);
  });
}

test('the build has both locales of every page', () => {
  const english = routes.filter((route) => !route.startsWith('/zh-CN'));
  const chinese = new Set(routes.filter((route) => route.startsWith('/zh-CN')));
  expect(english.length).toBeGreaterThan(1);
  for (const route of english) {
    expect(chinese, `${route} has a Chinese page`).toContain(
      route === '/' ? '/zh-CN' : `/zh-CN${route}`,
    );
  }
});

for (const route of routes) {
  const key = KEY_ROUTES.includes(route);
  test(`${route}: renders within its policy and without errors, axe and HTML_CodeSniffer find nothing (${key ? 'light and dark, whole' : isDemoPage(route) ? 'light; dark: contrast' : 'light'}), reflows at 320 px`, async ({
    page,
  }) => {
    // Renders, with its demo; the fixture fails the test on any console or page error.
    const violations = await recordCspViolations(page);
    await gotoReady(page, route);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toMatch(
      route.startsWith('/zh-CN') ? /^zh/ : /^en/,
    );
    if (isDemoPage(route)) {
      await expect(page.locator('.dumi-default-previewer-demo .rc-table').first()).toBeVisible();
    }

    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    await expectClean(page, 'light mode', { htmlcs: true, axeSkip: key ? [] : COLOUR_RULES });
    if (key) {
      await setColorMode(page, 'dark');
      await expectClean(page, 'dark mode', { axeRules: COLOUR_RULES, htmlcs: true });
    } else if (isDemoPage(route)) {
      await setColorMode(page, 'dark');
      await expectClean(page, 'dark mode', { axeRules: [], htmlcs: true });
    }

    // 320 px wide. Measured once the layout has settled: rc-table sizes virtual lists and fixed
    // headers after a resize (ResizeObserver), and the reader sees the settled page.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(async () => {
      expect(
        await overflowingElements(page),
        'elements past the edge of the window or of the text column at 320 px',
      ).toEqual([]);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'width of the page at 320 px').toBeLessThanOrEqual(clientWidth);
    }).toPass({ timeout: 5000 });

    // Nothing the page did, in any of these states, went against its policy.
    expect(
      await reportedViolations(page, violations),
      'Content-Security-Policy violations',
    ).toEqual([]);
  });
}
