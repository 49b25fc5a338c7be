#!/usr/bin/env node
// npm run bench -- --lighthouse [--no-build] [--runs 3] [--port 3200] [--reports] [--only 'login mobile']
// (or: node bench/lighthouse.mjs with the same options; --reports keeps each median run's whole report, and
// --root <dir> measures another checkout's existing build, e.g. an export of main built there, to compare)
// The first screens' weight and speed: builds, starts the production server on a freshly seeded demo database (in
// memory, as the browser tests do), signs in as the demo participant, and runs Lighthouse 12 (performance only) on
// the login page and on the participant's home ('/' signed in), each with the mobile and the desktop preset, with
// the system Chromium headless. Prints the median score of `--runs` runs per page and preset, its metrics, and the
// login route's initial JavaScript (scripts/check-bundle-budget.mjs); the figures also go to
// bench/results/lighthouse-latest.json. Lighthouse's throttling is simulated (Lantern), so the scores depend on
// the page, not on this machine's network; its CPU still counts: keep the machine otherwise quiet.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from '../scripts/check-bundle-budget.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { waitReady } from './server-ready.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The demo participant (README "The demo institute"). */
const PARTICIPANT = { email: 'deelnemer@demo.nl', password: 'Demo2026!' };

/**
 * The goals of issue 18 ("the first screen is light"), and of issue 30 for the login page ("the first screen without
 * the framework": 95 on a phone).
 */
const GOALS = { mobile: 90, desktop: 98 };
const PAGE_GOALS = { login: { mobile: 95, desktop: 98 } };

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

/** Signs in with the password (the demo participant has no second factor) and answers the `Cookie` header. */
async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PARTICIPANT),
  });
  if (!res.ok) throw new Error(`sign-in as ${PARTICIPANT.email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const account = await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } });
  if (!account.ok) throw new Error(`the session cookie does not sign in: ${account.status}`);
  return cookie;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** One Lighthouse run (performance only) in a fresh Chromium; answers the score (0-100) and the metrics. */
async function audit(url, formFactor, headers) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(headers && { extraHeaders: headers }),
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
    const metrics = {};
    for (const [id, name] of Object.entries(METRICS)) {
      const a = lhr.audits[id];
      metrics[name] = id === 'cumulative-layout-shift' ? Number(a.numericValue.toFixed(3)) : Math.round(a.numericValue);
    }
    return {
      lhr,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics,
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Runs the Lighthouse bench; answers the report and sets a failing exit code when a goal is missed.
 * @param {{ build?: boolean, runs?: number, port?: number, saveReports?: boolean, only?: string, root?: string }} options
 *   `only` runs the pages and presets whose '<page> <preset>' contains it (e.g. 'login mobile'); `root` measures
 *   another checkout's build (e.g. an export of main with its own build, to compare)
 *   `saveReports` writes the median run's whole Lighthouse report per page and preset to bench/results/ (open it
 *   in the Lighthouse viewer, or read its `audits`)
 */
export async function runLighthouseBench({
  build = true,
  runs = 3,
  port = 3210,
  saveReports = false,
  only,
  root = repoRoot,
} = {}) {
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  if (build) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const initialJs = await measureInitialJs(join(root, 'apps', 'web', 'dist'));

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-data-'));
  const server = spawn('node', ['apps/api/dist/server.js', '--seed', 'demo'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const results = [];
  try {
    await waitReady(baseUrl, server);
    const cookie = await signIn(baseUrl);
    const pages = [
      { page: 'login', url: `${baseUrl}/` },
      { page: 'home (deelnemer)', url: `${baseUrl}/`, headers: { Cookie: cookie } },
    ];
    for (const { page, url, headers } of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        if (only && !`${page} ${formFactor}`.includes(only)) continue;
        const all = [];
        for (let i = 0; i < runs; i++) all.push(await audit(url, formFactor, headers));
        const { lhr, ...best } = median(all);
        results.push({
          page,
          formFactor,
          ...best,
          scores: all.map((r) => r.score),
          goal: (PAGE_GOALS[page] ?? GOALS)[formFactor],
        });
        if (saveReports) {
          const name = `lighthouse-${page.split(' ')[0]}-${formFactor}.json`;
          writeFileSync(join(repoRoot, 'bench', 'results', name), JSON.stringify(lhr));
        }
        console.log(`${page} ${formFactor}: ${all.map((r) => r.score).join(', ')}`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.table(
    results.map((r) => ({
      page: r.page,
      preset: r.formFactor,
      score: r.score,
      goal: `≥ ${r.goal}`,
      runs: r.scores.join(' '),
      'FCP ms': r.metrics.FCP,
      'LCP ms': r.metrics.LCP,
      'TBT ms': r.metrics.TBT,
      CLS: r.metrics.CLS,
      'SI ms': r.metrics.SI,
    })),
  );
  for (const r of results) if (r.lcpElement) console.log(`LCP element, ${r.page} ${r.formFactor}: ${r.lcpElement}`);
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  // Lighthouse simulates a slow phone from the CPU time it observes here: a busy machine lowers the mobile scores.
  console.log(
    `Machine: load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores; Lighthouse benchmark index ` +
      results.map((r) => r.benchmarkIndex).join(' '),
  );
  console.log(
    `Initial JavaScript of the login route (login.html): ${kB(initialJs.totalGzipBytes)} gzip in ` +
      `${initialJs.files.length} files (budget ${kB(INITIAL_JS_BUDGET_BYTES)})`,
  );

  const report = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage: loadavg() },
    runsPerPage: runs,
    initialJs: { gzipBytes: initialJs.totalGzipBytes, files: initialJs.files },
    results,
  };
  writeFileSync(join(repoRoot, 'bench', 'results', 'lighthouse-latest.json'), JSON.stringify(report, null, 2));
  console.log('Written to bench/results/lighthouse-latest.json');
  const missed = results.filter((r) => r.score < r.goal);
  if (missed.length > 0 || initialJs.totalGzipBytes > INITIAL_JS_BUDGET_BYTES) {
    console.error('Below a goal: ' + missed.map((r) => `${r.page} ${r.formFactor} ${r.score}`).join(', '));
    process.exitCode = 1;
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '3210' },
      lighthouse: { type: 'boolean', default: true },
      reports: { type: 'boolean', default: false },
      only: { type: 'string' },
      root: { type: 'string' },
    },
  });
  await runLighthouseBench({
    build: !values['no-build'],
    runs: Number(values.runs),
    port: Number(values.port),
    saveReports: values.reports,
    only: values.only,
    ...(values.root && { root: values.root }),
  });
}
