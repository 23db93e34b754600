import { at, expect, test } from './fixtures';

/**
 * The tests share their browser context's renderer (playwright.config.ts reuses contexts), not
 * their state: what one test leaves behind (storage, cookies, an init script, a route, another
 * page) the next one does not meet. The two run in order, in one worker.
 */
test.describe.configure({ mode: 'serial' });

test('a test leaves storage, a cookie, an init script, a route and a second page behind', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => ((window as { leftBehind?: boolean }).leftBehind = true));
  await page.route('**/*.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto(at('/'));
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'yes');
    sessionStorage.setItem('left-behind', 'yes');
  });
  await context.addCookies([{ name: 'left-behind', value: 'yes', url: page.url() }]);
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
  expect(
    await page.evaluate(() => ({
      script: (window as { leftBehind?: boolean }).leftBehind,
      styled: [...document.styleSheets].some(
        (sheet) => sheet.href?.endsWith('.css') && sheet.cssRules.length > 0,
      ),
    })),
  ).toEqual({ script: true, styled: false });
});

test('the next test meets none of it', async ({ page, context }) => {
  expect(context.pages()).toHaveLength(1);
  expect(page.url()).toBe('about:blank');
  await page.goto(at('/'));
  const left = await page.evaluate(() => ({
    script: (window as { leftBehind?: boolean }).leftBehind ?? false,
    local: localStorage.getItem('left-behind'),
    session: sessionStorage.getItem('left-behind'),
    cookie: document.cookie,
    styled: [...document.styleSheets].some(
      (sheet) => sheet.href?.endsWith('.css') && sheet.cssRules.length > 0,
    ),
  }));
  expect(left).toEqual({ script: false, local: null, session: null, cookie: '', styled: true });
});
