// node bench/profile.mjs <part of a scenario name> [--seconds 20] [--no-profile]
//
// Where one bench call spends its time: starts the built API (`npm run build` first) on the bench database that
// `npm run bench` seeds, runs the scenario with autocannon, and reports
//   - requests per second and latency (as `npm run bench`, but for one scenario and without the table);
//   - CPU milliseconds per request of the API process, of every PostgreSQL process together, and of the load
//     generator itself (Linux: read from /proc), which tells whether the API or the database is the limit;
//   - with the CPU profile (node --cpu-prof), the functions with the most self time, and the share per package.
// Measure on a quiet machine: anything else running moves every figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { scenarios } from './scenarios.mjs';
import { waitReady } from './server-ready.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '20' },
    'no-profile': { type: 'boolean', default: false },
    port: { type: 'string', default: '3660' },
    participants: { type: 'string', default: '5000' },
  },
});
const scenario = scenarios.find((s) => positionals[0] && s.name.includes(positionals[0]));
if (!scenario) {
  console.error(
    `usage: node bench/profile.mjs <part of a scenario name>; scenarios:\n  ${scenarios.map((s) => s.name).join('\n  ')}`,
  );
  process.exit(2);
}

const profileDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
const server = spawn(
  process.execPath,
  [...(opts['no-profile'] ? [] : ['--cpu-prof', '--cpu-prof-dir', profileDir]), 'apps/api/dist/server.js'],
  {
    env: {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench',
      PORT: opts.port,
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-profile-data-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: 'inherit',
  },
);
const baseUrl = `http://127.0.0.1:${opts.port}`;

/** Seconds of CPU (user + system) a process has used. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) total += cpuSeconds(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

try {
  await waitReady(baseUrl, server);
  const { body, path, requests, ...headers } =
    (await scenario.setup?.(baseUrl, { participants: Number(opts.participants) })) ?? {};
  const load = (duration) =>
    // Without a callback autocannon answers a promise of its result.
    autocannon({
      url: baseUrl + (path ?? scenario.path),
      method: scenario.method ?? 'GET',
      headers,
      body,
      requests,
      connections: scenario.connections ?? 50,
      duration,
    });
  await load(3); // warm-up: connections, prepared statements, JIT
  const before = { api: cpuSeconds(server.pid), db: postgresCpuSeconds(), load: cpuSeconds(process.pid) };
  const result = await load(Number(opts.seconds));
  const after = { api: cpuSeconds(server.pid), db: postgresCpuSeconds(), load: cpuSeconds(process.pid) };
  const n = result.requests.total;
  const perRequest = (key) => (((after[key] - before[key]) * 1000) / n).toFixed(3);
  console.log(scenario.name);
  console.log(
    `${result.requests.average} req/s at ${scenario.connections ?? 50} connections, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${Math.round(result.throughput.total / n)} bytes a response`,
  );
  console.log(
    `CPU ms a request: API ${perRequest('api')}, PostgreSQL ${perRequest('db')}, load generator ${perRequest('load')}`,
  );
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
}

if (!opts['no-profile']) {
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  const timeOf = new Map();
  profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map();
  const byPackage = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const time = timeOf.get(node.id) ?? 0;
    total += time;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/');
    const key = `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + time);
    const pkg = !url
      ? '(native, idle and garbage collection)'
      : url.startsWith('node:')
        ? '(node)'
        : (where.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? where);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`\nSelf time by package (the whole run, start-up included):\n${top(byPackage, 12)}`);
  console.log(`\nSelf time by function:\n${top(self, 25)}`);
}
