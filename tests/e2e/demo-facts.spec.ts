import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle } from '../../scripts/settle';
import type { DemoFacts } from '../../src/shared/demos/facts';
import {
  builtDemos,
  deriveDemoFacts,
  FACTS_DIR,
  FACTS_VIEWPORT,
  standaloneId,
} from '../support/demoFacts';
import { recordCspViolations, reportedViolations } from './csp';
import { at, DIST, expect, test } from './fixtures';

/** Every place two values differ, as `path: kept → derived` (`tables[1].rows: 6 → 7`). */
function differences(kept: unknown, now: unknown, path: string): string[] {
  if (typeof kept === 'object' && kept && typeof now === 'object' && now) {
    const keys = [...new Set([...Object.keys(kept), ...Object.keys(now)])];
    return keys.flatMap((key) =>
      differences(
        (kept as Record<string, unknown>)[key],
        (now as Record<string, unknown>)[key],
        Array.isArray(kept) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
      ),
    );
  }
  return kept === now ? [] : [`${path}: ${JSON.stringify(kept)} → ${JSON.stringify(now)}`];
}

/**
 * Each demo's standalone page (`/~demos/<id>`, what "Open in new tab" shows), opened once:
 * - as the reader gets it: the demo alone, in the page's language, zoomable, and not one
 *   Content-Security-Policy violation under the policy the server sends with it, in any state the
 *   keys below put it in;
 * - as the guard of the demo pages' Accessibility sections (and of the Classes sections, which
 *   read the same files): the page is read again with the code `npm run demos:facts` reads it with
 *   (tests/support/demoFacts.ts), and every fact that differs from its file fails, named by demo
 *   and path. A change to a demo or to rc-table that changes what assistive technology receives
 *   then shows here, and the file is written anew with `npm run demos:facts`.
 */
test.describe('what each demo gives assistive technology', () => {
  test.use({ viewport: FACTS_VIEWPORT });
  for (const demo of builtDemos(DIST)) {
    test(`${demo} gives Chromium’s accessibility tree what its facts file says, on its standalone page: the demo alone, in English, zoomable, within its policy`, async ({
      page,
    }) => {
      // A demo's keys are pressed one by one, and the page is opened again after each that changes it.
      test.setTimeout(120_000);
      const file = join(FACTS_DIR, `${demo}.json`);
      expect(existsSync(file), `${file}: run npm run demos:facts`).toBe(true);
      const kept = JSON.parse(readFileSync(file, 'utf8')) as DemoFacts;
      const violations = await recordCspViolations(page);
      const response = await page.goto(at(`/~demos/${standaloneId(demo)}`));

      // As served, before any script: the page's language and a viewport that leaves zoom alone.
      const served = (await response?.text()) ?? '';
      expect(served).toMatch(/<html lang="en">/);
      expect(served.match(/<meta name="viewport" content="([^"]*)"/)?.[1]).toBe(
        'width=device-width, initial-scale=1',
      );
      await settle(page);
      // And once the demo runs.
      await expect(page.locator('table').first()).toBeVisible();
      await expect(page.locator('.dumi-default-header, .dumi-default-sidebar')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
        'content',
        'width=device-width, initial-scale=1',
      );

      const derived = await deriveDemoFacts(page, demo);
      expect(
        differences(kept, derived, ''),
        `${demo}: what Chromium gives now differs from ${file} (kept → now); if the change is meant, run npm run demos:facts and check the page's Accessibility section`,
      ).toEqual([]);
      expect(
        await reportedViolations(page, violations),
        'Content-Security-Policy violations',
      ).toEqual([]);
    });
  }
});
