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

const results = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n━━━ ${name} ━━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: env ?? process.env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 100) / 10 });
  // Without a build there is nothing for the browser tests to load.
  if ((name === 'build' || name === 'test tools present') && status !== 0) break;
}

console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
if (!pgUrl) console.log('note  TEST_DATABASE_URL not set: the API suite ran on PGlite only');
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
process.exit(failed > 0 ? 1 : 0);
