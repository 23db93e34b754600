import type { Page } from '@playwright/test';
import LZString from 'lz-string';
import { readFileSync } from 'node:fs';
import sitePackage from '../../package.json';
import { axeViolations } from './a11y';
import { gotoDemo, interceptPost, previewer } from './demoPage';
import { expect, recordScripts, test } from './fixtures';

/** A demo with a relative data file (demos/_data/fleet.ts) and a page description. */
const DEMO = 'fixed-columns';
const DEMO_SOURCE = readFileSync(`demos/${DEMO}.tsx`, 'utf8');
/** dumi ships a file without its leading doc comment (it reads that comment as front matter). */
const withoutHeaderComment = (source: string) => source.replace(/^\/\*\*[^]*?\n\s*\*\/\s*/, '');
const DATA_SOURCE = withoutHeaderComment(readFileSync('demos/_data/fleet.ts', 'utf8'));
/** The demos' shared formatting helpers, which the demo imports too. */
const FORMAT_SOURCE = withoutHeaderComment(readFileSync('demos/_data/format.ts', 'utf8'));
/** The keyboard-scrollable table wrapper that the demos with a scroll area import. */
const KEYBOARD_SOURCE = withoutHeaderComment(
  readFileSync('demos/_data/keyboardScroll.tsx', 'utf8'),
);
const TABLE_CSS = readFileSync('src/styles/table.css', 'utf8');

/** `title` and `description` of a Markdown page's front matter. */
function frontMatter(path: string): { title: string; description: string } {
  const head = readFileSync(path, 'utf8').split('---')[1] ?? '';
  const field = (name: string) =>
    new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(head)?.[1].trim() ?? '';
  return { title: field('title'), description: field('description') };
}

const en = frontMatter(`docs/demo/${DEMO}.md`);
const versions: Record<string, string> = {
  ...sitePackage.dependencies,
  ...sitePackage.devDependencies,
};

function expectPinnedPackageJson(text: string) {
  const pkg = JSON.parse(text) as {
    name: string;
    description: string;
    main: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(pkg.name).toBe(`rc-table-demo-${DEMO}`);
  expect(pkg.description).toBe(en.description);
  expect(pkg.main).toBe('index.tsx');
  expect(pkg.dependencies).toEqual({
    'rc-table': '7.30.3',
    react: '18.3.1',
    'react-dom': '18.3.1',
  });
  expect(pkg.devDependencies).toEqual({
    '@types/react': versions['@types/react'],
    '@types/react-dom': versions['@types/react-dom'],
    typescript: '5.9.3',
  });
  for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    expect(version, name).toBe(versions[name]);
  }
}

test.describe('playground actions', () => {
  test('CodeSandbox receives the pinned project in a new window', async ({ page, context }) => {
    const posted = interceptPost(context, 'https://codesandbox.io/**');
    await gotoDemo(page, `/demo/${DEMO}`);
    const popup = context.waitForEvent('page');
    await previewer(page).getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await popup;
    const form = await posted;
    expect([...form.keys()]).toEqual(['parameters']);
    const encoded = (form.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(LZString.decompressFromBase64(encoded)) as {
      files: Record<string, { content: string; isBinary: boolean }>;
    };
    expect(Object.keys(files).sort()).toEqual([
      'App.tsx',
      '_data/fleet.ts',
      '_data/format.ts',
      '_data/keyboardScroll.tsx',
      'index.html',
      'index.tsx',
      'package.json',
      'sandbox.config.json',
      'table.css',
      'tsconfig.json',
    ]);
    expect(files['App.tsx'].content).toBe(DEMO_SOURCE);
    // The site's table stylesheet, loaded after rc-table's: the demo looks as it does here.
    expect(files['table.css'].content).toBe(TABLE_CSS);
    expect(files['index.tsx'].content).toContain("import './table.css';");
    expect(files['_data/fleet.ts'].content).toBe(DATA_SOURCE);
    expect(files['_data/format.ts'].content).toBe(FORMAT_SOURCE);
    expect(files['_data/keyboardScroll.tsx'].content).toBe(KEYBOARD_SOURCE);
    expect(files['index.tsx'].content).toContain("import 'rc-table/assets/index.css';");
    expect(files['index.tsx'].content).toContain("import { createRoot } from 'react-dom/client';");
    expect(files['index.html'].content).toContain(`<title>${en.title}</title>`);
    expect(JSON.parse(files['sandbox.config.json'].content)).toEqual({
      template: 'create-react-app',
    });
    expectPinnedPackageJson(files['package.json'].content);
  });

  test('StackBlitz receives every project field in a new window', async ({ page, context }) => {
    const posted = interceptPost(context, 'https://stackblitz.com/**');
    await gotoDemo(page, `/demo/${DEMO}`);
    const popup = context.waitForEvent('page');
    await previewer(page).getByRole('button', { name: 'Open in StackBlitz' }).click();
    const form = await posted;
    // The new window starts as about:blank; its address changes once the form's navigation commits.
    const opened = await popup;
    await expect.poll(() => opened.url()).toMatch(/^https:\/\/stackblitz\.com\/run/);
    expect(form.get('project[title]')).toBe(en.title);
    expect(form.get('project[description]')).toBe(en.description);
    expect(form.get('project[template]')).toBe('create-react-app');
    expect(JSON.parse(form.get('project[dependencies]') ?? '')).toEqual({
      'rc-table': '7.30.3',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    expect(JSON.parse(form.get('project[settings]') ?? '')).toEqual({
      compile: { trigger: 'auto', clearConsole: false },
    });
    const files = [...form.keys()].filter((key) => key.startsWith('project[files]')).sort();
    expect(files).toEqual(
      [
        'App.tsx',
        '_data/fleet.ts',
        '_data/format.ts',
        '_data/keyboardScroll.tsx',
        'index.html',
        'index.tsx',
        'package.json',
        'table.css',
        'tsconfig.json',
      ].map((path) => `project[files][${path}]`),
    );
    expect(form.get('project[files][table.css]')).toBe(TABLE_CSS);
    expect(form.get('project[files][App.tsx]')).toBe(DEMO_SOURCE);
    expect(form.get('project[files][_data/fleet.ts]')).toBe(DATA_SOURCE);
    expect(form.get('project[files][_data/format.ts]')).toBe(FORMAT_SOURCE);
    expect(form.get('project[files][_data/keyboardScroll.tsx]')).toBe(KEYBOARD_SOURCE);
    expectPinnedPackageJson(form.get('project[files][package.json]') ?? '');
  });

  test('a demo with react-dnd posts react-dnd and its backend at the site versions', async ({
    page,
    context,
  }) => {
    const posted = interceptPost(context, 'https://stackblitz.com/**');
    await gotoDemo(page, '/demo/react-dnd');
    await previewer(page).getByRole('button', { name: 'Open in StackBlitz' }).click();
    const form = await posted;
    const dependencies = JSON.parse(form.get('project[dependencies]') ?? '') as Record<
      string,
      string
    >;
    expect(dependencies['react-dnd']).toBe(versions['react-dnd']);
    expect(dependencies['react-dnd-html5-backend']).toBe(versions['react-dnd-html5-backend']);
    expect(Object.values(dependencies).every((version) => /^\d+\.\d+\.\d+$/.test(version))).toBe(
      true,
    );
    expect(form.get('project[title]')).toBe(frontMatter('docs/demo/react-dnd.md').title);
  });

  test('every action has an accessible name and a tooltip, in English and in Chinese', async ({
    page,
  }) => {
    const names = {
      '/demo/simple': [
        'Open in CodeSandbox',
        'Open in StackBlitz',
        'Open in a new tab',
        'Copy code',
        'Edit here',
        'Show code',
      ],
      '/zh-CN/demo/simple': [
        '在 CodeSandbox 中打开',
        '在 StackBlitz 中打开',
        '在新标签页中打开',
        '复制代码',
        '在此编辑',
        '展开代码',
      ],
    };
    for (const [path, labels] of Object.entries(names)) {
      await gotoDemo(page, path);
      const actions = previewer(page).locator('.dumi-default-previewer-actions').first();
      for (const label of labels) {
        const action = actions.getByRole(label === labels[2] ? 'link' : 'button', {
          name: label,
          exact: true,
        });
        await expect(action).toHaveAttribute('data-dumi-tooltip', label);
      }
    }
  });

  test('the standalone page opens in a new tab and shows the demo without the documentation layout', async ({
    page,
    context,
  }) => {
    await gotoDemo(page, `/demo/${DEMO}`);
    const link = previewer(page).getByRole('link', { name: 'Open in a new tab' });
    await expect(link).toHaveAttribute('target', '_blank');
    const popupPromise = context.waitForEvent('page');
    await link.click();
    const popup = await popupPromise;
    const errors: string[] = [];
    popup.on('pageerror', (error) => errors.push(error.message));
    await expect(popup).toHaveURL(/\/~demos\/docs-demo-fixed-columns-demo-fixed-columns/);
    await expect(popup.locator('table').first()).toBeVisible();
    await expect(
      popup.locator('.dumi-default-header, .dumi-default-sidebar, .dumi-default-content'),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('copy shows the check icon for about two seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoDemo(page, `/demo/${DEMO}`);
    const copy = previewer(page).getByRole('button', { name: 'Copy code' });
    const checkPath = 'M13.3 3.3 6 10.6 2.7 7.3 1.3 8.7 6 13.4l8.7-8.7-1.4-1.4Z';
    // The page itself records when the button turns to "Copied" and back, so the measured time
    // does not include the test's round trips to a busy browser.
    await copy.evaluate((button) => {
      const changes: number[] = [];
      Object.assign(window, { copiedChanges: changes });
      new MutationObserver(() => {
        const copied = button.hasAttribute('data-copied');
        if (copied === (changes.length % 2 === 0)) changes.push(performance.now());
      }).observe(button, { attributes: true, attributeFilter: ['data-copied'] });
    });
    await copy.click();
    const copied = previewer(page).getByRole('button', { name: 'Copied' });
    await expect(copied).toHaveAttribute('data-copied', 'true');
    await expect(copied.locator('path')).toHaveAttribute('d', checkPath);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_SOURCE);
    const back = previewer(page).getByRole('button', { name: 'Copy code' });
    await expect(back).toBeVisible({ timeout: 5000 });
    await expect(back.locator('path')).not.toHaveAttribute('d', checkPath);
    const changes = await page.evaluate(
      () => (window as { copiedChanges?: number[] }).copiedChanges ?? [],
    );
    expect(changes).toHaveLength(2);
    const shown = changes[1] - changes[0];
    expect(shown).toBeGreaterThanOrEqual(1900);
    expect(shown).toBeLessThan(2600);
  });

  test('show code reveals the source with a labelled copy button, and edits re-render the demo', async ({
    page,
  }) => {
    await gotoDemo(page, '/demo/simple');
    const demo = previewer(page);
    const toggle = demo.getByRole('button', { name: 'Show code' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(demo.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // One copy button per file (the demo and its formatting helpers), each named.
    const copies = demo.locator('.dumi-default-source-code-copy');
    await expect(copies).toHaveCount(2);
    for (const copy of await copies.all())
      await expect(copy).toHaveAttribute('aria-label', 'Copy code');
    const editor = demo.locator('textarea').first();
    const source = await editor.inputValue();
    expect(source).toContain("title: 'Name'");
    await editor.fill(source.replace("title: 'Name'", "title: 'Full name'"));
    await expect(demo.locator('.dumi-default-previewer-demo th').first()).toHaveText('Full name', {
      timeout: 10_000,
    });
  });
});

/**
 * Starts recording the code blocks, their copy buttons and their `<pre>`s put into the page;
 * resolves with a function that tells which of them are no longer there and how many copy buttons
 * came.
 */
async function recordCodeBlocks(page: Page) {
  await page.evaluate(() => {
    const added = new Set<Element>();
    const selector =
      '.dumi-default-source-code, .dumi-default-source-code-copy, .dumi-default-source-code pre';
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const element of [node, ...node.querySelectorAll(selector)])
              if (element.matches(selector)) added.add(element);
    }).observe(document.body, { childList: true, subtree: true });
    Object.assign(window, { addedCodeBlocks: added });
  });
  return () =>
    page.evaluate(() => {
      const added = [...(window as unknown as { addedCodeBlocks: Set<Element> }).addedCodeBlocks];
      return {
        removed: added
          .filter((element) => !element.isConnected)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
        copyButtons: added.filter((element) => element.matches('.dumi-default-source-code-copy'))
          .length,
      };
    });
}

test.describe('code panel', () => {
  for (const [path, show, hide, copy, copied] of [
    ['/demo/simple', 'Show code', 'Hide code', 'Copy code', 'Copied'],
    ['/zh-CN/demo/simple', '展开代码', '收起代码', '复制代码', '已复制'],
  ]) {
    test(`Show code reveals highlighted code and a named copy button, loaded on demand and rendered once (${path})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const scripts = recordScripts(page);
      await gotoDemo(page, path);
      const demo = previewer(page);
      // Closed by default, and nothing of the highlighter on the page yet.
      await expect(demo.locator('.dumi-default-previewer-sources')).toHaveCount(0);
      await expect(demo.locator('.prism-code')).toHaveCount(0);
      const before = scripts.length;
      const added = await recordCodeBlocks(page);

      await demo.getByRole('button', { name: show, exact: true }).click();
      const toggle = demo.getByRole('button', { name: hide, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      // The first copy button to appear: the one the reader keeps.
      const firstCopy = await panel
        .locator('.dumi-default-source-code-copy')
        .first()
        .elementHandle();
      // Highlighted: Prism's token spans, with the demo's own code.
      await expect(panel.locator('pre.prism-code .token.keyword').first()).toBeVisible();
      await expect(panel.locator('pre.prism-code').first()).toContainText("title: 'Name'", {
        useInnerText: true,
      });
      // Rendered once: no code block, copy button or <pre> was put in and replaced.
      expect(await firstCopy!.evaluate((button) => button.isConnected)).toBe(true);
      expect(await added()).toEqual({ removed: [], copyButtons: 2 });
      expect(scripts.length, 'the code panel arrives as a chunk of its own').toBeGreaterThan(
        before,
      );
      const copyButton = panel.getByRole('button', { name: copy, exact: true });
      await expect(copyButton).toBeVisible();
      expect(await axeViolations(page, { include: `#${await panel.getAttribute('id')}` })).toEqual(
        [],
      );
      await copyButton.click();
      await expect(panel.getByRole('button', { name: copied, exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("title: 'Name'");

      await toggle.click();
      await expect(demo.getByRole('button', { name: show, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(panel).toHaveCount(0);
    });
  }

  test('a demo with several files shows them as tabs that the arrow keys and End switch', async ({
    page,
  }) => {
    await gotoDemo(page, `/demo/${DEMO}`);
    const demo = previewer(page);
    await demo.getByRole('button', { name: 'Show code' }).click();
    const tabs = demo.getByRole('tablist', { name: 'Files of this demo' }).getByRole('tab');
    // The entry, then the other files by path, in every build.
    await expect(tabs).toHaveText([
      'index.tsx',
      '_data/fleet.ts',
      '_data/format.ts',
      '_data/keyboardScroll.tsx',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toBeFocused();
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    const panel = demo.getByRole('tabpanel', { name: '_data/keyboardScroll.tsx' });
    await expect(panel.locator('pre.prism-code')).toContainText(KEYBOARD_SOURCE.split('\n')[0], {
      useInnerText: true,
    });
    await tabs.first().click();
    await expect(demo.getByRole('tabpanel', { name: 'index.tsx' })).toBeVisible();
  });
});

test.describe('Edit here', () => {
  for (const [path, label, message] of [
    [
      `/demo/${DEMO}`,
      'Edit here',
      'Timeout: Unable to establish a connection with the playground VM.',
    ],
    [`/zh-CN/demo/${DEMO}`, '在此编辑', '超时：无法与演练场虚拟机建立连接。'],
  ]) {
    test(`shows the timeout message when the playground VM cannot be reached (${path})`, async ({
      page,
      context,
    }) => {
      // Offline stand-in for StackBlitz: the frame loads, but no VM ever answers.
      const posted = interceptPost(context, 'https://stackblitz.com/**');
      // The page's timers are Playwright's (time runs as usual), so the SDK's ten seconds of pings
      // can pass at once below.
      await page.clock.install();
      await gotoDemo(page, path);
      await previewer(page).getByRole('button', { name: label }).click();
      // The open editor's button (the show-code toggle has aria-expanded too).
      const edit = previewer(page).locator('button[aria-expanded][aria-controls$="-editor"]');
      const editor = page.locator('.site-previewer-editor');
      await expect(edit).toHaveAttribute('aria-expanded', 'true');
      await expect(editor.getByRole('status')).toBeVisible();
      await expect(editor.locator('iframe')).toHaveCount(1);
      expect((await posted).get('project[template]')).toBe('create-react-app');
      // The SDK pings the frame 20 times, every 500 ms, before it gives up.
      await page.clock.runFor(10_500);
      await expect(editor.getByRole('alert')).toHaveText(message);
      await expect(editor.locator('iframe')).toHaveCount(0);
      await edit.click();
      await expect(editor).toHaveCount(0);
    });
  }
});

test.describe('playground chunk failure', () => {
  for (const [path, label, message] of [
    [
      `/demo/${DEMO}`,
      'Open in CodeSandbox',
      'The playground could not be loaded. Check the connection and try again.',
    ],
    [`/zh-CN/demo/${DEMO}`, '在 StackBlitz 中打开', '演练场加载失败，请检查网络后重试。'],
  ]) {
    test(`says so when the openers cannot be downloaded, and opens once they can (${path})`, async ({
      page,
      context,
      problems,
    }) => {
      // The openers are a chunk of their own (src/client/playground/lazy.ts): fail it, like a
      // dropped connection, until the reader tries again.
      let offline = true;
      await page.route(/\/playground\.[0-9a-f]+\.async\.js$/, (route) =>
        offline ? route.abort('internetdisconnected') : route.continue(),
      );
      const posted = interceptPost(context, /^https:\/\/(codesandbox\.io|stackblitz\.com)\//);
      await gotoDemo(page, path);
      const button = previewer(page).getByRole('button', { name: label });
      await button.click();
      await expect(previewer(page).getByRole('alert')).toHaveText(message);
      expect(context.pages()).toHaveLength(1);

      offline = false;
      const popup = context.waitForEvent('page');
      await button.click();
      await popup;
      await posted;
      await expect(previewer(page).getByRole('alert')).toHaveCount(0);
      // The browser logs each aborted download; nothing else may have gone wrong.
      const failed = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
      expect(problems.filter((line) => failed.test(line)).length).toBeGreaterThan(0);
      problems.splice(0, problems.length, ...problems.filter((line) => !failed.test(line)));
    });
  }
});
