import { expect, gotoReady, test } from './fixtures';

/**
 * The changelog page's tabs: `Doc` (the changelog) first, then the upgrade guide, the chosen tab
 * kept in the `?tab=` query parameter, in both languages.
 */
const CASES = [
  {
    path: '/changelog',
    doc: 'Doc',
    guide: 'Upgrade guide',
    changelog: 'Changelog',
    heading: 'Upgrade from rc-table 6 to 7',
    section: 'Expansion props move into expandable',
  },
  {
    path: '/zh-CN/changelog',
    doc: '文档',
    guide: '升级指南',
    changelog: '更新日志',
    heading: '从 rc-table 6 升级到 7',
    section: '展开相关属性移入 expandable',
  },
] as const;

for (const c of CASES) {
  test.describe(c.path, () => {
    test('switches between the changelog and the upgrade guide, keeping the tab in ?tab=', async ({
      page,
    }) => {
      await gotoReady(page, c.path);
      const tabs = page.locator('.dumi-default-content-tabs button');
      await expect(tabs).toHaveText([c.doc, c.guide]);
      await expect(page.locator('h1').first()).toHaveText(c.changelog);

      await page.getByRole('button', { name: c.guide, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}\\?tab=upgrade$`));
      await expect(page.locator('h1').first()).toHaveText(c.heading);
      await expect(page.getByRole('heading', { name: c.section })).toBeVisible();

      await page.getByRole('button', { name: c.doc, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}\\??$`));
      await expect(page.locator('h1').first()).toHaveText(c.changelog);
    });

    test('?tab=upgrade opens the guide directly, with before/after code for each change', async ({
      page,
    }) => {
      await gotoReady(page, `${c.path}?tab=upgrade`);
      await expect(page.locator('h1').first()).toHaveText(c.heading);
      await expect(page.locator('.dumi-default-content-tabs li[data-active] button')).toHaveText(
        c.guide,
      );
      const article = page.locator('.dumi-default-content article');
      for (const prop of [
        'useFixedHeader',
        'rowRef',
        'onRowClick',
        'bodyStyle',
        'getBodyWrapper',
        'expandIconAsCell',
      ]) {
        await expect(article.locator('h2', { hasText: prop }), prop).toHaveCount(1);
      }
      // Every change has its code: 6 removed props + expandable, each with a before and an after.
      expect(await article.locator('pre').count()).toBeGreaterThanOrEqual(14);
      // The code as read (innerText): the names' type tooltips are hidden until hovered or focused.
      const shown = await article
        .locator('pre')
        .evaluateAll((pres) => pres.map((pre) => (pre as HTMLElement).innerText));
      expect(shown.filter((text) => text.includes('expandable={{')).length).toBeGreaterThan(0);
    });
  });
}
