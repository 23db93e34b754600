import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { at, builtRoutes, DIST, expect, gotoReady, test } from './fixtures';

const demoRoutes = builtRoutes().filter((route) => /\/demo\/[^/]+$/.test(route));

/** The live demo area of the page's first (only) demo. */
const demo = (page: Page) => page.locator('.dumi-default-previewer-demo').first();

/** Anchor ids rendered on the index page of a locale. */
async function anchorsOn(page: Page, path: string) {
  await gotoReady(page, path);
  return new Set(
    await page.locator('[id^="prop-"]').evaluateAll((nodes) => nodes.map((node) => node.id)),
  );
}

test('every demo page shows a working table and its Props used links land on API anchors', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(demoRoutes.length).toBeGreaterThanOrEqual(78);
  const anchors = { en: await anchorsOn(page, '/'), zh: await anchorsOn(page, '/zh-CN') };
  for (const route of demoRoutes) {
    const html = readFileSync(`${DIST}${route}/index.html`, 'utf8');
    const section = html.split(/id="(?:props-used|用到的属性)"/)[1]?.split('<h2')[0] ?? '';
    const links = [...section.matchAll(/href="([^"]*#(prop-[^"]+))"/g)];
    expect(links.length, `${route} links props`).toBeGreaterThan(0);
    const zh = route.startsWith('/zh-CN');
    for (const [, href, id] of links) {
      expect(href.startsWith(at(zh ? '/zh-CN#' : '/#')), `${route}: ${href} in its language`).toBe(
        true,
      );
      expect(anchors[zh ? 'zh' : 'en'].has(id), `${route}: ${href} has a target`).toBe(true);
    }
  }
});

for (const [path, heading, href] of [
  ['/demo/expanded-row-render', 'Props used', '/#prop-expandable-rowexpandable'],
  ['/zh-CN/demo/expanded-row-render', '用到的属性', '/zh-CN#prop-expandable-rowexpandable'],
] as const) {
  test(`${path} lists the props its demo uses, generated from the demo's source`, async ({
    page,
  }) => {
    await gotoReady(page, path);
    const list = page
      .getByRole('heading', { name: heading, level: 2 })
      .locator('xpath=following-sibling::*[1]');
    await expect(
      list.getByRole('link', { name: 'expandable.rowExpandable', exact: true }),
    ).toHaveAttribute('href', at(href));
    // Only props the demo's code uses: the old hand-written list also named expandIconColumnIndex.
    await expect(list.getByRole('link', { name: 'expandable.expandIconColumnIndex' })).toHaveCount(
      0,
    );
  });
}

test('a Props used link opens the API row it names', async ({ page }) => {
  await gotoReady(page, '/demo/expanded-row-render');
  await page
    .locator(`a[href="${at('/#prop-expandable-rowexpandable')}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(/\/#prop-expandable-rowexpandable$/);
  await expect(page.locator('#prop-expandable-rowexpandable')).toBeInViewport();
});

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element is not rendered');
  return rect;
}

test('scroll-y keeps the header in place while the body scrolls', async ({ page }) => {
  await gotoReady(page, '/demo/scroll-y');
  const header = demo(page).locator('.rc-table-header');
  const before = await box(header);
  const body = demo(page).locator('.rc-table-body');
  await body.evaluate((node) => node.scrollTo({ top: 2000 }));
  await expect.poll(() => body.evaluate((node) => node.scrollTop)).toBeGreaterThan(500);
  await expect(header).toBeInViewport();
  expect((await box(header)).y).toBeCloseTo(before.y, 0);
});

test('sticky-header keeps the header visible below the site header while the page scrolls', async ({
  page,
}) => {
  await gotoReady(page, '/demo/sticky-header');
  const holder = demo(page).locator('.rc-table-sticky-holder');
  const table = demo(page).locator('.rc-table').first();
  const start = await box(table);
  await page.evaluate((y) => window.scrollTo(0, y), start.y + 400);
  await expect.poll(async () => (await box(holder)).y).toBeGreaterThanOrEqual(0);
  const siteHeader = await box(page.locator('.dumi-default-header'));
  const stuck = await box(holder);
  expect(stuck.y).toBeGreaterThanOrEqual(siteHeader.y + siteHeader.height - 2);
  expect(stuck.y).toBeLessThan(siteHeader.y + siteHeader.height + 40);
});

test('fixed columns stay in place while the table scrolls sideways', async ({ page }) => {
  await gotoReady(page, '/demo/fixed-columns');
  const root = demo(page).locator('.rc-table').first();
  const left = root.locator('tbody .rc-table-cell-fix-left').first();
  const right = root.locator('tbody .rc-table-cell-fix-right').first();
  const moving = root
    .locator('tbody tr.rc-table-row')
    .first()
    .locator('td:not(.rc-table-cell-fix-left):not(.rc-table-cell-fix-right)')
    .first();
  const [l0, r0, m0] = [await box(left), await box(right), await box(moving)];
  await root.locator('.rc-table-content').evaluate((node) => node.scrollTo({ left: 300 }));
  await expect(root).toHaveClass(/rc-table-ping-left/);
  await expect.poll(async () => (await box(moving)).x).toBeLessThan(m0.x - 100);
  expect((await box(left)).x).toBeCloseTo(l0.x, 0);
  expect((await box(right)).x).toBeCloseTo(r0.x, 0);
});

test('dragging a column-resize handle with the mouse changes the column width', async ({
  page,
}) => {
  await gotoReady(page, '/demo/column-resize');
  const handle = demo(page).getByRole('separator').first();
  const th = handle.locator('xpath=ancestor::th[1]');
  const before = (await box(th)).width;
  const grip = await box(handle);
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2 + 40, grip.y + grip.height / 2, { steps: 4 });
  await page.mouse.move(grip.x + grip.width / 2 + 80, grip.y + grip.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await box(th)).width).toBeGreaterThan(before + 60);
});

test('react-dnd reorders rows when a row is dragged with the mouse', async ({ page }) => {
  await gotoReady(page, '/demo/react-dnd');
  const rows = demo(page).locator('tbody tr.rc-table-row');
  const topics = () =>
    rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
  const before = await topics();
  await demo(page)
    .getByRole('img', { name: /^Drag / })
    .first()
    .dragTo(rows.nth(3));
  await expect.poll(topics).not.toEqual(before);
  const after = await topics();
  expect(after.indexOf(before[0])).toBeGreaterThan(0);
  expect([...after].sort()).toEqual([...before].sort());
});

test('virtual-list-grid scrolls both ways through 6.1 million cells, striped and aligned', async ({
  page,
}) => {
  await gotoReady(page, '/demo/virtual-list-grid');
  const cells = demo(page).locator('.virtual-grid-cell');
  await expect(cells.first()).toHaveText('2024-01-01 00:00');
  expect(await cells.count()).toBeLessThan(1000);
  const look = (cell: Locator) =>
    cell.evaluate((node) => {
      const style = getComputedStyle(node);
      return { align: style.textAlign, background: style.backgroundColor, top: node.style.top };
    });
  // Cells come in reading order: the first row's Interval cell, then its readings.
  const first = await look(cells.nth(0));
  expect(first.align).toBe('start');
  expect(await look(cells.nth(1))).toMatchObject({ align: 'right', top: first.top });
  const nextRow = await cells.evaluateAll((nodes, top) => {
    const cell = nodes.find((node) => (node as HTMLElement).style.top !== top)!;
    return getComputedStyle(cell).backgroundColor;
  }, first.top);
  expect(nextRow, 'rows are striped').not.toBe(first.background);

  const body = demo(page).locator('.rc-table-body');
  await body.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  const last = new Date(Date.UTC(2024, 0, 1) + 99_999 * 600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  await expect(demo(page).getByText(last, { exact: true })).toBeVisible();
  // Sideways to the last turbine: the header follows the body.
  const lastHeader = demo(page).getByRole('columnheader', { name: 'T60 kW' });
  await expect(lastHeader).not.toBeInViewport();
  await body.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
  await expect(lastHeader).toBeInViewport();
  expect(await cells.count()).toBeLessThan(1000);
});

test('virtual-list scrolls through 100,000 rows to the last one with few DOM rows', async ({
  page,
}) => {
  await gotoReady(page, '/demo/virtual-list');
  // The orders are generated in slices after the page appears; the footer says when they are all in.
  await expect(demo(page).getByRole('status')).toHaveText('100,000 orders');
  const cells = demo(page).locator('.virtual-list-cell');
  await expect(cells.first()).toBeVisible();
  expect(await cells.count()).toBeLessThan(1000);
  // Cells are styled by the demo's class: padded, one row high, amounts aligned to the right.
  const look = (cell: Locator) =>
    cell.evaluate((node) => {
      const style = getComputedStyle(node);
      return [style.paddingLeft, style.textAlign, node.getBoundingClientRect().height];
    });
  await expect(cells.nth(0)).toHaveText('#000001');
  expect(await look(cells.nth(0))).toEqual(['12px', 'start', 40]);
  await expect(cells.nth(5)).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(await look(cells.nth(5))).toEqual(['12px', 'right', 40]);
  const scroller = cells.first().locator('xpath=ancestor::div[contains(@style,"overflow")][1]');
  await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  await expect(demo(page).getByText('#100000', { exact: true })).toBeVisible();
  expect(await cells.count()).toBeLessThan(1000);
});
