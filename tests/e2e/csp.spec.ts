import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { demoHydrated, gotoDemo, interceptPost, previewer } from './demoPage';
import { allowNotFoundStatus, at, DIST, expect, gotoReady, test } from './fixtures';
import { recordCspViolations, reportedViolations, type CspViolation } from './csp';

/**
 * The site served as a host that reads `_headers` serves it (scripts/serve.mjs): every page under
 * its policy as a header and as a `<meta>`. Each flow a reader can take fails on any
 * `securitypolicyviolation` (and, through the fixture, on the console error each one logs).
 */
const dist = DIST;
const PLAYGROUND_HOSTS = ['https://codesandbox.io', 'https://stackblitz.com'];

function htmlFiles(dir = dist): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [relative(dist, path)] : [];
  });
}

/** The directives of a serialized policy. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name)) map.set(name, sources);
  }
  return map;
}

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';

/** Every context of a test records violations, its pop-ups included; each test expects none. */
const cspTest = test.extend<{ violations: CspViolation[] }>({
  violations: async ({ context }, provide) => {
    const violations = await recordCspViolations(context);
    await provide(violations);
    // Each open page reports what it has queued (a pop-up may have closed already).
    for (const page of context.pages())
      await reportedViolations(page, violations).catch(() => undefined);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Opens the first demo's code and types into its editor; the demo re-renders from the edit. */
async function editFirstDemo(page: Page, from: string, to: string) {
  const demo = previewer(page);
  await demo.getByRole('button', { name: /^(Show code|展开代码)$/ }).click();
  const editor = demo.locator('textarea').first();
  await editor.click();
  const source = await editor.inputValue();
  expect(source).toContain(from);
  await editor.fill(source.replace(from, to));
  return demo;
}

test.describe('the policy of every built page', () => {
  const files = htmlFiles();

  test('each page has one, with the shape issue 18 asks for', () => {
    expect(files.length).toBeGreaterThan(80);
    for (const file of files) {
      const html = readFileSync(join(dist, file), 'utf8');
      const policy = directives(metaPolicy(html));
      expect(policy.get('default-src'), file).toEqual(["'none'"]);
      expect(policy.get('script-src')?.[0], file).toBe("'self'");
      expect(policy.get('script-src'), file).not.toContain("'unsafe-inline'");
      expect(
        policy
          .get('script-src')
          ?.filter((source) => !/^'(self|unsafe-eval|sha256-[A-Za-z0-9+/]+=*)'$/.test(source)),
        file,
      ).toEqual([]);
      expect(policy.get('object-src'), file).toEqual(["'none'"]);
      expect(policy.get('base-uri'), file).toEqual(["'self'"]);
      expect(policy.get('connect-src'), file).toEqual(["'self'"]);
      for (const directive of ['form-action', 'frame-src']) {
        const sources = policy.get(directive) ?? [];
        expect(sources.length, `${file} ${directive}`).toBeGreaterThan(0);
        expect(
          sources.every((source) => source === "'none'" || PLAYGROUND_HOSTS.includes(source)),
          file,
        ).toBe(true);
      }
      // No other host anywhere in the policy.
      expect(
        metaPolicy(html)
          .match(/https?:\/\/[^\s;]+/g)
          ?.filter((host) => !PLAYGROUND_HOSTS.includes(host)) ?? [],
        file,
      ).toEqual([]);
    }
  });

  test('only pages with live demos and the standalone demo pages (?dir=rtl) may evaluate code; only demo pages and the configurator post to the playgrounds', () => {
    for (const file of files) {
      const html = readFileSync(join(dist, file), 'utf8');
      const policy = directives(metaPolicy(html));
      const demos = html.includes('class="dumi-default-previewer"') && !file.startsWith('~demos');
      const configurator = html.includes('class="site-configurator"');
      expect(policy.get('script-src')?.includes("'unsafe-eval'"), file).toBe(
        demos || file.startsWith('~demos'),
      );
      expect(policy.get('form-action'), file).toEqual(
        demos || configurator ? PLAYGROUND_HOSTS : ["'none'"],
      );
    }
  });

  test('was computed on the final page: it allows exactly the inline scripts the page holds', () => {
    for (const file of files) {
      const html = readFileSync(join(dist, file), 'utf8');
      const inline = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map(
        (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
      );
      expect(inline.length, file).toBeGreaterThan(0);
      const hashes =
        directives(metaPolicy(html))
          .get('script-src')
          ?.filter((source) => source.startsWith("'sha256-")) ?? [];
      // Demo pages also allow the script StackBlitz's SDK writes into the editor's frame.
      expect(hashes.slice(0, inline.length), file).toEqual(inline);
      expect(hashes.length - inline.length, file).toBeLessThanOrEqual(1);
    }
  });

  test("no style sheet of the build loads fonts or images from another host (font-src and img-src are the site's)", () => {
    const sheets = readdirSync(dist).filter((name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const urls = [
        ...readFileSync(join(dist, sheet), 'utf8').matchAll(/url\(\s*['"]?([^'")]*)/g),
      ].map((match) => match[1]);
      expect(
        urls.filter((url) => /^(?:[a-z]+:)?\/\//i.test(url)),
        sheet,
      ).toEqual([]);
    }
  });

  for (const [route, file] of [
    ['/demo/simple', 'demo/simple/index.html'],
    ['/zh-CN/changelog', 'zh-CN/changelog/index.html'],
    ['/~demos/docs-demo-simple-demo-simple', '~demos/docs-demo-simple-demo-simple/index.html'],
  ]) {
    test(`is served as a header too, with what a <meta> cannot carry (${route})`, async ({
      request,
    }) => {
      const response = await request.get(at(route));
      const meta = metaPolicy(readFileSync(join(dist, file), 'utf8'));
      const header = response.headers()['content-security-policy'] ?? '';
      // The baseline every response carries, then the page's own policy.
      const [baseline, own] = header.split(', ');
      expect(baseline).toBe("object-src 'none'; base-uri 'self'; frame-ancestors 'self'");
      expect(own).toMatch(
        new RegExp(
          `^${meta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; frame-ancestors '(none|self)'$`,
        ),
      );
    });
  }
});

cspTest.describe('no violation in any flow', () => {
  cspTest('search: type, browse the results, open one', async ({ page, violations }) => {
    await gotoReady(page, '/changelog');
    const box = page.locator('.dumi-default-search-bar').getByRole('combobox');
    await box.click();
    await box.fill('fixed');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toBeVisible();
    // Whichever result comes first (an API row, a demo): the flow is what is under the policy.
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).not.toBe('');
    await first.click();
    await expect(page).toHaveURL((url) => url.href.endsWith(href));
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(violations).toEqual([]);
  });

  cspTest('colour switch, on a page with demos and on one without', async ({ page }) => {
    for (const path of ['/demo/styled-components', '/changelog']) {
      await gotoReady(page, path);
      for (const mode of ['dark', 'light', 'auto']) {
        await page.locator('.dumi-default-color-switch select').selectOption(mode);
      }
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    }
  });

  cspTest(
    'language switch, there and back, from a page with demos and from one without',
    async ({ page }) => {
      await gotoReady(page, '/demo/simple');
      await page.getByRole('link', { name: '中文', exact: true }).click();
      await expect(page.locator('h1').first()).toHaveText('基础表格');
      await gotoReady(page, '/zh-CN/changelog');
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await expect(page).toHaveURL(/\/changelog$/);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    },
  );

  cspTest('copy the code of a demo', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoDemo(page, '/demo/simple');
    await previewer(page).getByRole('button', { name: 'Copy code' }).click();
    await expect(previewer(page).getByRole('button', { name: 'Copied' })).toBeVisible();
  });

  cspTest('show code, then edit it live: the demo re-compiles and re-renders', async ({ page }) => {
    await gotoDemo(page, '/demo/simple');
    const demo = await editFirstDemo(page, "title: 'Name'", "title: 'Full name'");
    await expect(demo.locator('.dumi-default-previewer-demo th').first()).toHaveText('Full name', {
      timeout: 10_000,
    });
    await expect(demo.locator('.dumi-default-previewer-demo-error')).toHaveCount(0);
  });

  cspTest(
    'live edit a demo with its own <style> element: the edited style applies',
    async ({ page }) => {
      await gotoDemo(page, '/demo/virtual-list');
      const demo = await editFirstDemo(
        page,
        'box-sizing: border-box;',
        'box-sizing: border-box; outline: 3px solid rgb(1, 2, 3);',
      );
      await expect(demo.locator('.virtual-list-cell').first()).toHaveCSS(
        'outline-color',
        'rgb(1, 2, 3)',
        { timeout: 10_000 },
      );
    },
  );

  cspTest(
    'a page without demos loads a demo page as a document of its own, whose live edit works',
    async ({ page }) => {
      await gotoReady(page, '/demo');
      await page.evaluate(() => Object.assign(window, { galleryDocument: true }));
      const loaded = page.waitForEvent('load');
      await page
        .locator(`.dumi-default-content a[href="${at('/demo/simple')}"]`)
        .first()
        .click();
      await loaded;
      await expect(page).toHaveURL(/\/demo\/simple$/);
      expect(await page.evaluate(() => 'galleryDocument' in window)).toBe(false);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await demoHydrated(page);
      expect(
        await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
      ).toContain("'unsafe-eval'");
      const demo = await editFirstDemo(page, "title: 'Name'", "title: 'Given name'");
      await expect(demo.locator('.dumi-default-previewer-demo th').first()).toHaveText(
        'Given name',
        { timeout: 10_000 },
      );
    },
  );

  cspTest('demo pages move to other demo pages in place', async ({ page }) => {
    await gotoDemo(page, '/demo/simple');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`.dumi-default-sidebar a[href="${at('/demo/nested')}"]`).click();
    await expect(page).toHaveURL(/\/demo\/nested$/);
    await expect(page.locator('.dumi-default-previewer-demo .rc-table').first()).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  cspTest(
    'the embedded editor: the SDK writes its frame and posts the project to StackBlitz inside it',
    async ({ page, context }) => {
      const posted = interceptPost(context, 'https://stackblitz.com/**');
      await gotoDemo(page, '/demo/simple');
      await previewer(page).getByRole('button', { name: 'Edit here' }).click();
      const form = await posted;
      expect(form.get('project[template]')).toBe('create-react-app');
      // The frame's form navigated it to (the stand-in of) StackBlitz.
      await expect
        .poll(() =>
          page.frames().some((frame) => frame.url().startsWith('https://stackblitz.com/run')),
        )
        .toBe(true);
    },
  );

  for (const [service, host] of [
    ['CodeSandbox', 'https://codesandbox.io/**'],
    ['StackBlitz', 'https://stackblitz.com/**'],
  ]) {
    cspTest(
      `the ${service} button posts its form to ${service} in a new window`,
      async ({ page, context }) => {
        const posted = interceptPost(context, host);
        await gotoDemo(page, '/demo/fixed-columns');
        const popup = context.waitForEvent('page');
        await previewer(page)
          .getByRole('button', { name: `Open in ${service}` })
          .click();
        await popup;
        expect([...(await posted).keys()].length).toBeGreaterThan(0);
      },
    );

    cspTest(
      `the configurator's ${service} button posts the configured table to ${service} in a new window`,
      async ({ page, context }) => {
        const posted = interceptPost(context, host);
        await gotoReady(page, '/configurator?sticky=1&fixedLeft=1&scrollX=width');
        const popup = context.waitForEvent('page');
        await page
          .locator('.site-configurator')
          .getByRole('button', { name: `Open in ${service}` })
          .click();
        await popup;
        expect([...(await posted).keys()].length).toBeGreaterThan(0);
      },
    );
  }

  cspTest(
    'a dropdown demo opens its menu (rc-dropdown styles, no font from elsewhere)',
    async ({ page }) => {
      await gotoDemo(page, '/demo/dropdown');
      const trigger = previewer(page).locator('.dumi-default-previewer-demo button').first();
      await trigger.click();
      await expect(page.locator('.rc-dropdown:not(.rc-dropdown-hidden)').first()).toBeVisible();
    },
  );

  cspTest('the not-found page, at an unknown address', async ({ page, problems }) => {
    const response = await page.goto(at('/no/such/page'));
    expect(response?.status()).toBe(404);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.locator('h1, .dumi-default-not-found').first()).toBeVisible();
    allowNotFoundStatus(problems);
  });

  // Every route and every standalone demo page is loaded under its policy, with its violations
  // recorded, by routes.spec.ts and demo-facts.spec.ts.
});
