// The server as an operator runs it: a real process, its environment, its signals.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../src/lib/paths';

function start(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-proc-')), ...env },
  });
}

/** A port nothing listens on right now (the system picks it), so parallel runs and other tests never collide. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function collect(child: ChildProcessWithoutNullStreams) {
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { out, exited };
}

// Starting from the sources compiles them on the fly (tsx): ~5 s on a quiet machine, far more on a busy one.
async function waitFor(check: () => boolean, ms = 60_000, describe = () => ''): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('stops with one line naming the variable when a value is bad', async () => {
    const child = start({ PORT: 'abc' });
    const { out, exited } = collect(child);
    expect(await exited).toBe(1);
    expect(out.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('migrates, serves (metrics on their own port), and exits 0 on SIGTERM after closing', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const child = start({
      PORT: String(port),
      DATABASE_URL: 'memory://',
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
    });
    const { out, exited } = collect(child);
    let exitCode: number | null | undefined;
    void exited.then((code) => (exitCode = code));
    // Also stop waiting when the process has ended (and say what it printed), rather than wait out the timeout.
    await waitFor(
      () => out.stdout.includes('Opleidingsportaal listening') || exitCode !== undefined,
      60_000,
      () => `\nstdout: ${out.stdout.slice(-2000)}\nstderr: ${out.stderr.slice(-2000)}`,
    );
    expect(exitCode, `the server ended early:\n${out.stdout.slice(-2000)}\n${out.stderr.slice(-2000)}`).toBeUndefined();
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    // A production start without a mail server: it says so, and the development mailbox is not there.
    expect(out.stdout).toContain('SMTP_URL is not set: mails (activation, password reset, sign-in codes) stay');
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/mails`)).status).toBe(404);
    // Metrics on the loopback port of METRICS_PORT (the queue and outbox gauges read the started queue's tables).
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const exposition = await metrics.text();
    expect(exposition).toContain('portal_http_request_duration_seconds_count{method="GET",route="/api/ready"');
    expect(exposition).toMatch(/^portal_mail_outbox_unsent 0$/m);
    expect(exposition).not.toContain('portal_metrics_sample_errors_total{');
    // The public port has no metrics: /api/metrics is unknown, /metrics at most the web app's shell.
    expect((await fetch(`http://127.0.0.1:${port}/api/metrics`)).status).toBe(404);
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).not.toContain('# TYPE');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out.stdout).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  }, 90_000);

  it('serves the development mailbox only when asked for, and refuses it together with SMTP_URL', async () => {
    const refused = start({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.nl:587', DATABASE_URL: 'memory://' });
    const refusal = collect(refused);
    expect(await refusal.exited).toBe(1);
    expect(refusal.out.stderr.trim()).toMatch(/^Invalid configuration: DEV_MAILBOX cannot be true with SMTP_URL set/);

    const port = await freePort();
    const child = start({ PORT: String(port), DATABASE_URL: 'memory://', HOST: '127.0.0.1', DEV_MAILBOX: 'true' });
    const { out, exited } = collect(child);
    let exitCode: number | null | undefined;
    void exited.then((code) => (exitCode = code));
    await waitFor(
      () => out.stdout.includes('Opleidingsportaal listening') || exitCode !== undefined,
      60_000,
      () => `\nstdout: ${out.stdout.slice(-2000)}\nstderr: ${out.stderr.slice(-2000)}`,
    );
    expect(out.stdout).toContain('The development mailbox at /api/dev/mails shows them to anyone');
    const mails = await fetch(`http://127.0.0.1:${port}/api/dev/mails`);
    expect(mails.status).toBe(200);
    expect(await mails.json()).toEqual({ items: [] });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
