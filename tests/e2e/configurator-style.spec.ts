import type { Locator, Page } from '@playwright/test';
import LZString from 'lz-string';
import { configuratorStylesheet, THEME_FILE } from '../../src/shared/configurator/code';
import { DEFAULT_STATE } from '../../src/shared/configurator/state';
import { interceptPost } from './demoPage';
import { expect, gotoReady, test } from './fixtures';

/**
 * The configurator's look: its own controls drawn in the site's colours in both modes, the Style
 * controls that the live table follows and that the code and the exported project carry as
 * table-theme.css; and Chinese paragraphs that keep their characters together at phone width.
 */

/** A custom property of the page's root, as the browser computes a colour from it. */
async function tokenColour(page: Page, name: string): Promise<string> {
  return page.evaluate((token) => {
    const probe = document.createElement('i');
    probe.style.color = `var(${token})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const form = (page: Page) => page.getByRole('form', { name: 'Your table' });

/** The site in `mode`: its colour switch at "auto" (light by default), the system in that mode. */
async function colourMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript(() => localStorage.setItem('dumi:prefers-color', 'auto'));
  await page.emulateMedia({ colorScheme: mode });
}

for (const mode of ['light', 'dark'] as const)
  test(`the panel's controls take the site's colours in ${mode} mode, 24 px or more, with a visible focus ring`, async ({
    page,
  }) => {
    await colourMode(page, mode);
    await gotoReady(page, '/configurator?expandable=1');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    const [bg, text, border, accent, focus] = await Promise.all(
      ['--demo-bg', '--demo-text', '--demo-border', '--demo-accent', '--demo-focus'].map((name) =>
        tokenColour(page, name),
      ),
    );
    const controls = {
      select: form(page).getByLabel('Scroll sideways', { exact: true }),
      number: form(page).getByLabel('Number of rows', { exact: true }),
      colour: form(page).getByLabel('Header background', { exact: true }),
      checkbox: form(page).getByLabel('Striped rows', { exact: true }),
      checked: form(page).getByLabel('Rows expand to show more', { exact: true }),
      button: page.getByRole('button', { name: 'Start again' }),
    };
    for (const [kind, control] of Object.entries(controls)) {
      const box = (await control.boundingBox())!;
      expect(box.width, `${kind} width`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${kind} height`).toBeGreaterThanOrEqual(24);
    }
    for (const kind of ['select', 'number', 'colour', 'button'] as const) {
      expect(await style(controls[kind], 'background-color'), `${kind} background`).toBe(bg);
      expect(await style(controls[kind], 'border-top-color'), `${kind} border`).toBe(border);
      expect(await style(controls[kind], 'color'), `${kind} text`).toBe(text);
    }
    expect(await style(controls.checkbox, 'background-color')).toBe(bg);
    expect(await style(controls.checked, 'background-color')).toBe(accent);
    // Still the native elements: a checkbox is one to the keyboard and to assistive technology.
    await expect(controls.checkbox).toHaveAttribute('type', 'checkbox');
    await expect(controls.select).toHaveJSProperty('tagName', 'SELECT');

    // The focus ring of a control reached with the keyboard.
    await controls.checkbox.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(controls.checkbox).toBeFocused();
    expect(await style(controls.checkbox, 'outline-style')).toBe('solid');
    expect(await style(controls.checkbox, 'outline-width')).toBe('2px');
    expect(await style(controls.checkbox, 'outline-color')).toBe(focus);
    await page.keyboard.press('Space');
    await expect(controls.checkbox).toBeChecked();
    await expect(page).toHaveURL(/striped=1/);
  });

test('at 320 px the controls stay inside the panel and the page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoReady(page, '/configurator');
  const overflow = await form(page).evaluate((panel) => {
    const edge = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll('select, input, button')]
      .filter((control) => control.getBoundingClientRect().right > edge + 0.5)
      .map((control) => control.id);
  });
  expect(overflow).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a Style control: the live table follows in both modes, the code shows the stylesheet, the export carries it', async ({
  page,
  context,
}) => {
  await colourMode(page, 'dark');
  await gotoReady(page, '/configurator');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await form(page).getByLabel('Header background', { exact: true }).fill('#0b3d91');
  await form(page).getByLabel('Cell padding, top and bottom (px)', { exact: true }).fill('4');
  await expect(page).toHaveURL(/\?headerBg=0b3d91&paddingY=4$/);

  const table = page.locator('.site-configurator-preview .rc-table');
  const header = table.locator('thead th').first();
  const cell = table.locator('tbody td').first();
  // A chosen colour is that colour in dark mode too; the colours left alone follow the mode.
  await expect(header).toHaveCSS('background-color', 'rgb(11, 61, 145)');
  await expect(cell).toHaveCSS('padding-top', '4px');
  await expect(cell).toHaveCSS('background-color', await tokenColour(page, '--demo-bg'));
  expect(await tokenColour(page, '--demo-bg')).toBe('rgb(13, 17, 23)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
  await expect(header).toHaveCSS('background-color', 'rgb(11, 61, 145)');
  await expect(cell).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  const state = { ...DEFAULT_STATE, headerBg: '#0b3d91', paddingY: 4 } as const;
  const stylesheet = configuratorStylesheet(state)!;
  await expect(page.getByRole('heading', { name: `The stylesheet, ${THEME_FILE}` })).toBeVisible();
  const blocks = page.locator('.site-configurator pre');
  await expect(blocks).toHaveCount(2);
  await expect(blocks.first()).toContainText(`import './${THEME_FILE}';`);
  await expect(blocks.nth(1)).toHaveText(stylesheet.trimEnd());

  const posted = interceptPost(context, 'https://codesandbox.io/**');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await popup;
  const encoded = ((await posted).get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const { files } = JSON.parse(LZString.decompressFromBase64(encoded)) as {
    files: Record<string, { content: string }>;
  };
  expect(files[THEME_FILE].content).toBe(stylesheet);
  const app = files['App.tsx'] ?? files['App.jsx'];
  expect(app.content).toContain(`import './${THEME_FILE}';`);
});

/**
 * How much wider the widest Chinese character of `paragraph` is than the narrowest, in pixels:
 * a justified line spreads its characters by widening each one's advance, so a paragraph set from
 * the start edge has them all the same width (0).
 */
async function characterSpread(paragraph: Locator): Promise<number> {
  return paragraph.evaluate((element) => {
    const widths: number[] = [];
    const han = /\p{Script=Han}/u;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Characters of inline code are set in another font.
      if (node.parentElement?.closest('code')) continue;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        if (!han.test(text[i])) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        widths.push(range.getBoundingClientRect().width);
      }
    }
    return widths.length ? Math.max(...widths) - Math.min(...widths) : 0;
  });
}

for (const route of ['/zh-CN/configurator', '/zh-CN/changelog?tab=upgrade'])
  test(`at 390 px the Chinese paragraphs with code on ${route} keep their characters together`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, route);
    const paragraphs = page.locator('.markdown p:has(code)');
    const count = await paragraphs.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const paragraph = paragraphs.nth(i);
      if (!(await paragraph.isVisible())) continue;
      expect(await characterSpread(paragraph), `paragraph ${i}: characters spread`).toBeLessThan(
        0.5,
      );
      expect(await style(paragraph, 'text-align'), `paragraph ${i}`).toBe('start');
    }
  });
