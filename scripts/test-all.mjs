#!/usr/bin/env node
// npm test: every tier, in order, each step's outcome summarised at the end; any failure fails the run.
//   0. the Debian programs the tests use (Chromium, oathtool, pdftotext), installed when missing
//   1. static: type-check every workspace, lint, formatting, schema vs committed migrations
//   2. unit and web component tests (vitest)
//   3. API integration tests on PGlite, then the very same suite on PostgreSQL when TEST_DATABASE_URL is set
//   4. the build, and the login route's initial JavaScript against its budget (scripts/check-bundle-budget.mjs)
//   5. cross-process tests: two API processes of the build behind haproxy (sessions, limits, uploads, jobs, crashes)
//   6. browser end-to-end tests (Playwright, system Chromium) against the production build on a seeded database
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pgUrl = process.env.TEST_DATABASE_URL;
const withoutPg = { ...process.env };
delete withoutPg.TEST_DATABASE_URL;

const steps = [
  ['test tools present', 'bash', ['scripts/ensure-test-tools.sh']],
  ['type-check', 'npm', ['run', 'check']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['migrations match schema', 'npm', ['run', 'db:check']],
  ['unit + web component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
  ['API integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], withoutPg],
  ...(pgUrl
    ? [['API integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { ...process.env }]]
    : []),
  ['build', 'npm', ['run', 'build']],
  ['initial JavaScript within budget', 'node', ['scripts/check-bundle-budget.mjs']],
  // Two production processes behind haproxy on a PostgreSQL of their own (skipped, saying why, without them).
  ['cross-process tests', 'npx', ['vitest', 'run', '--project', 'cluster'], withoutPg],
  ['browser end-to-end tests', 'npx', ['playwright', 'test'], withoutPg],
];

// A vitest tier also writes its results as JSON, so that the summary (the end of a CI log, often all that is kept)
// names the failed tests; Playwright's own failure summary (e2e/support/failure-summary.ts) ends its output.
const reports = mkdtempSync(join(tmpdir(), 'portal-test-all-'));
const isVitest = (args) => args[0] === 'vitest';
const vitestReport = (index) => join(reports, `vitest-${index}.json`);

/** `file > suite > test: first line of the error` for each failed test in a vitest JSON report. */
function vitestFailures(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return ['(no JSON report: the run ended before writing it)'];
  }
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      // eslint-disable-next-line no-control-regex -- colours of the error text
      const message = (t.failureMessages?.[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0];
      lines.push(`${where} > ${t.fullName}: ${message.slice(0, 300)}`);
    }
    // A file that failed to load or whose hooks failed has no failed test of its own.
    if (failed.length === 0 && suite.status === 'failed')
      lines.push(`${where}: ${(suite.message ?? '').split('\n')[0]}`);
  }
  return lines;
}

const results = [];
for (const [index, [name, cmd, baseArgs, env]] of steps.entries()) {
  const args = isVitest(baseArgs)
    ? [...baseArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport(index)}`]
    : baseArgs;
  console.log(`\n━━━ ${name} ━━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: env ?? process.env });
  const failures = status !== 0 && isVitest(baseArgs) ? vitestFailures(vitestReport(index)) : [];
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 100) / 10, failures });
  // Without a build there is nothing for the browser tests to load.
  if ((name === 'build' || name === 'test tools present') && status !== 0) break;
}

console.log('\n━━━ summary ━━━');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  for (const line of r.failures) console.log(`        ${line}`);
}
rmSync(reports, { recursive: true, force: true });
if (!pgUrl) console.log('note  TEST_DATABASE_URL not set: the API suite ran on PGlite only');
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
process.exit(failed > 0 ? 1 : 0);
