import type { Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, prepareForEngines, setColorMode } from './a11y';
import { gotoDemo, previewer } from './demoPage';
import { DIST, at, expect, gotoReady, recordScripts, test } from './fixtures';

/**
 * Types on hover and focus (issue 27): the build's highlighted HTML in the pages' code blocks and
 * in every demo's code, shown by the pointer or the keyboard, hidden by Escape; no highlighter is
 * downloaded until a reader edits a demo.
 */

prepareForEngines();

/** The build's chunks that hold Prism, the browser-side highlighter. */
const PRISM_CHUNKS = readdirSync(DIST).filter(
  (name) =>
    name.endsWith('.js') && readFileSync(join(DIST, name), 'utf8').includes('languages.clike'),
);
const prismLoaded = (scripts: string[]) =>
  scripts.filter((url) => PRISM_CHUNKS.some((chunk) => url.endsWith(`/${chunk}`)));

/** The reference (identifier and its tooltip) of the first `name` in `code`. */
const reference = (code: Locator, name: string) =>
  code
    .locator('.code-types-ref')
    .filter({ has: code.page().locator('.code-types-name', { hasText: new RegExp(`^${name}$`) }) })
    .first();

/** The home page's Usage sample. */
const usage = (page: Page) =>
  page.locator('.dumi-default-source-code pre').filter({ hasText: 'interface Person' }).first();

test('the home page ships its samples with their types, shown by the pointer and the keyboard, hidden by Escape', async ({
  page,
  request,
}) => {
  expect(PRISM_CHUNKS.length).toBeGreaterThan(0);
  const html = await (await request.get(at('/'))).text();
  expect(html).toContain('type ColumnsType&lt;RecordType');

  const scripts = recordScripts(page);
  await gotoReady(page, '/');
  const code = usage(page);
  const columnsType = reference(code, 'ColumnsType');
  const tip = columnsType.locator('.code-types-tip');
  await columnsType.scrollIntoViewIfNeeded();
  await expect(tip).toBeHidden();

  await columnsType.locator('.code-types-name').hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('type ColumnsType<RecordType');
  await expect(tip).toHaveAttribute('role', 'tooltip');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // The pointer leaves and comes back: the tooltip shows again.
  await page.mouse.move(0, 0);
  await columnsType.locator('.code-types-name').hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 0);

  // The keyboard: the first occurrence of a name is a Tab stop, described by its tooltip.
  const name = columnsType.locator('.code-types-name');
  await expect(name).toHaveAttribute('tabindex', '0');
  await expect(name).toHaveAccessibleDescription(/type ColumnsType<RecordType/);
  await name.focus();
  await expect(tip).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await setColorMode(page, mode);
    expect(await axeViolations(page, { include: '.dumi-default-source-code' }), mode).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(name).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tip).toBeVisible();

  // Code of the page, in the page: no highlighter came.
  expect(prismLoaded(scripts)).toEqual([]);
});

test('at 320 px in dark mode a tooltip fits the screen (zh-CN)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoReady(page, '/zh-CN');
  await setColorMode(page, 'dark');
  const ref = reference(usage(page), 'columns');
  await ref.scrollIntoViewIfNeeded();
  await ref.locator('.code-types-name').hover();
  const tip = ref.locator('.code-types-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('const columns: ColumnsType<Person>');
  const box = (await tip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await axeViolations(page, { include: '.dumi-default-source-code' })).toEqual([]);
});

test('after a client-side move the samples fetch their types, not a highlighter', async ({
  page,
}) => {
  await gotoReady(page, '/demo/simple');
  const scripts = recordScripts(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/code-types\/block-[0-9a-f]+\.[0-9a-f]{8}\.json$/.test(request.url()))
      fetched.push(request.url());
  });
  await page.getByRole('banner').getByRole('link', { name: 'Changelog' }).click();
  await page.getByRole('button', { name: 'Upgrade guide' }).click();
  await expect(page).toHaveURL(/\?tab=upgrade/);
  const name = page.locator('.dumi-default-source-code .code-types-name').first();
  await name.scrollIntoViewIfNeeded();
  await name.hover();
  await expect(page.locator('.code-types-ref:hover > .code-types-tip')).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
  expect(prismLoaded(scripts)).toEqual([]);
});

for (const { language, path, show, group, edit, pointed, expected } of [
  {
    language: 'TypeScript',
    path: '/demo/simple',
    show: 'Show code',
    group: 'Language of the code',
    edit: /^Edit index\.tsx:/,
    pointed: 'columns',
    expected: 'const columns: ColumnsType<Employee>',
  },
  // The compiler infers the JavaScript's types from the code alone; on the Chinese page.
  {
    language: 'JavaScript',
    path: '/zh-CN/demo/simple',
    show: '展开代码',
    group: '代码语言',
    edit: /^编辑 index\.jsx：/,
    pointed: 'formatUsd',
    expected: 'function formatUsd(',
  },
] as const) {
  test(`a demo's editable code shows its types under the text field until the first edit (${language}, ${path})`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoDemo(page, path);
    const demo = previewer(page);
    await demo.getByRole('button', { name: show, exact: true }).click();
    if (language === 'JavaScript')
      await demo
        .getByRole('group', { name: group })
        .getByRole('button', { name: 'JavaScript' })
        .click();
    const editor = demo.locator('.site-previewer-code-editor');
    const field = editor.getByRole('textbox');
    await expect(field).toHaveAccessibleName(edit);
    const ref = reference(editor, pointed);
    await expect(ref).toBeAttached();
    await ref.scrollIntoViewIfNeeded();

    // The pointer is over the text field, above the identifier: its tooltip shows all the same.
    const box = (await ref.locator('.code-types-name').boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    const tip = ref.locator('.code-types-tip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(expected);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();

    // The field is the first Tab stop; the names follow.
    await field.focus();
    await page.keyboard.press('Tab');
    await expect(editor.locator('.code-types-name:focus + .code-types-tip')).toBeVisible();
    expect(await axeViolations(page, { include: '.dumi-default-previewer-sources' })).toEqual([]);
    expect(prismLoaded(scripts)).toEqual([]);

    // The first edit: Prism highlights the code as it changes, and the demo runs it.
    const source = await field.inputValue();
    await field.fill(source.replace("title: 'Name'", "title: 'Full name'"));
    await expect(demo.locator('.dumi-default-previewer-demo th').first()).toHaveText('Full name', {
      timeout: 10_000,
    });
    await expect(editor.locator('pre .token.keyword').first()).toBeVisible();
    await expect(editor.locator('.code-types-ref')).toHaveCount(0);
    expect(prismLoaded(scripts)).toHaveLength(1);
  });
}
