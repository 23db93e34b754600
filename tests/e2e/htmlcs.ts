import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import runner from 'pa11y-runner-htmlcs';

/**
 * HTML_CodeSniffer as pa11y runs it, in a Playwright page: pa11y evaluates the runner's scripts
 * (HTMLCS itself) and then the source of the runner's `run` in the page, and calls it with the
 * standard and no extra rules (its defaults). The same here, with the runner package's own code.
 */
const RUNNER_SCRIPT = `
  ;${runner.scripts.map((script) => readFileSync(script, 'utf8')).join('\n\n')};
  ;window.__siteHtmlcsRun = ${runner.run.toString()};
`;

export interface HtmlcsIssue {
  /** The sniff, e.g. `WCAG2AA.Principle4.Guideline4_1.4_1_2.H91.Button.Name`. */
  code: string;
  /** pa11y's selector for the element (ids and `:nth-child` steps), empty for the document. */
  selector: string;
  message: string;
  /** The element's opening markup, shortened. */
  context: string;
}

/**
 * The errors (HTMLCS type 1; pa11y leaves out warnings and notices by default) that HTML_CodeSniffer
 * reports for the page as it is now, by the given standard (pa11y's default, WCAG 2 AA).
 */
export async function htmlcsErrors(page: Page, standard = 'WCAG2AA'): Promise<HtmlcsIssue[]> {
  if (!(await page.evaluate(() => '__siteHtmlcsRun' in window))) await page.evaluate(RUNNER_SCRIPT);
  return page.evaluate(async (standard) => {
    type Issue = { code: string; message: string; type: string; element: Element | null };
    const run = (window as unknown as { __siteHtmlcsRun: (o: object) => Promise<Issue[]> })
      .__siteHtmlcsRun;
    /** pa11y's getElementSelector: ids where there are, else tag names with `:nth-child`. */
    const selector = (element: Element | null): string => {
      const parts: string[] = [];
      for (
        let node = element;
        node && node.nodeType === Node.ELEMENT_NODE;
        node = node.parentElement
      ) {
        if (node.id) {
          parts.unshift(`#${node.id}`);
          break;
        }
        let part = node.tagName.toLowerCase();
        const siblings = node.parentElement ? [...node.parentElement.children] : [node];
        if (siblings.filter((sibling) => sibling.tagName === node!.tagName).length > 1) {
          part += `:nth-child(${siblings.indexOf(node) + 1})`;
        }
        parts.unshift(part);
      }
      return parts.join(' > ');
    };
    const context = (element: Element | null): string => {
      const html = element?.outerHTML ?? '';
      const inner = element?.innerHTML ?? '';
      const short = inner.length > 31 ? html.replace(inner, `${inner.slice(0, 31)}...`) : html;
      return short.length > 251 ? `${short.slice(0, 250)}...` : short;
    };
    const issues = await run({ standard, rules: [] });
    return issues
      .filter((issue) => issue.type === 'error')
      .map((issue) => ({
        code: issue.code,
        selector: selector(issue.element),
        message: issue.message,
        context: context(issue.element),
      }));
  }, standard);
}

/** One line per error, so a failure says what is wrong and where. */
export function describeHtmlcs(issues: HtmlcsIssue[]): string[] {
  return issues.map(
    (issue) => `${issue.code}: ${issue.selector} — ${issue.message} ${issue.context}`,
  );
}
