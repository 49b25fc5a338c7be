#!/usr/bin/env node
// npm run bench [-- --no-build] [--capacity N[,N...] [--processes 2] [--streams]] [--participants 5000] [--reseed] [--duration 10] [--connections 50] [--only <text>[|<text>...]]
// npm run bench -- --lighthouse [--no-build] [--runs 3] [--reports] [--only <text>]: Lighthouse on the first screens
// instead (bench/lighthouse.mjs: the demo database in memory, no PostgreSQL needed).
// Builds, prepares a PostgreSQL database with the scale data set of N participants (BENCH_PARTICIPANTS, default
// 5000; a database that already holds exactly that data set is reused, --reseed drops and recreates it first),
// starts the production server on it, runs the autocannon scenarios of bench/scenarios.mjs and prints a table; the
// same figures go to bench/results/*.json.
// The load generator shares the machine with the server: figures are comparable run to run, not absolute.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { scenarios } from './scenarios.mjs';
import { waitReady } from './server-ready.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    port: { type: 'string', default: '3200' },
    participants: { type: 'string', default: process.env.BENCH_PARTICIPANTS ?? '5000' },
    reseed: { type: 'boolean', default: false },
    // Simulated signed-in browsers (one level or a comma-separated list); see bench/capacity.mjs.
    capacity: { type: 'string' },
    processes: { type: 'string', default: '1' },
    // Each simulated browser holds the bell's stream instead of polling the unread count (bench/capacity.mjs).
    streams: { type: 'boolean', default: false },
    'capacity-seconds': { type: 'string', default: '60' },
    lighthouse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    reports: { type: 'boolean', default: false },
  },
});
if (opts.lighthouse) {
  const { runLighthouseBench } = await import('./lighthouse.mjs');
  await runLighthouseBench({
    build: !opts['no-build'],
    runs: Number(opts.runs),
    port: Number(opts.port),
    saveReports: opts.reports,
    only: opts.only,
  });
  process.exit();
}
const participants = Number(opts.participants);
if (!Number.isInteger(participants) || participants < 1) {
  console.error(`--participants must be a whole number, at least 1 (got "${opts.participants}")`);
  process.exit(1);
}
// The data set is deterministic for (participants, seed value): a fixed seed value makes runs comparable.
const SEED_VALUE = 1;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';

function adminUrl(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** Creates the bench database when it is missing; with `recreate`, drops it first. */
async function ensureDatabase(url, recreate) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const quoted = `"${name.replace(/"/g, '""')}"`;
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    if (recreate) await client.query(`drop database if exists ${quoted} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}

/** What the database holds: 'same' (this exact scale data set), 'empty' (no users yet) or 'other'. */
async function seededState(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select to_regclass('users') is not null as migrated`);
    if (!rows[0].migrated) return 'empty';
    const { rowCount: users } = await client.query('select 1 from users limit 1');
    if (!users) return 'empty';
    const { rows: marker } = await client.query(`select value from app_settings where key = 'seed.profile'`);
    const value = marker[0]?.value;
    return value?.profile === 'scale' && value.participants === participants && value.seedValue === SEED_VALUE
      ? 'same'
      : 'other';
  } finally {
    await client.end();
  }
}

function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

if (!opts['no-build']) run('npm', ['run', 'build']);
await ensureDatabase(databaseUrl, opts.reseed);
const serverEnv = {
  DATABASE_URL: databaseUrl,
  PORT: opts.port,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  NODE_ENV: 'production',
  // The load generator signs in hundreds of times a second from one address: exempt it from the sign-in limits.
  RATE_LIMIT_ALLOWLIST: '127.0.0.1',
};
const state = await seededState(databaseUrl);
if (state === 'other') {
  console.error(
    `${new URL(databaseUrl).pathname.slice(1)} holds another data set than the scale data set of ${participants} ` +
      'participants: run with --reseed to drop and recreate it.',
  );
  process.exit(1);
}
let seedSeconds = null;
if (state === 'same') {
  console.log(`Reusing the scale data set of ${participants} participants (--reseed to rebuild it).`);
} else {
  console.log(`Seeding the scale data set of ${participants} participants...`);
  const started = Date.now();
  run(
    'node',
    ['apps/api/dist/db/seed-cli.js', '--scale', String(participants), '--seed-value', String(SEED_VALUE)],
    serverEnv,
  );
  seedSeconds = (Date.now() - started) / 1000;
  console.log(`Seeded in ${seedSeconds.toFixed(1)} s.`);
}

if (opts.capacity) {
  await capacityBench();
  process.exit(process.exitCode ?? 0);
}

const server = spawn('node', ['apps/api/dist/server.js'], {
  cwd: root,
  env: { ...process.env, ...serverEnv },
  // Request logs go nowhere, but are still produced: the server pays what it pays in production.
  stdio: ['ignore', 'ignore', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${opts.port}`;
const results = [];
try {
  await waitReady(baseUrl, server);
  for (const scenario of scenarios) {
    if (opts.only && !opts.only.split('|').some((part) => scenario.name.includes(part))) continue;
    // `setup` answers headers to send, and optionally a `body` (JSON text) for POST scenarios, a `path` made from
    // what it created, and autocannon `requests` (a request built per call, e.g. with the revision of the last).
    const { body, path, requests, ...headers } = (await scenario.setup?.(baseUrl, { participants })) ?? {};
    const base = {
      url: baseUrl + (path ?? scenario.path),
      ...(requests !== undefined && { requests }),
      method: scenario.method ?? 'GET',
      headers,
      ...(body !== undefined && { body }),
      connections: scenario.connections ?? Number(opts.connections),
    };
    await cannon({ ...base, duration: 2 }); // warm-up: JIT, connection pool, prepared plans
    const r = await cannon({ ...base, duration: scenario.duration ?? Number(opts.duration) });
    // A scenario may expect another status (e.g. 401 for a refused call); anything else counts as unexpected.
    const expected = scenario.expectStatus ?? 200;
    const answered = Object.values(r.statusCodeStats ?? {}).reduce((sum, s) => sum + s.count, 0);
    const unexpected = answered - (r.statusCodeStats?.[expected]?.count ?? 0);
    results.push({
      scenario: scenario.name,
      path: scenario.path,
      connections: base.connections,
      durationSeconds: r.duration,
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      expectedStatus: expected,
      unexpectedStatus: unexpected,
      totalRequests: r.requests.total,
    });
  }
} finally {
  server.kill('SIGTERM');
}

const table = results.map((r) => ({
  scenario: r.scenario,
  'req/s': r.requestsPerSecond,
  'p50 ms': r.latencyP50Ms,
  'p99 ms': r.latencyP99Ms,
  errors: r.errors,
  'non-2xx': r.non2xx,
  unexpected: r.unexpectedStatus,
}));
console.table(table);
const report = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  database: new URL(databaseUrl).host + new URL(databaseUrl).pathname,
  dataSet: { profile: 'scale', participants, seedValue: SEED_VALUE, seedSeconds },
  results,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const stamp = report.at.replace(/[:.]/g, '-');
writeFileSync(join(root, 'bench', 'results', `${stamp}.json`), JSON.stringify(report, null, 2));
writeFileSync(join(root, 'bench', 'results', 'latest.json'), JSON.stringify(report, null, 2));
console.log(`Written to bench/results/${stamp}.json and bench/results/latest.json`);
if (results.some((r) => r.errors > 0 || r.unexpectedStatus > 0)) {
  console.error('Some scenarios had errors or answers with an unexpected status.');
  process.exitCode = 1;
}

/**
 * `--capacity N[,N...]`: each level of simulated browsers against one process (directly) or, with `--processes 2`,
 * against two behind haproxy (apps/api/cluster); reports per-call p50/p99 and errors, the processes' peak memory,
 * and the largest level that held p99 <= 50 ms with no errors.
 */
async function capacityBench() {
  const { runCapacity } = await import('./capacity.mjs');
  const levels = opts.capacity.split(',').map(Number);
  if (levels.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(`--capacity must be whole numbers of browsers (got "${opts.capacity}")`);
    process.exit(1);
  }
  const processes = Number(opts.processes);
  let baseUrl;
  let pids;
  let stop;
  /** Where the held streams go (see below); by default where the page calls go. */
  let streamUrls;
  if (processes === 1) {
    const child = spawn('node', ['apps/api/dist/server.js'], {
      cwd: root,
      env: { ...process.env, ...serverEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    baseUrl = `http://127.0.0.1:${opts.port}`;
    await waitReady(baseUrl, child);
    pids = [child.pid];
    stop = async () => child.kill('SIGTERM');
  } else {
    // The cluster harness is TypeScript: load it through tsx.
    const { register } = await import('tsx/esm/api');
    register();
    const { startCluster } = await import('../apps/api/cluster/harness.ts');
    const { PORT: _port, DATA_DIR: _dir, ...env } = serverEnv;
    const cluster = await startCluster({ databaseUrl, processes, port: Number(opts.port), env });
    baseUrl = cluster.url;
    pids = cluster.processes.map((p) => p.pid());
    // The held streams go to the processes straight, a share each, as a layer-4 balancer would spread them: haproxy
    // needs two descriptors per proxied connection, and this machine's hard limit of 20,000 per process stops it short
    // of 10,000 streams (it refuses to start asking for more). The page calls still go through haproxy.
    streamUrls = cluster.processes.map((p) => p.url);
    stop = () => cluster.stop();
  }
  const reports = [];
  try {
    for (const browsers of levels) {
      console.log(`\n${browsers} browsers on ${processes} process(es), ${opts['capacity-seconds']} s measured...`);
      const report = await runCapacity({
        baseUrl,
        databaseUrl,
        browsers,
        seconds: Number(opts['capacity-seconds']),
        pids,
        streams: opts.streams,
        streamUrls,
      });
      reports.push(report);
      console.table(
        report.calls.map((c) => ({
          call: c.call,
          'req/s': c.perSecond,
          'p50 ms': c.p50Ms,
          'p99 ms': c.p99Ms,
          errors: c.errors,
        })),
      );
      if (report.streams) {
        const st = report.streams;
        console.log(
          `streams: ${st.open} open, ${st.failed} refused or failed${st.failed ? ` (${JSON.stringify(st.failedBy)})` : ''}, opened in ${st.openSeconds} s; memory per process ` +
            `${st.rssBeforeMiB.join(', ')} MiB before, ${st.rssWithStreamsMiB.join(', ')} MiB with them: ` +
            `${st.mibPerThousandStreams} MiB per 1,000 streams`,
        );
      }
      console.log(
        `all calls: ${report.requestsPerSecond} req/s, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, ` +
          `${report.errors} errors; peak memory per process ${report.peakRssMiB.join(', ')} MiB`,
      );
    }
  } finally {
    await stop();
  }
  // A stream refused or broken is an error too: that browser fell back to the poll.
  const holding = reports
    .filter((r) => r.p99Ms !== null && r.p99Ms <= 50 && r.errors === 0 && !r.streams?.failed)
    .map((r) => r.browsers);
  console.log(
    holding.length
      ? `\nLargest level holding p99 <= 50 ms with 0 errors on ${processes} process(es): ${Math.max(...holding)} browsers`
      : `\nNo level held p99 <= 50 ms with 0 errors on ${processes} process(es)`,
  );
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    dataSet: { profile: 'scale', participants, seedValue: SEED_VALUE },
    processes,
    levels: reports,
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const stamp = report.at.replace(/[:.]/g, '-');
  writeFileSync(join(root, 'bench', 'results', `capacity-${stamp}.json`), JSON.stringify(report, null, 2));
  console.log(`Written to bench/results/capacity-${stamp}.json`);
}
