/** Prints one plain closing line, `e2e: N passed, N failed[, N skipped]`, after Playwright's own report. */
export default class SummaryReporter {
  constructor() {
    this.counts = { passed: 0, failed: 0, skipped: 0 };
  }
  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    if (result.status === 'skipped') {
      this.counts.skipped += 1;
      return;
    }
    // A retried test counts once, by its final outcome.
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.retry === test.retries) this.counts.failed += 1;
  }
  onEnd() {
    const { passed, failed, skipped } = this.counts;
    console.log(`e2e: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
  printsToStdio() {
    return false;
  }
}
