/** pa11y's HTML_CodeSniffer runner (CommonJS, no types of its own): what tests/e2e/htmlcs.ts uses. */
declare module 'pa11y-runner-htmlcs' {
  interface HtmlcsRunnerOptions {
    standard: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA' | 'Section508';
    /** Extra sniffs to include: none here, as in pa11y's defaults. */
    rules: string[];
  }
  interface HtmlcsRunnerIssue {
    code: string;
    message: string;
    type: 'error' | 'warning' | 'notice' | 'unknown';
    element: Element | null;
  }
  const runner: {
    /** pa11y's semver range. */
    supports: string;
    /** Absolute paths of the scripts pa11y evaluates in the page before `run`: HTMLCS itself. */
    scripts: string[];
    /** Runs in the page (pa11y injects its source): configures and runs HTMLCS on the document. */
    run: (options: HtmlcsRunnerOptions) => Promise<HtmlcsRunnerIssue[]>;
  };
  export default runner;
}
