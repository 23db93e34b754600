import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** Presses Tab until `target` has focus; fails after `max` presses. Only the keyboard moves focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Follows the skip link, as a keyboard user does to get past the header and sidebar. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.locator('.site-skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
}

const demoOf = (page: Page) => page.locator('.dumi-default-previewer-demo').first();

test("keyboard only: Tab reaches a tree row's expand button, Enter opens it and Space closes it", async ({
  page,
}) => {
  await gotoReady(page, '/demo/nested');
  const demo = demoOf(page);
  const discovery = demo.getByRole('button', { name: /^(Expand|Collapse) Discovery$/ });
  await expect(discovery).toHaveAttribute('aria-expanded', 'false');
  await expect(demo.getByRole('cell', { name: 'Customer interviews' })).toHaveCount(0);

  await skipToContent(page);
  await tabTo(page, discovery);
  await page.keyboard.press('Enter');
  await expect(demo.getByRole('cell', { name: 'Customer interviews' })).toBeVisible();
  await expect(discovery).toHaveAttribute('aria-expanded', 'true');
  await expect(discovery).toHaveAccessibleName('Collapse Discovery');
  // The same element keeps focus, so the next key press acts on the same row.
  await expect(discovery).toBeFocused();

  await page.keyboard.press('Space');
  await expect(demo.getByRole('cell', { name: 'Customer interviews' })).toHaveCount(0);
  await expect(discovery).toHaveAttribute('aria-expanded', 'false');
  await expect(discovery).toHaveAccessibleName('Expand Discovery');
});

test('keyboard only: the expand buttons of expanded-row-render are in the Tab order, rows that cannot expand have none', async ({
  page,
}) => {
  await gotoReady(page, '/demo/expanded-row-render');
  const demo = demoOf(page);
  const first = demo.getByRole('button', { name: 'Collapse order SO-1041' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await skipToContent(page);
  await tabTo(page, first);

  // The next Tab skips the cancelled order SO-1042, which cannot expand, and lands on SO-1043.
  await page.keyboard.press('Tab');
  const packing = demo.getByRole('button', { name: /^(Expand|Collapse) order SO-1043$/ });
  await expect(packing).toBeFocused();
  await expect(packing).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(demo.getByText('1 × Gooseneck kettle (KT-GOOSE)', { exact: false })).toBeVisible();
  await expect(packing).toHaveAttribute('aria-expanded', 'true');
  await expect(packing).toHaveAccessibleName('Collapse order SO-1043');
  await expect(demo.getByText('["SO-1041","SO-1043"]')).toBeVisible();
});

test('keyboard only: a customer opens its nested table on the Chinese sub-table page, whose cells stay plain', async ({
  page,
}) => {
  await gotoReady(page, '/zh-CN/demo/sub-table');
  const demo = demoOf(page);
  const cafe = demo.getByRole('button', { name: /^(Expand|Collapse) Café Lumière$/ });
  await skipToContent(page);
  await expect(cafe).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, cafe);
  await page.keyboard.press('Enter');
  await expect(demo.getByRole('table', { name: 'Invoices for Café Lumière' })).toBeVisible();
  await expect(cafe).toHaveAttribute('aria-expanded', 'true');
  await expect(cafe).toHaveAccessibleName('Collapse Café Lumière');
  await expect(cafe).toBeFocused();

  // The nested table keeps plain cells, in both colour modes: no shadow on any of its cells, body
  // cells in the outer table's body colour; only the expanded row's own cell is shaded.
  const nested = demo.getByRole('table', { name: 'Invoices for Café Lumière' });
  for (const mode of ['light', 'dark']) {
    await page.evaluate(
      (value) => document.documentElement.setAttribute('data-prefers-color', value),
      mode,
    );
    const looks = await nested.evaluate((table) => {
      const style = (element: Element | null) => getComputedStyle(element!);
      const outer = table.parentElement!.closest('table')!;
      return {
        shadows: [...new Set([...table.querySelectorAll('th, td')].map((c) => style(c).boxShadow))],
        bodyColour: [
          ...new Set([...table.querySelectorAll('td')].map((c) => style(c).backgroundColor)),
        ],
        outerBodyColour: style(outer.querySelector('tbody > tr:not(.rc-table-expanded-row) > td'))
          .backgroundColor,
        ownShadow: style(table.closest('.rc-table-expanded-row > .rc-table-cell')).boxShadow,
      };
    });
    expect(looks.shadows, `shadows of the nested cells (${mode})`).toEqual(['none']);
    expect(looks.bodyColour, `nested body cells (${mode})`).toEqual([looks.outerBodyColour]);
    expect(looks.ownShadow, `the expanded row's own cell (${mode})`).toMatch(/inset/);
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`the expand button looks like rc-table's own span icon in ${mode} mode`, async ({
    page,
  }) => {
    await gotoReady(page, '/demo/class-name');
    // Compare final colours, not two elements at different points of a colour transition.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await page.evaluate(
      (value) => document.documentElement.setAttribute('data-prefers-color', value),
      mode,
    );
    const demo = demoOf(page);
    for (const name of ['Expand Wood screw 4 × 50', 'Collapse Cable tie 200 mm']) {
      const styles = await demo.getByRole('button', { name }).evaluate((button) => {
        /** The styles that make up the +/− box, read from the element and its `::after`. */
        const boxStyle = (element: Element) => {
          const own = getComputedStyle(element);
          const { width, height } = element.getBoundingClientRect();
          const props = [
            'display',
            'boxSizing',
            'paddingTop',
            'paddingLeft',
            'borderTopWidth',
            'borderTopStyle',
            'borderTopColor',
            'borderRadius',
            'color',
            'backgroundColor',
            'fontFamily',
            'fontSize',
            'fontWeight',
            'lineHeight',
            'textAlign',
            'verticalAlign',
            'marginInlineEnd',
            'cursor',
          ] as const;
          return {
            width,
            height,
            ...Object.fromEntries(props.map((prop) => [prop, own[prop]])),
            glyph: getComputedStyle(element, '::after').content,
          };
        };
        // rc-table's default icon: a span with the same classes, in the same cell.
        const span = document.createElement('span');
        span.className = button.className;
        button.after(span);
        const result = { button: boxStyle(button), span: boxStyle(span) };
        span.remove();
        return result;
      });
      expect(styles.button.width, name).toBe(18);
      expect(styles.button, name).toEqual(styles.span);
    }
  });
}

test('the code panel of a tree demo shows the button in its _data/expandButton.tsx tab', async ({
  page,
}) => {
  await gotoReady(page, '/demo/nested');
  const previewer = page.locator('.dumi-default-previewer').first();
  await skipToContent(page);
  await tabTo(page, previewer.getByRole('button', { name: 'Show code' }));
  await page.keyboard.press('Enter');
  const tabs = previewer.getByRole('tablist', { name: 'Files of this demo' }).getByRole('tab');
  await expect(tabs).toHaveText(['index.tsx', '_data/expandButton.tsx']);
  await tabTo(page, tabs.first());
  await page.keyboard.press('ArrowRight');
  const panel = previewer.getByRole('tabpanel', { name: '_data/expandButton.tsx' });
  await expect(panel.locator('pre.prism-code')).toContainText('aria-expanded={expanded}', {
    useInnerText: true,
  });
});
