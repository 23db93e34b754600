import { configuratorCode } from '../../src/shared/configurator/code';
import { DEFAULT_STATE } from '../../src/shared/configurator/state';
import { at, expect, gotoReady, test } from './fixtures';

/** The configurator as a reader uses it: choose, copy, share, go back; in both languages. */

test.describe('the table configurator', () => {
  test('fixed columns, a sticky header and a summary: the table follows, and the copied code is the shown code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/configurator');
    const form = page.getByRole('form', { name: 'Your table' });
    await form.getByLabel('Scroll sideways', { exact: true }).selectOption('width');
    await form.getByLabel('Fixed columns on the left', { exact: true }).fill('1');
    await form.getByLabel('Sticky header', { exact: true }).check();
    await form.getByLabel('Summary row', { exact: true }).selectOption('bottom');
    await expect(page).toHaveURL(/\?sticky=1&scrollX=width&fixedLeft=1&summary=bottom$/);

    const table = page.locator('.site-configurator .rc-table');
    await expect(table.locator('.rc-table-sticky-holder').first()).toBeAttached();
    await expect(table.locator('.rc-table-cell-fix-left').first()).toBeVisible();
    await expect(table.locator('.rc-table-summary').first()).toContainText('Total');

    const expected = configuratorCode(
      { ...DEFAULT_STATE, scrollX: 'width', sticky: true, fixedLeft: 1, summary: 'bottom' },
      'ts',
    );
    const code = page.locator('.site-configurator pre');
    await expect(code).toHaveText(expected.trimEnd());
    await page.locator('.site-configurator').getByRole('button', { name: 'Copy code' }).click();
    // As every code block of the site copies: the shown text, without the final newline.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.trimEnd());
  });

  test('a shared link restores the table in a new tab; back and forward walk the choices', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/configurator?expandable=1&tree=1&rows=12');
    const form = page.getByRole('form', { name: 'Your table' });
    await expect(form.getByLabel('Rows expand to show more', { exact: true })).toBeChecked();
    await expect(form.getByLabel('Number of rows', { exact: true })).toHaveValue('12');
    // rc-table's warning about expandable rows with tree data, under the control that causes it.
    await expect(page.getByText('should not be used with nested data')).toBeVisible();
    const shownCode = await page.locator('.site-configurator pre').textContent();

    const other = await context.newPage();
    await gotoReady(
      other,
      page
        .url()
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(at('/'), '/'),
    );
    await expect(other.locator('.site-configurator pre')).toHaveText(shownCode!);
    await other.close();

    await form.getByLabel('Striped rows', { exact: true }).check();
    await form.getByLabel('Right to left', { exact: true }).check();
    await expect(page.locator('.site-configurator .rc-table-rtl')).toBeAttached();
    await page.goBack();
    await expect(form.getByLabel('Right to left', { exact: true })).not.toBeChecked();
    await expect(form.getByLabel('Striped rows', { exact: true })).toBeChecked();
    await page.goBack();
    await expect(form.getByLabel('Striped rows', { exact: true })).not.toBeChecked();
    await page.goForward();
    await expect(form.getByLabel('Striped rows', { exact: true })).toBeChecked();
  });

  test('a bad or unknown value in the address leaves its control at the default', async ({
    page,
  }) => {
    await gotoReady(page, '/configurator?rows=99999&summary=sideways&sticky=yes&nonsense=1');
    const form = page.getByRole('form', { name: 'Your table' });
    await expect(form.getByLabel('Number of rows', { exact: true })).toHaveValue(
      String(DEFAULT_STATE.rows),
    );
    await expect(form.getByLabel('Summary row', { exact: true })).toHaveValue('none');
    await expect(form.getByLabel('Sticky header', { exact: true })).not.toBeChecked();
    await expect(page.locator('.site-configurator .rc-table tbody tr.rc-table-row')).toHaveCount(
      DEFAULT_STATE.rows,
    );
  });

  test('in Chinese, labelled in Chinese, with the JavaScript code when the reader chose it', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('site:code-language', 'js'));
    await gotoReady(page, '/zh-CN/configurator?caption=1');
    const form = page.getByRole('form', { name: '你的表格' });
    await expect(form.getByLabel('表格标题', { exact: true })).toBeChecked();
    await expect(page.locator('.site-configurator pre')).toHaveText(
      configuratorCode({ ...DEFAULT_STATE, caption: true }, 'js').trimEnd(),
    );
  });

  test('a demo page opens the configurator with its features chosen', async ({ page }) => {
    await gotoReady(page, '/demo/fixed-columns');
    await page.getByRole('link', { name: 'Try in the configurator' }).click();
    await page.locator('.site-configurator .rc-table').first().waitFor();
    await expect(page).toHaveURL(/\/configurator\?scrollX=width&fixedLeft=2&fixedRight=1$/);
    const form = page.getByRole('form', { name: 'Your table' });
    await expect(form.getByLabel('Fixed columns on the left', { exact: true })).toHaveValue('2');
    await expect(page.locator('.site-configurator .rc-table-cell-fix-right').first()).toBeVisible();
  });
  test('the code panel is announced on a change only when the reader asks for it', async ({
    page,
  }) => {
    await gotoReady(page, '/configurator');
    const form = page.getByRole('form', { name: 'Your table' });
    const announcer = page.locator('.site-configurator p[role="status"]');
    await form.getByLabel('A caption', { exact: true }).check();
    await expect(page.locator('.site-configurator pre')).toContainText('caption=');
    await expect(announcer).toHaveText('');
    await page.getByLabel('Announce when the code changes', { exact: true }).check();
    await form.getByLabel('Sticky header', { exact: true }).check();
    await expect(announcer).toHaveText('The code has changed.');
    // A second change is said again (the text differs by an invisible space).
    await form.getByLabel('Sticky header', { exact: true }).uncheck();
    await expect(announcer).toHaveText(/^The code has changed\.\u00a0$/);
  });

  test('a Chinese demo page opens the Chinese configurator with its features chosen', async ({
    page,
  }) => {
    await gotoReady(page, '/zh-CN/demo/sticky-header-and-summary');
    await page.getByRole('link', { name: '在配置器中试试' }).click();
    await page.locator('.site-configurator .rc-table').first().waitFor();
    await expect(page).toHaveURL(/\/zh-CN\/configurator\?sticky=1&summary=bottom$/);
    const form = page.getByRole('form', { name: '你的表格' });
    await expect(form.getByLabel('吸顶表头', { exact: true })).toBeChecked();
    await expect(page.locator('.site-configurator tfoot.rc-table-summary')).toBeVisible();
  });
});
