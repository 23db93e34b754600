import type { BrowserContext, Page } from '@playwright/test';
import { installOnce } from '../sharedContext';

/** One `securitypolicyviolation` event, as a line a failing test prints. */
export type CspViolation = string;

declare global {
  interface Window {
    __siteCspViolation?: (violation: Record<string, string | number>) => void;
  }
}

/**
 * Records every Content-Security-Policy violation of `target` (a page, or a whole context with its
 * pop-ups) from now on: returns the list, which fills as violations happen, e.g.
 * `script-src-elem blocked inline at http://…/demo/simple:1 "(function …"`. Install it before the
 * first `goto`; a test then expects the list to be empty. The listener runs in every frame before
 * the page's own scripts, and reports through a Playwright binding, which no policy can block.
 */
export async function recordCspViolations(target: Page | BrowserContext): Promise<CspViolation[]> {
  // One listener per page or context (a page that tests share keeps it): it reports to the list
  // of the latest call.
  const recorder = await installOnce(target, 'csp-violations', async () => {
    const current = { list: [] as CspViolation[] };
    await target.exposeBinding(
      '__siteCspViolation',
      ({ frame }, event: Record<string, string | number>) => {
        const at = `${event.sourceFile || frame.url()}:${event.lineNumber}`;
        current.list.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(nothing named)'} at ${at}` +
            `${event.sample ? ` ${JSON.stringify(event.sample)}` : ''} (${event.disposition})`,
        );
      },
    );
    await target.addInitScript(() => {
      window.addEventListener(
        'securitypolicyviolation',
        (event) => {
          window.__siteCspViolation?.({
            effectiveDirective: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            lineNumber: event.lineNumber,
            sample: event.sample,
            disposition: event.disposition,
          });
        },
        true,
      );
    });
    return current;
  });
  recorder.list = [];
  return recorder.list;
}

/**
 * `violations` (from {@link recordCspViolations} on `page`) once the page has reported what it has
 * queued: the browser fires `securitypolicyviolation` in a task after the blocked action, so a test
 * that ends right after one lets a task run in the page before it looks.
 */
export async function reportedViolations(
  page: Page,
  violations: CspViolation[],
): Promise<CspViolation[]> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return violations;
}
