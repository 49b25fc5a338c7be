// Several API processes behind a load balancer, as a hosting party runs them: the processes share PostgreSQL,
// Redis (request-rate limits) and the file storage, and haproxy (Debian's package) spreads the requests and takes a
// process out of rotation when its readiness check fails. `npm run start:cluster` starts one to try; the
// cross-process tests (`*.cluster.test.ts`) start their own, on a PostgreSQL instance of their own that they may
// restart.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoot } from '../src/lib/paths';

/** A port nothing listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits for a condition, checking every 50 ms; throws with `what` after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function answers(url: string, timeoutMs = 1000): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL of its own (Debian's server binaries), so a test may stop and restart it.

export interface OwnPostgres {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: connections are cut) and starts it again; answers when it accepts again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Debian installs haproxy in /usr/sbin, which an ordinary user's PATH may lack. */
function haproxyBin(): string {
  return spawnSync('haproxy', ['-v']).status === 0 ? 'haproxy' : '/usr/sbin/haproxy';
}

/** Why the cross-process tier cannot run here, or null when it can. */
export function clusterPrerequisitesMissing(): string | null {
  if (!postgresBin()) return "PostgreSQL's server binaries (Debian's postgresql package) are missing";
  if (spawnSync(haproxyBin(), ['-v']).status !== 0) return 'haproxy is missing (apt-get install haproxy)';
  return null;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL's server binaries are missing");
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  // initdb refuses to run as root: then the cluster belongs to the postgres system user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(idOf('-u')), Number(idOf('-g')));
  const run = (command: string, args: string[]) => {
    const full = asRoot
      ? ['runuser', '-u', 'postgres', '--', join(bin, command), ...args]
      : [join(bin, command), ...args];
    const result = spawnSync(full[0]!, full.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      start();
    },
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(flag: '-u' | '-g'): string {
  return spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim();
}

// ---------------------------------------------------------------------------------------------------------------
// The API processes and the load balancer.

export interface ApiProcess {
  name: string;
  port: number;
  url: string;
  /** The operating system's process id (while running). */
  pid(): number | undefined;
  /** Everything the process wrote (its JSON log lines and plain lines). */
  output(): string;
  running(): boolean;
  /** Sends a signal and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again (same port and environment) and waits until it is ready. */
  start(): Promise<void>;
}

export interface ClusterOptions {
  /** PostgreSQL shared by the processes. */
  databaseUrl: string;
  /** How many API processes (default 2). */
  processes?: number;
  /** The load balancer's port (default: a free one). */
  port?: number;
  /** Environment for every process (REDIS_URL, STORAGE_URL, AFAS, Moodle, ...). */
  env?: Record<string, string>;
  /** Extra arguments for the first process only (e.g. `--seed demo`): it starts first and migrates. */
  firstProcessArgs?: string[];
  /** Shows the processes' output on this process's stdout/stderr (the start script), instead of keeping it. */
  inheritOutput?: boolean;
}

export interface Cluster {
  /** The load balancer's address: what browsers use. */
  url: string;
  processes: ApiProcess[];
  /** A directory the processes share (DATA_DIR: the session secret, files on disk without object storage). */
  dataDir: string;
  /** What haproxy has printed so far (its warnings name each server it marks DOWN or UP). */
  balancerLog(): string;
  stop(): Promise<void>;
}

const serverJs = join(apiRoot, 'dist', 'server.js');

function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return [
    'global',
    // Connections, not browsers: idle keep-alive connections close; this machine allows 20,000 descriptors.
    '  maxconn 8000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-keep-alive 65s',
    // The processes trust one proxy hop (TRUST_PROXY_HOPS=1): haproxy appends the client's address.
    '  option forwardfor',
    // A connection refused by a stopped process is retried on the other one; a request already sent is not
    // (it may have been a write).
    '  retries 2',
    '  option redispatch',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2 on-marked-down shutdown-sessions',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run npm run build first`);
  const count = options.processes ?? 2;
  const lbPort = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${lbPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const sharedEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    TRUST_PROXY_HOPS: '1',
    // The same secret on every process: sessions and sealed tokens made on one are read on another.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const processes: ApiProcess[] = [];
  for (let i = 0; i < count; i++) {
    const name = String.fromCharCode(97 + i);
    const port = await freePort();
    processes.push(apiProcess(name, port, sharedEnv, i === 0 ? (options.firstProcessArgs ?? []) : [], options));
  }
  // The first one migrates (and seeds, when asked) before the others start.
  try {
    for (const p of processes) await p.start();
  } catch (error) {
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    throw error;
  }

  const haproxyDir = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
  const configFile = join(haproxyDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(lbPort, processes));
  const haproxy = spawn(haproxyBin(), ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let haproxyOutput = '';
  haproxy.stdout?.on('data', (d: Buffer) => (haproxyOutput += d.toString()));
  haproxy.stderr?.on('data', (d: Buffer) => (haproxyOutput += d.toString()));
  const stop = async () => {
    haproxy.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    rmSync(haproxyDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${haproxyOutput}`);
        return answers(`${url}/api/ready`);
      },
      30_000,
      'the load balancer',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processes, dataDir, balancerLog: () => haproxyOutput, stop };
}

function apiProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  args: string[],
  options: ClusterOptions,
): ApiProcess {
  let child: ChildProcess | undefined;
  let output = '';
  let exited: Promise<void> = Promise.resolve();
  const url = `http://127.0.0.1:${port}`;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name,
    port,
    url,
    output: () => output,
    pid: () => child?.pid,
    running,
    async kill(signal = 'SIGTERM') {
      if (!running()) return;
      child!.kill(signal);
      await exited;
    },
    async start() {
      child = spawn(process.execPath, [serverJs, ...args], {
        cwd: join(apiRoot, '..', '..'),
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', options.inheritOutput ? 'inherit' : 'pipe', options.inheritOutput ? 'inherit' : 'pipe'],
      });
      const current = child;
      exited = new Promise((resolve) => current.once('exit', () => resolve()));
      current.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      current.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      await waitFor(
        async () => {
          if (!running()) throw new Error(`process ${name} exited:\n${output.slice(-4000)}`);
          return answers(`${url}/api/ready`);
        },
        120_000,
        `process ${name}`,
      );
    },
  };
}

/** A directory for things a cluster keeps (object storage), removed by the caller. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(dir, { recursive: true });
  return dir;
}
