import type { Page } from '@playwright/test';
import { settle } from '../../scripts/settle';
import { COLOUR_RULES, axeViolations, prepareForEngines, setColorMode } from './a11y';
import { at, expect, gotoReady, recordScripts, test } from './fixtures';

/**
 * The history of each prop on the home page's API reference, as a reader meets it: the release
 * that added a prop beside its name, prerendered, and the reference as of an earlier release
 * through the version picker, kept in the address (reload, back) in both languages.
 */

const LATEST = '7.30.3';

const LANGUAGES = [
  {
    home: '/',
    since: 'Since rc-table 7.27.0',
    picker: 'As of rc-table',
    missing: 'Not in 7.24.0',
    notYetDeprecated: 'Not deprecated yet in 7.24.0: that came in 7.27.0.',
    summary: 'Marked for rc-table 7.24.0: 3 missing, 0 typed differently, 1 not deprecated yet.',
  },
  {
    home: '/zh-CN',
    since: '自 rc-table 7.27.0 起',
    picker: '按 rc-table 版本查看',
    missing: '7.24.0 中没有',
    notYetDeprecated: '7.24.0 中尚未废弃，7.27.0 起才废弃。',
    summary:
      '已按 rc-table 7.24.0 标注：该版本中没有的属性 3 个，类型不同的 0 个，尚未废弃的 1 个。',
  },
] as const;

const picker = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const announcer = (page: Page) => page.locator('.site-api-version [role="status"]');
/** The API data's own chunk (`webpackChunkName: "api-reference"`). */
const isApiData = (url: string) => /\/api-reference\.[^/]*\.js$/.test(url);

for (const lang of LANGUAGES) {
  test.describe(`${lang.home}`, () => {
    test('marks caption 7.27.0+ in the prerendered tables, read out as the release that added it', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(at(lang.home))).text();
      expect(html).toContain(lang.since);

      const scripts = recordScripts(page);
      await gotoReady(page, lang.home);
      const caption = page.locator('#prop-caption');
      // The tables are laid out as they come into view (content-visibility).
      await caption.scrollIntoViewIfNeeded();
      await expect(caption.getByText('7.27.0+', { exact: true })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: lang.since })).toHaveCount(1);
      // A prop of 7.0.0 has no mark.
      await expect(page.locator('#prop-rowkey .api-table-since')).toHaveCount(0);
      await expect(picker(page, lang.picker)).toHaveValue(LATEST);
      await expect(page.locator('[data-as-of]')).toHaveCount(0);
      // The prerendered tables stay: the API data is not loaded for them.
      expect(scripts.filter(isApiData)).toEqual([]);
    });

    test('choosing 7.24.0 marks what it lacked, in the address; reload keeps it, back removes it', async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      await gotoReady(page, lang.home);
      await picker(page, lang.picker).selectOption('7.24.0');
      await expect(page).toHaveURL(/\?as-of=7\.24\.0$/);
      const caption = page.locator('#prop-caption');
      await expect(caption).toHaveAttribute('data-as-of', 'missing');
      await caption.scrollIntoViewIfNeeded();
      await expect(caption.getByText(lang.missing, { exact: true })).toBeVisible();
      await expect(page.locator('#prop-column-rowscope')).toHaveAttribute('data-as-of', 'missing');
      await expect(page.locator('#prop-title')).toContainText(lang.notYetDeprecated);
      await expect(page.locator('#prop-rowkey')).not.toHaveAttribute('data-as-of');
      await expect(announcer(page)).toHaveText(lang.summary);
      expect(scripts.filter(isApiData)).toHaveLength(1);

      // Another release, then back: the tables follow the address.
      await picker(page, lang.picker).selectOption('7.15.0');
      await expect(page).toHaveURL(/\?as-of=7\.15\.0$/);
      await expect(page.locator('#prop-summary-fixed')).toHaveAttribute('data-as-of', 'changed');
      await page.goBack();
      await expect(page).toHaveURL(/\?as-of=7\.24\.0$/);
      await expect(picker(page, lang.picker)).toHaveValue('7.24.0');
      await expect(page.locator('#prop-summary-fixed')).not.toHaveAttribute('data-as-of');

      await page.reload();
      await settle(page);
      await expect(picker(page, lang.picker)).toHaveValue('7.24.0');
      await expect(page.locator('#prop-caption')).toHaveAttribute('data-as-of', 'missing');
      await expect(page.locator('#prop-caption').getByText(lang.missing)).toHaveCount(1);

      await page.goBack();
      await expect(page).toHaveURL((url) => url.search === '');
      await expect(picker(page, lang.picker)).toHaveValue(LATEST);
      await expect(page.locator('#prop-caption').getByText('7.27.0+', { exact: true })).toHaveCount(
        1,
      );
      await expect(page.locator('[data-as-of]')).toHaveCount(0);
    });
  });
}

test('a value in the address that is no release leaves everything unmarked', async ({ page }) => {
  const scripts = recordScripts(page);
  await gotoReady(page, '/?as-of=9.9.9');
  await expect(picker(page, 'As of rc-table')).toHaveValue(LATEST);
  await expect(page.locator('[data-as-of]')).toHaveCount(0);
  await expect(page.locator('#prop-caption')).not.toContainText('Not in');
  await expect(announcer(page)).toHaveText('');
  expect(scripts.filter(isApiData)).toEqual([]);
});

test.describe('the reference as of 7.10.0, for the accessibility engines', () => {
  prepareForEngines();

  test('marks and notes keep their contrast and names, light and dark', async ({ page }) => {
    await gotoReady(page, '/?as-of=7.10.0');
    await expect(page.locator('#prop-caption')).toHaveAttribute('data-as-of', 'missing');
    await expect(announcer(page)).not.toHaveText('');
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(page, mode);
      for (const include of ['.site-api-version', '#api-table', '#api-expandable']) {
        await page.locator(include).scrollIntoViewIfNeeded();
        expect(await axeViolations(page, { include }), `${mode} ${include}`).toEqual([]);
      }
    }
    // Table.Summary's props, none of them in 7.10.0: every row dimmed, in dark mode.
    await page.locator('#api-summary').scrollIntoViewIfNeeded();
    expect(await axeViolations(page, { rules: COLOUR_RULES, include: '#api-summary' })).toEqual([]);
  });
});
