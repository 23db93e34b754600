import type { Page, PlaywrightTestArgs, TestType } from '@playwright/test';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, test } from './fixtures';
import { describeHtmlcs, htmlcsErrors } from './htmlcs';
import { installOnce } from '../sharedContext';

/**
 * The two accessibility engines the e2e runs, axe-core and HTML_CodeSniffer (pa11y's engine, WCAG 2
 * AA errors), and what the specs that run them share.
 */

/** Routes checked in every state (dark mode with both engines, phone width), in both languages. */
export const KEY_ROUTES = [
  '/',
  '/demo',
  '/demo/simple',
  '/demo/fixed-columns',
  '/changelog',
  '/configurator',
  '/classes',
].flatMap((route) => [route, route === '/' ? '/zh-CN' : `/zh-CN${route}`]);

/** The axe rules whose outcome depends on colours: the only ones that can differ between modes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One line per violated rule and node, so a failure says what to fix and where. */
function describeAxe(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

/**
 * axe-core's violations on the page as it is now: all its default rules, or only `rules`, within
 * `include` (a selector) if given. axe runs in the page itself, injected once per document and run
 * with `axe.run` as its own documentation shows. (@axe-core/playwright injects axe again for every
 * analysis and finishes each one in a second, blank page it opens: three times the time on a demo
 * page, for the frames this site does not have; its demos render in the page.)
 */
export async function axeViolations(
  page: Page,
  options: { rules?: string[]; skip?: string[]; include?: string } = {},
): Promise<string[]> {
  if (options.rules?.length === 0) return [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const violations = await page.evaluate(
    async ({ rules, skip, include }) => {
      const runOptions: RunOptions = { resultTypes: ['violations'] };
      if (rules) runOptions.runOnly = { type: 'rule', values: rules };
      if (skip?.length) {
        runOptions.rules = Object.fromEntries(skip.map((rule) => [rule, { enabled: false }]));
      }
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      return (await axe.run(context, runOptions)).violations;
    },
    { rules: options.rules, skip: options.skip, include: options.include },
  );
  return describeAxe(violations);
}

/**
 * Runs both engines on the page as it is now: axe limited to `axeRules` (none: axe not run) or
 * without `axeSkip` if given; `state` names it in a failure.
 */
export async function expectClean(
  page: Page,
  state: string,
  options: { axeRules?: string[]; axeSkip?: string[]; htmlcs: boolean },
) {
  const axeFound = await axeViolations(page, { rules: options.axeRules, skip: options.axeSkip });
  const htmlcsFound = options.htmlcs ? describeHtmlcs(await htmlcsErrors(page)) : [];
  expect({ axe: axeFound, htmlcs: htmlcsFound }, state).toEqual({ axe: [], htmlcs: [] });
}

/** Switches the shown colour mode, as the colour switch does, and waits until its colours have settled. */
export async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate(
    (value) => document.documentElement.setAttribute('data-prefers-color', value),
    mode,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  // The theme eases some colours from one mode to the other: contrast is measured at the end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * For a spec that runs the engines: time for them (the home page's API tables make a full axe run
 * take several seconds on a busy 2-core runner), and no transitions, so contrast is measured on
 * the final colours. `specTest` is the spec's own `test` if it has one (withSharedContext).
 */
export function prepareForEngines(specTest: TestType<PlaywrightTestArgs, object> = test) {
  specTest.beforeEach(async ({ page }) => {
    specTest.setTimeout(90_000);
    await installOnce(page, 'no-transitions', () =>
      page.addInitScript(() => {
        // A constructed style sheet, not a <style> element: the pages' policy allows only their own.
        document.addEventListener('DOMContentLoaded', () => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(
            '*, *::before, *::after { transition: none !important; animation: none !important; }',
          );
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
      }),
    );
  });
}
