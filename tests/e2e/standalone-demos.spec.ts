import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { recordCspViolations, reportedViolations } from './csp';
import { at, DIST, expect, withSharedContext } from './fixtures';

/**
 * The standalone page of every demo (`/~demos/<id>`, what "Open in new tab" shows): the demo alone,
 * in the page's language, zoomable, and not one Content-Security-Policy violation under the policy
 * the server sends with it. The pages of a worker load in one page (its cache).
 */
const test = withSharedContext();

test.describe('standalone page of every demo', () => {
  const folder = join(DIST, '~demos');
  const ids = existsSync(folder)
    ? readdirSync(folder).filter((id) => id !== ':id' && !id.startsWith('docs-demo-_'))
    : [];
  for (const id of ids) {
    test(`/~demos/${id} renders a table without the documentation layout, in English, zoomable, within its policy`, async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto(at(`/~demos/${id}`));
      // As served, before any script: the page's language and a viewport that leaves zoom alone.
      const served = (await response?.text()) ?? '';
      expect(served).toMatch(/<html lang="en">/);
      expect(served.match(/<meta name="viewport" content="([^"]*)"/)?.[1]).toBe(
        'width=device-width, initial-scale=1',
      );
      await expect(page.locator('table').first()).toBeVisible();
      await expect(page.locator('.dumi-default-header, .dumi-default-sidebar')).toHaveCount(0);
      // And once the demo runs.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
        'content',
        'width=device-width, initial-scale=1',
      );
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      expect(
        await reportedViolations(page, violations),
        'Content-Security-Policy violations',
      ).toEqual([]);
    });
  }
});
