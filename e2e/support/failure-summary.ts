// A Playwright reporter that ends the run with the worker time each spec file took per project (the ten largest:
// where the browser tier's minutes go) and one line per failed test with the gist of its error, so that the last
// lines of a CI log (often all that is kept) say what was slow, what failed and why. The list reporter prints the rest.
import { writeFileSync } from 'node:fs';
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
  private readonly time = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') {
      const [, project, file] = test.titlePath();
      const key = `[${project}] ${file}`;
      this.time.set(key, (this.time.get(key) ?? 0) + result.duration);
    }
    if (result.status === 'passed' || result.status === 'skipped' || test.expectedStatus === result.status) return;
    const [, project, file] = test.titlePath();
    const where = `${file}:${test.location.line}`;
    this.failures.push(
      `[${project}] ${where} ${test.title} (${result.status}, ${Math.round(result.duration / 1000)} s): ${gist(result.error?.message)}`,
    );
  }

  onEnd(result: FullResult): void {
    const largest = [...this.time].sort((a, b) => b[1] - a[1]).slice(0, 10);
    const total = [...this.time.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\nworker time per spec file (the ten largest of ${Math.round(total / 1000)} s in all):`);
    for (const [key, ms] of largest) console.log(`  ${String(Math.round(ms / 1000)).padStart(5)} s  ${key}`);
    // npm test (scripts/test-all.mjs) repeats the failures in its closing summary.
    if (process.env.E2E_FAILURES_FILE) writeFileSync(process.env.E2E_FAILURES_FILE, this.failures.join('\n'));
    if (this.failures.length === 0) return;
    console.log(`\n${this.failures.length} failed (${result.status}):`);
    for (const line of this.failures) console.log(`  ${line}`);
  }
}
