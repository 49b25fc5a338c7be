#!/usr/bin/env node
// npm test: every tier, each step's outcome and time summarised at the end; any failure fails the run.
//   0. the Debian programs the tests use (Chromium, oathtool, pdftotext), installed when missing
//   1. at the same time: type-check every workspace, lint, formatting, schema vs committed migrations, and the build
//      followed by the initial JavaScript of the login route (login.html) and of the app's entry (index.html) against
//      their budgets (scripts/check-bundle-budget.mjs)
//   2. unit and web component tests (vitest)
//   3. API integration tests on PGlite, then the very same suite on PostgreSQL when TEST_DATABASE_URL is set
//   4. at the same time: browser end-to-end tests (Playwright, system Chromium) against the production build on a
//      seeded database, and cross-process tests: two API processes of the build behind haproxy (sessions, limits,
//      uploads, jobs, crashes)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pgUrl = process.env.TEST_DATABASE_URL;
const withoutPg = { ...process.env };
delete withoutPg.TEST_DATABASE_URL;

/**
 * The tiers as stages: the steps of a stage run at the same time, a stage starts when the one before has ended. The
 * static checks and the build are single-threaded for most of their time (tsc, eslint, prettier), so on a two-core
 * machine they share the cores instead of leaving one idle; the test tiers each keep both cores busy on their own
 * and run one after the other. A step given as a list runs its parts in order (the budget needs the build). The
 * output of a stage with several steps is printed per step as each ends, so the log stays readable.
 */
const stages = [
  [['test tools present', 'bash', ['scripts/ensure-test-tools.sh']]],
  [
    ['type-check', 'npm', ['run', 'check']],
    ['lint', 'npm', ['run', 'lint']],
    ['format', 'npm', ['run', 'format:check']],
    ['migrations match schema', 'npm', ['run', 'db:check']],
    [
      ['build', 'npm', ['run', 'build']],
      ['initial JavaScript within budget', 'node', ['scripts/check-bundle-budget.mjs']],
    ],
  ],
  [
    [
      'unit + web component tests',
      'npx',
      ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-mocking'],
    ],
  ],
  [['API integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], withoutPg]],
  ...(pgUrl
    ? [[['API integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { ...process.env }]]]
    : []),
  // The browser journeys and, beside them, the cross-process tests: two production processes behind haproxy on a
  // PostgreSQL of their own (skipped, saying why, without them). The cross-process tests mostly wait for processes
  // to start, stop and answer (14 % of the cores alone, 42 s), and the browser tier leaves about a quarter of the
  // cores idle (73 % busy): side by side they cost the browser tier's time only.
  [
    ['browser end-to-end tests', 'npx', ['playwright', 'test'], withoutPg],
    ['cross-process tests', 'npx', ['vitest', 'run', '--project', 'cluster'], withoutPg],
  ],
];
/** Steps that need the build (skipped, and failed, when it failed). */
const NEEDS_BUILD = new Set(['cross-process tests', 'browser end-to-end tests']);

// A vitest tier also writes its results as JSON, so that the summary (the end of a CI log, often all that is kept)
// names the failed tests; Playwright's own failure summary (e2e/support/failure-summary.ts) ends its output.
const reports = mkdtempSync(join(tmpdir(), 'portal-test-all-'));
const isVitest = (args) => args[0] === 'vitest';
const isPlaywright = (args) => args[0] === 'playwright';
/** Where the browser tier's reporter (e2e/support/failure-summary.ts) writes its failed tests, a line each. */
const e2eFailures = join(reports, 'e2e-failures.txt');

/** The failed browser tests as the reporter wrote them (none written: the tier ended before its report). */
function playwrightFailures() {
  try {
    const lines = readFileSync(e2eFailures, 'utf8').split('\n').filter(Boolean);
    return lines.length > 0 ? lines : ['(no failed test: the run itself failed, see its output above)'];
  } catch {
    return ['(no report: Playwright ended before its tests ended, e.g. a web server that did not start)'];
  }
}
let reportCount = 0;

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

/**
 * The five test files of a vitest JSON report whose tests took longest (where a tier's minutes go): the sum of their
 * tests' durations, as a file's start and end span the files run before it in its worker when files share one
 * (the web project does not isolate them).
 */
function slowestFiles(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return (report.testResults ?? [])
      .map((suite) => ({
        where: suite.name.replace(`${process.cwd()}/`, ''),
        ms: (suite.assertionResults ?? []).reduce((sum, test) => sum + (test.duration ?? 0), 0),
      }))
      .filter((suite) => Number.isFinite(suite.ms))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ where, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${where}`);
  } catch {
    return [];
  }
}

const results = [];
let buildFailed = false;

/** Runs one step; its output goes straight through when it runs alone, else it is printed when the step ends. */
function runStep([name, cmd, baseArgs, env], alone) {
  if (NEEDS_BUILD.has(name) && buildFailed) {
    results.push({ name, ok: false, seconds: 0, failures: ['(not run: the build failed)'] });
    return Promise.resolve(false);
  }
  const report = join(reports, `vitest-${reportCount++}.json`);
  const args = isVitest(baseArgs)
    ? [...baseArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : baseArgs;
  const banner = `\n━━━ ${name} ━━━ ${cmd} ${args.join(' ')}`;
  if (alone) console.log(banner);
  const started = Date.now();
  const childEnv = isPlaywright(baseArgs)
    ? { ...(env ?? process.env), E2E_FAILURES_FILE: e2eFailures }
    : (env ?? process.env);
  const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: childEnv });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(banner);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = status === 0;
      const failures = ok
        ? []
        : isVitest(baseArgs)
          ? vitestFailures(report)
          : isPlaywright(baseArgs)
            ? playwrightFailures()
            : [];
      const slowest = isVitest(baseArgs) ? slowestFiles(report) : [];
      results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10, failures, slowest });
      if (name === 'build' && !ok) buildFailed = true;
      resolve(ok);
    });
  });
}

const runAll = Date.now();
let toolsMissing = false;
for (const stage of stages) {
  if (toolsMissing) break;
  const alone = stage.length === 1 && !Array.isArray(stage[0][0]);
  await Promise.all(
    stage.map(async (step) => {
      // A sequence stops at its first failure.
      for (const part of Array.isArray(step[0]) ? step : [step]) if (!(await runStep(part, alone))) return;
    }),
  );
  // Without the programs the tests use, nothing after makes sense.
  if (results.some((r) => r.name === 'test tools present' && !r.ok)) toolsMissing = true;
}
const wall = Math.round((Date.now() - runAll) / 1000);

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
console.log('\n━━━ summary ━━━ (steps of one stage ran at the same time)');
console.log(`${'result'.padEnd(6)}  ${'step'.padEnd(40)}  ${'time'.padStart(7)}`);
for (const r of results) {
  console.log(`${(r.ok ? 'PASS' : 'FAIL').padEnd(6)}  ${r.name.padEnd(40)}  ${minutes(r.seconds).padStart(7)}`);
  for (const line of r.failures) console.log(`        ${line}`);
  if (r.slowest?.length)
    console.log(
      `        slowest files (time in their tests):\n${r.slowest.map((line) => `        ${line}`).join('\n')}`,
    );
}
for (const [name] of stages.flat().flatMap((step) => (Array.isArray(step[0]) ? step : [step])))
  if (!results.some((r) => r.name === name)) console.log(`${'SKIP'.padEnd(6)}  ${name.padEnd(40)}  (not run)`);
console.log(`${''.padEnd(6)}  ${'all (wall clock)'.padEnd(40)}  ${minutes(wall).padStart(7)}`);
rmSync(reports, { recursive: true, force: true });
if (!pgUrl) console.log('note  TEST_DATABASE_URL not set: the API suite ran on PGlite only');
const expected = stages.flat().flatMap((step) => (Array.isArray(step[0]) ? step : [step])).length;
const failed = results.filter((r) => !r.ok).length + (expected - results.length);
process.exit(failed > 0 ? 1 : 0);
