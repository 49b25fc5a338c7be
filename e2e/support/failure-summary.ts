// A Playwright reporter that ends the run with one line per failed test and the gist of its error, so that
// the last lines of a CI log (often all that is kept) say what failed and why. The list reporter prints the rest.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The error's first three lines (the expectation, the locator, what was expected), as one line. */
const gist = (text: string | undefined) =>
  (text ?? '')
    // eslint-disable-next-line no-control-regex -- colours of the error text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, 3)
    .join(' | ') || 'no error text';

export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || test.expectedStatus === result.status) return;
    const [, project, file] = test.titlePath();
    const where = `${file}:${test.location.line}`;
    this.failures.push(
      `[${project}] ${where} ${test.title} (${result.status}, ${Math.round(result.duration / 1000)} s): ${gist(result.error?.message)}`,
    );
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\n${this.failures.length} failed (${result.status}):`);
    for (const line of this.failures) console.log(`  ${line}`);
  }
}
